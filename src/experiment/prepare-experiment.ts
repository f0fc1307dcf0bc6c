import { createHash } from 'node:crypto';
import { rulesetWords } from '../engine/families/families.ts';
import { RULES_VERSION, STREAM_VERSION } from '../results/manifest.ts';
import { InputError, formatProblem, type Problem } from '../engine/input/input-error.ts';
import { Problems } from '../engine/input/problems.ts';
import { loadRuleset } from '../engine/families/load-ruleset.ts';
import type { Ruleset } from '../engine/families/families.ts';
import { loadPatch } from '../engine/ruleset/patch.ts';
import { resolveSwitches } from '../engine/ruleset/switches.ts';
import type { Layout } from '../sims/layout.ts';
import { isMix, plainMix } from '../sims/mix/mixed-sim.ts';
import { compileScenario, situationWith } from '../sims/prepare.ts';
import { inEveryPart } from '../sims/mix/inline-mix.ts';
import type { ExactResult } from '../sims/sim.ts';
import { jobKey, type PointJob } from '../workers/point-job.ts';
import { rulesetBytes } from '../engine/families/sent-ruleset.ts';
import { shippedBytes } from '../engine/families/shipped-rulesets.ts';
import { checkCharts } from './check-charts.ts';
import { mergeLayouts } from '../sims/merge-layouts.ts';
import { checkSwitches } from './check-switches.ts';
import { blameSweep } from './blame-sweep.ts';
import type { Experiment } from './experiment.ts';
import { expandSweep, type SweepPoint } from './expand-sweep.ts';

export interface PreparedPoint extends SweepPoint {
  job: PointJob;
  key: string;
  layout: Layout;
  exact: ExactResult | null;
  reading: Record<string, string> | null;
  /** the hash of this point's ruleset with its patches */
  rulesetHash: string;
}

export interface PreparedExperiment {
  exp: Experiment;
  points: PreparedPoint[];
  /** the ruleset with the experiment's own patches (not a swept set) */
  ruleset: Ruleset;
  /** every switch in force outside the sweep */
  switches: Record<string, string>;
  layout: Layout;
  /** SHA-256 over what every point runs: equal inputs give equal numbers */
  inputs: string;
}

/**
 * Compile every sweep point before any trial runs, so a bad situation, switch
 * or patch anywhere in the sweep fails at once (exit 2, nothing written).
 */
export function prepareExperiment(exp: Experiment): PreparedExperiment {
  const rulesets = new Map<string, Ruleset>();
  const rulesetFor = (id: string, patches: string[]) => {
    const key = JSON.stringify([id, patches]);
    if (!rulesets.has(key)) rulesets.set(key, loadRuleset(id, patches.map(loadPatch)));
    return rulesets.get(key)!;
  };
  const base = rulesetFor(exp.ruleset, exp.patches);
  const sweep = expandSweep(exp);
  const problems: Problem[] = [];
  const points: PreparedPoint[] = [];
  const unknownSwitches = new Set<string>();
  // where the sim may play other rules than the ruleset given (playsOtherRules): the rules its points play instead
  const played = new Set<string>();
  let anyReads = false;
  for (const point of sweep) {
    try {
      const ruleset = rulesetFor(point.ruleset, point.patches);
      // a ruleset of another family is the experiment's mistake, at its ruleset field or sweep value, not the situation's
      if (!exp.sim.families.includes(ruleset.family)) {
        (point.rulesetNode ?? exp.rootNode.get('ruleset')).failAt(
          `a ruleset of family ${exp.sim.families.join(' or ')} for sim ${exp.sim.id}, got ${rulesetWords(ruleset)}`,
        );
        continue;
      }
      if (!checkSwitches(ruleset.source.switches, point.switches, point.switchNodes, unknownSwitches))
        continue;
      const situation = situationWith(
        exp.situation.yaml,
        inEveryPart(point.overrides, exp.situation.mix),
        new Problems(),
        exp.situation.base,
      );
      const { compiled, switches } = compileScenario(exp.sim, ruleset, situation, point.switches);
      const plain = isMix(situation) ? plainMix(situation) : (situation.value() ?? {});
      const job: PointJob = {
        sim: exp.sim.id,
        ruleset: point.ruleset,
        patches: point.patches,
        situation: plain,
        switches,
        rulesetHash: ruleset.source.hash,
        rulesetBytes: rulesetBytes(ruleset),
        shipped: shippedBytes(),
      };
      if (exp.sim.playsOtherRules) {
        const other = exp.sim.playsOtherRules(compiled);
        if (other === undefined) anyReads = true;
        else played.add(other);
      }
      const exact = exp.sim.exact ? exp.sim.exact(compiled) : null;
      const reading = exp.sim.describe ? exp.sim.describe(compiled) : null;
      points.push({
        ...point,
        job,
        key: jobKey(job),
        layout: compiled.layout,
        exact,
        reading,
        rulesetHash: ruleset.source.hash,
      });
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      problems.push(...blameSweep(exp, err.problems));
    }
  }
  if (exp.sim.playsOtherRules && points.length === sweep.length && !anyReads) {
    const unread = rulesetNotRead(exp, base, [...played]);
    if (unread) problems.push(unread);
  }
  // the charts are checked against the points that compiled (a metric of any of them, as the report reads them), so their problems come with the rest
  if (points.length > 0) checkCharts(exp, mergeLayouts(points.map((p) => p.layout)));
  problems.push(...exp.rootNode.problems.list.splice(0));
  // in the order of the file, so the message reads top to bottom
  if (problems.length)
    throw new InputError(
      dedupe(problems).sort((a, b) => (a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : 0)),
    );
  const switches = resolveSwitches(base.source.switches, exp.switches);
  return { exp, points, ruleset: base, switches, layout: points[0].layout, inputs: inputsHash(points) };
}

/** Sim, situation, switches and ruleset hash of every point, the stream and rules versions, hashed: no machine's paths in it. */
function inputsHash(points: readonly PreparedPoint[]): string {
  const hash = createHash('sha256');
  hash.update(`stream ${STREAM_VERSION}\n`);
  hash.update(`rules ${RULES_VERSION}\n`);
  for (const p of points)
    hash.update(`${JSON.stringify([p.job.sim, p.job.situation, p.job.switches, p.rulesetHash])}\n`);
  return hash.digest('hex');
}

/** The same problem at every sweep point is reported once. */
function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const text = formatProblem(p);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/**
 * A ruleset, patch or switch the experiment names that no point reads: a duel plays each point's system under that
 * system's own ruleset, so one of another system would change nothing, and its report would name rules not played.
 * Undefined when the experiment named none (the sim's default ruleset, unread, is no one's mistake).
 */
function rulesetNotRead(exp: Experiment, base: Ruleset, systems: string[]): Problem | undefined {
  const node = exp.rootNode.get('ruleset');
  const given = [
    ...(node.exists || exp.rulesetNamedAt ? [`ruleset ${rulesetWords(base)}`] : []),
    ...(exp.patches.length ? [`its patches`] : []),
    ...(Object.keys(exp.switches).length ? ['its switches'] : []),
  ];
  if (given.length === 0) return undefined;
  const where = exp.rulesetNamedAt ?? {
    file: exp.file,
    line: node.exists ? node.line : undefined,
    field: 'ruleset',
  };
  return {
    ...where,
    expected: `rules some point plays: every point plays ${systems.join(', ')} under that system's own shipped ruleset, so ${given.join(' and ')} would be read by none and change nothing; set the situation's system to ${base.family}, or sweep system (warbench compare <file> --across system sets the systems side by side)`,
  };
}
