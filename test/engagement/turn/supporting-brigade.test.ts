import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { RESPONSES } from '../../../src/engine/notation/panic-response.ts';
import { MORALE_STATES } from '../../../src/engine/republic/rules/grades.ts';
import { moveForward, RULE } from '../../../src/engagement/state/field-state.ts';
import { assaultPhase } from '../../../src/engagement/turn/assault-phase.ts';
import { fieldFrom } from './field.ts';

/** A veteran brigade 4" from an average brigade whose Demoralized neighbour lends it two bases, under switch forcedMoveMatch `match`. */
function seed5(supportMove: string, match: string) {
  const { c, f } = fieldFrom(
    `
sectors: [{gap: 6}, {gap: 6}]
sides:
  Union:
    divisions: [{units: [{grade: veteran, sector: 1}]}]
  Confederate:
    doctrine: {supportBases: 2, supportMove: ${supportMove}}
    divisions: [{units: [{grade: average, bases: 5, sector: 0}, {grade: average, sector: 1}]}]
`,
    { forcedMoveMatch: match },
  );
  moveForward(c, f, 0, 2);
  f.assaulting[0] = 1;
  f.morale[1] = MORALE_STATES.indexOf('demoralized');
  assaultPhase(chunkStream(5, 0, 0), c, f, 0, new Uint8Array(c.nUnits));
  return { c, f };
}

// §5.5 Supporting Brigades: "If the primary defender retreated or routed out of the assault, the supporting brigade
// suffers one morale hit (1M) and must conduct a disengage, withdraw or fallback move"; §3.3 "Forced retrograde
// movements ... will always be conducted out to the maximum distance required for that mandatory order"
describe('§5.5 a Demoralized supporting brigade moves back once, to the larger of its two moves', () => {
  it('seed 5: the primary defender routs; the 1M, past Demoralized a P hit, makes a 6" disengage, and the support move adds only what it lacks', () => {
    for (const match of ['divisionalOnly', 'allForcedMoves'])
      for (const [supportMove, back, response] of [
        ['D', 6, 'D'],
        ['W', 8, 'W'],
        ['F', 10, 'F'],
      ] as const) {
        const { f } = seed5(supportMove, match);
        expect(RESPONSES[f.response[2]]).toBe('Rt');
        expect(f.ruleCount[RULE['§5.5 supporting brigade hit and moved']]).toBe(1);
        expect([match, supportMove, f.movedBack[1], f.pos[1], RESPONSES[f.response[1]]]).toEqual([
          match,
          supportMove,
          back,
          -back,
          response,
        ]);
      }
  });
});
