import { basename } from 'node:path';
import { parseSwitchFlags } from '../engine/ruleset/parse-switch-flags.ts';
import { auditRepublic } from '../engine/republic/audit/audit-republic.ts';
import type { Finding } from '../engine/republic/audit/finding.ts';
import type { Cell, Provenance } from '../engine/ruleset/provenance.ts';
import { resolveSwitches } from '../engine/ruleset/switches.ts';
import { compileSituation } from '../tuning/reach/compile-situation.ts';
import { rulesetGrids } from '../tuning/reach/ruleset-grid.ts';
import { placeKey } from './edits.ts';
import { listGrids } from './list-grids.ts';
import { CHART_FILES, type Workbench, type WorkbenchQuestion } from './workbench.ts';

export interface ChartCell {
  text: string;
  source: Provenance;
  file: string;
  field: string;
  line?: number;
  ref?: string;
  /** expected reads per trial in the situation (mechanics that can say) */
  reads?: number;
  /** an edited cell's text before the edit */
  unedited?: string;
  /** the audit's findings on this cell */
  findings?: Array<Pick<Finding, 'check' | 'severity' | 'message'>>;
}

export interface ChartTable {
  file: string;
  table: string;
  rows: string[];
  columns: string[];
  cells: Array<Array<ChartCell | null>>;
}

/** A cell that differs from the shipped ruleset. */
export interface ChangedCell {
  file: string;
  field: string;
  table: string;
  row: string;
  column: string;
  shipped: string;
  now: string;
}

export interface ChartAnswer {
  tables: ChartTable[];
  /** whether the cells carry reach (the mechanic can say which cells it reads) */
  reach: boolean;
  /** every finding of the audit, those on no cell too */
  findings: Finding[];
  changed: ChangedCell[];
  ms: number;
}

/** The cell a finding points at: its file and field, a patched cell's too (its field names the table file). */
function findingKey(f: Finding): string | undefined {
  if (!f.where) return undefined;
  const patched = /^(.*?\.yaml): (.*)$/.exec(f.where.field);
  return patched
    ? placeKey(basename(patched[1]), patched[2])
    : placeKey(basename(f.where.file), f.where.field);
}

/**
 * The Republic tables as printed, each cell with its source, its reach in
 * the situation, the audit's findings on it, and every cell that differs
 * from the shipped ruleset.
 */
export function chartAnswer(wb: Workbench, q: WorkbenchQuestion): ChartAnswer {
  const started = performance.now();
  return wb.withPatch(q, (patch) => {
    const rules = wb.edited(q);
    const flags = { set: q.set, switch: q.switch, patch };
    const s = compileSituation(q.sim, q.situation, flags, rules);
    const reach = new Map<Cell, number>((s.sim.reach?.(s.compiled) ?? []).map((r) => [r.cell, r.reads]));
    const findings =
      rules.family === 'republic'
        ? auditRepublic(
            rules,
            resolveSwitches(rules.source.switches, parseSwitchFlags(q.switch), {
              file: '(request)',
              field: 'switch',
            }),
          ).findings
        : [];
    const onCell = new Map<string, Finding[]>();
    for (const f of findings) {
      const k = findingKey(f);
      if (k) onCell.set(k, [...(onCell.get(k) ?? []), f]);
    }
    const places = wb.cellPlaces(q.ruleset);
    const edited = new Set(q.edits.map((e) => placeKey(e.file, e.field)));
    const tables: ChartTable[] = [];
    for (const file of CHART_FILES.filter((f) => rules.source.files.has(f))) {
      const { grids, loose } = rulesetGrids(rules.source, rules.ledger.cells, file);
      for (const g of [...grids, ...listGrids(rules.source, file, loose)]) {
        tables.push({
          file,
          table: g.table,
          rows: g.rows,
          columns: g.columns,
          cells: g.cells.map((row) =>
            g.columns.map((_, j) => {
              const c = row[j];
              if (!c) return null;
              const key = placeKey(file, c.field);
              const found = onCell.get(key);
              return {
                text: c.text,
                ...(edited.has(key) ? { unedited: places.get(key)?.text ?? '' } : {}),
                source: c.source,
                file,
                field: c.field,
                line: c.line,
                ...(c.ref ? { ref: c.ref } : {}),
                ...(s.sim.reach ? { reads: reach.get(c) ?? 0 } : {}),
                ...(found
                  ? { findings: found.map(({ check, severity, message }) => ({ check, severity, message })) }
                  : {}),
              };
            }),
          ),
        });
      }
    }
    return {
      tables,
      reach: s.sim.reach !== undefined,
      findings,
      changed: changedCells(wb, q, rules.ledger.cells),
      ms: performance.now() - started,
    };
  });
}

/** Every cell whose text differs from the shipped ruleset's, with its place as printed. */
function changedCells(wb: Workbench, q: WorkbenchQuestion, cells: readonly Cell[]): ChangedCell[] {
  const shipped = new Map(
    wb.shippedRuleset().ledger.cells.map((c) => [placeKey(basename(c.file), c.field), c.text]),
  );
  const places = wb.cellPlaces(q.ruleset);
  const out: ChangedCell[] = [];
  for (const c of cells) {
    const key = placeKey(basename(c.file), c.field);
    const was = shipped.get(key);
    if (was === c.text) continue;
    const p = places.get(key);
    out.push({
      file: basename(c.file),
      field: c.field,
      table: p?.table ?? '',
      row: p?.row ?? '',
      column: p?.column ?? '',
      shipped: was ?? '(none)',
      now: c.text,
    });
  }
  return out;
}
