import type { YamlNode } from '../engine/input/yaml-node.ts';
import type { YamlFile } from '../engine/input/yaml-file.ts';
import type { Sim } from '../sims/sim.ts';
import type { ChartSpec } from '../results/read-charts.ts';
import type { ParamKind } from '../results/sweep-labels.ts';

export type { ChartSpec, ParamKind };

export interface SweepValue {
  /** the plain value (for `patch`: the list of patch files, project-relative) */
  value: unknown;
  /** how the value prints in CSV columns and labels */
  label: string;
  node: YamlNode;
}

export interface SweepParam {
  /** column name: the situation path, the switch name, or `patch` */
  name: string;
  kind: ParamKind;
  values: SweepValue[];
  /** the list of values in the sweep mapping (for its line) */
  node: YamlNode;
}

/** Where the situation is read from: a file, or the experiment's own `situation:`. */
export interface SituationSource {
  yaml: YamlFile;
  /** path inside `yaml` to the situation (['situation'] when inline) */
  base: Array<string | number>;
  /** a weighted mix: how many parts (each at mix[i].situation) */
  mix?: number;
}

/** An experiment file, read and checked (paths resolved, sim found). */
export interface Experiment {
  /** the file as shown in messages */
  file: string;
  /** the file relative to its project root, as recorded in the manifest */
  projectFile: string;
  /** the folder paths in the file are relative to */
  root: string;
  name: string;
  title: string;
  description: string;
  sim: Sim;
  /** ruleset id, or a folder path */
  ruleset: string;
  /** where the ruleset was named other than at the file's `ruleset` field (compare's A or B), for messages */
  rulesetNamedAt?: { file: string; field: string };
  /** patch files (absolute), applied in order before any swept patch set */
  patches: string[];
  switches: Record<string, string>;
  switchNodes: Record<string, YamlNode>;
  situation: SituationSource;
  sweep: SweepParam[];
  trials: number;
  precision: number | null;
  seed: number;
  chunkSize: number;
  charts: ChartSpec[];
  chartNodes: YamlNode[];
  rootNode: YamlNode;
}
