import { MAX_TARGETS } from '../../experiment/limits.ts';
import { didYouMean } from '../../engine/input/did-you-mean.ts';
import { rulesetIds } from '../../engine/ruleset/ruleset-ids.ts';
import { readFolderName } from '../../engine/input/folder-name.ts';
import { resolve } from 'node:path';
import { Problems } from '../../engine/input/problems.ts';
import { type YamlNode } from '../../engine/input/yaml-node.ts';
import { loadYamlFile } from '../../engine/input/parse-yaml.ts';
import { checkKind } from '../../experiment/file-kind.ts';
import { rulesetDir } from '../../engine/ruleset/paths.ts';
import { projectRootOf, resolveIn, shownPath } from '../../engine/input/project-root.ts';
import { SIMS } from '../../sims/registry.ts';
import type { Sim } from '../../sims/sim.ts';
import { parseMetricRef, type MetricRef } from '../evaluate/metric-ref.ts';
import { parseMetricExpr, type MetricExpr } from '../evaluate/metric-expr.ts';
import { HISTORY_DISTRIBUTIONS } from '../../results/history/history-summary.ts';
import { readSituationMix, type MixPart } from '../../sims/mix/situation-mix.ts';

/** One line of a balance brief: in these situations, this metric should be here. */
export interface Target {
  name: string;
  parts: MixPart[];
  /** the metric: its first term (the whole of it for an exact target) */
  metric: MetricRef;
  /** the metric as written: one metric, a sum, or a ratio of two sums */
  expr: MetricExpr;
  metricNode: YamlNode;
  /** where the target value or range is written */
  boundNode: YamlNode;
  /** the target range, inclusive (a single value: low = high) */
  low: number;
  high: number;
  weight: number;
  /** the historical record's distribution the target is charted beside (`warbench history` names them) */
  history?: string;
}

/** A metric a tune may not move: held within a tolerance of its value before, or inside a stated range, in every target's situation. */
export interface Protected {
  metric: MetricRef;
  node: YamlNode;
  /** how far it may move from its value before (absent when a range is given) */
  tolerance?: number;
  range?: [number, number];
}

/** How far a metric must move to be listed as a side effect: chances in points, means as a share of their value before. */
export interface SideEffectThreshold {
  chance: number;
  mean: number;
}

export interface Brief {
  file: string;
  name: string;
  title: string;
  sim: Sim;
  ruleset: string;
  /** the line of its ruleset: field, when written, so a ruleset of the wrong family is named at it */
  rulesetLine?: number;
  switches: Record<string, string>;
  /** where each switch is written, so a bad one is named with its line */
  switchNodes: Record<string, YamlNode>;
  /** what one changed cell costs, in the metric's units (0.005: half a percentage point) */
  costPerCell: number;
  targets: Target[];
  /** Monte Carlo briefs: the seed of the search's common random numbers (the final check runs on fresh seeds) */
  seed: number;
  /** Monte Carlo briefs: trials per situation to find the cells read, for each move of the search, and for the final check */
  trials: { screen: number; search: number; final: number };
  /** the tables (file, or file#table) whose cells may move; empty: every table */
  move: string[];
  moveNodes: YamlNode[];
  maxMoves: number;
  protect: Protected[];
  sideEffects: SideEffectThreshold;
}

/** The fields a brief may hold (schema/brief.schema.json names the same). */
export const BRIEF_FIELDS = [
  'name',
  'title',
  'sim',
  'ruleset',
  'switches',
  'costPerCell',
  'targets',
  'protect',
  'sideEffects',
  'seed',
  'trials',
  'move',
  'maxMoves',
] as const;
export const TARGET_FIELDS = [
  'name',
  'situation',
  'situationFile',
  'mix',
  'metric',
  'value',
  'range',
  'weight',
  'history',
] as const;

/**
 * Read a balance brief (see experiments/briefs/): the situations or mixes,
 * a metric, a target value or range and a weight per target. Every problem
 * is reported at once with file:line.
 */
export function readBrief(file: string): Brief {
  checkKind(file, { kinds: ['brief'] }, 'a tune brief (title, sim, targets)');
  const problems = new Problems();
  const node = loadYamlFile(file).root(problems);
  const root = projectRootOf(resolve(file));
  if (!node.isMap()) node.fail('expected a mapping: title, sim, ruleset, switches, costPerCell, targets');
  node.allowKeys([...BRIEF_FIELDS]);
  const sim =
    SIMS[
      node.get('sim').exists
        ? node.get('sim').oneOf(
            Object.keys(SIMS)
              .filter((k) => SIMS[k].families.includes('republic'))
              .sort(),
          )
        : 'assault'
    ] ?? SIMS.assault;
  const rulesetNode = node.get('ruleset');
  let ruleset = rulesetNode.optString(sim.defaultRuleset);
  if (rulesetDir(resolveIn(root, ruleset))) ruleset = resolveIn(root, ruleset);
  else if (!rulesetDir(ruleset))
    rulesetNode.fail(
      'expected a ruleset id from rulesets/ or a folder holding ruleset.yaml',
      didYouMean(ruleset, rulesetIds()),
    );
  const switchEntries = node.get('switches').exists ? node.get('switches').entries() : [];
  const switches: Record<string, string> = Object.fromEntries(switchEntries.map(([k, v]) => [k, v.string()]));
  const switchNodes: Record<string, YamlNode> = Object.fromEntries(switchEntries);
  const costNode = node.get('costPerCell');
  const costPerCell = costNode.optNumber(0.005);
  if (!(costPerCell >= 0))
    costNode.fail(
      "expected a cost of zero or more per changed cell, in the metric's units (0.005 = half a percentage point)",
    );
  const list = node.get('targets');
  const items = list.items();
  if (items.length > MAX_TARGETS)
    list.failAt(
      `expected at most ${MAX_TARGETS} targets (every move is judged on each), got ${items.length}`,
    );
  const targets = items.slice(0, MAX_TARGETS).map((t, i) => readTarget(t, root, `targets[${i}]`));
  if (list.exists && targets.length === 0) list.fail('expected at least one target');
  // the report, its flags and the verify files name each target by its name
  targets.forEach((t, i) => {
    const first = targets.findIndex((x) => x.name === t.name);
    if (first < i && items[i].has('name'))
      items[i]
        .get('name')
        .fail(
          `expected a name no other target has (the report names each target by it; targets[${first}] at line ${items[first].line} is named so)`,
        );
  });
  const name = readFolderName(
    node.get('name'),
    shownPath(resolve(file))
      .replace(/^.*\//, '')
      .replace(/\.ya?ml$/, ''),
  );
  const protect = node.get('protect').exists ? node.get('protect').items().map(readProtected) : [];
  const sideEffects = readSideEffects(node.get('sideEffects'));
  const seed = node.get('seed').optNumber(1);
  if (!Number.isInteger(seed) || seed < 0) node.get('seed').fail('expected a whole number from 0');
  const trials = readTrials(node.get('trials'));
  const moveNodes = node.get('move').exists ? node.get('move').items() : [];
  const move = moveNodes.map((m) => m.string());
  const maxMoves = node.get('maxMoves').optNumber(200);
  if (!Number.isInteger(maxMoves) || maxMoves < 0)
    node.get('maxMoves').fail('expected the most cells the tune may change, a whole number');
  problems.throwIfAny();
  return {
    file,
    name,
    title: node.get('title').optString(name),
    sim,
    ruleset,
    rulesetLine: rulesetNode.line,
    switches,
    switchNodes,
    costPerCell,
    targets,
    protect,
    sideEffects,
    seed,
    trials,
    move,
    moveNodes,
    maxMoves,
  };
}

function readTarget(t: YamlNode, root: string, where: string): Target {
  t.allowKeys([...TARGET_FIELDS]);
  const name = t.get('name').optString(where);
  const parts = readSituationMix(t, root, name);
  const metricNode = t.get('metric');
  const expr = parseMetricExpr(metricNode.string());
  const metric = expr.num[0];
  let low = NaN;
  let high = NaN;
  if (t.has('value') === t.has('range'))
    t.failAt(
      `expected either value: (a number) or range: [low, high], got ${t.has('value') ? 'both' : 'neither'}`,
    );
  else if (t.has('value')) low = high = t.get('value').number();
  else {
    const r = t.get('range').items();
    if (r.length !== 2) t.get('range').failAt(`expected [low, high], two numbers, got ${r.length}`);
    else {
      [low, high] = [r[0].number(), r[1].number()];
      // a bound that is no number has its own problem already
      if (low > high) t.get('range').failAt(`expected [low, high] with low <= high, got [${low}, ${high}]`);
    }
  }
  const boundNode = t.has('value') ? t.get('value') : t.get('range');
  const weight = t.get('weight').optNumber(1);
  if (!(weight > 0)) t.get('weight').fail('expected a positive weight');
  const history = t.get('history').exists ? t.get('history').oneOf(HISTORY_DISTRIBUTIONS) : undefined;
  return {
    name,
    parts,
    metric,
    expr,
    metricNode,
    boundNode,
    low,
    high,
    weight,
    ...(history ? { history } : {}),
  };
}

/** `winner:attacker`, or {metric, tolerance}, or {metric, range: [low, high]}. */
function readProtected(p: YamlNode): Protected {
  if (!p.isMap()) return { metric: parseMetricRef(p.string()), node: p, tolerance: 0.005 };
  p.allowKeys(['metric', 'tolerance', 'range']);
  const metric = parseMetricRef(p.get('metric').string());
  if (p.has('range')) {
    if (p.has('tolerance'))
      p.failAt('expected either tolerance: (how far it may move) or range: [low, high], not both');
    const r = p.get('range').items();
    if (r.length !== 2) p.get('range').failAt(`expected [low, high], two numbers, got ${r.length}`);
    else if (!(r[0].number() <= r[1].number()))
      p.get('range').failAt(
        `expected [low, high] with low <= high, got [${r.map((x) => JSON.stringify(x.value())).join(', ')}]`,
      );
    return { metric, node: p.get('metric'), range: [r[0]?.number() ?? 0, r[1]?.number() ?? 0] };
  }
  const tolerance = p.get('tolerance').optNumber(0.005);
  if (!(tolerance >= 0))
    p.get('tolerance').fail(
      'expected how far the metric may move, zero or more, in its units (0.01 = one percentage point)',
    );
  return { metric, node: p.get('metric'), tolerance };
}

function readSideEffects(n: YamlNode): SideEffectThreshold {
  if (!n.exists) return { chance: 0.01, mean: 0.05 };
  n.allowKeys(['chance', 'mean']);
  const chance = n.get('chance').optNumber(0.01);
  const mean = n.get('mean').optNumber(0.05);
  if (!(chance >= 0 && chance <= 1))
    n.get('chance').fail(
      'expected the points a chance must move to be listed, from 0 to 1 (0.01 = one point)',
    );
  if (!(mean >= 0))
    n.get('mean').fail('expected the share of its value a mean must move to be listed (0.05 = 5%)');
  return { chance, mean };
}

function readTrials(n: YamlNode): Brief['trials'] {
  const d = { screen: 24, search: 200, final: 1000 };
  if (!n.exists) return d;
  n.allowKeys(['screen', 'search', 'final']);
  const out = {
    screen: n.get('screen').optNumber(d.screen),
    search: n.get('search').optNumber(d.search),
    final: n.get('final').optNumber(d.final),
  };
  for (const k of ['screen', 'search', 'final'] as const)
    if (!Number.isInteger(out[k]) || out[k] < 2)
      n.get(k).fail('expected a whole number of trials per situation, 2 or more');
  return out;
}
