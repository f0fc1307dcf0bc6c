import { Document, LineCounter, parseDocument } from 'yaml';
import { InputError } from './input-error.ts';
import { MAX_NESTING, tooDeep } from './nesting-depth.ts';
import { Problems } from './problems.ts';
import { readText } from './read-text.ts';
import { keyProblem } from './unique-keys.ts';
import { YamlFile } from './yaml-file.ts';
import type { YamlNode } from './yaml-node.ts';

/** Parse YAML text into a file whose syntax errors are reported with lines. */
export function parseYamlFile(text: string, file: string): YamlFile {
  const lines = new LineCounter();
  const deep = (line?: number) =>
    new InputError({
      file,
      line,
      field: '',
      expected: `at most ${MAX_NESTING} levels of nested lists and mappings`,
    });
  let doc: Document;
  try {
    doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  } catch (err) {
    if (err instanceof RangeError) throw deep();
    throw err;
  }
  if (doc.errors.length > 0) {
    // Later syntax errors usually follow from the first: report that one.
    const err = doc.errors[0];
    if (/call stack/i.test(err.message)) throw deep();
    // the library's own advice (parseAllDocuments) is for programmers: say what the file should hold
    if (err.code === 'MULTIPLE_DOCS')
      throw new InputError({
        file,
        line: lines.linePos(err.pos[0]).line,
        field: '',
        expected: 'expected one YAML document, got a second one here (after ---)',
      });
    throw new InputError({
      file,
      line: lines.linePos(err.pos[0]).line,
      field: '',
      expected: `${/\.json$/i.test(file) ? 'JSON' : 'YAML'} syntax: ${err.message.split('\n')[0]}`,
    });
  }
  // keys are checked here in one pass (the library's uniqueKeys compares every pair)
  const bad = keyProblem(doc);
  if (bad) {
    const line = (at: number | undefined) => (at === undefined ? undefined : lines.linePos(at).line);
    if (bad.kind === 'alias')
      throw new InputError({
        file,
        line: line(bad.at),
        field: '',
        expected: `a value written out, got an alias (*${bad.name}): warbench reads each value where it is written, not through YAML anchors and aliases`,
      });
    const first = line(bad.first);
    throw new InputError({
      file,
      line: line(bad.at),
      field: '',
      expected: `each key once in a mapping; ${bad.key} is given again here${first === undefined ? '' : ` (first at line ${first})`}, and 1 and '1' (or true and 'true') are one name once read`,
    });
  }
  const nested = tooDeep(doc.contents);
  if (nested) {
    const at = nested.range?.[0];
    throw deep(at === undefined ? undefined : lines.linePos(at).line);
  }
  return new YamlFile(file, doc, lines);
}

/** A file of plain data already read and checked (a worker's point situation): its nodes made from the values, no text parsed. */
export function yamlFileOf(value: unknown, file: string): YamlFile {
  return new YamlFile(file, new Document(value), new LineCounter());
}

/** Parse YAML text; syntax errors become problems with their line. */
export function parseYaml(text: string, file: string, problems = new Problems()): YamlNode {
  return parseYamlFile(text, file).root(problems);
}

export function loadYamlFile(file: string): YamlFile {
  return parseYamlFile(readText(file), file);
}

export function readYamlFile(file: string, problems = new Problems()): YamlNode {
  return loadYamlFile(file).root(problems);
}
