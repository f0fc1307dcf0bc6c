import { didYouMean } from '../engine/input/did-you-mean.ts';
import { rulesetIds } from '../engine/ruleset/ruleset-ids.ts';
import { parsePath, type YamlNode } from '../engine/input/yaml-node.ts';
import { pathInside } from '../engine/input/field-path.ts';
import type { SweepParam, SweepValue } from './experiment.ts';
import { rulesetDir } from '../engine/ruleset/paths.ts';
import { projectPath, resolveIn } from '../engine/input/project-root.ts';
import { readPatchPath } from './file-kind.ts';
import { patchSetLabel, valueLabel } from '../results/sweep-labels.ts';

const SWITCH_PREFIX = 'switch:';

/**
 * The sweep: a mapping whose keys are situation paths (`attacker.grade`),
 * `switch:<name>`, `patches` or `ruleset` (ids or typed-in chart folders),
 * each with a list of values. Points are the
 * cartesian product, the last key varying fastest.
 */
export function readSweep(node: YamlNode, root: string, folder = root): SweepParam[] {
  if (!node.exists) return [];
  const params: SweepParam[] = [];
  for (const [key, list] of node.entries()) {
    const items = list.items();
    if (list.isList() && items.length === 0)
      list.failAt('expected a list of at least one value, got an empty list');
    if (key === 'ruleset') {
      params.push({
        name: 'ruleset',
        kind: 'ruleset',
        values: items.map((v) => readRuleset(v, root)),
        node: list,
      });
    } else if (key === 'patches') {
      params.push({
        name: 'patch',
        kind: 'patch',
        values: items.map((set) => readPatchSet(set, root, folder)),
        node: list,
      });
    } else if (key.startsWith(SWITCH_PREFIX)) {
      const name = key.slice(SWITCH_PREFIX.length);
      if (!name) list.fail('expected switch:<switch name>');
      params.push({
        name,
        kind: 'switch',
        values: items.map((v) => ({ value: v.string(), label: v.string(), node: v })),
        node: list,
      });
    } else {
      if (!parsePath(key))
        node
          .get(key)
          .fail('expected a situation path like attacker.grade, switch:<name>, patches or ruleset');
      params.push({
        name: key,
        kind: 'situation',
        values: items.map((v) => ({ value: v.plainValue(), label: valueLabel(v.value()), node: v })),
        node: list,
      });
    }
  }
  // two values of one parameter that print alike would be two points of one label in every chart and table
  for (const p of params) {
    const first = new Map<string, YamlNode>();
    for (const v of p.values) {
      const before = first.get(v.label);
      if (before)
        v.node.fail(
          `expected each value once (${v.label} is also ${before.path}: the two points would share one label)`,
        );
      else first.set(v.label, v.node);
    }
  }
  const seen = new Set<string>();
  for (const p of params) {
    if (seen.has(p.name))
      node
        .get(p.kind === 'switch' ? `${SWITCH_PREFIX}${p.name}` : p.name)
        .fail(`expected each parameter once; ${p.name} is swept twice`);
    seen.add(p.name);
  }
  // a path inside another (attacker.grade, attacker) is overwritten by it or overwrites it at every point: the labels would not say what ran
  const paths = params
    .filter((p) => p.kind === 'situation')
    .map((p) => ({ p, path: parsePath(p.name) ?? [] }));
  for (const a of paths) {
    const outer = paths.find((b) => pathInside(a.path, b.path));
    if (outer)
      node
        .get(a.p.name)
        .failAt(
          `expected a path apart from every other swept path; ${a.p.name} lies inside ${outer.p.name}, swept too (one would overwrite the other at every point, and the points' labels would not say what ran)`,
        );
  }
  return params;
}

/** A ruleset id from rulesets/, or a folder holding ruleset.yaml (relative to the project root). */
function readRuleset(v: YamlNode, root: string): SweepValue {
  const text = v.string();
  if (!rulesetDir(resolveIn(root, text)) && !rulesetDir(text))
    v.fail(
      'expected a ruleset id from rulesets/ or a folder holding ruleset.yaml',
      didYouMean(text, rulesetIds()),
    );
  return { value: text, label: text, node: v };
}

/** Where a swept ruleset is: a folder under the project root, else an id. */
export function sweptRuleset(root: string, text: string): string {
  return rulesetDir(resolveIn(root, text)) ? resolveIn(root, text) : text;
}

function readPatchSet(set: YamlNode, root: string, folder: string): SweepValue {
  const files = set.isList()
    ? set.items().map((f) => readPatchPath(f, root, folder))
    : (set.fail('expected a list of patch files ([] for none)'), []);
  const rel = files.map((f) => projectPath(root, f));
  return { value: rel, label: patchSetLabel(rel), node: set };
}
