import { join } from 'node:path';
import { Problems } from '../input/problems.ts';
import { parseYamlFile } from '../input/parse-yaml.ts';
import { readText } from '../input/read-text.ts';
import { RULESETS_DIR } from './paths.ts';
import { rulesetIds } from './ruleset-ids.ts';

const known = new Map<string, { names: string[]; shipped: string[] }>();

/**
 * The switches a family's engine reads: those every shipped ruleset of the
 * family declares (the engine reads a switch it is given, and falls back to
 * a built-in reading for one it is not), with the shipped ids to copy from.
 */
export function engineSwitches(family: string): { names: string[]; shipped: string[] } {
  const seen = known.get(family);
  if (seen) return seen;
  let names: string[] | undefined;
  const shipped: string[] = [];
  for (const id of rulesetIds()) {
    const file = join(RULESETS_DIR, id, 'ruleset.yaml');
    const meta = parseYamlFile(readText(file), file).root(new Problems());
    if (meta.get('family').value() !== family) continue;
    const declared = meta.get('switches').isMap() ? meta.get('switches').keys() : [];
    names = names ? names.filter((n) => declared.includes(n)) : declared;
    shipped.push(id);
  }
  const out = { names: names ?? [], shipped };
  known.set(family, out);
  return out;
}
