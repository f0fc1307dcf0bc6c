import { Problems } from '../../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../../src/engine/input/parse-yaml.ts';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { compileScenario } from '../../../src/sims/prepare.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import type { Compiled } from '../../../src/sims/sim.ts';
import { distOf } from '../../sims/republic/compile-situation.ts';

/** The Monte Carlo helpers are the Republic sims' own, which take any compiled sim. */
export { distOf, monteCarlo, worstZ } from '../../sims/republic/compile-situation.ts';

/** Compile a registered sim against its default ruleset from YAML text. */
export function compileSim(simId: string, yaml: string, switches: Record<string, string> = {}): Compiled {
  const sim = SIMS[simId];
  const node = parseYamlFile(yaml, `${simId}.yaml`).root(new Problems());
  return compileScenario(sim, loadRuleset(sim.defaultRuleset), node, switches).compiled;
}

/** Exact probabilities of one distribution, by outcome (rounded to 1e-12). */
export function exactDist(
  simId: string,
  yaml: string,
  name: string,
  switches: Record<string, string> = {},
): Record<string, number> {
  const c = compileSim(simId, yaml, switches);
  return distOf(c, SIMS[simId].exact!(c).perTrial, name);
}

export function exactMean(
  simId: string,
  yaml: string,
  name: string,
  switches: Record<string, string> = {},
): number {
  const c = compileSim(simId, yaml, switches);
  return SIMS[simId].exact!(c).perTrial[c.layout.meanOffset[name]];
}
