import { MAX_TARGETS } from '../../experiment/limits.ts';
import { didYouMean } from '../../engine/input/did-you-mean.ts';
import { rulesetIds } from '../../engine/ruleset/ruleset-ids.ts';
import { readFolderName } from '../../engine/input/folder-name.ts';
import { resolve } from 'node:path';
import { Problems } from '../../engine/input/problems.ts';
import { loadYamlFile, type YamlNode } from '../../engine/input/yaml-node.ts';
import { rulesetDir } from '../../engine/ruleset/paths.ts';
import { projectRootOf, resolveIn, shownPath } from '../../experiment/project-root.ts';
import { SIMS } from '../../sims/registry.ts';
import type { Sim } from '../../sims/sim.ts';
import { isChance, parseMetricRef, showMetric, type MetricRef } from '../evaluate/metric-ref.ts';
import { readSituationMix, type MixPart } from '../../sims/mix/situation-mix.ts';

/** One line of a balance brief: in these situations, this metric should be here. */
export interface Target {
  name: string;
  parts: MixPart[];
  metric: MetricRef;
  metricNode: YamlNode;
  /** where the target value or range is written */
  boundNode: YamlNode;
  /** the target range, inclusive (a single value: low = high) */
  low: number;
  high: number;
  weight: number;
}

export interface Brief {
  file: string;
  name: string;
  title: string;
  sim: Sim<any>;
  ruleset: string;
  switches: Record<string, string>;
  /** where each switch is written, so a bad one is named with its line */
  switchNodes: Record<string, YamlNode>;
  /** what one changed cell costs, in the metric's units (0.005: half a percentage point) */
  costPerCell: number;
  targets: Target[];
}

/**
 * Read a balance brief (see experiments/briefs/): the situations or mixes,
 * a metric, a target value or range and a weight per target. Every problem
 * is reported at once with file:line.
 */
export function readBrief(file: string): Brief {
  const problems = new Problems();
  const node = loadYamlFile(file).root(problems);
  const root = projectRootOf(resolve(file));
  if (!node.isMap()) node.fail('expected a mapping: title, sim, ruleset, switches, costPerCell, targets');
  node.allowKeys(['name', 'title', 'sim', 'ruleset', 'switches', 'costPerCell', 'targets']);
  const sim = SIMS[node.get('sim').exists ? node.get('sim').oneOf(Object.keys(SIMS).filter((k) => SIMS[k].exact && SIMS[k].reach).sort()) : 'assault'] ?? SIMS.assault;
  const rulesetNode = node.get('ruleset');
  let ruleset = rulesetNode.optString(sim.defaultRuleset);
  if (rulesetDir(resolveIn(root, ruleset))) ruleset = resolveIn(root, ruleset);
  else if (!rulesetDir(ruleset)) rulesetNode.fail('expected a ruleset id from rulesets/ or a folder holding ruleset.yaml', didYouMean(ruleset, rulesetIds()));
  const switchEntries = node.get('switches').exists ? node.get('switches').entries() : [];
  const switches: Record<string, string> = Object.fromEntries(switchEntries.map(([k, v]) => [k, v.string()]));
  const switchNodes: Record<string, YamlNode> = Object.fromEntries(switchEntries);
  const costNode = node.get('costPerCell');
  const costPerCell = costNode.optNumber(0.005);
  if (!(costPerCell >= 0)) costNode.fail('expected a cost of zero or more per changed cell, in the metric\'s units (0.005 = half a percentage point)');
  const list = node.get('targets');
  const items = list.items();
  if (items.length > MAX_TARGETS) list.failAt(`expected at most ${MAX_TARGETS} targets (every move is judged on each), got ${items.length}`);
  const targets = items.slice(0, MAX_TARGETS).map((t, i) => readTarget(t, root, `targets[${i}]`));
  if (list.exists && targets.length === 0) list.fail('expected at least one target');
  const name = readFolderName(node.get('name'), shownPath(resolve(file)).replace(/^.*\//, '').replace(/\.ya?ml$/, ''));
  problems.throwIfAny();
  return { file, name, title: node.get('title').optString(name), sim, ruleset, switches, switchNodes, costPerCell, targets };
}

function readTarget(t: YamlNode, root: string, where: string): Target {
  t.allowKeys(['name', 'situation', 'situationFile', 'mix', 'metric', 'value', 'range', 'weight']);
  const name = t.get('name').optString(where);
  const parts = readSituationMix(t, root, name);
  const metricNode = t.get('metric');
  const metric = parseMetricRef(metricNode.string());
  let low = NaN;
  let high = NaN;
  if (t.has('value') === t.has('range')) t.fail('expected either value: (a number) or range: [low, high]');
  else if (t.has('value')) low = high = t.get('value').number();
  else {
    const r = t.get('range').items();
    if (r.length !== 2) t.get('range').fail('expected [low, high]');
    else [low, high] = [r[0].number(), r[1].number()];
    if (!(low <= high)) t.get('range').fail('expected low <= high');
  }
  const boundNode = t.has('value') ? t.get('value') : t.get('range');
  // a chance is a share of trials: a target outside [0, 1] can never be met
  if (isChance(metric) && (low < 0 || high > 1)) {
    boundNode.failAt(`expected a chance from 0 to 1 for ${showMetric(metric)} (0.25 for 25%), got ${t.has('value') ? boundNode.written() : `[${low}, ${high}]`}`);
  }
  const weight = t.get('weight').optNumber(1);
  if (!(weight > 0)) t.get('weight').fail('expected a positive weight');
  return { name, parts, metric, metricNode, boundNode, low, high, weight };
}
