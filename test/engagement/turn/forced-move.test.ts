import { describe, expect, it } from 'vitest';
import { RESPONSES } from '../../../src/engine/notation/panic-response.ts';
import { MORALE_STATES } from '../../../src/engine/republic/rules/grades.ts';
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
    forcedMove(c, f, 0, rank('Rt'), true);
    expect(f.pos[0]).toBe(-14);
    expect(f.morale[1]).toBe(state('rattled'));
    expect(f.response[1]).toBe(rank('W'));
    expect(f.pos[1]).toBe(-3 - 8);
  });

  it('a Shaken loser retreating gives 1M and 1P: Unformed, P1 (average: D)', () => {
    const { c, f } = line('shaken', 'formed');
    forcedMove(c, f, 0, rank('Re'), true);
    expect(f.morale[1]).toBe(state('unformed'));
    expect(f.response[1]).toBe(rank('D'));
    expect(f.pos[1]).toBe(-9);
  });

  it('"If the unit suffering pass through hits of either type (M or P) was already demoralized, it immediately goes to Panic 4."', () => {
    const { c, f } = line('shaken', 'demoralized');
    forcedMove(c, f, 0, rank('Re'), true);
    // average Panic 4: Rt 1 — routs 14" and loses one base to desertion; the division will test
    expect(f.p4[1]).toBe(1);
    expect(f.response[1]).toBe(rank('Rt'));
    expect(f.bases[1]).toBe(5);
    expect(f.deserted[1]).toBe(1);
    expect(f.pos[1]).toBe(-3 - 14);
  });

  it('gives nothing to a brigade 4" behind, nothing when the loser did not lose both rolls, nothing for a Rattled loser that withdraws', () => {
    for (const [front, depth, r, loseLose] of [['demoralized', 4, 'Rt', true], ['demoralized', 3, 'Rt', false], ['rattled', 3, 'W', true]] as const) {
      const { c, f } = line(front, 'formed', depth);
      forcedMove(c, f, 0, rank(r), loseLose);
      expect([f.morale[1], f.response[1], f.pos[1]]).toEqual([0, -1, -depth]);
    }
  });

  it('"The same effect happens with cavalry units on passthrough, but they affect friendly units at double the distance (6")"', () => {
    const { c, f } = line('demoralized', 'formed', 6, 'cavalry');
    forcedMove(c, f, 0, rank('Rt'), true);
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
    forcedMove(c, f, 0, rank('W'), false);
    expect([f.pos[0], f.response[0]]).toEqual([-10, rank('F')]);
    // with the second line 3" behind, the withdrawal ends 5" behind it: no stacking
    const open = line('formed', 'formed', 3);
    forcedMove(open.c, open.f, 0, rank('W'), false);
    expect([open.f.pos[0], open.f.response[0]]).toEqual([-8, rank('W')]);
  });
});
