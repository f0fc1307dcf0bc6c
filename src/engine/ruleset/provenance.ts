import type { YamlNode } from '../input/yaml-node.ts';

/**
 * Where a table value comes from:
 * - text: stated in the rules text
 * - example: implied by a worked example
 * - sibling: from the published notes of the sibling rules
 * - public: from a public printed table
 * - provisional: a placeholder to be replaced from the printed chart
 * - patch: set by a variant patch
 * - mapping: an adapter's choice reading a plain situation into a system's terms (rulesets/comparison/)
 */
export const PROVENANCES = [
  'text',
  'example',
  'sibling',
  'public',
  'provisional',
  'patch',
  'mapping',
] as const;
export type Provenance = (typeof PROVENANCES)[number];

/** One part of a cell whose parts come from different places (`3P` from an example, `Carry` provisional). */
export interface CellPart {
  text: string;
  source: Provenance;
}

/** One table cell as written, with where it came from. */
export interface Cell {
  /** the cell in the rulebook's notation, as typed */
  text: string;
  /** the whole cell's source: a cell whose parts differ counts as provisional */
  source: Provenance;
  /** where each part comes from, when the cell's parts differ */
  parts?: CellPart[];
  /** rule section or example the value rests on */
  ref?: string;
  file: string;
  line?: number;
  field: string;
}

/** The table-level default source: `source:` on the table, else provisional. */
export function tableSource(table: YamlNode, inherited: Provenance = 'provisional'): Provenance {
  return table.isMap() && table.has('source') ? table.get('source').oneOf(PROVENANCES, inherited) : inherited;
}

/**
 * Read a cell: either a bare value (`3P`, `4`, `Re 1`) taking the table's
 * source, or a mapping `{cell: 3P, source: example, ref: "§5.1 example"}`.
 */
export function readCell(node: YamlNode, defaultSource: Provenance): Cell {
  const at = { file: node.file, line: node.line, field: node.path };
  if (!node.required('a table cell: a value, or {cell: value, source: ..., ref: ...}'))
    return { text: '', source: defaultSource, ...at };
  if (!node.isMap() && node.isList()) {
    node.fail('expected a table cell: a value, or {cell: value, source: ..., ref: ...}');
    return { text: '', source: defaultSource, ...at };
  }
  const patch = node.patchOrigin;
  if (patch) {
    // a patched cell is the patch's whatever source it gives, but its fields are checked as a table's are
    if (node.isMap()) {
      node.allowKeys(['cell', 'source', 'ref']);
      const src = node.get('source');
      if (src.exists && !src.isMap()) src.oneOf(PROVENANCES);
    }
    const text = node.isMap() ? node.get('cell').string() : node.string();
    return { text, source: 'patch', ref: `${patch.file}${patch.line ? `:${patch.line}` : ''}`, ...at };
  }
  if (node.isMap()) {
    node.allowKeys(['cell', 'source', 'ref']);
    const text = node.get('cell').string();
    const src = node.get('source');
    const ref = node.has('ref') ? node.get('ref').string() : undefined;
    if (src.isMap()) {
      const parts = readParts(src, text);
      return { text, source: wholeSource(parts), parts, ref, ...at };
    }
    return { text, source: src.optOneOf(PROVENANCES, defaultSource), ref, ...at };
  }
  return { text: node.string(), source: defaultSource, ...at };
}

const words = (s: string) => s.trim().split(/\s+/).join(' ');

/**
 * `source: {3P: example, Carry: provisional}`: each part of the cell's text,
 * in order, with its own source; together the parts must spell the cell.
 */
function readParts(src: YamlNode, text: string): CellPart[] {
  const parts = src
    .entries()
    .map(([part, n]) => ({ text: part, source: n.oneOf(PROVENANCES, 'provisional') }));
  if (words(parts.map((p) => p.text).join(' ')) !== words(text)) {
    src.fail(
      `expected the parts of "${text}" in order, each with its source (e.g. {3P: example, Carry: provisional})`,
    );
  }
  return parts;
}

/** A cell is `text` or `example` only if all of it is; a cell whose parts differ is provisional. */
function wholeSource(parts: readonly CellPart[]): Provenance {
  return parts.every((p) => p.source === parts[0].source) ? parts[0].source : 'provisional';
}

/** Count cells by source, for "how much rests on provisional values". */
export class ProvenanceLedger {
  readonly counts: Record<Provenance, number> = {
    text: 0,
    example: 0,
    sibling: 0,
    public: 0,
    provisional: 0,
    patch: 0,
    mapping: 0,
  };
  readonly cells: Cell[] = [];

  add(cell: Cell): Cell {
    this.counts[cell.source]++;
    this.cells.push(cell);
    return cell;
  }

  get total(): number {
    return this.cells.length;
  }

  get provisional(): number {
    return this.counts.provisional;
  }
}
