import { describe, expect, it } from 'vitest';
import { Problems } from '../../../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../../../src/engine/input/parse-yaml.ts';
import { loadRuleset } from '../../../../src/engine/families/load-ruleset.ts';
import { compileScenario } from '../../../../src/sims/prepare.ts';
import { SIMS } from '../../../../src/sims/registry.ts';
import type { DuelCompiled } from '../../../../src/sims/duel/duel-sim.ts';
import { distOf, monteCarlo } from '../../comparison/sim-harness.ts';
import {
  blakeDuel as blakeEngine,
  firersOf,
  type BlakeFire,
  type BlakeMelee,
} from '../../../../src/engine/blake/duel/blake-duel.ts';
import {
  HOLDS,
  O_ATT_LOST,
  O_DECISION,
  O_ROUNDS,
  O_SIZE,
  TAKES,
  UNDECIDED,
} from '../../../../src/engine/duel/duel-engine.ts';
import { scriptedFaces } from '../../half-a-league/duel/scripted-faces.ts';
import { makeStands, resetStands } from '../../../../src/engine/blake/duel/blake-stands.ts';

/** A melee the attacker's die alone decides: no figure points, no supports, no defender's die. */
const dieMelee = (m: Partial<BlakeMelee>): BlakeMelee => ({
  die: 6,
  defenderRolls: false,
  figurePoints: 0,
  halvedDivisor: 2,
  phases: 1,
  maxDiff: 6,
  minDiff: 1,
  defLoses: Int32Array.of(0, 0, 0, 0, 0, 0),
  attLoses: Int32Array.of(0, 0, 0, 0, 0, 0),
  maxSupports: 0,
  flankSupports: 0,
  originalPairs: true,
  ...m,
});

/** A side of `n` stands of `figures` figures, halting at `haltAt`, its morale test failing at or below `failsAtOrBelow`. */
const plainSide = (n: number, figures: number, haltAt: number, failsAtOrBelow = 0) => ({
  stands: makeStands(n, haltAt, failsAtOrBelow),
  figures,
  halved: false,
  supportsBonus: 0,
  modifier: 0,
});

/** Fire of `dice` D10 a firing stand or gun, hitting on `need`, never failing its check. */
const volley = (dice: number, need: number): BlakeFire => ({
  dice,
  need,
  extraStands: 0,
  maxFirers: 0,
  gunFailsOn: 0,
  failsOnDouble: 0,
  failBothUpTo: false,
  perFigure: false,
});

const EQUAL =
  'system: blake\nattacker: {men: 2000, quality: average, formation: column}\ndefender: {men: 2000, quality: average, formation: line, cover: none}\nminutes: 320';

/** The duel under the Blake ruleset, so its switches apply. */
function blakeDuel(
  yaml: string,
  switches: Record<string, string> = {},
  trials = 10_000,
): { c: DuelCompiled; takes: number } {
  const c = compileScenario(
    SIMS.duel,
    loadRuleset('blake'),
    parseYamlFile(yaml, 'duel.yaml').root(new Problems()),
    switches,
  ).compiled as DuelCompiled;
  return { c, takes: distOf(c, monteCarlo('duel', c, trials, 11), 'decision').attacker_takes_position };
}

describe('Blake duel readings', () => {
  it('switch fireDicePer `figure`: the defensive volley rolls for each of the six figures a stand, and the assault is stopped far more often', () => {
    const stand = blakeDuel(EQUAL);
    const figure = blakeDuel(EQUAL, { fireDicePer: 'figure' });
    expect(stand.c.engine.mapping.fire).toMatch(/D10 a stand/);
    expect(figure.c.engine.mapping.fire).toMatch(/D10 a figure/);
    // seeded, 10,000 trials each
    expect(figure.takes).toBeLessThan(stand.takes / 2);
  });

  it("switch gameTurn `eachPlayer`: a melee phase in each player's turn, so the engagement is decided in fewer rounds (seeded)", () => {
    const rounds = (sw: Record<string, string>) => {
      const { c } = blakeDuel(EQUAL, sw, 10);
      const p = monteCarlo('duel', c, 10_000, 11);
      return p[c.layout.meanOffset.minutes];
    };
    expect(rounds({ gameTurn: 'eachPlayer' })).toBeLessThan(rounds({}) - 0.3);
  });

  it('switch chargeTest: "There is no charge test" (none: every stand charges) against "Movement D6 must be rolled after the charge test" (standMorale: a green, class D stand fails on 1-4 and does not charge, so, green against green, the attacker takes the position 6/10 as often and loses 6/10 as much)', () => {
    // one green stand a side (6 figures of 40 men); class D fails INDIVIDUAL STAND MORALE on 4 or less (provisional)
    const ONE =
      'system: blake\nattacker: {men: 240, quality: green, formation: column}\ndefender: {men: 240, quality: green, formation: line, cover: none}\nminutes: 320';
    const n = 100_000;
    const run = (chargeTest: string) => {
      const { c } = blakeDuel(ONE, { chargeTest }, 10);
      const p = monteCarlo('duel', c, n, chargeTest === 'none' ? 11 : 12);
      const takes = distOf(c, p, 'decision').attacker_takes_position;
      return { takes, lost: p[c.layout.meanOffset.attacker_men_lost] };
    };
    const none = run('none');
    const tested = run('standMorale');
    expect(none.takes).toBeGreaterThan(0.1);
    const se = Math.sqrt((tested.takes * (1 - tested.takes) + 0.36 * none.takes * (1 - none.takes)) / n);
    expect(Math.abs(tested.takes - 0.6 * none.takes)).toBeLessThan(4.5 * se);
    // a stand held back loses nothing; charging, it meets what it meets without the test
    expect(tested.lost / none.lost).toBeGreaterThan(0.55);
    expect(tested.lost / none.lost).toBeLessThan(0.65);
  });

  it('switch meleeRoll `attackerOnly`: the defender adds no die, so the same seed gives other decisions', () => {
    expect(blakeDuel(EQUAL, { meleeRoll: 'attackerOnly' }).takes).not.toBe(blakeDuel(EQUAL).takes);
  });
});

const BOMBARD = (formation: string, range: string, extra = '') =>
  `system: blake\naction: bombard\nguns: 6\nrange: ${range}\nattacker: {quality: average${extra}}\ndefender: {men: 2000, quality: average, formation: ${formation}, cover: none}\nminutes: 320`;

describe('Blake duel: guns', () => {
  it('"Canister penetrates up to one stand deep beyond the target stand"; round shot rolls for "Any stand that the line touches": through a column only (mapping penetration)', () => {
    expect(blakeDuel(BOMBARD('column', 'close'), {}, 10).c.engine.mapping.fire).toMatch(
      /^4 rounds of 2 D10 a gun, hit on \d+\+, penetrating 1 stand beyond, then 12 rounds of 1 D10 a gun, hit on \d+\+, penetrating 2 stands beyond$/,
    );
    expect(blakeDuel(BOMBARD('line', 'close'), {}, 10).c.engine.mapping.fire).not.toMatch(/penetrating/);
    expect(
      blakeDuel(BOMBARD('column', 'medium').replace('cover: none', 'cover: heavy'), {}, 10).c.engine.mapping
        .fire,
    ).not.toMatch(/penetrating/);
  });

  it('"roll one D10 before a native [Irregular] gun fires. If a 1 is scored the gun does not fire": raw gunners are irregulars', () => {
    expect(
      blakeDuel(BOMBARD('line', 'medium').replace('quality: average}', 'quality: raw}'), {}, 10).c.engine
        .mapping.fire,
    ).toMatch(/a native gun silent on 1/);
    expect(blakeDuel(BOMBARD('line', 'medium'), {}, 10).c.engine.mapping.fire).not.toMatch(/native/);
  });
});

describe('Blake duel: who fires the defensive volley', () => {
  const volley = (maxFirers: number, perFigure: boolean): BlakeFire => ({
    dice: 2,
    need: 6,
    extraStands: 0,
    maxFirers,
    gunFailsOn: 0,
    failsOnDouble: 1,
    failBothUpTo: false,
    perFigure,
  });
  it('"Stands in ranks to the rear of the front rank cannot fire": a column fires with its front rank (mapping columnFrontage), a line with every stand', () => {
    const s = makeStands(8, 1, 3);
    resetStands(s, 6);
    expect(firersOf(volley(0, false), s)).toBe(8);
    expect(firersOf(volley(2, false), s)).toBe(2);
    expect(firersOf(volley(2, true), s)).toBe(12);
  });
});

describe('Blake duel: a failed command group fights its melee out', () => {
  it('switch meleeCombatants `groupStands`: CONTINUING MELEES "Continuing melees must be fought out between the original combatants"; COMMAND GROUP MORALE "none of its stands will advance on the enemy": two of three stands halted, the third fights on and breaks the defender', () => {
    // the attacker's die alone decides: a 1 halts the attacking stand in the pair (2 figures, halting at 1), a 6 halts
    // the defender's one stand (6 figures, halting at 5), which then flees
    const m = dieMelee({
      defLoses: Int32Array.of(1, 0, 0, 0, 0, 0),
      attLoses: Int32Array.of(0, 0, 0, 0, 0, 1),
      originalPairs: false,
    });
    const side = (n: number, figures: number, haltAt: number) => plainSide(n, figures, haltAt);
    const run = (faces: number[]) => {
      const duel = blakeEngine(side(3, 2, 1), side(1, 6, 5), m, undefined, 0, undefined, 5, 0, {}, false);
      const out = new Int32Array(O_SIZE);
      duel.run(scriptedFaces(faces), out);
      return [out[O_DECISION], out[O_ROUNDS]];
    };
    // turns 1 and 2: a 1 each, two attacking stands halted (the majority: the group advances no more); turn 3: a 6
    expect(run([1, 1, 6])).toEqual([TAKES, 3]);
    // all three halted: the group flees, the defender holds
    expect(run([1, 1, 1])).toEqual([HOLDS, 3]);
  });
  it('switch meleeCombatants `originalStands` (the default): CONTINUING MELEES "Continuing melees must be fought out between the original combatants. Other stands that have joined the melee can count as support only"', () => {
    // as above, the attacker's die alone deciding: a 1 halts the attacking stand of the pair, a 6 halts the defending one
    const m = dieMelee({
      defLoses: Int32Array.of(1, 0, 0, 0, 0, 0),
      attLoses: Int32Array.of(0, 0, 0, 0, 0, 1),
    });
    const side = (n: number, figures: number, haltAt: number) => plainSide(n, figures, haltAt);
    const run = (attackers: number, defenders: number, faces: number[]) => {
      const duel = blakeEngine(
        side(attackers, 2, 1),
        side(defenders, 6, 5),
        m,
        undefined,
        0,
        undefined,
        5,
        0,
        {},
        false,
      );
      const out = new Int32Array(O_SIZE);
      duel.run(scriptedFaces(faces), out);
      return [out[O_DECISION], out[O_ROUNDS]];
    };
    // three stands against one: turn 1 the first is halted; its group still advancing, the second charges the free
    // defender (a new melee) and is halted in turn 2; the group's morale has failed, and the third, a support, is
    // support only and makes no new charge: the melee is over and the defender holds (groupStands: [TAKES, 3])
    expect(run(3, 1, [1, 1])).toEqual([HOLDS, 2]);
    // three pairs: two attacking stands halted in turn 1 and the group's morale fails, but the third pair is fought
    // out, in turn 2 its defending stand halted; no pair is left and the failed group charges no other stand
    expect(run(3, 3, [1, 1, 3, 6])).toEqual([HOLDS, 2]);
  });
});

describe('Blake duel: desertion after fire', () => {
  it('DESERTION "For each stand of equal or better quality that is in base contact and is destroyed a stand must remove one figure as a deserter": a stand destroyed by the guns costs its neighbour a figure, as one destroyed in melee does', () => {
    // one gun, one D10 hitting on any face: the hit destroys the first of two one-figure stands, and the
    // deserter leaves the second with none, so the group is gone and the guns have driven it off in turn 1;
    // without the deserter the second stand (halting at 0 figures, never failing a morale test) would hold
    const shot = volley(1, 1);
    const side = (n: number) => plainSide(n, 1, 0);
    const melee = {} as BlakeMelee;
    const duel = blakeEngine(
      side(1),
      side(2),
      melee,
      undefined,
      1,
      [{ fire: shot, rounds: 1 }],
      3,
      0,
      {},
      true,
    );
    const out = new Int32Array(O_SIZE);
    duel.run(scriptedFaces([10]), out);
    expect([out[O_DECISION], out[O_ROUNDS]]).toEqual([TAKES, 1]);
  });
});

describe('Blake duel: a turn for the half-lost morale test', () => {
  it('switch gameTurn `eachPlayer`: INDIVIDUAL STAND MORALE "If a stand loses half its remaining figures in one turn to firepower or desertion" counts each player\'s turn on its own', () => {
    // two attacking stands never hurt; three defending stands of four figures. The attacker's die alone decides: a 6
    // destroys the defending stand in the pair, a 1 does nothing. Each stand destroyed costs the second stand a
    // deserter, one in each player's turn: one of four, then one of three, never half in one turn. Counted over
    // both turns (two of four) it would test, fail on any D10 and flee, and the group with it.
    // switch meleeCombatants `groupStands`: the free attacking stand meets the second defending stand in turn 2
    const m = dieMelee({ defLoses: Int32Array.of(4, 0, 0, 0, 0, 0), phases: 2, originalPairs: false });
    const side = (n: number, figures: number, failsAtOrBelow: number) =>
      plainSide(n, figures, 0, failsAtOrBelow);
    const duel = blakeEngine(side(2, 6, 0), side(3, 4, 10), m, undefined, 0, undefined, 1, 0, {}, true);
    const out = new Int32Array(O_SIZE);
    duel.run(scriptedFaces([6, 1, 1, 6]), out);
    expect([out[O_DECISION], out[O_ROUNDS]]).toEqual([UNDECIDED, 1]);
  });
});

describe('Blake duel: charges and defensive fire (meleeCombatants originalStands)', () => {
  const run = (
    a: ReturnType<typeof plainSide>,
    d: ReturnType<typeof plainSide>,
    m: BlakeMelee,
    defFire: BlakeFire | undefined,
    maxRounds: number,
    faces: number[],
  ) => {
    const duel = blakeEngine(a, d, m, defFire, 0, undefined, maxRounds, 0, {}, false);
    const out = new Int32Array(O_SIZE);
    duel.run(scriptedFaces(faces), out);
    return [out[O_DECISION], out[O_ROUNDS], out[O_ATT_LOST]];
  };

  it('MELEE "Melee occurs when stands contact an enemy stand but only after any defensive fire": a group the volley halts the majority of still fights the first melee with the stand that charged home', () => {
    // the volley (two D10 hitting on 1) halts two of three attacking stands of two figures (their stand morale tests
    // passed on 10s): the group will not advance, but the third stand has made contact, and its 6 halts the
    // defender's one stand, which flees (without the melee the defender would hold in turn 1)
    const m = dieMelee({ defLoses: Int32Array.of(1, 0, 0, 0, 0, 0) });
    expect(run(plainSide(3, 2, 1), plainSide(1, 6, 5), m, volley(2, 1), 3, [1, 1, 10, 10, 6])).toEqual([
      TAKES,
      1,
      2,
    ]);
  });

  it('switch gameTurn `eachPlayer`, AMBUSH "Ambush is the only type of movement allowed by a player during the opponent\'s player-turn": a freed stand charges again only in its own player-turn', () => {
    // one attacking stand against two of two figures: its 6 destroys the first (the deserter leaves the second one
    // figure, its test passed on a 10); in the defender's player-turn no charge, so the one round ends undecided
    const m = dieMelee({ defLoses: Int32Array.of(2, 0, 0, 0, 0, 0), phases: 2 });
    expect(run(plainSide(1, 6, 0), plainSide(2, 2, 0), m, undefined, 1, [6, 10])).toEqual([UNDECIDED, 1, 0]);
    // the next round, its own player-turn, it charges the second stand and destroys it
    expect(run(plainSide(1, 6, 0), plainSide(2, 2, 0), m, undefined, 2, [6, 10, 6])).toEqual([TAKES, 2, 0]);
  });

  it('DEFENSIVE FIRE "Eligible targets are any enemy that has charged the CG": a freed stand charging a second stand in a later turn is fired on by it', () => {
    // turn 1: the two defending stands' volley (a D10 each, hitting on 10) misses on 1s, the 6 destroys the first
    // stand, the deserter's test passed on a 10; turn 2: the charged second stand fires, a 10, one figure hit, then
    // the 6 destroys it
    const m = dieMelee({ defLoses: Int32Array.of(2, 0, 0, 0, 0, 0) });
    expect(run(plainSide(1, 6, 0), plainSide(2, 2, 0), m, volley(1, 10), 2, [1, 1, 6, 10, 10, 6])).toEqual([
      TAKES,
      2,
      1,
    ]);
  });

  it('DEFENSIVE FIRE "Eligible targets are any enemy that has charged the CG to which they belong, even if they themselves have not been directly charged": a free stand beside the one charged fires too', () => {
    // three defending stands of two figures: turn 1 their volley misses on 1s, the 6 destroys the first, the
    // deserter's test passed on a 10; turn 2 the second stand is charged, and it and the free third stand fire, two
    // 10s, two figures hit (the charged stand alone would fire one die), then the 6 destroys it
    const m = dieMelee({ defLoses: Int32Array.of(2, 0, 0, 0, 0, 0) });
    const faces = [1, 1, 1, 6, 10, 10, 10, 6, 10, 10, 10, 10];
    expect(run(plainSide(1, 6, 0), plainSide(3, 2, 0), m, volley(1, 10), 2, faces)[2]).toBe(2);
  });

  it('DEFENSIVE FIRE "... and they are in base contact with the stand that is being charged": a free stand not beside it does not fire', () => {
    // four defending stands: turn 1 as above; turn 2 the second stand is charged, and it and the third fire (two
    // 10s, two figures hit); the fourth, not in contact with it, holds its fire (with it, a third 10 hits a third)
    const m = dieMelee({ defLoses: Int32Array.of(2, 0, 0, 0, 0, 0) });
    const faces = [1, 1, 1, 1, 6, 10, 10, 10, 10, 6, 10, 10, 10, 10];
    expect(run(plainSide(1, 6, 0), plainSide(4, 2, 0), m, volley(1, 10), 2, faces)[2]).toBe(2);
  });
});
