import { Document, isCollection, isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YNode } from 'yaml';
import { didYouMean } from './did-you-mean.ts';
import { formatPath } from './field-path.ts';
import { InputError } from './input-error.ts';
import { MAX_NESTING, tooDeep } from './nesting-depth.ts';
import { Problems } from './problems.ts';
import { readText } from './read-text.ts';

export { formatPath, parsePath } from './field-path.ts';
export { readText } from './read-text.ts';

/** Where a patched value came from, so problems point at the patch line. */
export interface PatchOrigin {
  file: string;
  line?: number;
}

interface Source {
  file: string;
  lines: LineCounter;
  problems: Problems;
  patched: Map<string, PatchOrigin>;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return JSON.stringify(value);
}

/**
 * A position in a YAML document that knows its file, line and dotted path.
 * Readers record a problem and return a fallback instead of throwing, so a
 * load reports every problem in the file at once (`problems.throwIfAny()`).
 */
export class YamlNode {
  constructor(
    private readonly src: Source,
    readonly node: YNode | null,
    readonly path: string,
    private readonly parentLine?: number,
  ) {}

  get file(): string {
    return this.src.file;
  }

  get problems(): Problems {
    return this.src.problems;
  }

  get line(): number | undefined {
    const start = this.node?.range?.[0];
    return start === undefined ? this.parentLine : this.src.lines.linePos(start).line;
  }

  get exists(): boolean {
    return this.node !== null && !(isScalar(this.node) && this.node.value === null);
  }

  /** The plain JavaScript value below this node. */
  value(): unknown {
    return this.node ? this.node.toJSON() : undefined;
  }

  /** Set when a patch replaced this value (or a value above it). */
  get patchOrigin(): PatchOrigin | undefined {
    for (const [path, origin] of this.src.patched) {
      if (this.path === path || this.path.startsWith(`${path}.`) || this.path.startsWith(`${path}[`)) return origin;
    }
    return undefined;
  }

  private report(expected: string): void {
    const origin = this.patchOrigin;
    const file = origin ? origin.file : this.src.file;
    const line = origin ? origin.line : this.line;
    // Name the file the field lives in only when the origin is another file.
    const field = origin && origin.file !== this.src.file ? `${this.src.file}: ${this.path}` : this.path;
    this.src.problems.add({ file, line, field, expected });
  }

  /** A scalar as the file writes it (`+1`, `1.10`), '' when absent or null. */
  written(): string {
    const v = this.value();
    return typeof v === 'number' ? this.numberText(v) : v === undefined || v === null ? '' : String(v);
  }

  /** A number as written in the file (`1e400`, `.nan`, `1.10`), not as JavaScript prints it. */
  private numberText(v: number): string {
    const source = isScalar(this.node) ? (this.node as { source?: unknown }).source : undefined;
    if (typeof source === 'string' && source !== '') return source;
    return Number.isNaN(v) ? '.nan' : v === Infinity ? '.inf' : v === -Infinity ? '-.inf' : String(v);
  }

  /** `a !!binary value` for a scalar whose YAML tag makes it something other than text or a number (it reads as an object). */
  private taggedAs(): string | undefined {
    const tag = isScalar(this.node) ? this.node.tag : undefined;
    const kind = tag?.replace(/^tag:yaml\.org,2002:/, '');
    return kind && !['str', 'int', 'float', 'bool', 'null'].includes(kind) ? `a !!${kind} value` : undefined;
  }

  /** Report what was expected here and what the file gave; `hint` follows (a likely meant name). */
  fail(expected: string, hint = ''): void {
    const v = this.value();
    // a number as written: 9007199254740993 or +99, not what JavaScript rounded it to
    const got = this.exists ? `, got ${typeof v === 'number' ? this.numberText(v) : (this.taggedAs() ?? describe(v))}` : '';
    this.report(`${expected}${got}${hint}`);
  }

  private childPath(key: string | number): string {
    if (typeof key === 'number') return `${this.path}[${key}]`;
    return this.path ? `${this.path}.${key}` : key;
  }

  /** A child by key; missing children report "required" when read. */
  get(key: string): YamlNode {
    const child = isMap(this.node) ? (this.node.get(key, true) as YNode | undefined) : undefined;
    return new YamlNode(this.src, child ?? null, this.childPath(key), this.line);
  }

  has(key: string): boolean {
    return isMap(this.node) && this.node.has(key);
  }

  isMap(): boolean {
    return isMap(this.node);
  }

  isList(): boolean {
    return isSeq(this.node);
  }

  /** Keys of a mapping, in file order. */
  keys(): string[] {
    if (!isMap(this.node)) {
      this.fail('expected a mapping');
      return [];
    }
    return this.node.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
  }

  /** Report keys that are not among the allowed ones (catches typos). */
  allowKeys(allowed: readonly string[]): void {
    if (!isMap(this.node)) return;
    for (const key of this.keys()) {
      if (!allowed.includes(key)) {
        this.get(key).failAt(`unknown field; expected one of ${allowed.join(', ')}${didYouMean(key, allowed)}`);
      }
    }
  }

  /** Report a problem here without the value (a whole mapping or list says nothing useful). */
  failAt(expected: string): void {
    this.report(expected);
  }

  entries(): Array<[string, YamlNode]> {
    return this.keys().map((k) => [k, this.get(k)]);
  }

  items(): YamlNode[] {
    if (!isSeq(this.node)) {
      this.fail('expected a list');
      return [];
    }
    return this.node.items.map((n, i) => new YamlNode(this.src, n as YNode, this.childPath(i), this.line));
  }

  private required(what: string): boolean {
    if (this.exists) return true;
    this.failAt(`required; expected ${what}`);
    return false;
  }

  string(fallback = ''): string {
    if (!this.required('a string')) return fallback;
    const v = this.value();
    if (typeof v === 'string') return v;
    if (typeof v === 'number') return this.numberText(v);
    this.fail('expected a string');
    return fallback;
  }

  number(fallback = 0): number {
    if (!this.required('a number')) return fallback;
    const v = this.value();
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    this.fail('expected a number');
    return fallback;
  }

  int(min = -Infinity, max = Infinity, fallback = 0): number {
    const range = `a whole number${min > -Infinity ? ` from ${min}` : ''}${max < Infinity ? ` to ${max}` : ''}`;
    if (!this.required(range)) return fallback;
    const v = this.value();
    if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) return v;
    this.fail(`expected ${range}`);
    return fallback;
  }

  bool(fallback = false): boolean {
    if (!this.required('true or false')) return fallback;
    const v = this.value();
    if (typeof v === 'boolean') return v;
    this.fail('expected true or false');
    return fallback;
  }

  oneOf<T extends string>(options: readonly T[], fallback?: T): T {
    const first = fallback ?? options[0];
    if (!this.required(`one of ${options.join(', ')}`)) return first;
    const v = this.value();
    if (typeof v === 'string' && (options as readonly string[]).includes(v)) return v as T;
    this.fail(`expected one of ${options.join(', ')}`, didYouMean(v, options));
    return first;
  }

  /** Optional readers: the default when absent, checked when present. */
  optString(d: string): string {
    return this.exists ? this.string(d) : d;
  }
  optNumber(d: number): number {
    return this.exists ? this.number(d) : d;
  }
  optInt(d: number, min = -Infinity, max = Infinity): number {
    return this.exists ? this.int(min, max, d) : d;
  }
  optBool(d: boolean): boolean {
    return this.exists ? this.bool(d) : d;
  }
  optOneOf<T extends string>(options: readonly T[], d: T): T {
    return this.exists ? this.oneOf(options, d) : d;
  }
}

/** A parsed YAML file whose values may be replaced before it is read. */
export class YamlFile {
  readonly patched = new Map<string, PatchOrigin>();

  constructor(
    readonly file: string,
    readonly doc: Document,
    readonly lines: LineCounter,
  ) {}

  /** Replace the value at a path (as printed in problems), noting its origin. */
  set(path: Array<string | number>, value: unknown, origin: PatchOrigin): void {
    // A field the file did not have is the patch's own: problems with it point there.
    const created = path.findIndex((_, i) => !this.doc.hasIn(path.slice(0, i + 1)));
    if (created >= 0 && created < path.length - 1) this.patched.set(formatPath(path.slice(0, created + 1)), origin);
    // a field cannot be set below a value that is not a list or mapping (attacker.grade where attacker: 3)
    for (let i = 1; i < path.length; i++) {
      const above = this.doc.getIn(path.slice(0, i), true);
      if (isScalar(above) && above.value === null) this.doc.setIn(path.slice(0, i), this.doc.createNode(typeof path[i] === 'number' ? [] : {}));
      else if (above !== undefined && !isCollection(above)) {
        throw new InputError({ ...origin, field: formatPath(path), expected: `a field under ${formatPath(path.slice(0, i))}, but that is a value, not a mapping or list` });
      }
      if (typeof path[i] === 'number') this.checkPosition(path, i, origin);
    }
    this.doc.setIn(path, this.doc.createNode(value));
    this.patched.set(formatPath(path), origin);
  }

  /** A list position must name an entry the list has: past the end would add a half-made entry or crash a reader. */
  private checkPosition(path: Array<string | number>, i: number, origin: PatchOrigin): void {
    const list = this.doc.getIn(path.slice(0, i), true);
    const name = formatPath(path.slice(0, i));
    if (list !== undefined && isCollection(list) && !isSeq(list)) {
      throw new InputError({ ...origin, field: formatPath(path), expected: `expected a field name under ${name}, which is a mapping, not a list` });
    }
    const n = isSeq(list) ? list.items.length : 0;
    if ((path[i] as number) < n) return;
    const positions = n === 0 ? 'no positions' : n === 1 ? 'position 0' : `positions 0 to ${n - 1}`;
    throw new InputError({ ...origin, field: formatPath(path), expected: `expected an entry that exists (${name} has ${n} ${n === 1 ? 'entry' : 'entries'}: ${positions}), got [${path[i]}]` });
  }

  has(path: Array<string | number>): boolean {
    return this.doc.hasIn(path);
  }

  root(problems: Problems): YamlNode {
    return new YamlNode({ file: this.file, lines: this.lines, problems, patched: this.patched }, this.doc.contents as YNode | null, '');
  }

  clone(): YamlFile {
    const copy = new YamlFile(this.file, this.doc.clone(), this.lines);
    for (const [k, v] of this.patched) copy.patched.set(k, v);
    return copy;
  }
}

/** Parse YAML text into a file whose syntax errors are reported with lines. */
export function parseYamlFile(text: string, file: string): YamlFile {
  const lines = new LineCounter();
  const deep = (line?: number) => new InputError({ file, line, field: '', expected: `at most ${MAX_NESTING} levels of nested lists and mappings` });
  let doc: Document;
  try {
    doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  } catch (err) {
    if (err instanceof RangeError) throw deep();
    throw err;
  }
  if (doc.errors.length > 0) {
    // Later syntax errors usually follow from the first: report that one.
    const err = doc.errors[0];
    if (/call stack/i.test(err.message)) throw deep();
    // the library's own advice (parseAllDocuments) is for programmers: say what the file should hold
    if (err.code === 'MULTIPLE_DOCS') throw new InputError({ file, line: lines.linePos(err.pos[0]).line, field: '', expected: 'expected one YAML document, got a second one here (after ---)' });
    throw new InputError({ file, line: lines.linePos(err.pos[0]).line, field: '', expected: `YAML syntax: ${err.message.split('\n')[0]}` });
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
