import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileText } from '../republic/compile-situation.ts';

const sim = SIMS.engagement;
const shipped = (name: string) => readFileSync(`experiments/situations/engagement-${name}.yaml`, 'utf8');

function run(kernel: NonNullable<typeof sim.baselines>[string], name: string, switches: Record<string, string>, trials: number): Float64Array {
  const c = compileText('engagement', shipped(name), switches);
  const acc = new Float64Array(c.layout.size);
  kernel(chunkStream(11, 0, 0), c, trials, acc);
  return acc;
}

// The frozen kernel (bench/baselines/engagement) plays the rules as they stood when it was frozen: while the
// live kernel plays the same rules, the compiled kernel must give its tallies to the bit. A rule change that
// moves these results moves the live kernel away from the frozen one; the frozen one then stays a speed
// baseline only, and this test is retired with the reason.
describe('the compiled engagement kernel against the frozen one', () => {
  it.each([
    ['brigade', {}, 300],
    ['division', {}, 300],
    ['corps', {}, 150],
    ['division-day', {}, 60],
    ['division', { carryPosition: 'withinMove', retreatDisorder: 'attackerOnly', rallyLosses: 'baseHits' }, 200],
    ['corps', { forcedMoveMatch: 'divisionalOnly', divisionalPanicBatteries: 'asAssault', extraDemoralized: 'beyondFirst' }, 150],
    ['division-day', { artilleryTargetPriority: 'infantryFirst', basesLostCount: 'allLosses', grades: 'four' }, 40],
  ] as const)('%s %j: the same tallies, bit for bit, from the same stream', (name, switches, trials) => {
    const live = run(sim.kernel, name, switches, trials);
    expect(live).toEqual(run(sim.baselines!.frozen, name, switches, trials));
  });
});
