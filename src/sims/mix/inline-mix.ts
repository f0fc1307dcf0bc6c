import { resolve } from 'node:path';
import type { Problems } from '../../engine/input/problems.ts';
import type { YamlNode } from '../../engine/input/yaml-node.ts';
import type { YamlFile } from '../../engine/input/yaml-file.ts';
import { projectRootOf } from '../../engine/input/project-root.ts';
import type { Override } from '../prepare.ts';
import { readSituationMix } from './situation-mix.ts';

/**
 * A weighted mix with each part's situation inline in a copy of its file (a
 * part from a file is copied in, its problems pointing at that file), so an
 * override reaches every part and a run's input holds every part. `node` is
 * the mix's mapping in `yaml`.
 */
export function inlineMix(node: YamlNode, root: string, yaml: YamlFile): { yaml: YamlFile; parts: number } {
  const parts = readSituationMix(node, root, 'mix');
  const copy = yaml.clone();
  node
    .get('mix')
    .items()
    .forEach((item, i) => {
      if (!item.has('situationFile') || !parts[i] || parts[i].unread) return;
      copy.set(['mix', i, 'situation'], parts[i].node.value() ?? {}, { file: parts[i].label });
      copy.doc.deleteIn(['mix', i, 'situationFile']);
    });
  return { yaml: copy, parts: parts.length };
}

/** A situation file that is a mix holds nothing beside mix: a field there would apply to no part. */
export function refuseBesideMix(root: YamlNode): void {
  for (const [k, v] of root.entries())
    if (k !== 'mix')
      v.failAt("unknown field; expected mix (a weighted mix's fields go in each of its situations)");
}

/** A situation file as overrides reach it: a mix inlined (with its part count), anything else as it is. */
export function inlinedSituation(file: YamlFile, problems: Problems): { yaml: YamlFile; parts?: number } {
  const root = file.root(problems);
  if (!(root.isMap() && root.has('mix'))) return { yaml: file };
  refuseBesideMix(root);
  return inlineMix(root, projectRootOf(resolve(file.file)), file);
}

/**
 * An override of a situation field reaches every part of a mix (`mix[i].situation.<path>`),
 * as a swept one does; a path into the mix itself (`mix[0].weight`) is kept as written.
 */
export function inEveryPart(overrides: readonly Override[], parts: number | undefined): Override[] {
  if (parts === undefined) return [...overrides];
  return overrides.flatMap((o) =>
    /^mix[[.]/.test(o.path)
      ? [o]
      : Array.from({ length: parts }, (_, i) => ({ ...o, path: `mix[${i}].situation.${o.path}` })),
  );
}
