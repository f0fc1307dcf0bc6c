import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { ATT, DEF, S } from '../../../src/engine/republic/assault/assault-state.ts';
import { compileAssault } from '../../../src/engine/republic/assault/compile-assault.ts';
import { unitDisorder } from '../../../src/engine/republic/assault/round.ts';
import { runAssault } from '../../../src/engine/republic/assault/run-assault.ts';
import { fillSideHitRules, sideHitArrays } from '../../../src/engine/republic/assault/side-hit-rules.ts';
import { readAssaultSituation, type AssaultSituation } from '../../../src/engine/republic/assault/situation.ts';
import { gradeInForce } from '../../../src/engine/republic/rules/grade-reading.ts';
import { GRADES } from '../../../src/engine/republic/rules/grades.ts';
import { Problems } from '../../../src/engine/input/problems.ts';
import { parseYaml } from '../../../src/engine/input/yaml-node.ts';
import { resolveSwitches } from '../../../src/engine/ruleset/switches.ts';
import { clearParty, joinParty, makeParty, MAX_PARTY } from '../../../src/engagement/assault/party.ts';
import { runPartyAssault } from '../../../src/engagement/assault/party-assault.ts';
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
  ['the §5.1 example sides, all-out', 'assault: allOut\nattacker: {grade: veteran}\ndefender: {grade: average}', {}],
  ['general assault on a Rattled green brigade in medium cover', 'attacker: {grade: average, bases: 5}\ndefender: {grade: green, bases: 4, cover: medium, morale: rattled}', {}],
  ['mixed assault, the natural loser takes the chart M (A15), one hit per round (A11)', 'assault: mixed\nattacker: {grade: green, bases: 8, morale: unformed}\ndefender: {grade: veteran, bases: 3}', { chartMoraleHits: 'naturalLoser', routDisorder: 'one' }],
  ['a Crack defender that cannot retreat breaks out, an untrained one surrenders', 'assault: allOut\nattacker: {grade: untrained, bases: 7, basesLostThisTurn: 1}\ndefender: {grade: crack, bases: 3, canRetreat: false}', {}],
  ['untrained defender struck in the flank, cannot retreat', 'direction: flank\nattacker: {grade: veteran, bases: 4, chargeMovement: true}\ndefender: {grade: untrained, bases: 6, canRetreat: false, panicHitsThisPhase: 1}', { naturalRollMoraleHits: 'onlyIfLostModified' }],
];

describe('an assault fought unit by unit, one unit a side', () => {
  it.each(CASES)('gives the plain assault\'s result trial by trial: %s', (_, yaml, sw) => {
    const switches = resolveSwitches(republic.source.switches, sw);
    const s = situation(yaml);
    const c = compileAssault(rules, s, switches);
    const party = makeParty();
    const sides = [s.attacker, s.defender];
    const hitRules = sides.map((side, k) => {
      const t = sideHitArrays(rules);
      fillSideHitRules(rules, gradeInForce(rules, side.grade, switches), side, k, k === DEF && s.direction === 'rear', t);
      return t;
    });
    const plain = new Int32Array(S.SIZE);
    const one = chunkStream(7, 0, 0);
    const two = chunkStream(7, 0, 0);
    const decisions = new Set<number>();
    let mismatches = 0;
    for (let t = 0; t < 20_000; t++) {
      clearParty(party);
      sides.forEach((side, k) => joinParty(party, k, k, hitRules[k], false, GRADES.indexOf(side.grade), side.bases, side.morale, side.basesLostThisTurn, side.panicHitsThisPhase, 0));
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
        if (st[S.BASES + k] > 0 && decision !== 14) unitDisorder(c, st, k, decision, k === ATT && s.attacker.chargeMovement);
        prov |= st[S.PROV];
        for (const f of [S.MORALE, S.BASES, S.M_TAKEN, S.P_TAKEN, S.B_TAKEN, S.PRISONERS, S.RESPONSE, S.LOST, S.WORST_P]) {
          differ(st[f + k], plain[f + k]);
        }
        differ((st[S.PANIC4] >> k) & 1, (plain[S.PANIC4] >> k) & 1);
      }
      differ(prov, plain[S.PROV]);
    }
    expect(mismatches).toBe(0);
    // the cases reach more than one way of ending
    expect(decisions.size).toBeGreaterThan(1);
  });
});
