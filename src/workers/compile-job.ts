import { Problems } from '../engine/input/problems.ts';
import { yamlFileOf } from '../engine/input/parse-yaml.ts';
import type { Ruleset } from '../engine/families/families.ts';
import { rulesetFromBytes } from '../engine/families/sent-ruleset.ts';
import { receiveShipped } from '../engine/families/shipped-rulesets.ts';
import { findSim } from '../sims/find-sim.ts';
import { compileScenario } from '../sims/prepare.ts';
import type { Compiled, Sim } from '../sims/sim.ts';
import type { PointJob } from './point-job.ts';

/**
 * Rulesets this thread has built from the bytes of the main thread's, by
 * ruleset, patches and their content's hash (a thread kept over several runs
 * sees a file changed between them): points of a sweep mostly share one.
 */
const rulesets = new Map<string, Ruleset>();
/** Rulesets kept at most: past this the oldest goes. */
const KEEP = 16;

function rulesetOf(job: PointJob): Ruleset {
  const key = JSON.stringify([job.ruleset, job.patches, job.rulesetHash]);
  let ruleset = rulesets.get(key);
  if (!ruleset) {
    ruleset = rulesetFromBytes(job.rulesetBytes);
    if (rulesets.size >= KEEP) rulesets.delete(rulesets.keys().next().value!);
    rulesets.set(key, ruleset);
  }
  return ruleset;
}

/** Compile a point from plain data (in a worker; the main thread has already checked it). */
export function compileJob(job: PointJob): { sim: Sim; compiled: Compiled } {
  const sim = findSim(job.sim);
  receiveShipped(job.shipped);
  // the situation as data, checked in the main thread: its nodes are made from the values, no YAML text is written or parsed
  const situation = yamlFileOf(job.situation ?? {}, '(point situation)').root(new Problems());
  const { compiled } = compileScenario(sim, rulesetOf(job), situation, job.switches);
  return { sim, compiled };
}
