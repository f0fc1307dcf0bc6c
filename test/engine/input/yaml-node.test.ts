import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/engine/input/input-error.ts';
import { Problems } from '../../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../../src/engine/input/parse-yaml.ts';

const SITUATION = 'defender:\n  units:\n    - {grade: green}\n    - {grade: average}\n';
const origin = { file: '--set x' };

function setError(path: Array<string | number>): string {
  const file = parseYamlFile(SITUATION, 's.yaml');
  try {
    file.set(path, 'veteran', origin);
  } catch (err) {
    if (err instanceof InputError) return err.message;
    throw err;
  }
  return '';
}

describe('YamlFile.set', () => {
  it('replaces an entry the list has', () => {
    const file = parseYamlFile(SITUATION, 's.yaml');
    file.set(['defender', 'units', 1, 'grade'], 'veteran', origin);
    expect(file.doc.toJSON()).toEqual({ defender: { units: [{ grade: 'green' }, { grade: 'veteran' }] } });
  });

  it('refuses a list position past the end, naming how many entries the list has', () => {
    expect(setError(['defender', 'units', 3, 'grade'])).toBe(
      '--set x: defender.units[3].grade: expected an entry that exists (defender.units has 2 entries: positions 0 to 1), got [3]',
    );
  });

  it('refuses one past the end too: it would add a unit with only that field', () => {
    expect(setError(['defender', 'units', 2, 'grade'])).toMatch(/defender\.units has 2 entries/);
  });

  it('refuses a list position under a mapping', () => {
    expect(setError(['defender', 0])).toBe(
      '--set x: defender[0]: expected a field name under defender, which is a mapping, not a list',
    );
  });
});

describe('YamlNode.fail', () => {
  it('names a tagged scalar by its tag (a !!binary value reads as an object, not a mapping)', () => {
    const problems = new Problems();
    const root = parseYamlFile('sim: !!binary aGVsbG8=\n', 'x.yaml').root(problems);
    root.get('sim').fail('expected a sim');
    expect(problems.list.map((p) => p.expected)).toEqual(['expected a sim, got a !!binary value']);
  });

  it('reports a value that should hold fields once, not each field read below it as required', () => {
    const problems = new Problems();
    const root = parseYamlFile('levels: 1\nother: {}\n', 'x.yaml').root(problems);
    const levels = root.get('levels');
    levels.allowKeys(['P1', 'P2']);
    for (const p of ['P1', 'P2']) for (const g of ['crack', 'green']) levels.get(p).get(g).string();
    // a field missing from a mapping is still required, each on its own
    root.get('other').get('a').string();
    root.get('other').get('b').int();
    expect(problems.list.map((p) => `${p.field}: ${p.expected}`)).toEqual([
      'levels: expected a mapping of fields (P1, P2), got 1',
      'other.a: required; expected a string',
      'other.b: required; expected a whole number',
    ]);
    // read without allowKeys, the value is still reported, once
    const again = new Problems();
    const r2 = parseYamlFile('levels: [1]\n', 'x.yaml').root(again);
    r2.get('levels').get('P1').get('crack').string();
    r2.get('levels').get('P2').number();
    expect(again.list.map((p) => `${p.field}: ${p.expected}`)).toEqual([
      'levels: expected a mapping of fields, got a list',
    ]);
  });

  it('says an empty list or mapping is empty, not just "a list" (expected at least one target, got a list)', () => {
    const problems = new Problems();
    const root = parseYamlFile('a: []\nb: {}\nc: [1]\n', 'x.yaml').root(problems);
    for (const k of ['a', 'b', 'c']) root.get(k).fail('expected at least one');
    expect(problems.list.map((p) => p.expected)).toEqual([
      'expected at least one, got an empty list',
      'expected at least one, got an empty mapping',
      'expected at least one, got a list',
    ]);
  });

  it('names a custom tag as the file wrote it: !foo, not !!!foo; a %TAG handle and a verbatim tag kept', () => {
    const problems = new Problems();
    const root = parseYamlFile(
      '%TAG !e! tag:example.com,2000:\n---\na: !foo 250\nb: !e!bar 1\nc: !<tag:x.com,1:y> 2\nd: !!baz 3\n',
      'x.yaml',
    ).root(problems);
    for (const k of ['a', 'b', 'c', 'd']) root.get(k).int(0, 10);
    expect(problems.list.map((p) => p.expected)).toEqual([
      'expected a whole number from 0 to 10, got a !foo value',
      'expected a whole number from 0 to 10, got a !e!bar value',
      'expected a whole number from 0 to 10, got a !<tag:x.com,1:y> value',
      'expected a whole number from 0 to 10, got a !!baz value',
    ]);
  });

  it('refuses a text or a choice carrying a tag nothing reads, and reads !!str as the plain text it is', () => {
    const problems = new Problems();
    const root = parseYamlFile('a: !foo green\nb: !foo text\nc: !!str green\n', 'x.yaml').root(problems);
    root.get('a').oneOf(['green', 'average']);
    root.get('b').string();
    expect(root.get('c').oneOf(['green', 'average'])).toBe('green');
    expect(problems.list.map((p) => p.expected)).toEqual([
      'expected one of green, average, got a !foo value',
      'expected a plain string, got a !foo value',
    ]);
  });
});

describe('YamlNode.allowKeys', () => {
  const problemsOf = (yaml: string) => {
    const problems = new Problems();
    const root = parseYamlFile(yaml, 'f.yaml').root(problems);
    root.get('target').allowKeys(['bases', 'cover']);
    return problems.list.map((p) => `${p.field}: ${p.expected}`);
  };

  it('reports a key not allowed, and nothing for a mapping of allowed keys or a field left out', () => {
    expect(problemsOf('target: {bases: 2, cvoer: light}\n')).toEqual([
      'target.cvoer: unknown field; expected one of bases, cover; did you mean cover?',
    ]);
    expect(problemsOf('target: {bases: 2}\n')).toEqual([]);
    expect(problemsOf('other: 1\n')).toEqual([]);
  });

  it('reports a value that is no mapping, which read field by field would give every field its default', () => {
    expect(problemsOf('target: 5\n')).toEqual(['target: expected a mapping of fields (bases, cover), got 5']);
    expect(problemsOf('target: [1]\n')).toEqual([
      'target: expected a mapping of fields (bases, cover), got a list',
    ]);
    // null is a field left out
    expect(problemsOf('target: ~\n')).toEqual([]);
  });

  it('where no field is allowed (a mechanic with no situation fields), says so rather than list none', () => {
    const problems = new Problems();
    const root = parseYamlFile('foo: 1\n', 'f.yaml').root(problems);
    root.allowKeys([]);
    expect(problems.list.map((p) => `${p.field}: ${p.expected}`)).toEqual([
      'foo: unknown field; expected none here ({} or an empty file)',
    ]);
  });
});
