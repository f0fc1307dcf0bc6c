import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { ATT, DEF, S } from '../../../src/engine/republic/assault/assault-state.ts';
import { compileAssault } from '../../../src/engine/republic/assault/compile-assault.ts';
import { R, unitDisorder } from '../../../src/engine/republic/assault/round.ts';
import { runAssault } from '../../../src/engine/republic/assault/run-assault.ts';
import { fillSideHitRules, sideHitArrays } from '../../../src/engine/republic/assault/side-hit-rules.ts';
import {
  readAssaultSituation,
  type AssaultSituation,
} from '../../../src/engine/republic/assault/situation.ts';
import { gradeInForce } from '../../../src/engine/republic/rules/grade-reading.ts';
import { GRADES } from '../../../src/engine/republic/rules/grades.ts';
import { Problems } from '../../../src/engine/input/problems.ts';
import { parseYaml } from '../../../src/engine/input/parse-yaml.ts';
import { resolveSwitches } from '../../../src/engine/ruleset/switches.ts';
import {
  clearParty,
  enterPair,
  joinParty,
  makeParty,
  MAX_PARTY,
} from '../../../src/engagement/assault/party.ts';
import { runPairAssault, runPartyAssault } from '../../../src/engagement/assault/party-assault.ts';
import { republic } from '../../helpers/republic.ts';

const rules = republic.data;

function situation(yaml: string): AssaultSituation {
  const problems = new Problems();
  const s = readAssaultSituation(parseYaml(yaml, 'test.yaml', problems), rules.restrictions);
  problems.throwIfAny();
  return s;
}

/** One unit a side: the plain assault against the same assault fought unit by unit. */
const CASES: Array<[string, string, Record<string, string>]> = [
  [
    'the §5.1 example sides, all-out',
    'assault: allOut\nattacker: {grade: veteran}\ndefender: {grade: average}',
    {},
  ],
  [
    'general assault on a Rattled green brigade in medium cover',
    'attacker: {grade: average, bases: 5}\ndefender: {grade: green, bases: 4, cover: medium, morale: rattled}',
    {},
  ],
  [
    'mixed assault, the natural loser takes the chart M (A15), one hit per round (A11)',
    'assault: mixed\nattacker: {grade: green, bases: 8, morale: unformed}\ndefender: {grade: veteran, bases: 3}',
    { chartMoraleHits: 'naturalLoser', routDisorder: 'one' },
  ],
  [
    'a Crack defender that cannot retreat breaks out, an untrained one surrenders',
    'assault: allOut\nattacker: {grade: untrained, bases: 7, basesLostThisTurn: 1}\ndefender: {grade: crack, bases: 3, canRetreat: false}',
    {},
  ],
  [
    'untrained defender struck in the flank, cannot retreat',
    'direction: flank\nattacker: {grade: veteran, bases: 4, chargeMovement: true}\ndefender: {grade: untrained, bases: 6, canRetreat: false, panicHitsThisPhase: 1}',
    { naturalRollMoraleHits: 'onlyIfLostModified' },
  ],
];

/** A unit's fields the plain assault and the party's both keep. */
const UNIT_FIELDS = [
  S.MORALE,
  S.BASES,
  S.M_TAKEN,
  S.P_TAKEN,
  S.B_TAKEN,
  S.PRISONERS,
  S.RESPONSE,
  S.LOST,
  S.WORST_P,
];

describe('an assault fought unit by unit, one unit a side', () => {
  it.each(CASES)(
    "gives the plain assault's result trial by trial, as a party and in one state (runPairAssault): %s",
    (_, yaml, sw) => {
      const switches = resolveSwitches(republic.source.switches, sw);
      const s = situation(yaml);
      const c = compileAssault(rules, s, switches);
      // startSide writes 0 for the side fields a compiled assault's init leaves at 0
      expect([S.ROUND, S.CLAMPED, S.ACTION, S.DECISION, S.PANIC4].map((o) => c.init[o])).toEqual([
        0, 0, 0, 0, 0,
      ]);
      const party = makeParty();
      const sides = [s.attacker, s.defender];
      const hitRules = sides.map((side, k) => {
        const t = sideHitArrays(rules, switches);
        fillSideHitRules(
          rules,
          gradeInForce(rules, side.grade, switches),
          side,
          k,
          k === DEF && s.direction === 'rear',
          t,
        );
        return t;
      });
      const plain = new Int32Array(S.SIZE);
      const one = chunkStream(7, 0, 0);
      const two = chunkStream(7, 0, 0);
      const three = chunkStream(7, 0, 0);
      const pair = makeParty();
      const decisions = new Set<number>();
      let mismatches = 0;
      for (let t = 0; t < 20_000; t++) {
        clearParty(party);
        sides.forEach((side, k) =>
          joinParty(
            party,
            k,
            k,
            hitRules[k],
            false,
            GRADES.indexOf(side.grade),
            side.bases,
            side.morale,
            side.basesLostThisTurn,
            side.panicHitsThisPhase,
            0,
          ),
        );
        runAssault(one, c, plain);
        const decision = runPartyAssault(two, c, party);
        decisions.add(decision);
        const differ = (a: number, b: number) => void (a !== b && mismatches++);
        differ(decision, plain[S.DECISION]);
        differ(party.side[S.ROUND], plain[S.ROUND]);
        differ(party.side[S.CLAMPED], plain[S.CLAMPED]);
        let prov = party.side[S.PROV];
        for (const k of [ATT, DEF]) {
          const st = party.st[k * MAX_PARTY];
          if (st[S.BASES + k] > 0 && decision !== 14)
            unitDisorder(c, st, k, decision, k === ATT && s.attacker.chargeMovement);
          prov |= st[S.PROV];
          for (const f of UNIT_FIELDS) {
            differ(st[f + k], plain[f + k]);
          }
          differ((st[S.PANIC4] >> k) & 1, (plain[S.PANIC4] >> k) & 1);
        }
        differ(prov, plain[S.PROV]);
        // the same assault in runPairAssault's one state
        enterPair(
          pair,
          hitRules[ATT],
          hitRules[DEF],
          Uint8Array.of(1, 1),
          Int32Array.from(sides, (side) => side.bases),
          Int32Array.from(sides, (side) => side.morale),
          Int32Array.from(sides, (side) => side.basesLostThisTurn),
          Int32Array.from(sides, (side) => side.panicHitsThisPhase),
          ATT,
          DEF,
        );
        differ(runPairAssault(three, c, pair), decision);
        const st = pair.side;
        for (const k of [ATT, DEF]) {
          if (st[S.BASES + k] > 0 && decision !== 14)
            unitDisorder(c, st, k, decision, k === ATT && s.attacker.chargeMovement);
        }
        for (const f of [S.ROUND, S.CLAMPED, S.PROV, S.PANIC4]) differ(st[f], plain[f]);
        for (const f of UNIT_FIELDS) for (const k of [ATT, DEF]) differ(st[f + k], plain[f + k]);
      }
      expect(mismatches).toBe(0);
      // the cases reach more than one way of ending
      expect(decisions.size).toBeGreaterThan(1);
    },
  );
});

describe('an assault fought unit by unit, several units a side (§5.5)', () => {
  // switch routedBatteryLoss: the battery's rout is its own loss (abandonment), or its Rt 1 is pooled and taken from the green brigade
  it.each([
    ['abandonment', [2, 0, 6, 6, 0, 1, 4, 0]],
    ['pooled', [1, 0, 6, 6, 0, 2, 4, 0]],
  ])(
    'routedBatteryLoss %s: each unit takes the chart hits and its own natural-roll M hits, B hits are spread evenly, batteries are damaged besides, each reads its own Panic Index line, prisoners come from the lowest grade first',
    (reading, greenRow) => {
      const switches = resolveSwitches(republic.source.switches, { routedBatteryLoss: reading as string });
      const s = situation(`assault: allOut
attacker: {grade: veteran, bases: 8}
defender:
  units:
    - {grade: veteran, bases: 3}
    - {grade: green, bases: 3}
    - {arm: artillery, grade: average, bases: 1}`);
      const c = compileAssault(rules, s, switches);
      const party = makeParty();
      const rulesOf = (grade: (typeof GRADES)[number], k: number) => {
        const t = sideHitArrays(rules, switches);
        fillSideHitRules(
          rules,
          grade,
          { canRetreat: true, retreatThroughTown: false, retreatAcrossWater: false },
          k,
          false,
          t,
        );
        return t;
      };
      clearParty(party);
      joinParty(party, ATT, 0, rulesOf('veteran', ATT), false, 1, 8, 0, 0, 0, 0);
      joinParty(party, DEF, 1, rulesOf('veteran', DEF), false, 1, 3, 0, 0, 0, 0);
      joinParty(party, DEF, 2, rulesOf('green', DEF), false, 3, 3, 0, 0, 0, 0);
      joinParty(party, DEF, 3, rulesOf('average', DEF), true, 2, 1, 0, 0, 0, 0);
      // the attacker rolls a natural 10, the defender a 1: the defender loses both rolls by 9
      runPartyAssault({ int32: () => 90 }, c, party); // one draw: d10Pair 90 reads 10 and 1
      expect(party.side[S.ROUND]).toBe(1);
      const h = party.h;
      expect(h[R.NATURAL + DEF]).toBe(9);
      const [vet, green, battery] = [0, 1, 2].map((i) => party.st[MAX_PARTY + i]);
      const ppt = (g: (typeof GRADES)[number]) => rules.grades.pointsPerMoraleHit[g].value;
      expect(vet[S.M_TAKEN + DEF]).toBe(h[R.M + DEF] + Math.ceil(9 / ppt('veteran')));
      expect(green[S.M_TAKEN + DEF]).toBe(h[R.M + DEF] + Math.ceil(9 / ppt('green')));
      expect(battery[S.M_TAKEN + DEF]).toBe(h[R.M + DEF] + Math.ceil(9 / ppt('average')));
      const b = h[R.B + DEF];
      expect(b).toBeGreaterThan(0);
      expect(Math.abs(vet[S.B_TAKEN + DEF] - green[S.B_TAKEN + DEF])).toBeLessThanOrEqual(1);
      expect(vet[S.B_TAKEN + DEF] + green[S.B_TAKEN + DEF]).toBe(Math.min(b, 6));
      expect(battery[S.BATTERY_DAMAGE + DEF]).toBe(b + (battery[S.RESPONSE + DEF] === 3 ? 1 : 0));
      // each unit's response is its own grade's line at its own panic level
      for (const [st, g] of [
        [vet, 'veteran'],
        [green, 'green'],
      ] as const) {
        const level = Math.min(4, st[S.P_TAKEN + DEF]);
        if (level > 0 && st[S.BASES + DEF] + st[S.BATTERIES + DEF] > 0)
          expect(st[S.RESPONSE + DEF]).toBe(rules.panic.levels[level - 1][g].value.rank);
      }
      // with the shipped tables: 1B falls on the veteran brigade (the first of two equal ones); veteran P4 Re 0,
      // green P4 Rt 1, the battery (average P4 Rt 1) is abandoned on its rout, "abandoned (captured/lost)
      // regardless of other results" (§5.5): that is the battery's loss, so the one prisoner is the green brigade's
      // own Rt 1, none taken from it for the battery: [bases, batteries, M, P, B, prisoners, response, battery damage]
      const row = (st: Int32Array) =>
        [
          S.BASES,
          S.BATTERIES,
          S.M_TAKEN,
          S.P_TAKEN,
          S.B_TAKEN,
          S.PRISONERS,
          S.RESPONSE,
          S.BATTERY_DAMAGE,
        ].map((x) => st[x + DEF]);
      expect([vet, green, battery].map(row)).toEqual([
        [2, 0, 4, 4, 1, 0, 3, 0],
        greenRow,
        [0, 0, 4, 4, 0, 0, 4, 1],
      ]);
    },
  );
});

describe('§5.1 the all-out C bonus carried into the next assault of the phase', () => {
  it("\"Add a 'C' tactical bonus to the next assault round (if any) made during this assault phase\": the first round's modified difference is C higher, the same dice", () => {
    const s = situation('attacker: {grade: veteran}\ndefender: {grade: average}');
    const switches = resolveSwitches(republic.source.switches, {});
    const c = compileAssault(rules, s, switches);
    const winWin = compileAssault(
      rules,
      situation('assault: allOut\nattacker: {grade: veteran}\ndefender: {grade: average}'),
      switches,
    ).winWinC;
    expect(winWin).toBeGreaterThan(0);
    const diffs = [0, winWin].map((bonus) => {
      const party = makeParty();
      const t = sideHitArrays(rules, switches);
      fillSideHitRules(rules, gradeInForce(rules, 'veteran', switches), s.attacker, ATT, false, t);
      const u = sideHitArrays(rules, switches);
      fillSideHitRules(rules, gradeInForce(rules, 'average', switches), s.defender, DEF, false, u);
      clearParty(party);
      joinParty(party, ATT, 0, t, false, GRADES.indexOf('veteran'), 6, 0, 0, 0, 0);
      joinParty(party, DEF, 1, u, false, GRADES.indexOf('average'), 6, 0, 0, 0, 0);
      // one round only: the cap ends it after the first
      const one = { ...c, maxRounds: 1 };
      runPartyAssault(chunkStream(9, 0, 0), one, party, bonus);
      return party.h[R.DIFF];
    });
    expect(diffs[1] - diffs[0]).toBe(winWin);
  });
});
