import { Problems } from '../../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../../src/engine/input/parse-yaml.ts';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { compileScenario } from '../../../src/sims/prepare.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import type { Compiled } from '../../../src/sims/sim.ts';

export const ruleset = loadRulesetOf('republic', 'republic-1.0-beta');
export const rules = ruleset.data;

/** Compile a registered sim against the shipped ruleset from YAML text. */
export function compileText(simId: string, yaml: string, switches: Record<string, string> = {}): Compiled {
  const sim = SIMS[simId];
  const node = parseYamlFile(yaml, `${simId}.yaml`).root(new Problems());
  return compileScenario(sim, ruleset, node, switches).compiled;
}

/** Monte Carlo tallies per trial from a fixed seed. */
export function monteCarlo(simId: string, c: Compiled, trials: number, seed = 11): Float64Array {
  const acc = new Float64Array(c.layout.size);
  SIMS[simId].kernel(chunkStream(seed, 0, 0), c, trials, acc);
  return acc.map((x) => x / trials);
}

/** Exact tallies per trial. */
export function exactOf(simId: string, c: Compiled): Float64Array {
  return SIMS[simId].exact!(c).perTrial;
}

/** A distribution's probabilities by outcome label. */
export function distOf(c: Compiled, p: Float64Array, name: string): Record<string, number> {
  const d = c.layout.distributions.find((x) => x.name === name)!;
  const at = c.layout.distOffset[name];
  return Object.fromEntries(d.outcomes.map((o, i) => [o, Math.round(p[at + i] * 1e12) / 1e12]));
}

/**
 * The largest gap between Monte Carlo and exact over the distribution slots,
 * in binomial standard errors.
 */
export function worstZ(c: Compiled, mc: Float64Array, ex: Float64Array, trials: number): number {
  let worst = 0;
  for (const d of c.layout.distributions) {
    const at = c.layout.distOffset[d.name];
    for (let i = 0; i < d.outcomes.length; i++) {
      const p = ex[at + i];
      const se = Math.sqrt(Math.max(p * (1 - p), 1e-12) / trials);
      worst = Math.max(worst, Math.abs(mc[at + i] - p) / se);
    }
  }
  return worst;
}
