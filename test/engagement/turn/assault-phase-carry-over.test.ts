import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { RESPONSES } from '../../../src/engine/notation/panic-response.ts';
import { MORALE_STATES } from '../../../src/engine/republic/rules/grades.ts';
import { RULE } from '../../../src/engagement/state/field-state.ts';
import { assaultPhase } from '../../../src/engagement/turn/assault-phase.ts';
import { followUps } from '../../../src/engagement/turn/follow-ups.ts';
import { forcedMove } from '../../../src/engagement/turn/forced-move.ts';
import { fieldFrom } from './field.ts';

/** A stream whose first draw is the assault's opposed pair (attacker's die, defender's die), then ones that fill in. */
const pairThen = (a: number, d: number) => {
  const q = [(a - 1) * 10 + (d - 1), 11, 22, 33, 44, 55, 66, 77];
  return { int32: () => q.shift() ?? 0 };
};

describe('§5.5 the supporting brigades that lent bases give way, wherever the attacker ends up', () => {
  // a Shaken brigade of 24 bases assaults a Demoralized untrained one; the neighbouring sector's front brigade,
  // 3" from the attacker's face, lends 2 of its 6 bases (§5.2); one round
  const yaml = `
sectors: [{gap: 3}, {gap: 3}]
maxRounds: 1
sides:
  Union:
    divisions: [{units: [{grade: average, bases: 24, repeaters: true, sector: 0, morale: shaken}]}]
  Confederate:
    doctrine: {supportBases: 2, supportMove: D}
    divisions:
      - units:
          - {grade: untrained, bases: 3, sector: 0, morale: demoralized}
          - {grade: average, sector: 1}
`;
  it('"If the primary defender retreated or routed out of the assault, the supporting brigade suffers one morale hit (1M) and must conduct a disengage, withdraw or fallback move": also when the attacker itself was sent back', () => {
    const { c, f } = fieldFrom(yaml);
    f.assaulting[0] = 1;
    assaultPhase(pairThen(1, 6), c, f, 0);
    expect([RESPONSES[f.response[0]], f.pos[0]]).toEqual(['D', -6]);
    expect([RESPONSES[f.response[1]], f.pos[1]]).toEqual(['Rt', -14]);
    expect(f.ruleCount[RULE['§5.5 supporting brigade hit and moved']]).toBe(1);
    expect([f.pos[2], f.morale[2]]).toEqual([-6, 1]);
  });
});

describe('§3.3 a Demoralized support that gives way goes back "out to the maximum distance required", once', () => {
  // a veteran brigade assaults a green one; the neighbouring average brigade, 3" from its face, lends 2 bases
  const yaml = (morale: string) => `
sectors: [{gap: 3}, {gap: 3}]
sides:
  Union:
    divisions: [{units: [{grade: veteran, sector: 0}]}]
  Confederate:
    doctrine: {supportBases: 2, supportMove: D}
    divisions:
      - units:
          - {grade: green, sector: 0}
          - {grade: average, sector: 1, morale: ${morale}}
`;
  it('seed 4 (the defender retreats): a formed support disengages 6"; a Demoralized one, its 1M a P hit that moves it 6" as well, still ends 6" back, not 12"', () => {
    for (const morale of ['formed', 'demoralized']) {
      const { c, f } = fieldFrom(yaml(morale));
      f.assaulting[0] = 1;
      assaultPhase(chunkStream(4, 0, 0), c, f, 0);
      expect(RESPONSES[f.response[1]]).toBe('Re');
      expect([f.movedBack[2], f.pos[2]]).toEqual([6, -6]);
    }
  });
});

describe("§5.4 the worst-case unit's panic hits count those a pass-through gave", () => {
  it('"the maximum number of panic hits suffered so far during the current assault phase by the single worst-case participating unit": a second line that a Demoralized routing brigade passes through takes 2P and keeps them for the next round against it', () => {
    const { c, f } = fieldFrom(`
sectors: [{gap: 4, depth: 2}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0}]}]
  Confederate:
    divisions:
      - units:
          - {grade: average, sector: 0, morale: demoralized}
          - {grade: veteran, sector: 0, line: second}
`);
    // the front brigade routs through the second line 2" behind it (§5.5 Lose/Lose: a Demoralized unit passes 2M, a rout 2P)
    forcedMove(c, f, 1, RESPONSES.indexOf('Rt'), true, RESPONSES.indexOf('Rt'), false, 4);
    expect(f.ruleCount[RULE['§5.5 lose/lose pass-through hits']]).toBe(1);
    expect(f.worstP[2]).toBe(2);
  });
});

describe("§5.1 a follow-up's all-out C bonus goes on to the next round", () => {
  it('"Add a "C" tactical bonus to the next assault round (if any) made during this assault phase"; "the extra M hit and tactical bonus may be repeatedly gained through those additional rounds": seed 3, a follow-up Win/Win that carries keeps its C for the sector', () => {
    const { c, f } = fieldFrom(`
sectors: [{gap: 2}]
sides:
  Union:
    doctrine: {assault: allOut, breakthrough: carry}
    divisions: [{units: [{grade: crack, bases: 12, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: green, sector: 0}]}]
`);
    f.pressed[0] = 1; // the sector's last assault moved the attackers on: this follow-up is all-out
    followUps(chunkStream(3, 0, 0), c, f, 0);
    expect(f.ruleCount[RULE['§1.7 follow-up assault within 2"']]).toBe(1);
    expect([f.pos[0], RESPONSES[f.response[1]]]).toEqual([2, 'Re']);
    expect(f.cBonus[0]).toBe(1);
  });
});

/** A veteran brigade of 8 assaults a Shaken average brigade with a battery of its own 2" behind it, in the assault too. */
const field = (battery: string) =>
  fieldFrom(`
sectors: [{gap: 2, depth: 2}]
maxRounds: 1
sides:
  Union:
    divisions: [{units: [{grade: veteran, bases: 8, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0, morale: shaken}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0, line: second, morale: ${battery}}]}]
`);

describe('§5.5 "All results for each round of assault combat are applied simultaneously, as are the mandatory movements"', () => {
  // seed 3, one round: both withdraw, the brigade passing through the battery (§5.5 Lose/Lose passage of lines)
  it('a pass-through on a unit of the same assault lands on its own result: the formed battery keeps the 1M the assault gave it and the 2M the Demoralized brigade passing through gives it', () => {
    const { c, f } = field('formed');
    f.assaulting[0] = 1;
    assaultPhase(chunkStream(3, 0, 0), c, f, 0);
    expect(f.ruleCount[RULE['§5.5 lose/lose pass-through hits']]).toBe(1);
    expect([RESPONSES[f.response[1]], RESPONSES[f.response[2]]]).toEqual(['W', 'W']);
    expect(MORALE_STATES[f.morale[2]]).toBe('shaken');
  });
  it('"If the unit suffering pass through hits ... was already demoralized, it immediately goes to Panic 4": the Demoralized battery deserts and stays deserted, no base given back nor moved', () => {
    const { c, f } = field('demoralized');
    f.assaulting[0] = 1;
    assaultPhase(chunkStream(3, 0, 0), c, f, 0);
    expect([f.bases[2], f.deserted[2], f.pos[2]]).toEqual([0, 1, -2]);
  });
});

describe('§3.3 a unit of the assault that a pass-through moved goes "out to the maximum distance required", once', () => {
  it('seed 21: the Shaken brigade routs through its formed battery 2" behind; the battery, sent back by the pass-through\'s P hits and falling back 10" by its own result, ends 10" back, not 18"', () => {
    const { c, f } = field('formed');
    f.assaulting[0] = 1;
    assaultPhase(chunkStream(21, 0, 0), c, f, 0);
    expect(f.ruleCount[RULE['§5.5 lose/lose pass-through hits']]).toBe(1);
    expect([RESPONSES[f.response[1]], RESPONSES[f.response[2]]]).toEqual(['Rt', 'F']);
    expect([f.movedBack[2], f.pos[2]]).toEqual([10, -12]);
  });
});
