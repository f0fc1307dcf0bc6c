import { describe, expect, it } from 'vitest';
import { compileExample } from '../../src/experiment/compile-example.ts';
import { SIMS } from '../../src/sims/registry.ts';
import { chunkClaim } from '../../src/workers/point-job.ts';
import { runChunks } from '../../src/workers/run-chunks.ts';

const TRIALS = 100_000;
const CHUNK = 25_000;
const K = 4; // standard errors allowed

/**
 * Every sim with exact odds, at its shipped example situation: each Monte
 * Carlo proportion and mean (fixed seed) lies within 4 standard errors of
 * the exact value, the standard error taken from the exact distribution.
 * New sims in SIMS are covered without touching this file.
 */
describe.each(
  Object.values(SIMS)
    .filter((s) => s.exact)
    .map((s) => [s.id, s] as const),
)('Monte Carlo against exact: %s', (_id, sim) => {
  it(`lies within ${K} standard errors of the exact value in every slot`, () => {
    const { compiled } = compileExample(sim);
    const exact = sim.exact!(compiled);
    const chunks = runChunks(sim, compiled, {
      job: null as never,
      key: '',
      seed: 7,
      point: 0,
      trials: TRIALS,
      chunkSize: CHUNK,
      claim: chunkClaim(0),
      chunks: TRIALS / CHUNK,
      limit: TRIALS / CHUNK,
      budgetMs: Infinity,
    }).tallies;
    const size = compiled.layout.size;
    const acc = new Float64Array(size);
    for (let c = 0; c < TRIALS / CHUNK; c++) for (let i = 0; i < size; i++) acc[i] += chunks[c * size + i];
    const e = exact.perTrial;
    const slack = exact.leftover + 1e-12;
    const off: string[] = [];
    for (const d of compiled.layout.distributions) {
      const at = compiled.layout.distOffset[d.name];
      d.outcomes.forEach((o, i) => {
        const p = e[at + i];
        const est = acc[at + i] / TRIALS;
        if (Math.abs(est - p) > K * Math.sqrt((p * (1 - p)) / TRIALS) + slack)
          off.push(`${d.name}=${o}: ${est} vs exact ${p}`);
      });
    }
    for (const m of compiled.layout.means) {
      const at = compiled.layout.meanOffset[m.name];
      const sd = Math.sqrt(Math.max(0, e[at + 1] - e[at] * e[at]));
      const est = acc[at] / TRIALS;
      if (Math.abs(est - e[at]) > K * (sd / Math.sqrt(TRIALS)) + slack * Math.max(1, Math.abs(e[at])))
        off.push(`${m.name}: ${est} vs exact ${e[at]}`);
    }
    expect(off).toEqual([]);
  });
});
