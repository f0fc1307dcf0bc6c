import type { YamlNode } from '../input/yaml-node.ts';

/**
 * Where a table value comes from:
 * - text: stated in the rules text
 * - example: implied by a worked example
 * - sibling: from the published notes of the sibling rules
 * - public: from a public printed table
 * - provisional: a placeholder to be replaced from the printed chart
 * - patch: set by a variant patch
 */
export const PROVENANCES = ['text', 'example', 'sibling', 'public', 'provisional', 'patch'] as const;
export type Provenance = (typeof PROVENANCES)[number];

/** One table cell as written, with where it came from. */
export interface Cell {
  /** the cell in the rulebook's notation, as typed */
  text: string;
  source: Provenance;
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
  if (!node.exists) {
    node.fail('required; expected a table cell: a value, or {cell: value, source: ..., ref: ...}');
    return { text: '', source: defaultSource, ...at };
  }
  if (!node.isMap() && node.isList()) {
    node.fail('expected a table cell: a value, or {cell: value, source: ..., ref: ...}');
    return { text: '', source: defaultSource, ...at };
  }
  const patch = node.patchOrigin;
  if (patch) {
    const text = node.isMap() ? node.get('cell').string() : node.string();
    return { text, source: 'patch', ref: `${patch.file}${patch.line ? `:${patch.line}` : ''}`, ...at };
  }
  if (node.isMap()) {
    node.allowKeys(['cell', 'source', 'ref']);
    return {
      text: node.get('cell').string(),
      source: node.get('source').optOneOf(PROVENANCES, defaultSource),
      ref: node.has('ref') ? node.get('ref').string() : undefined,
      ...at,
    };
  }
  return { text: node.string(), source: defaultSource, ...at };
}

/** Count cells by source, for "how much rests on provisional values". */
export class ProvenanceLedger {
  readonly counts: Record<Provenance, number> = { text: 0, example: 0, sibling: 0, public: 0, provisional: 0, patch: 0 };
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
