import { basename } from 'node:path';
import { type AssaultCell, formatAssaultCell } from '../../engine/notation/assault-cell.ts';
import { formatPanicResult, type PanicResult } from '../../engine/notation/panic-response.ts';
import type { Valued } from '../../engine/ruleset/read-cell.ts';
import { standing } from '../../engine/republic/audit/standing.ts';
import { ASSAULT_COLUMNS } from '../../engine/republic/rules/assault-table.ts';
import { GRADES } from '../../engine/republic/rules/grades.ts';
import { PANIC_LEVELS } from '../../engine/republic/rules/panic-index.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';

/** One legal value of a cell, as written and as read. */
export interface Rung {
  text: string;
  value: unknown;
}

/**
 * A table cell that sensitivity and tuning may move: where it is (file,
 * table, row and column labels, for a patch line), its ladder of legal
 * values (worst to best for the attacker, or mildest to harshest), and how
 * to put a value in and take it back out of the loaded rules.
 */
export interface CellSlot {
  file: string;
  table: string;
  row: string;
  column: string;
  /** `PB +1`, `P2 average` */
  name: string;
  original: Valued<unknown>;
  ladder: Rung[];
  /** the original value's place on the ladder */
  at: number;
  get(): Valued<unknown>;
  set(v: Valued<unknown>): void;
  /** the field path a patch names the cell by, for a cell no printed row and column label (table-slots.ts) */
  field?: string;
}

const signed = (d: number) => (d > 0 ? `+${d}` : String(d));

/** The rung `step` places along a slot's ladder as a cell value (marked as a patch), or undefined past either end. */
export function rungValue(slot: CellSlot, step: number): Valued<unknown> | undefined {
  const rung = slot.ladder[slot.at + step];
  if (!rung) return undefined;
  return {
    value: rung.value,
    cell: { ...slot.original.cell, text: rung.text, source: 'patch', parts: undefined },
  };
}

/**
 * Every cell of the Republic assault table (but the tie row, which hits
 * both sides by rule) and of the Panic Index, with its ladder: the distinct
 * results its column holds on the same side of zero, ordered by the
 * attacker's standing (the order the audit checks); the Panic Index's
 * distinct results, mildest first.
 */
export function republicSlots(rules: RepublicRules): CellSlot[] {
  const out: CellSlot[] = [];
  const t = rules.assault.table;
  ASSAULT_COLUMNS.forEach((col, c) => {
    const cells = t.cells[c];
    cells.forEach((v, i) => {
      const diff = t.maxDiff - i;
      if (diff === 0) return;
      const same = cells.filter((_, j) => Math.sign(t.maxDiff - j) === Math.sign(diff));
      const rungs = new Map<string, Rung>();
      for (const x of same)
        rungs.set(formatAssaultCell(x.value), { text: formatAssaultCell(x.value), value: x.value });
      const ladder = [...rungs.values()].sort(
        (a, b) =>
          standing(a.value as never, diff) - standing(b.value as never, diff) || a.text.localeCompare(b.text),
      );
      out.push({
        file: basename(v.cell.file),
        table: 'table',
        row: signed(diff),
        column: col,
        name: `${col} ${signed(diff)}`,
        original: v,
        ladder,
        at: ladder.findIndex((r) => r.text === formatAssaultCell(v.value)),
        get: () => cells[i],
        // a slot is set only with a rung of its own ladder, which holds this table's cells
        set: (x) => (cells[i] = x as Valued<AssaultCell>),
      });
    });
  });
  const levels = rules.panic.levels;
  const all = new Map<string, Rung>();
  for (const row of levels)
    for (const g of GRADES)
      all.set(formatPanicResult(row[g].value), {
        text: formatPanicResult(row[g].value),
        value: row[g].value,
      });
  const panicLadder = [...all.values()].sort((a, b) => score(a.value) - score(b.value));
  levels.forEach((row, l) => {
    for (const g of GRADES) {
      const v = row[g];
      out.push({
        file: basename(v.cell.file),
        table: 'levels',
        row: PANIC_LEVELS[l],
        column: g,
        name: `${PANIC_LEVELS[l]} ${g}`,
        original: v,
        ladder: panicLadder,
        at: panicLadder.findIndex((r) => r.text === formatPanicResult(v.value)),
        get: () => row[g],
        set: (x) => (row[g] = x as Valued<PanicResult>),
      });
    }
  });
  return out;
}

function score(v: unknown): number {
  const r = v as { rank: number; loss: number };
  return r.rank * 10 + r.loss;
}

/** The cells tuning and sensitivity may move: provisional through and through, with a place on their ladder (text and example cells never move). */
export function movableSlots(rules: RepublicRules): CellSlot[] {
  return republicSlots(rules).filter(
    (s) => s.original.cell.source === 'provisional' && !s.original.cell.parts && s.at >= 0,
  );
}
