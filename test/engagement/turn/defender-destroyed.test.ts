import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { ACTIONS } from '../../../src/engine/notation/assault-cell.ts';
import { D_INDEX, S } from '../../../src/engine/republic/assault/assault-state.ts';
import { MORALE_STATES } from '../../../src/engine/republic/rules/grades.ts';
import { RULE } from '../../../src/engagement/state/field-state.ts';
import { assaultPhase } from '../../../src/engagement/turn/assault-phase.ts';
import { fieldFrom } from './field.ts';

/** A crack brigade assaulting a one-base green brigade 4" away, with (or without) a green second line 6" behind it. */
const field = (second: boolean, switches: Record<string, string> = {}) =>
  fieldFrom(
    `
sectors: [{gap: 4, depth: 6}]
sides:
  Union:
    doctrine: {assault: never}
    divisions: [{units: [{grade: crack, bases: 8, sector: 0}]}]
  Confederate:
    doctrine: {assault: never}
    divisions: [{units: [{grade: green, bases: 1, sector: 0}${second ? ', {grade: green, bases: 4, sector: 0, line: second}' : ''}]}]
`,
    switches,
  );

function assault(second: boolean, seed: number) {
  const { c, f } = field(second);
  f.assaulting[0] = 1;
  assaultPhase(chunkStream(seed, 0, 0), c, f, 0);
  return { c, f };
}

// §5.5 Carry Position: "Attacking formations allowed to carry a position may advance into all or part of the
// position originally taken up by the enemy unit(s)"; Breakthrough: "Units whose assault results state that they
// must breakthrough will move to the limit of their full assault movement"
describe("§5.5 a defender destroyed in the deciding round leaves the attacker its cell's action", () => {
  it('seed 3: the last defending base goes on a Carry cell; the attacker still advances 4" into the position', () => {
    const { c, f } = assault(true, 3);
    const p = c.party.side;
    expect([p[S.DECISION], ACTIONS[p[S.ACTION]], f.bases[1]]).toEqual([
      D_INDEX.defender_destroyed,
      'Carry',
      0,
    ]);
    expect([f.pos[0], f.charged[0]]).toEqual([4, 0]);
  });

  it('seed 7: on a "Breakthrough must" cell the attacker counts as using charge movement (§5.6 disorder 1M)', () => {
    const { c, f } = assault(false, 7);
    const p = c.party.side;
    expect([p[S.DECISION], ACTIONS[p[S.ACTION]], f.bases[1]]).toEqual([
      D_INDEX.defender_destroyed,
      'Breakthrough must',
      0,
    ]);
    expect(f.charged[0]).toBe(1);
    expect(MORALE_STATES[f.morale[0]]).toBe('unformed'); // Formed + the disorder 1M
    // with no line behind, it still moves "to the limit of their full assault movement": 10" and the 4" charge bonus
    expect(f.pos[0]).toBe(14);
  });

  it('seed 7 with a second line: the "must" breakthrough goes on into it', () => {
    const { f } = assault(true, 7);
    expect(f.ruleCount[RULE['§5.5 breakthrough into the second line']]).toBe(1);
    expect(f.ruleCount[RULE['§5 assault fought']]).toBeGreaterThanOrEqual(2);
  });
});

// §5.5 Carry Position: "may advance into all or part of the position originally taken up by the enemy unit(s)";
// §3.1 "use of any of the extra assault movement will also cause the unit to suffer one morale hit (1M)"
describe('A27 carryPosition: how far a carry goes', () => {
  it('seed 3, an attacker that has already moved 8" of its 10": whole carries all 4" into charge movement; withinMove carries 2" and keeps Formed', () => {
    for (const [reading, pos, charged, morale] of [
      ['whole', 4, 1, 'unformed'],
      ['withinMove', 2, 0, 'formed'],
    ] as const) {
      const { c, f } = field(true, { carryPosition: reading });
      f.advanced[0] = 8;
      f.assaulting[0] = 1;
      assaultPhase(chunkStream(3, 0, 0), c, f, 0);
      expect(ACTIONS[c.party.side[S.ACTION]]).toBe('Carry');
      expect([reading, f.pos[0], f.charged[0], MORALE_STATES[f.morale[0]]]).toEqual([
        reading,
        pos,
        charged,
        morale,
      ]);
    }
  });
});

// §3.3 "Mandatory advances ... may be conducted only to the limit of the moving unit's available movement remaining";
// §5.5 Breakthrough "nor may they exceed their maximum movement allowance as measured from the start of their movement phase"
describe('a carry after a fought assault stays within the move and charge bonus left', () => {
  it('seed 3, an attacker that has used 13" of its 10" move and 4" charge bonus: whole carries 1", not the 4" into the position', () => {
    const { c, f } = field(true, { carryPosition: 'whole' });
    f.advanced[0] = 13;
    f.assaulting[0] = 1;
    assaultPhase(chunkStream(3, 0, 0), c, f, 0);
    expect(ACTIONS[c.party.side[S.ACTION]]).toBe('Carry');
    expect(f.pos[0]).toBe(1);
  });
});
