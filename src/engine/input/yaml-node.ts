import { isMap, isScalar, isSeq, type LineCounter, type Node as YNode } from 'yaml';
import { didYouMean } from './did-you-mean.ts';
import type { Problems } from './problems.ts';
import { keyName } from './unique-keys.ts';
import type { PatchOrigin } from './patch-origin.ts';

// the reader's neighbours, where its users have always found them
export { formatPath, parsePath } from './field-path.ts';
export { readText } from './read-text.ts';

/** What a node reads from: its file's name, lines and problems, and the paths patches replaced. */
export interface Source {
  file: string;
  lines: LineCounter;
  problems: Problems;
  patched: Map<string, PatchOrigin>;
  /** values already reported as no mapping, so the fields read below one are not each reported as required */
  notMap?: WeakSet<object>;
  /** a resolved tag as the file wrote it (`!foo`, `!!binary`, `!e!foo` under its %TAG), from the document's directives */
  tagString?: (tag: string) => string;
}

/** The tags a value may carry and still read as plain text, numbers, lists and mappings. */
const CORE_TAGS = ['str', 'int', 'float', 'bool', 'null', 'map', 'seq'];

/** A node's tag when it is not one of YAML's plain kinds (`!foo`, `!!binary`, `!!set`). */
function oddTag(n: YNode): string | undefined {
  const tag = n.tag;
  return tag && !CORE_TAGS.includes(tag.replace(/^tag:yaml\.org,2002:/, '')) ? tag : undefined;
}

/** The first such tag on a node or anywhere below it. */
function firstOddTag(n: YNode | null): string | undefined {
  if (!n) return undefined;
  const own = oddTag(n);
  if (own !== undefined) return own;
  if (isSeq(n))
    for (const item of n.items) {
      const t = firstOddTag(item as YNode);
      if (t !== undefined) return t;
    }
  if (isMap(n))
    for (const pair of n.items) {
      const t = firstOddTag((pair.value as YNode | null) ?? null);
      if (t !== undefined) return t;
    }
  return undefined;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (typeof value === 'object') return Object.keys(value).length === 0 ? 'an empty mapping' : 'a mapping';
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
    /** the value above this field that is no mapping (a field under `levels: 1`): its problem is this field's */
    private readonly blocker?: YamlNode,
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
      if (this.path === path || this.path.startsWith(`${path}.`) || this.path.startsWith(`${path}[`))
        return origin;
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

  /** `a !!binary value`, `a !foo value`: a scalar whose YAML tag makes it something other than text or a number, named by its tag as written. */
  private taggedAs(): string | undefined {
    const tag = isScalar(this.node) ? oddTag(this.node) : undefined;
    return tag === undefined ? undefined : `a ${this.tagText(tag)} value`;
  }

  private tagText(tag: string): string {
    return this.src.tagString?.(tag) ?? tag.replace(/^tag:yaml\.org,2002:/, '!!');
  }

  /**
   * The value below this node to be copied into another file (a patch's new
   * cell, a sweep value): one carrying a tag nothing reads (`!foo 3`,
   * `!!binary`) is refused, since the copy would drop the tag or turn it into
   * fields.
   */
  plainValue(): unknown {
    const tag = firstOddTag(this.node);
    if (tag === undefined) return this.value();
    this.failAt(
      `expected a plain value (text, a number, a list or a mapping), got a ${this.tagText(tag)} value`,
    );
    return undefined;
  }

  /** Report what was expected here and what the file gave; `hint` follows (a likely meant name). */
  fail(expected: string, hint = ''): void {
    const v = this.value();
    // a number as written: 9007199254740993 or +99, not what JavaScript rounded it to
    const got = this.exists
      ? `, got ${typeof v === 'number' ? this.numberText(v) : (this.taggedAs() ?? describe(v))}`
      : '';
    this.report(`${expected}${got}${hint}`);
  }

  /**
   * Report a list of the wrong length: what was expected and how many it
   * holds (`expected 5 values ..., got 4 values`); one too short may be two
   * entries run together, so it asks after the comma. A value that is no list
   * is reported as `fail` would.
   */
  failLength(expected: string, wanted: number, noun: readonly [one: string, many: string]): void {
    if (!isSeq(this.node)) return this.fail(expected);
    const n = this.node.items.length;
    const comma = n < wanted && n > 0 ? ' (is a comma missing between two of them?)' : '';
    this.report(`${expected}, got ${n} ${noun[n === 1 ? 0 : 1]}${comma}`);
  }

  private childPath(key: string | number): string {
    if (typeof key === 'number') return `${this.path}[${key}]`;
    return this.path ? `${this.path}.${key}` : key;
  }

  /** A child by key; missing children report "required" when read. */
  get(key: string): YamlNode {
    const child = isMap(this.node) ? (this.node.get(key, true) as YNode | undefined) : undefined;
    const blocker = this.blocker ?? (this.exists && !isMap(this.node) ? this : undefined);
    return new YamlNode(this.src, child ?? null, this.childPath(key), this.line, blocker);
  }

  /** Report once that this value should be a mapping of fields; false if it was reported already. */
  private notAMapping(expected: string): void {
    const seen = this.src.notMap;
    if (seen && this.node) {
      if (seen.has(this.node)) return;
      seen.add(this.node);
    }
    this.fail(expected);
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
    return this.node.items.map((pair) => keyName(pair.key));
  }

  /**
   * Report keys that are not among the allowed ones (catches typos). A value
   * given that is no mapping is reported too: read field by field it would
   * give every field its default.
   */
  allowKeys(allowed: readonly string[]): void {
    if (!isMap(this.node)) {
      if (this.exists)
        this.notAMapping(
          allowed.length === 0
            ? 'expected an empty mapping ({})'
            : `expected a mapping of fields (${allowed.join(', ')})`,
        );
      return;
    }
    for (const [key, value] of this.entries()) {
      if (!allowed.includes(key)) {
        value.failAt(
          allowed.length === 0
            ? 'unknown field; expected none here ({} or an empty file)'
            : `unknown field; expected one of ${allowed.join(', ')}${didYouMean(key, allowed)}`,
        );
      }
    }
  }

  /** Report a problem here without the value (a whole mapping or list says nothing useful). */
  failAt(expected: string): void {
    this.report(expected);
  }

  /** Each key with its value, from the pairs themselves (a lookup by key scans the mapping). */
  entries(): Array<[string, YamlNode]> {
    if (!isMap(this.node)) {
      this.fail('expected a mapping');
      return [];
    }
    return this.node.items.map((pair) => {
      const key = keyName(pair.key);
      return [
        key,
        new YamlNode(this.src, (pair.value as YNode | null) ?? null, this.childPath(key), this.line),
      ];
    });
  }

  items(): YamlNode[] {
    if (!isSeq(this.node)) {
      this.fail('expected a list');
      return [];
    }
    return this.node.items.map((n, i) => new YamlNode(this.src, n as YNode, this.childPath(i), this.line));
  }

  /** True when a value is given here; else reports it required (or the value above that is no mapping) and gives false. */
  required(what: string): boolean {
    if (this.exists) return true;
    // a field under a value that is no mapping: that value is the one mistake, reported once
    if (this.blocker) this.blocker.notAMapping('expected a mapping of fields');
    else this.failAt(`required; expected ${what}`);
    return false;
  }

  string(fallback = ''): string {
    if (!this.required('a string')) return fallback;
    const v = this.value();
    // a tag nothing reads (grade: !foo green) is not silently dropped
    if (this.taggedAs() !== undefined) {
      this.fail('expected a plain string');
      return fallback;
    }
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
    if (typeof v === 'string' && (options as readonly string[]).includes(v) && this.taggedAs() === undefined)
      return v as T;
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
