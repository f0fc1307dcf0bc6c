import { describe, expect, it } from 'vitest';
import { RESPONSES } from '../../../src/engine/notation/panic-response.ts';
import { MORALE_STATES } from '../../../src/engine/republic/rules/grades.ts';
import { moveForward } from '../../../src/engagement/state/field-state.ts';
import { forcedMove, panicHits } from '../../../src/engagement/turn/forced-move.ts';
import { fieldFrom, ONE_EACH } from './field.ts';

const state = (s: string) => MORALE_STATES.indexOf(s as (typeof MORALE_STATES)[number]);
const rank = (r: string) => RESPONSES.indexOf(r as (typeof RESPONSES)[number]);

/** A first-line brigade of the given state and arm, an average brigade `depth` inches behind it. */
function line(front: string, behind: string, depth = 3, arm = 'infantry') {
  return fieldFrom(`
sectors: [{gap: 4, depth: ${depth}}]
sides:
  Union:
    divisions: [{units: [{grade: average, arm: ${arm}, morale: ${front}, sector: 0}, {grade: average, morale: ${behind}, sector: 0, line: second}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);
}

// §5.5 Lose/Lose passage of lines: "Consult the table at right for specific hit types that will be
// inflicted on formations that are 3" or less directly in the path of the retreating/routing unit."
// Assault Loser / Friendly within 3": Shaken 1M, Demoralized 2M, Retreated 1P, Routed 2P.
describe('§5.5 pass-through hits', () => {
  it('a Demoralized loser routing through a Formed brigade 3" behind gives it 2M and 2P: Rattled, and its own P2 line (average: W)', () => {
    const { c, f } = line('demoralized', 'formed');
    forcedMove(c, f, 0, rank('Rt'), true, rank('Rt'));
    expect(f.pos[0]).toBe(-14);
    expect(f.morale[1]).toBe(state('rattled'));
    expect(f.response[1]).toBe(rank('W'));
    expect(f.pos[1]).toBe(-3 - 8);
  });

  it('a Shaken loser retreating gives 1M and 1P: Unformed, P1 (average: D)', () => {
    const { c, f } = line('shaken', 'formed');
    forcedMove(c, f, 0, rank('Re'), true, rank('Re'));
    expect(f.morale[1]).toBe(state('unformed'));
    expect(f.response[1]).toBe(rank('D'));
    expect(f.pos[1]).toBe(-9);
  });

  it('"If the unit suffering pass through hits of either type (M or P) was already demoralized, it immediately goes to Panic 4."', () => {
    const { c, f } = line('shaken', 'demoralized');
    forcedMove(c, f, 0, rank('Re'), true, rank('Re'));
    // average Panic 4: Rt 1 — routs 14" and loses one base to desertion; the division will test
    expect(f.p4[1]).toBe(1);
    expect(f.response[1]).toBe(rank('Rt'));
    expect(f.bases[1]).toBe(5);
    expect(f.deserted[1]).toBe(1);
    expect(f.pos[1]).toBe(-3 - 14);
  });

  it('gives nothing to a brigade 4" behind, nothing when the loser did not lose both rolls, nothing for a Rattled loser that withdraws', () => {
    for (const [front, depth, r, loseLose] of [
      ['demoralized', 4, 'Rt', true],
      ['demoralized', 3, 'Rt', false],
      ['rattled', 3, 'W', true],
    ] as const) {
      const { c, f } = line(front, 'formed', depth);
      forcedMove(c, f, 0, rank(r), loseLose, rank(r));
      expect([f.morale[1], f.response[1], f.pos[1]]).toEqual([0, -1, -depth]);
    }
  });

  // §5.5: "Units that rout will suffer an additional morale hit at the end of their rout move"
  it('a loser reads its morale while moving, before its rout hit: Rattled during the move, Shaken after it, gives no M', () => {
    const { c, f } = line('shaken', 'formed');
    forcedMove(c, f, 0, rank('Rt'), true, rank('Rt'), false, state('rattled'));
    expect(f.morale[1]).toBe(state('formed'));
    expect(f.response[1]).toBe(rank('W')); // the 2P of a rout alone: average P2
  });

  it('"The same effect happens with cavalry units on passthrough, but they affect friendly units at double the distance (6")"', () => {
    const { c, f } = line('demoralized', 'formed', 6, 'cavalry');
    forcedMove(c, f, 0, rank('Rt'), true, rank('Rt'));
    expect(f.pos[0]).toBe(-28); // cavalry moves 200% (§5.5)
    expect(f.morale[1]).toBe(state('rattled'));
  });
});

describe('§4.6 panic hits on a unit that fire destroyed', () => {
  it('"Any panic hits inflicted are still active for purposes of division panic even if B hits completely destroy the unit in question": its Panic 4 still makes the division test', () => {
    const { c, f } = fieldFrom(ONE_EACH);
    f.bases[0] = 0;
    panicHits(c, f, 0, 4, false);
    expect([f.p4[0], f.pos[0], f.deserted[0]]).toEqual([1, 0, 0]);
  });
});

describe('§3.3 a forced move that would end on a friend', () => {
  it('"A withdrawing unit stacked on another unit becomes a fall back in order to clear to the rear of that other unit": W with a second line 8" behind is F, 10"', () => {
    const { c, f } = line('formed', 'formed', 8);
    forcedMove(c, f, 0, rank('W'), false, rank('W'));
    expect([f.pos[0], f.response[0]]).toEqual([-10, rank('F')]);
    // with the second line 3" behind, the withdrawal ends 5" behind it: no stacking
    const open = line('formed', 'formed', 3);
    forcedMove(open.c, open.f, 0, rank('W'), false, rank('W'));
    expect([open.f.pos[0], open.f.response[0]]).toEqual([-8, rank('W')]);
  });

  // §3.3 "the unit conducting the mandatory move must execute the next move option down the list", and so takes
  // that move's §5.5 effects: "Units that rout will suffer an additional morale hit at the end of their rout move"
  it('a retreat with a second line 12" behind becomes a rout, 14", and the unit takes the rout\'s 1M', () => {
    const { c, f } = line('formed', 'formed', 12);
    expect(forcedMove(c, f, 0, rank('Re'), false, rank('Re'))).toBe(rank('Rt'));
    expect([f.pos[0], f.response[0], MORALE_STATES[f.morale[0]]]).toEqual([-14, rank('Rt'), 'unformed']);
  });

  // "Batteries required to retreat may also limber-up, but each suffers one damage point (base hit). Artillery
  // batteries required to rout are abandoned (captured/lost) regardless of other results."
  it('a battery group whose fall back becomes a retreat takes one damage point a battery; whose retreat becomes a rout is abandoned', () => {
    const battery = (depth: number) =>
      fieldFrom(`
sectors: [{gap: 4, depth: ${depth}}]
sides:
  Union:
    divisions: [{units: [{arm: artillery, battery: mediumRifle, grade: average, bases: 2, sector: 0}, {grade: average, sector: 0, line: second}, {grade: average, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);
    const re = battery(10);
    expect(forcedMove(re.c, re.f, 0, rank('F'), false, rank('F'))).toBe(rank('Re'));
    expect([re.f.pos[0], re.f.damage[0], re.f.bases[0]]).toEqual([-12, 2, 2]);
    const rt = battery(12);
    expect(forcedMove(rt.c, rt.f, 0, rank('Re'), false, rank('Re'))).toBe(rank('Rt'));
    expect([rt.f.bases[0], rt.f.prisoners[0], rt.f.damage[0]]).toEqual([0, 2, 0]);
  });
});

// §3.3 "If the mandatory move cannot be executed without direct stacking of formations (two units sharing the
// same space) then the unit conducting the mandatory move must execute the next move option down the list".
// Units level with each other stand side by side, and moving straight back keeps them so: whichever moves first,
// the other is no friend behind it.
describe('§3.3 units that stood level take the same forced move side by side', () => {
  const level = () =>
    fieldFrom(`
sectors: [{gap: 6}]
sides:
  Union:
    divisions: [{units: [{grade: veteran, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0}]}]
`);
  for (const [move, inches] of [
    ['D', -6],
    ['W', -8],
    ['F', -10],
  ] as const)
    for (const order of [
      [1, 2],
      [2, 1],
    ])
      it(`both ordered ${move}, unit ${order[0]} first: both make ${move} to ${inches}", the battery undamaged`, () => {
        const { c, f } = level();
        for (const u of order) expect(RESPONSES[forcedMove(c, f, u, rank(move), false, -1)]).toBe(move);
        expect([f.pos[1], f.pos[2], f.damage[2], f.bases[2]]).toEqual([inches, inches, 0, 1]);
      });

  it('a second line 2" behind that fell back first (D, to -8") still stands behind: the front line\'s W to -8" becomes F, -10"', () => {
    const { c, f } = line('formed', 'formed', 2);
    forcedMove(c, f, 1, rank('D'), false, -1);
    expect(f.pos[1]).toBe(-8);
    expect(RESPONSES[forcedMove(c, f, 0, rank('W'), false, -1)]).toBe('F');
    expect(f.pos[0]).toBe(-10);
  });

  // level when the turn began, however far one advanced first: "two units sharing the same space" never happens
  const sideBySide = () =>
    fieldFrom(`
sectors: [{gap: 12}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0}, {grade: average, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);
  for (const [advanced, move] of [
    [6, 'D'],
    [8, 'W'],
    [10, 'F'],
  ] as const)
    it(`a brigade that advanced ${advanced}" and is ordered ${move} comes back beside its neighbour: ${move}, to 0"`, () => {
      const { c, f } = sideBySide();
      moveForward(c, f, 0, advanced);
      expect(RESPONSES[forcedMove(c, f, 0, rank(move), false, -1)]).toBe(move);
      expect([f.pos[0], f.pos[1]]).toEqual([0, 0]);
    });

  // §5.5 Lose/Lose "pass through": a unit moving straight back passes no friend that stood beside it
  it('Shaken cavalry routing lose/lose gives no pass-through hits to the infantry beside it, whichever moves first', () => {
    for (const order of [
      [0, 1],
      [1, 0],
    ]) {
      const { c, f } = fieldFrom(`
sectors: [{gap: 12}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0}, {grade: average, sector: 0, arm: cavalry, morale: shaken}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);
      for (const u of order) forcedMove(c, f, u, rank(u === 0 ? 'D' : 'Rt'), u === 1, -1);
      expect([MORALE_STATES[f.morale[0]], f.bases[0], f.pos[0]]).toEqual(['formed', 6, -6]);
    }
  });
});

describe('§5.5 battery effects of forced moves outside an assault', () => {
  // §4.7 "As with other panic hits suffered outside of the assault phase, any base hits suffered in case of a
  // Panic 4 event count as deserters"; §5.5 "Artillery batteries required to rout are abandoned"
  it('an average battery group at fire Panic 4 (Rt 1): one battery deserts, the other is abandoned by the rout', () => {
    const { c, f } = fieldFrom(
      ONE_EACH.replace(
        '{grade: average, sector: 0}]}]\n  Confederate',
        '{arm: artillery, battery: mediumRifle, grade: average, bases: 2, sector: 0}, {grade: average, sector: 0}]}]\n  Confederate',
      ),
    );
    panicHits(c, f, 0, 4, false);
    expect([f.response[0], f.deserted[0], f.prisoners[0], f.bases[0]]).toEqual([rank('Rt'), 1, 1, 0]);
  });
});

describe("§3.3 a support's move after its own panic move, under either forcedMoveMatch reading", () => {
  it('"out to the maximum distance required for that mandatory order": a Demoralized support whose P hit sent it back 6" makes up 2" to its 8" Withdraw, once', () => {
    for (const reading of ['divisionalOnly', 'allForcedMoves']) {
      const { c, f } = fieldFrom(ONE_EACH, { forcedMoveMatch: reading });
      f.morale[0] = 4;
      const back = f.movedBack[0];
      panicHits(c, f, 0, 1, true);
      expect(f.pos[0]).toBe(-6);
      forcedMove(c, f, 0, RESPONSES.indexOf('W'), false, -1, false, f.morale[0], f.movedBack[0] - back);
      expect([reading, f.pos[0]]).toEqual([reading, -8]);
    }
  });
});
