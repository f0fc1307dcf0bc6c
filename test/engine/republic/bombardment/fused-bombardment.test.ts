import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../../src/sims/registry.ts';
import { compileText } from '../../../sims/republic/compile-situation.ts';

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
  const target = 'target: {grade: green, bases: 4, morale: unformed}';
  const cases: Record<string, string> = {
    'the shipped example (two batteries, one saved fire, two fires a turn)': `turns: 6\nbatteries: [{type: mediumRifle, range: 11}, {type: mediumRifle, range: 11, savedFire: true}]\ntarget: {grade: veteran, bases: 4, morale: formed}\nleaders: {divisionRating: 1, divisionDistance: 3}`,
    'one battery (one d10 a fire), one fire a turn': `turns: 5\nfiresPerTurn: 1\nbatteries: [{type: heavyRifle, range: 9}]\n${target}`,
    'three batteries (a pair, then one alone)': `turns: 4\nbatteries: [{type: mediumRifle, range: 11}, {type: mediumRifle, range: 14, savedFire: true}, {type: heavyRifle, range: 16}]\ntarget: {grade: veteran, bases: 6, morale: formed}`,
    'twelve bases, Shaken, Panic 4 deserters (§4.7)': `turns: 3\nfiresPerTurn: 1\nbatteries: [{type: mediumSmoothbore, range: 6}, {type: mediumSmoothbore, range: 6}]\ntarget: {grade: green, bases: 12, morale: shaken}`,
  };
  for (const [name, yaml] of Object.entries(cases)) {
    it(name, () => {
      const fused = run(sim.baselines!.fused, yaml, 20_000);
      expect(fused).toEqual(run(sim.baselines!.tables, yaml, 20_000));
      // and not a vacuous match: the brigade's fate varies between trials
      expect(fused.acc.filter((x) => x > 0 && x < 20_000).length).toBeGreaterThan(3);
    });
  }

  it('the kernel reads nine dice a draw: 10,000 trials of the shipped example take about a fifth of the fused tables\' draws', () => {
    const c = compileText('bombardment', cases['the shipped example (two batteries, one saved fire, two fires a turn)']);
    const draws = (kernel: typeof sim.kernel) => {
      const inner = chunkStream(5, 0, 0);
      let n = 0;
      kernel({ int32: () => (n++, inner.int32()) }, c, 10_000, new Float64Array(c.layout.size));
      return n;
    };
    // 17 dice a trial, less the rallies of a brigade already Formed, less the fires after its end
    const fused = draws(sim.baselines!.fused);
    expect(fused / 10_000).toBeGreaterThan(16);
    expect(fused / 10_000).toBeLessThan(17.5);
    // 29 digits a trial at nine a draw (93% of draws kept), and the odd digit a pair leaves
    const digit = draws(sim.kernel);
    expect(digit / 10_000).toBeGreaterThan(3.2);
    expect(digit / 10_000).toBeLessThan(4);
  });
});
