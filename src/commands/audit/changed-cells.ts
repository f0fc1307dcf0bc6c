import { basename } from 'node:path';
import type { Finding } from '../../engine/republic/audit/finding.ts';
import type { LoadedRuleset } from '../../engine/ruleset/loaded-ruleset.ts';

/** A cell that differs from the ruleset it is audited against: where it is written, and its text there and here. */
export interface ChangedCell {
  file: string;
  line?: number;
  field: string;
  /** the text in the ruleset audited against (null: a cell it does not have) */
  was: string | null;
  /** the text here (null: a cell this ruleset leaves out) */
  now: string | null;
}

/** A cell's key across two copies of a ruleset: its file's name and its field. */
const key = (c: { file: string; field: string }) => `${basename(c.file)}\0${c.field}`;

/** Every cell of `typed` whose text differs from `base`'s, in file and line order. */
export function changedCells(typed: LoadedRuleset<unknown>, base: LoadedRuleset<unknown>): ChangedCell[] {
  const before = new Map(base.ledger.cells.map((c) => [key(c), c]));
  const after = new Map(typed.ledger.cells.map((c) => [key(c), c]));
  const out: ChangedCell[] = [];
  for (const [k, c] of after) {
    const was = before.get(k);
    if (!was || was.text !== c.text)
      out.push({ file: c.file, line: c.line, field: c.field, was: was?.text ?? null, now: c.text });
  }
  for (const [k, c] of before)
    if (!after.has(k)) out.push({ file: c.file, line: c.line, field: c.field, was: c.text, now: null });
  return out.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}

/**
 * A problem of two cells together points at the one that was edited: the
 * check names one of the pair, which may be the untouched neighbour.
 */
export function pointAtEdits(findings: readonly Finding[], changed: readonly ChangedCell[]): Finding[] {
  const edited = new Set(changed.filter((c) => c.now !== null).map(key));
  return findings.map((f) =>
    f.where && f.pair && !edited.has(key(f.where)) && edited.has(key(f.pair))
      ? { ...f, where: f.pair, pair: f.where }
      : f,
  );
}
