import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { RESPONSES } from '../../../src/engine/notation/panic-response.ts';
import { assaultTarget, moveForward, RULE } from '../../../src/engagement/state/field-state.ts';
import { assaultPhase } from '../../../src/engagement/turn/assault-phase.ts';
import { fieldFrom } from './field.ts';

const RE = RESPONSES.indexOf('Re');

/**
 * A veteran brigade 4" from a battery that stands ahead of its own brigade (in the second line): the battery is
 * the primary defender; the Confederate brigade of the neighbouring sector lends it two of its five bases.
 */
function assaultOnBattery(seed: number) {
  const { c, f } = fieldFrom(`
sectors: [{gap: 6}, {gap: 6}]
sides:
  Union:
    divisions: [{units: [{grade: veteran, sector: 1}]}]
  Confederate:
    doctrine: {supportBases: 2, supportMove: D}
    divisions:
      - units:
          - {grade: average, bases: 5, sector: 0}
          - {arm: artillery, grade: average, battery: mediumRifle, sector: 1}
          - {grade: average, sector: 1, line: second}
`);
  moveForward(c, f, 0, 2);
  f.assaulting[0] = 1;
  expect(assaultTarget(c, f, 1, 1)).toBe(2);
  assaultPhase(chunkStream(seed, 0, 0), c, f, 0);
  return f;
}

// §5.5 Supporting Brigades: "If the primary defender retreated or routed out of the assault, the supporting brigade
// suffers one morale hit (1M) and must conduct a disengage, withdraw or fallback move"; §5.1 primary defenders "block
// assault activity for units behind them"
describe('§5.5 a battery standing ahead of its brigade is the primary defender its supports give way for', () => {
  it('over 40 seeds: a battery that held makes no support move; one routed out (its batteries abandoned, §5.5) makes its support give way', () => {
    let gaveWay = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const f = assaultOnBattery(seed);
      const moved = f.ruleCount[RULE['§5.5 supporting brigade hit and moved']];
      if (f.bases[2] > 0 && f.response[2] < RE) expect([seed, moved]).toEqual([seed, 0]);
      if (f.bases[2] === 0) gaveWay += moved;
    }
    expect(gaveWay).toBeGreaterThan(0);
  });
});
