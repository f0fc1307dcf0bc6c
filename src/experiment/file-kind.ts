import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../engine/input/input-error.ts';
import { Problems } from '../engine/input/problems.ts';
import { readYamlFile } from '../engine/input/parse-yaml.ts';
import { loadPatch, type Patch } from '../engine/ruleset/patch.ts';
import { shownPath } from '../engine/input/project-root.ts';
import { isFile, readFilePath } from '../engine/input/read-file-path.ts';
import type { YamlNode } from '../engine/input/yaml-node.ts';
import { PROJECT_ROOT } from '../engine/ruleset/paths.ts';
import { SIMS } from '../sims/registry.ts';

/** What a YAML file a user gives is, told from its top-level fields. */
export type FileKind =
  | { kind: 'experiment' | 'patch' | 'brief' | 'mix' | 'ruleset' | 'unknown'; fields: string[] }
  | { kind: 'situation'; fields: string[]; sims: string[] };

let signatures: Map<string, Set<string>> | undefined;

/** Each sim's situation fields, as its shipped example writes them. */
function situationSignatures(): Map<string, Set<string>> {
  signatures ??= new Map(
    Object.values(SIMS).flatMap((sim) => {
      const file = join(PROJECT_ROOT, sim.exampleSituation);
      if (!sim.exampleSituation || !existsSync(file)) return [];
      const root = readYamlFile(file, new Problems());
      return root.isMap() ? [[sim.id, new Set(root.keys())] as const] : [];
    }),
  );
  return signatures;
}

/** The share of these fields a sim's example situation writes too (0 for a sim with no example). */
function sharedWith(id: string, fields: readonly string[]): number {
  const keys = situationSignatures().get(id);
  return keys && fields.length ? fields.filter((f) => keys.has(f)).length / fields.length : 0;
}

/** The sims whose example situation shares the most of these fields (at least half of them). */
function situationSims(fields: readonly string[]): string[] {
  let best = 0;
  let sims: string[] = [];
  for (const id of situationSignatures().keys()) {
    const share = sharedWith(id, fields);
    if (share > best) [best, sims] = [share, [id]];
    else if (share === best && share > 0) sims.push(id);
  }
  return best >= 0.5 ? sims.sort() : [];
}

/** Tell a file's kind by its top-level fields: an experiment has sim:, a patch set:, a tune brief targets:, a mix mix:, a ruleset file family: or ref:. */
export function fileKind(file: string): FileKind {
  const root = readYamlFile(file, new Problems());
  if (!root.isMap()) return { kind: 'unknown', fields: [] };
  const fields = root.keys();
  const has = (f: string) => fields.includes(f);
  if (has('targets')) return { kind: 'brief', fields };
  if (has('sim')) return { kind: 'experiment', fields };
  if (has('set')) return { kind: 'patch', fields };
  if (has('family')) return { kind: 'ruleset', fields };
  if (has('mix')) return { kind: 'mix', fields };
  const sims = fields.length ? situationSims(fields) : [];
  return sims.length ? { kind: 'situation', fields, sims } : { kind: 'unknown', fields };
}

/** A kind in words: `a situation for artillery (fields battery, target)`. */
export function kindWords(k: FileKind): string {
  const fields = k.fields.slice(0, 6).join(', ');
  switch (k.kind) {
    case 'situation':
      return `a situation for ${k.sims.join(' or ')} (fields ${fields})`;
    case 'experiment':
      return 'an experiment file (with sim:)';
    case 'patch':
      return 'a patch (with set:)';
    case 'brief':
      return 'a tune brief (with targets:)';
    case 'mix':
      return 'a weighted mix of situations (with mix:)';
    case 'ruleset':
      return "a ruleset's ruleset.yaml (with family:)";
    default:
      return `a file of fields ${fields || '(none)'}`;
  }
}

/** What to do with a file of each kind, said after what was expected. */
const USE: Record<FileKind['kind'], (file: string, k: FileKind) => string> = {
  situation: (f, k) =>
    `an experiment wraps a situation with situationFile: ${f} (warbench run), odds reads it as it is (warbench odds ${'sims' in k ? k.sims[0] : '<mechanic>'} ${f}), and compare runs on it (--on ${f})`,
  experiment: (f) => `warbench run ${f} runs it`,
  patch: (f) => `give it with --patch ${f}, or list it under an experiment's patches:`,
  brief: (f) => `warbench tune ${f} reads it`,
  mix: (_f) => `give it to odds, sensitivity or an experiment's situationFile:`,
  ruleset: () => 'give its folder with --ruleset',
  unknown: () => '',
};

/**
 * One problem for a file of the wrong kind, saying what it is and what was
 * expected, or undefined when it is of a kind wanted (or cannot be told:
 * its own reader then names each field). `wanted` is the kinds, or the sim
 * a situation is for.
 */
export function wrongKind(
  file: string,
  wanted: { kinds: ReadonlyArray<FileKind['kind']> } | { situationFor: string },
  expected: string,
): InputError | undefined {
  if (!existsSync(file) || !statSync(file).isFile()) return undefined;
  const k = fileKind(file);
  if (k.kind === 'unknown') return undefined;
  if (
    'kinds' in wanted
      ? wanted.kinds.includes(k.kind)
      : k.kind === 'mix' ||
        // a situation for the sim wanted, though another's example shares more of its fields (an optional field it leaves out)
        (k.kind === 'situation' &&
          (k.sims.includes(wanted.situationFor) || sharedWith(wanted.situationFor, k.fields) >= 0.5))
  )
    return undefined;
  const use = USE[k.kind](file, k);
  return new InputError({
    file,
    field: '',
    expected: `this is ${kindWords(k)}, not ${expected}${use ? `: ${use}` : ''}`,
  });
}

/** Throw wrongKind's one message when the file is of another kind. */
export function checkKind(
  file: string,
  wanted: { kinds: ReadonlyArray<FileKind['kind']> } | { situationFor: string },
  expected: string,
): void {
  const e = wrongKind(file, wanted, expected);
  if (e) throw e;
}

/** What a patch file holds, said when another kind of file is given for one. */
export const PATCH_WORDS = 'a patch (title, ruleset, set)';

/** A patch file (--patch, an experiment's patches:), refused with one message when it is another kind of file. */
export function loadPatchFile(file: string): Patch {
  checkKind(file, { kinds: ['patch'] }, PATCH_WORDS);
  return loadPatch(file);
}

/** A patch file an experiment names (patches:, a swept patch set): an existing file, and a patch, said at its line. */
export function readPatchPath(node: YamlNode, root: string, folder: string): string {
  const abs = readFilePath(node, root, folder);
  const e = isFile(abs) ? wrongKind(shownPath(abs), { kinds: ['patch'] }, PATCH_WORDS) : undefined;
  if (e) node.failAt(e.problems[0].expected);
  return abs;
}
