import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { InputError } from '../input/input-error.ts';
import { rulesetExpected } from './ruleset-ids.ts';
import { Problems } from '../input/problems.ts';
import { readText, type YamlNode } from '../input/yaml-node.ts';
import { parseYamlFile } from '../input/parse-yaml.ts';
import { type YamlFile } from '../input/yaml-file.ts';
import { applyPatch, type Patch } from './patch.ts';
import { PROJECT_ROOT, rulesetDir } from './paths.ts';
import { readSwitches, type SwitchDecl } from './switches.ts';

/** A ruleset folder, parsed and patched but not yet read into tables. */
export interface RulesetSource {
  id: string;
  family: string;
  title: string;
  dir: string;
  files: Map<string, YamlFile>;
  switches: SwitchDecl[];
  patches: Patch[];
  /** sha256 over the ruleset's files and the patches, for the manifest */
  hash: string;
  problems: Problems;
  /** the root of one of the ruleset's files */
  file(name: string): YamlNode;
}

/**
 * Parsed ruleset files by name and text, kept for the process: a file no patch
 * edits is only read, and one a patch edits is a copy of it, so every load of a
 * ruleset (a tune's candidates, each edit in the workbench) parses no file again.
 */
const unpatched = new Map<string, YamlFile>();
const KEEP_FILES = 256;

function parsedOnce(text: string, shown: string): YamlFile {
  const key = `${shown}\0${text}`;
  let f = unpatched.get(key);
  if (!f) {
    if (unpatched.size >= KEEP_FILES) unpatched.clear();
    unpatched.set(key, (f = parseYamlFile(text, shown)));
  }
  return f;
}

export function loadRulesetSource(idOrPath: string, patches: Patch[] = []): RulesetSource {
  const dir = rulesetDir(idOrPath);
  if (!dir) {
    throw new InputError({ file: idOrPath, field: 'ruleset', expected: rulesetExpected(idOrPath) });
  }
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const hash = createHash('sha256');
  const files = new Map<string, YamlFile>();
  const shown = (f: string) => relative(process.cwd(), join(dir, f)) || f;
  // a patch writes into its files' parsed form: those are copies, the others shared
  const edited = new Set(patches.flatMap((p) => p.edits.map((e) => e.file)));
  for (const name of names) {
    const text = readText(join(dir, name));
    hash.update(`${name}\0${text}\0`);
    const parsed = parsedOnce(text, shown(name));
    files.set(name, edited.has(name) ? parsed.copy() : parsed);
  }
  const problems = new Problems();
  const meta = files.get('ruleset.yaml')!.root(problems);
  meta.allowKeys(['id', 'family', 'title', 'die', 'switches', 'notes']);
  const id = meta.get('id').string();
  // patches, experiments and audit --against shipped name the ruleset by it, as a folder under rulesets/
  if (id && !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(id))
    meta
      .get('id')
      .fail(
        'expected an id of the letters a-z and A-Z, digits and . _ -, starting with a letter or digit, as a folder of rulesets/ is named',
      );
  const family = meta.get('family').string();
  const title = meta.get('title').string();
  const switches = readSwitches(meta.get('switches'));
  problems.throwIfAny();
  for (const p of patches) {
    hash.update(`patch\0${p.text}\0`);
    applyPatch(files, p, id, problems);
  }
  return {
    id,
    family,
    title,
    dir: relative(PROJECT_ROOT, dir) || dir,
    files,
    switches,
    patches,
    hash: hash.digest('hex'),
    problems,
    file(name: string): YamlNode {
      const f = files.get(name);
      if (!f)
        throw new InputError({
          file: join(dir, name),
          field: '',
          expected: `the ruleset file ${name}, which every ${family} ruleset has (not found in the folder)`,
        });
      return f.root(problems);
    },
  };
}
