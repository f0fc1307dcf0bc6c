import { stringify } from 'csv-stringify/sync';
import { patchSetLabel, valueLabel } from '../experiment/read-sweep.ts';
import { writeFilesAtomic } from './atomic-write.ts';
import { manifestJson, type Manifest } from './manifest.ts';
import { OUTCOME_COLUMNS, RESULT_COLUMNS, outcomeRows, resultRows } from './result-rows.ts';
import { talliesJson, type PointTallies } from './tallies-file.ts';

/** Each sweep parameter's value at a point, as printed in its column. */
function paramCells(m: Manifest, values: Record<string, unknown>): string[] {
  return m.sweep.params.map((p) => (p.kind === 'patch' ? patchSetLabel(values[p.name] as string[]) : valueLabel(values[p.name])));
}

function table(m: Manifest, tallies: PointTallies[], columns: string[], rowsOf: typeof resultRows): string {
  const header = ['experiment', 'point', ...m.sweep.params.map((p) => p.name), ...columns];
  const rows: string[][] = [header];
  for (const t of [...tallies].sort((a, b) => a.point - b.point)) {
    const point = m.sweep.points.find((p) => p.index === t.point)!;
    const lead = [m.experiment.name, String(t.point), ...paramCells(m, point.values)];
    for (const row of rowsOf(point.layout ?? m.layout, t)) rows.push([...lead, ...row]);
  }
  return stringify(rows);
}

/**
 * Write a result folder: results.csv, outcomes.csv, tallies.json and
 * manifest.json, all atomically. Runs and merges both end here.
 */
export function writeResults(dir: string, m: Manifest, tallies: PointTallies[]): void {
  writeFilesAtomic(dir, [
    ['results.csv', table(m, tallies, RESULT_COLUMNS, resultRows)],
    ['outcomes.csv', table(m, tallies, OUTCOME_COLUMNS, outcomeRows)],
    ['tallies.json', talliesJson(tallies)],
    ['manifest.json', manifestJson(m)],
  ]);
}
