import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../../src/sims/registry.ts';
import { compileText } from '../../../sims/republic/compile-situation.ts';
import { BOMBARDMENT_CASES } from './bombardment-cases.ts';

const sim = SIMS.bombardment;

/** Raw tallies of `trials` trials from one seeded stream, and the stream's next draw (where the kernel left it). */
function run(kernel: typeof sim.kernel, yaml: string, trials: number) {
  const c = compileText('bombardment', yaml);
  const acc = new Float64Array(c.layout.size);
  const rng = chunkStream(5, 0, 0);
  kernel(rng, c, trials, acc);
  return { acc: Array.from(acc), next: rng.int32() };
}

describe('fused bombardment tables: the same draws and tallies as the chain they are built from', () => {
  for (const [name, yaml] of Object.entries(BOMBARDMENT_CASES)) {
    it(name, () => {
      const fused = run(sim.baselines!.fused, yaml, 20_000);
      expect(fused).toEqual(run(sim.baselines!.tables, yaml, 20_000));
      // and not a vacuous match: the brigade's fate varies between trials
      expect(fused.acc.filter((x) => x > 0 && x < 20_000).length).toBeGreaterThan(3);
    });
  }

  it('the kernel reads nine dice a draw: 10,000 trials of the shipped example take about a fifth of the fused tables\' draws', () => {
    const c = compileText('bombardment', BOMBARDMENT_CASES['the shipped example (two batteries, one saved fire, two fires a turn)']);
    const draws = (kernel: typeof sim.kernel) => {
      const inner = chunkStream(5, 0, 0);
      let n = 0;
      kernel({ int32: () => (n++, inner.int32()) }, c, 10_000, new Float64Array(c.layout.size));
      return n;
    };
    // 17 dice a trial at most, less the rallies of a brigade already Formed, less the fires after its end (with the
    // artillery chart as fitted to the record the 10" cell takes a base, so the brigade's end comes sooner: about 12)
    const fused = draws(sim.baselines!.fused);
    expect(fused / 10_000).toBeGreaterThan(11.5);
    expect(fused / 10_000).toBeLessThan(12.5);
    // about 21 digits a trial at nine a draw (93% of draws kept), and the odd digit a pair leaves
    const digit = draws(sim.kernel);
    expect(digit / 10_000).toBeGreaterThan(2.3);
    expect(digit / 10_000).toBeLessThan(2.9);
  });
});
