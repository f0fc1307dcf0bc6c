import { join } from 'node:path';
import { Problems } from '../engine/input/problems.ts';
import { readYamlFile } from '../engine/input/parse-yaml.ts';
import { loadRuleset } from '../engine/families/load-ruleset.ts';
import { PROJECT_ROOT } from '../engine/ruleset/paths.ts';
import { compileScenario } from '../sims/prepare.ts';
import type { Compiled, Sim } from '../sims/sim.ts';
import type { PointJob } from '../workers/point-job.ts';
import { rulesetBytes } from '../engine/families/sent-ruleset.ts';
import { shippedBytes } from '../engine/families/shipped-rulesets.ts';

/** A sim compiled at its shipped example situation (or another shipped situation file), default ruleset and switches. */
export function compileExample(
  sim: Sim,
  situationFile = sim.exampleSituation,
): { compiled: Compiled; job: PointJob } {
  const situation = readYamlFile(join(PROJECT_ROOT, situationFile), new Problems());
  const ruleset = loadRuleset(sim.defaultRuleset);
  const { compiled, switches } = compileScenario(sim, ruleset, situation, {});
  return {
    compiled,
    job: {
      sim: sim.id,
      ruleset: sim.defaultRuleset,
      patches: [],
      situation: situation.value() ?? {},
      switches,
      rulesetHash: ruleset.source.hash,
      rulesetBytes: rulesetBytes(ruleset),
      shipped: shippedBytes(),
    },
  };
}
