import { InputError } from '../engine/input/input-error.ts';
import { parseYamlFile } from '../engine/input/parse-yaml.ts';
import { Problems } from '../engine/input/problems.ts';
import { parsePath, type YamlNode } from '../engine/input/yaml-node.ts';
import { pathInside } from '../engine/input/field-path.ts';
import { type YamlFile } from '../engine/input/yaml-file.ts';
import { type Ruleset, rulesetWords } from '../engine/families/families.ts';
import { resolveSwitches } from '../engine/ruleset/switches.ts';
import type { Compiled, Sim } from './sim.ts';

/** A `--set path=value` override, or a sweep value, for a situation field. */
export interface Override {
  path: string;
  value: unknown;
  origin: { file: string; line?: number };
}

/** Parse `path=value` (the value read as YAML, so 6 is a number). */
export function parseSetFlag(text: string): Override {
  const eq = text.indexOf('=');
  if (eq <= 0)
    throw new InputError({
      file: '(command line)',
      field: '--set',
      expected: `path=value, got ${JSON.stringify(text)}`,
    });
  // nothing after = reads as YAML's null, the field's default: an unset shell variable, not a choice
  if (text.slice(eq + 1).trim() === '')
    throw new InputError({
      file: '(command line)',
      field: '--set',
      expected: `path=value with a value (~ to leave the field to its default), got ${JSON.stringify(text)}`,
    });
  return {
    path: text.slice(0, eq),
    value: setValue(text, text.slice(eq + 1)),
    origin: { file: `--set ${text}` },
  };
}

/** The value of `--set path=value`, read as YAML and checked as a file's value is: no alias, no tag nothing reads. */
function setValue(flag: string, value: string): unknown {
  const bad = (expected: string) =>
    new InputError({
      file: '(command line)',
      field: '--set',
      expected: `${expected}, got ${JSON.stringify(flag)}`,
    });
  const problems = new Problems();
  let plain: unknown;
  try {
    plain = parseYamlFile(value, '--set').root(problems).plainValue();
  } catch (err) {
    if (err instanceof InputError) throw bad(`path=value with a YAML value (${err.problems[0].expected})`);
    throw err;
  }
  // a tag nothing reads (!foo 3, !!binary) would be dropped in the copy
  if (problems.any) throw bad(`path=value with a YAML value (${problems.list[0].expected})`);
  return plain;
}

/** `--set` flags in order; one field set twice is bad input, as a switch given twice is: which value was meant cannot be guessed. */
export function parseSetFlags(texts: readonly string[]): Override[] {
  const seen = new Map<string, string>();
  const given: Array<{ path: Array<string | number>; o: Override; text: string }> = [];
  return texts.map((text) => {
    const o = parseSetFlag(text);
    const path = parsePath(o.path);
    const key = path ? JSON.stringify(path) : o.path;
    const before = seen.get(key);
    if (before !== undefined)
      throw new InputError({
        file: '(command line)',
        field: '--set',
        expected: `each field once, got ${o.path} given twice (${before} and ${text})`,
      });
    // a field inside another one set (attacker.grade, attacker) is set twice too: the later flag overwrites the earlier
    const around = path && given.find((g) => pathInside(path, g.path) || pathInside(g.path, path));
    if (path && around) {
      const [inner, outer] = pathInside(path, around.path)
        ? [o.path, around.o.path]
        : [around.o.path, o.path];
      throw new InputError({
        file: '(command line)',
        field: '--set',
        expected: `each field once, got ${inner} inside ${outer}, set too (${around.text} and ${text})`,
      });
    }
    seen.set(key, text);
    if (path) given.push({ path, o, text });
    return o;
  });
}

/** Apply overrides to a copy of a situation file and return its root node. */
export function situationWith(
  file: YamlFile,
  overrides: readonly Override[],
  problems: Problems,
  base: Array<string | number> = [],
): YamlNode {
  const copy = file.clone();
  for (const o of overrides) {
    const path = parsePath(o.path);
    if (!path)
      throw new InputError({ ...o.origin, field: o.path, expected: 'a field path like attacker.grade' });
    copy.set([...base, ...path], o.value, o.origin);
  }
  let node = copy.root(problems);
  for (const key of base) node = typeof key === 'number' ? node.items()[key] : node.get(key);
  return node;
}

/**
 * Compile a sim for one situation: resolve switches against the ruleset,
 * validate the situation and compile. Every problem is reported at once.
 */
export function compileScenario<C extends Compiled>(
  sim: Sim<C>,
  ruleset: Ruleset,
  situation: YamlNode,
  switches: Record<string, string>,
  switchWhere?: { file: string; line?: number; field: string },
): { compiled: C; switches: Record<string, string> } {
  if (!sim.families.includes(ruleset.family)) {
    throw new InputError({
      file: situation.file,
      field: 'ruleset',
      expected: `a ruleset of family ${sim.families.join(' or ')} for sim ${sim.id}, got ${rulesetWords(ruleset)}`,
    });
  }
  const resolved = resolveSwitches(ruleset.source.switches, switches, switchWhere);
  // a list or a scalar is one mistake: not one message per field it lacks, nor a sim's defaults for a sim that reads none
  if (!situation.isMap()) {
    situation.fail("expected a mapping of the situation's fields");
    situation.problems.throwIfAny();
  }
  const compiled = situation.problems.guard(() => sim.compile(ruleset, situation, resolved));
  situation.problems.throwIfAny();
  return { compiled, switches: resolved };
}
