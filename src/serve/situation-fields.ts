import { Problems } from '../engine/input/problems.ts';
import { formatPath } from '../engine/input/yaml-node.ts';
import { readYamlFile } from '../engine/input/parse-yaml.ts';

/** One field of a situation file as the panel shows it: its path (as `--set` names it) and its value as written. */
export interface SituationField {
  path: string;
  value: string;
}

/** Every plain field of a situation file, in the file's order (list entries by position, as `--set` names them). */
export function situationFields(file: string): SituationField[] {
  const problems = new Problems();
  const root = readYamlFile(file, problems);
  problems.throwIfAny();
  const out: SituationField[] = [];
  const walk = (v: unknown, path: Array<string | number>) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    else out.push({ path: formatPath(path), value: v === null ? '' : String(v) });
  };
  walk(root.value(), []);
  return out;
}
