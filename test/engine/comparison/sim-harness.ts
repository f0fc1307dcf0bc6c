import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { Problems } from '../../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../../src/engine/input/yaml-node.ts';
import { loadRuleset } from '../../../src/engine/ruleset/load-ruleset.ts';
import { compileScenario } from '../../../src/sims/prepare.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import type { Compiled } from '../../../src/sims/sim.ts';

/** Compile a registered sim against its default ruleset from YAML text. */
export function compileSim(simId: string, yaml: string, switches: Record<string, string> = {}): Compiled {
  const sim = SIMS[simId];
  const node = parseYamlFile(yaml, `${simId}.yaml`).root(new Problems());
  return compileScenario(sim, loadRuleset(sim.defaultRuleset), node, switches).compiled;
}

/** Exact probabilities of one distribution, by outcome (rounded to 1e-12). */
export function exactDist(simId: string, yaml: string, name: string, switches: Record<string, string> = {}): Record<string, number> {
  const c = compileSim(simId, yaml, switches);
  return distOf(c, SIMS[simId].exact!(c).perTrial, name);
}

export function exactMean(simId: string, yaml: string, name: string, switches: Record<string, string> = {}): number {
  const c = compileSim(simId, yaml, switches);
  return SIMS[simId].exact!(c).perTrial[c.layout.meanOffset[name]];
}

export function distOf(c: Compiled, p: Float64Array, name: string): Record<string, number> {
  const d = c.layout.distributions.find((x) => x.name === name)!;
  const at = c.layout.distOffset[name];
  return Object.fromEntries(d.outcomes.map((o, i) => [o, Math.round(p[at + i] * 1e12) / 1e12]));
}

/** Monte Carlo tallies per trial from a fixed seed. */
export function monteCarlo(simId: string, c: Compiled, trials: number, seed = 11): Float64Array {
  const acc = new Float64Array(c.layout.size);
  SIMS[simId].kernel(chunkStream(seed, 0, 0), c, trials, acc);
  return acc.map((x) => x / trials);
}

/** The largest gap between Monte Carlo and exact over distribution slots, in standard errors. */
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
