import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../src/engine/input/parse-yaml.ts';

/** Many keys (50,000 are well under the size cap; a check that compares every pair takes minutes), with `extra` after them. */
function manyKeys(n: number, extra = ''): string {
  const lines = ['k0: {grade: crack, bases: 4}'];
  for (let i = 1; i < n; i++) lines.push(`k${i}: ${i}`);
  return `${lines.join('\n')}\n${extra}`;
}

/** Anchored values, each followed by an alias of it. */
function manyAliases(n: number): string {
  const lines: string[] = [];
  for (let i = 0; i < n; i += 2) lines.push(`k${i}: &a${i} {bases: ${i}}`, `k${i + 1}: *a${i}`);
  return `${lines.join('\n')}\n`;
}

/** A bound against a stall, not a timing: one pass takes a few seconds even on a busy machine. */
const STALL = { timeout: 30_000 };

describe('a YAML file is read in one pass over its keys', () => {
  it('reads a file of 50,000 keys, every key and value', STALL, () => {
    const root = parseYaml(manyKeys(50_000), 'many.yaml');
    const entries = root.entries();
    expect(entries.length).toBe(50_000);
    expect(entries[0][1].get('bases').int()).toBe(4);
    expect(entries[49_999]).toEqual(['k49999', expect.anything()]);
    expect(entries[49_999][1].int()).toBe(49_999);
    expect(root.problems.any).toBe(false);
  });

  it('names a key given twice among 50,000 at both its lines', STALL, () => {
    expect(() => parseYaml(manyKeys(50_000, 'k1: 5\n'), 'many.yaml')).toThrow(
      /^many\.yaml:50001: each key once in a mapping; k1 is given again here \(first at line 2\)/,
    );
  });

  it(
    'refuses the first of 25,000 aliases at its line, rather than reading it as something else',
    STALL,
    () => {
      expect(() => parseYaml(manyAliases(50_000), 'aliases.yaml')).toThrow(
        /^aliases\.yaml:2: a value written out, got an alias \(\*a0\): warbench reads each value where it is written/,
      );
    },
  );

  it.each([
    ['1', "sides:\n  1: {grade: crack}\n  '1': {grade: green}\n", 3],
    ['true', "sides:\n  true: {grade: crack}\n  'true': {grade: green}\n", 3],
    ['1.0 and "1.0"', 'sides:\n  "1.5": {grade: crack}\n  1.5: {grade: green}\n', 3],
  ])('refuses keys that read as one name: %s', (_, text, line) => {
    expect(() => parseYaml(text, 'sides.yaml')).toThrow(
      new RegExp(`^sides\\.yaml:${line}: each key once in a mapping`),
    );
  });
});
