import { stringify } from 'csv-stringify/sync';
import { formatNumber } from '../../results/format-number.ts';
import type { ChartTable } from '../charts/chart-table.ts';

/**
 * A chart's numbers as tidy CSV, the way results.csv is written: one
 * observation a row, units in the column names, numbers to 10 significant
 * digits, probabilities as fractions 0-1.
 */
export function chartCsv(table: ChartTable): string {
  const header = table.columns.map((c) => c.title);
  const rows = table.rows.map((r) =>
    table.columns.map((c) => {
      const v = r[c.key];
      return typeof v === 'number' ? formatNumber(v) : (v ?? '');
    }),
  );
  return stringify([header, ...rows]);
}
