import { fixed, percentExact } from '../../report/charts/text.ts';
import type { TuneResult } from './run-tune.ts';

/** A chance as every table prints it (43.7%), a mean with three decimals. */
function show(metric: string, x: number): string {
  return metric.includes(':') ? percentExact(x) : fixed(x, 3);
}

function range(t: TuneResult['targets'][number]): string {
  return t.low === t.high ? show(t.metric, t.low) : `${show(t.metric, t.low)} to ${show(t.metric, t.high)}`;
}

/** The tuning report: each target before and after (exact), the changed cells, the audit. */
export function formatTune(r: TuneResult): string {
  const lines = [`Tune: ${r.title} (${r.brief})`, ''];
  for (const t of r.targets) {
    lines.push(`${t.met ? 'met    ' : 'NOT MET'}  ${t.name}`);
    lines.push(`         ${t.words} (${t.metric}): ${show(t.metric, t.before)} → ${show(t.metric, t.after)} (target ${range(t)}, weight ${t.weight}; exact)`);
    if (t.binds) lines.push(`         why not: ${t.binds}`);
  }
  lines.push('', `${r.changes.length} of ${r.movableCells} movable (provisional) cells changed:`);
  for (const c of r.changes) lines.push(`  ${c.cell}: ${c.from} (${c.source}, ${c.file}:${c.line ?? ''}) -> ${c.to}`);
  lines.push('', `weighted miss + cost of changed cells: ${r.objective.before.toFixed(4)} -> ${r.objective.after.toFixed(4)}`);
  lines.push(r.auditProblems.length ? `AUDIT FAILS with the patch: ${r.auditProblems.join('; ')}` : 'warbench audit --strict passes with the patch (monotone rows, column order, Panic Index order).');
  lines.push(`patch: ${r.patchFile}`, `(${r.seconds.toFixed(1)} s)`);
  return lines.join('\n');
}
