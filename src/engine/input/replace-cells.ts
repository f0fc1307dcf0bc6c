import { isScalar, type Node as YNode, parseDocument, Scalar } from 'yaml';
import { formatPath } from './field-path.ts';

/** One cell to retype in a YAML text: the field path of a value the text has, and its new text as the rulebook writes it. */
export interface CellText {
  at: Array<string | number>;
  text: string;
}

const parse = (text: string) => parseDocument(text, { uniqueKeys: false, keepSourceTokens: false });

/**
 * The text with only the given cells' values retyped in place: every other
 * byte (comments, quoting, `+14` notation, column alignment) is the text's
 * own. A cell is written as the designer would type it (plain, or in the
 * quotes the old value had) unless the plain text would read as something
 * else there (a comma in a flow row, `true`, ` #`), when it is written
 * double-quoted. Where the row lines its cells up in columns (the next entry
 * starts where one does on the line above or below), the spaces after the
 * cell are trimmed or padded to keep the next entry in place, if they can.
 * Throws if a path names no value of the text (the callers apply the same
 * paths to the parsed file first, which refuses such a path).
 */
export function replaceCells(text: string, cells: readonly CellText[]): string {
  let out = text;
  const doc = parse(text);
  // from the end of the text back, so the ranges of the cells not yet replaced stay right
  const placed = cells
    .map((c) => ({ ...c, node: doc.getIn(c.at, true) as YNode | undefined }))
    .map((c) => {
      if (!c.node?.range) throw new Error(`replaceCells: no value at ${formatPath(c.at)}`);
      return { ...c, start: c.node.range[0], end: c.node.range[1] };
    })
    .sort((a, b) => b.start - a.start);
  // each cell in the designer's own way, checked at once (one parse); else cell by cell, quoting where that must
  for (const c of placed) out = aligned(out, text, c.start, c.end, written(c.node!, c.text)[0]);
  if (readsAs(out, text, placed)) return out;
  out = text;
  for (const c of placed) {
    const options = written(c.node!, c.text);
    const pick =
      options.find((w) => readsAs(splice(out, c.start, c.end, w), out, [c])) ?? options[options.length - 1];
    out = aligned(out, text, c.start, c.end, pick);
  }
  return out;
}

/** The ways to write `text` in place of `old`, the designer's own first. */
function written(old: YNode, text: string): string[] {
  const double = JSON.stringify(text);
  if (isScalar(old) && old.type === Scalar.QUOTE_DOUBLE) return [double];
  if (isScalar(old) && old.type === Scalar.QUOTE_SINGLE) return [`'${text.replaceAll("'", "''")}'`, double];
  return [text, double];
}

function splice(text: string, start: number, end: number, value: string): string {
  return text.slice(0, start) + value + text.slice(end);
}

/**
 * The new text reads, at each cell, as its typed text (a string, or a number
 * written that way: a cell is read as written, `+3` or `"+3"` alike; not
 * `true` or `~`, which read as no text) and the rest of the file as it did.
 */
function readsAs(text: string, before: string, cells: readonly CellText[]): boolean {
  const doc = parse(text);
  if (doc.errors.length > 0) return false;
  for (const { at, text: typed } of cells) {
    const now = doc.getIn(at, true);
    const sameText =
      isScalar(now) &&
      ((typeof now.value === 'string' && now.value === typed) ||
        (typeof now.value === 'number' && (now as { source?: string }).source === typed));
    if (!sameText) return false;
  }
  // nothing else moved: a plain comma, colon or # would split the row or end it
  const was = parse(before);
  for (const { at } of cells) {
    was.setIn(at, null);
    doc.setIn(at, null);
  }
  return JSON.stringify(doc.toJS()) === JSON.stringify(was.toJS());
}

/**
 * Replace [start, end) by `value`, keeping the next entry's column where the
 * row lines its entries up in `original` (the text before any cell was
 * replaced: the cells are replaced from the end back, so everything up to the
 * next entry still sits where it did there).
 */
function aligned(text: string, original: string, start: number, end: number, value: string): string {
  const out = splice(text, start, end, value);
  const shift = value.length - (end - start);
  if (shift === 0) return out;
  // the spaces after the cell, or after the comma that follows it, up to the next entry or comment on the line
  const after = /^( *,)?( +)(?=[^ \n\r])/.exec(text.slice(end));
  if (!after) return out;
  const padFrom = end + (after[1]?.length ?? 0);
  const pad = after[2].length;
  const next = padFrom + pad;
  if (pad - shift < 1 || !linedUp(original, next)) return out;
  return text.slice(0, start) + value + text.slice(end, padFrom) + ' '.repeat(pad - shift) + text.slice(next);
}

/** An entry starts at `at`'s column on the line above or below too. */
function linedUp(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const column = at - lineStart;
  const startsAt = (line: string) =>
    column < line.length && line[column] !== ' ' && (column === 0 || line[column - 1] === ' ');
  const prevEnd = lineStart - 1;
  const prev = prevEnd > 0 ? text.slice(text.lastIndexOf('\n', prevEnd - 1) + 1, prevEnd) : '';
  const lineEnd = text.indexOf('\n', at);
  const next =
    lineEnd < 0 ? '' : text.slice(lineEnd + 1, (text.indexOf('\n', lineEnd + 1) + 1 || text.length + 1) - 1);
  return startsAt(prev.replace(/\r$/, '')) || startsAt(next.replace(/\r$/, ''));
}
