import { Problems } from '../engine/input/problems.ts';
import { parseYamlFile } from '../engine/input/yaml-node.ts';
import { loadRuleset } from '../engine/ruleset/load-ruleset.ts';
import { loadPatch } from '../engine/ruleset/patch.ts';
import { findSim } from '../sims/find-sim.ts';
import { compileScenario } from '../sims/prepare.ts';
import type { Compiled, Sim } from '../sims/sim.ts';
import type { PointJob } from './point-job.ts';

/** Compile a point from plain data (in a worker; the main thread has already checked it). */
export function compileJob(job: PointJob): { sim: Sim<any>; compiled: Compiled } {
  const sim = findSim(job.sim);
  const ruleset = loadRuleset(job.ruleset, job.patches.map(loadPatch));
  const situation = parseYamlFile(JSON.stringify(job.situation ?? {}), `(point situation)`).root(new Problems());
  const { compiled } = compileScenario(sim, ruleset, situation, job.switches);
  return { sim, compiled };
}
