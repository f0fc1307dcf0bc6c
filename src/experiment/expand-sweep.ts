import type { YamlNode } from '../engine/input/yaml-node.ts';
import type { Override } from '../sims/prepare.ts';
import type { Experiment, SweepValue } from './experiment.ts';
import { resolveIn } from '../engine/input/project-root.ts';
import { sweptRuleset } from './read-sweep.ts';

/** One point of the sweep: the values in force and what they change. */
export interface SweepPoint {
  index: number;
  /** `attacker.grade=crack, defender.grade=green` (empty with no sweep) */
  label: string;
  /** parameter name -> plain value (for `patch`, the project-relative files) */
  values: Record<string, unknown>;
  /** parameter name -> value as printed in CSV columns */
  labels: Record<string, string>;
  overrides: Override[];
  switches: Record<string, string>;
  switchNodes: Record<string, YamlNode>;
  /** absolute patch files: the experiment's, then the swept set */
  patches: string[];
  /** the ruleset id or folder: the experiment's, or the swept one */
  ruleset: string;
  /** where a swept ruleset is written (absent: the experiment's ruleset field) */
  rulesetNode?: YamlNode;
}

/** The cartesian product of the sweep, the last parameter varying fastest. */
export function expandSweep(exp: Experiment): SweepPoint[] {
  let combos: SweepValue[][] = [[]];
  for (const p of exp.sweep) combos = combos.flatMap((c) => p.values.map((v) => [...c, v]));
  return combos.map((combo, index) => {
    const point: SweepPoint = {
      index,
      label: combo.map((v, i) => `${exp.sweep[i].name}=${v.label}`).join(', '),
      values: {},
      labels: {},
      overrides: [],
      switches: { ...exp.switches },
      switchNodes: { ...exp.switchNodes },
      patches: [...exp.patches],
      ruleset: exp.ruleset,
    };
    combo.forEach((v, i) => {
      const param = exp.sweep[i];
      point.values[param.name] = v.value;
      point.labels[param.name] = v.label;
      if (param.kind === 'situation')
        point.overrides.push({
          path: param.name,
          value: v.value,
          origin: { file: v.node.file, line: v.node.line },
        });
      if (param.kind === 'switch') {
        point.switches[param.name] = v.label;
        point.switchNodes[param.name] = v.node;
      }
      if (param.kind === 'ruleset') {
        point.ruleset = sweptRuleset(exp.root, v.value as string);
        point.rulesetNode = v.node;
      }
      if (param.kind === 'patch')
        point.patches.push(...(v.value as string[]).map((f) => resolveIn(exp.root, f)));
    });
    return point;
  });
}
