import { basename } from 'node:path';
import type { Ruleset } from '../../engine/families/families.ts';
import { applyPatch, patchFromText } from '../../engine/ruleset/patch.ts';
import type { Cell } from '../../engine/ruleset/provenance.ts';
import type { Valued } from '../../engine/ruleset/read-cell.ts';
import { REPUBLIC_PARTS, type RepublicRules } from '../../engine/republic/rules/republic-rules.ts';
import { ProvenanceLedger } from '../../engine/ruleset/provenance.ts';
import { Problems } from '../../engine/input/problems.ts';
import type { YamlFile } from '../../engine/input/yaml-file.ts';
import type { CellSlot, Rung } from './cell-slots.ts';

/** Which part of the loaded rules each file becomes. */
const FILE_KEY: Record<string, keyof RepublicRules> = Object.fromEntries(
  (Object.keys(REPUBLIC_PARTS) as Array<keyof RepublicRules>).map((key) => [REPUBLIC_PARTS[key].file, key]),
);

/** Parts moved in place by their own slots (the assault table, the Panic Index levels: cell-slots.ts); a reload leaves them be. */
const IN_PLACE: Partial<Record<keyof RepublicRules, string[]>> = { assault: ['table'], panic: ['levels'] };

/** Cells that are the chart's layout, not a result: the artillery range columns' edges. */
const LAYOUT = [/^chart\.ranges\[/];

/**
 * The rules a tune moves, each changed file read again with its changed
 * cells as patch lines, so any table's cell can move: the part of the
 * loaded rules a changed file becomes is swapped in place (the parts moved
 * in place by their own slots are left alone).
 */
export class ReloadedRules {
  private readonly edits = new Map<string, { file: string; at: string; value: unknown }>();

  constructor(readonly ruleset: Ruleset<'republic'>) {}

  /** Put a cell's value (its original: the edit is dropped) and read its file's part of the rules again. */
  put(file: string, at: string, value: unknown, original: boolean): void {
    const k = `${file}#${at}`;
    if (original) this.edits.delete(k);
    else this.edits.set(k, { file, at, value });
    // the file as loaded (the ruleset's own patches in it: a --patch under sensitivity), copied and patched with
    // its moved cells; only its part of the rules is read again (the other files' parts stand as their puts left them)
    const source = this.ruleset.source;
    const edits = [...this.edits.values()].filter((e) => e.file === file);
    const files = new Map(source.files);
    const problems = new Problems();
    if (edits.length > 0) {
      files.set(file, (source.files.get(file) as YamlFile).copy());
      const text = `title: tune\nset:\n${edits.map((e) => `  - {file: ${e.file}, at: ${JSON.stringify(e.at)}, value: ${JSON.stringify(e.value)}}`).join('\n')}\n`;
      applyPatch(files, patchFromText(text, 'tune.yaml'), source.id, problems);
    }
    const key = FILE_KEY[file];
    const root = (files.get(file) as YamlFile).root(problems);
    const next = problems.guard(() => REPUBLIC_PARTS[key].read(root, new ProvenanceLedger()));
    problems.throwIfAny();
    const live = this.ruleset.data[key] as unknown as Record<string, unknown>;
    for (const [name, v] of Object.entries(next as object))
      if (!IN_PLACE[key]?.includes(name)) live[name] = v;
  }
}

/** A notation's strength, for ordering a text ladder: artillery hits by B then M; anything else by first appearance. */
function hitScore(text: string): number | undefined {
  if (text === '-') return 0;
  const m = /^(?:(\d+)M)?\s*(?:(\d+)B)?$/.exec(text.trim());
  return m && (m[1] || m[2]) ? Number(m[2] ?? 0) * 100 + Number(m[1] ?? 0) : undefined;
}

/** The cells of one table that share a ladder: the file and first field, and the last name after a list position (outnumbered steps' ratio apart from their modifier). */
function groupOf(c: Cell): string {
  const parts = c.field.split(/[.[\]]+/).filter(Boolean);
  const last = parts[parts.length - 1];
  const indexed = parts.slice(1, -1).some((p) => /^\d+$/.test(p));
  return `${basename(c.file)}#${parts[0]}${indexed && !/^\d+$/.test(last) ? `/${last}` : ''}`;
}

const isNumber = (t: string) => /^-?\d+$/.test(t.trim());

/** A table's legal values for one of its cells: whole numbers one past the table's own on each side (never across zero); its distinct results, ordered. */
function ladderOf(cells: readonly Cell[]): Rung[] | undefined {
  const texts = [...new Set(cells.map((c) => c.text.trim()))];
  if (texts.every(isNumber)) {
    const v = texts.map(Number);
    let lo = Math.min(...v) - 1;
    let hi = Math.max(...v) + 1;
    if (Math.min(...v) >= 0) lo = Math.max(lo, 0);
    if (Math.max(...v) <= 0) hi = Math.min(hi, 0);
    return Array.from({ length: hi - lo + 1 }, (_, i) => ({ text: String(lo + i), value: lo + i }));
  }
  const results = texts.filter((t) => t !== 'out' && !isNumber(t));
  const scores = results.map(hitScore);
  const ordered = scores.every((s) => s !== undefined)
    ? [...results].sort((a, b) => hitScore(a)! - hitScore(b)!)
    : results;
  return ordered.map((t) => ({ text: t, value: t }));
}

/**
 * Every provisional cell of the Republic tables outside the assault table
 * and the Panic Index levels (those move in place: cell-slots.ts): artillery
 * rows, rally lines, maneuver, skirmish, the Panic 4 pass column, hors de
 * combat, outnumbering steps, grade modifiers. Each moves along its table's
 * ladder (artillery hits ordered by B then M hits; numbers one at a time);
 * `out` (beyond a battery's reach) and the range columns' edges never move,
 * nor do text, example or mixed cells.
 */
export function tableSlots(live: ReloadedRules): CellSlot[] {
  const cells = live.ruleset.ledger.cells.filter(
    (c) =>
      FILE_KEY[basename(c.file)] &&
      !(basename(c.file) === 'assault.yaml' && c.field.startsWith('table.')) &&
      !(basename(c.file) === 'panic-index.yaml' && c.field.startsWith('levels.')),
  );
  const groups = new Map<string, Cell[]>();
  for (const c of cells) groups.set(groupOf(c), [...(groups.get(groupOf(c)) ?? []), c]);
  const out: CellSlot[] = [];
  for (const c of cells) {
    if (
      c.source !== 'provisional' ||
      c.parts ||
      LAYOUT.some((r) => r.test(c.field)) ||
      c.text.trim() === 'out'
    )
      continue;
    const ladder = ladderOf(groups.get(groupOf(c))!);
    const at = ladder?.findIndex((r) => r.text === c.text.trim()) ?? -1;
    if (!ladder || at < 0 || ladder.length < 2) continue;
    const file = basename(c.file);
    const original: Valued<unknown> = { value: ladder[at].value, cell: c };
    let current = original;
    out.push({
      file,
      table: c.field.split(/[.[]/)[0],
      row: c.field,
      column: '',
      name: `${file.replace(/\.yaml$/, '')} ${c.field}`,
      original,
      ladder,
      at,
      field: c.field,
      get: () => current,
      set: (x) => {
        current = x;
        live.put(file, c.field, x.value, x === original || x.cell.text === c.text.trim());
      },
    });
  }
  return out;
}
