import { type Document, isCollection, isScalar, isSeq, type LineCounter, type Node as YNode } from 'yaml';
import { formatPath } from './field-path.ts';
import { InputError } from './input-error.ts';
import type { Problems } from './problems.ts';
import type { PatchOrigin } from './patch-origin.ts';
import { YamlNode } from './yaml-node.ts';

export type { PatchOrigin };

/** A parsed YAML file whose values may be replaced before it is read. */
export class YamlFile {
  readonly patched = new Map<string, PatchOrigin>();

  constructor(
    readonly file: string,
    readonly doc: Document,
    readonly lines: LineCounter,
  ) {}

  /** A copy to patch: the parsed document cloned (not parsed again), its lines shared, the origins of what is patched kept. */
  copy(): YamlFile {
    const copy = new YamlFile(this.file, this.doc.clone(), this.lines);
    for (const [path, origin] of this.patched) copy.patched.set(path, origin);
    return copy;
  }

  /** Replace the value at a path (as printed in problems), noting its origin. */
  set(path: Array<string | number>, value: unknown, origin: PatchOrigin): void {
    // A field the file did not have is the patch's own: problems with it point there.
    const created = path.findIndex((_, i) => !this.doc.hasIn(path.slice(0, i + 1)));
    if (created >= 0 && created < path.length - 1)
      this.patched.set(formatPath(path.slice(0, created + 1)), origin);
    // a field cannot be set below a value that is not a list or mapping (attacker.grade where attacker: 3)
    for (let i = 1; i < path.length; i++) {
      const above = this.doc.getIn(path.slice(0, i), true);
      if (isScalar(above) && above.value === null)
        this.doc.setIn(path.slice(0, i), this.doc.createNode(typeof path[i] === 'number' ? [] : {}));
      else if (above !== undefined && !isCollection(above)) {
        throw new InputError({
          ...origin,
          field: formatPath(path),
          expected: `a field under ${formatPath(path.slice(0, i))}, but that is a value, not a mapping or list`,
        });
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
      throw new InputError({
        ...origin,
        field: formatPath(path),
        expected: `expected a field name under ${name}, which is a mapping, not a list`,
      });
    }
    const n = isSeq(list) ? list.items.length : 0;
    if ((path[i] as number) < n) return;
    const positions = n === 0 ? 'no positions' : n === 1 ? 'position 0' : `positions 0 to ${n - 1}`;
    throw new InputError({
      ...origin,
      field: formatPath(path),
      expected: `expected an entry that exists (${name} has ${n} ${n === 1 ? 'entry' : 'entries'}: ${positions}), got [${path[i]}]`,
    });
  }

  has(path: Array<string | number>): boolean {
    return this.doc.hasIn(path);
  }

  root(problems: Problems): YamlNode {
    return new YamlNode(
      {
        file: this.file,
        lines: this.lines,
        problems,
        patched: this.patched,
        notMap: new WeakSet(),
        tagString: (tag) => this.doc.directives?.tagString(tag) ?? tag,
      },
      this.doc.contents as YNode | null,
      '',
    );
  }

  clone(): YamlFile {
    const copy = new YamlFile(this.file, this.doc.clone(), this.lines);
    for (const [k, v] of this.patched) copy.patched.set(k, v);
    return copy;
  }
}
