import { fixed, percentExact } from '../../report/charts/text.ts';
import type { TuneResult } from './tune-result.ts';
import { sameSideWords } from './guard-rails.ts';

/** A chance as every table prints it (43.7%), a mean with three decimals. */
function show(metric: string, x: number): string {
  return metric.includes(':') ? percentExact(x) : fixed(x, 3);
}

/** A Monte Carlo target's values: as percentages when its target is a share (within 0 to 1). */
function showTarget(t: TuneResult['targets'][number], x: number): string {
  if (!t.verdict) return show(t.metric, x);
  if (!Number.isFinite(x)) return 'none';
  return t.low >= 0 && t.high <= 1 ? percentExact(x) : fixed(x, 3);
}

function range(t: TuneResult['targets'][number]): string {
  return t.low === t.high ? showTarget(t, t.low) : `${showTarget(t, t.low)} to ${showTarget(t, t.high)}`;
}

const VERDICT = {
  met: 'met     ',
  'not met': 'NOT MET ',
  'not sure': 'NOT SURE',
  'no value': 'NO VALUE',
} as const;

/** The tuning report: each target before and after (exact), the changed cells, the audit. */
export function formatTune(r: TuneResult): string {
  const lines = [`Tune: ${r.title} (${r.brief})`, ''];
  for (const t of r.targets) {
    if (t.verdict) {
      lines.push(`${VERDICT[t.verdict]}  ${t.name}`);
      lines.push(
        `          ${t.words}: ${showTarget(t, t.before)} → ${showTarget(t, t.after)} (95% interval ${showTarget(t, t.interval![0])} to ${showTarget(t, t.interval![1])}; target ${range(t)}, weight ${t.weight}; ${t.trials} trials a situation, fresh seeds)`,
      );
      if (t.verify)
        lines.push(
          `          verified on other fresh seeds: ${showTarget(t, t.verify.value)} (95% interval ${showTarget(t, t.verify.interval[0])} to ${showTarget(t, t.verify.interval[1])}): ${t.verify.verdict}; the final check alone: ${t.finalVerdict}`,
        );
    } else {
      lines.push(`${t.met ? 'met    ' : 'NOT MET'}  ${t.name}`);
      lines.push(
        `         ${t.words} (${t.metric}): ${show(t.metric, t.before)} → ${show(t.metric, t.after)} (target ${range(t)}, weight ${t.weight}; exact)`,
      );
    }
    if (t.binds) lines.push(`         why not: ${t.binds}`);
    for (const why of t.rules ?? []) lines.push(`         the rules that keep it out: ${why}`);
    for (const f of r.sameSide.filter((x) => x.target === t.name)) {
      lines.push(
        `  FLAG   ${sameSideWords(f, percentExact)}${f.refused ? ' (protected: refused)' : ' (protect it to refuse such a move: protect: [' + f.outcome + '])'}`,
      );
    }
  }
  lines.push('', `${r.changes.length} of ${r.movableCells} movable (provisional) cells changed:`);
  for (const c of r.changes)
    lines.push(`  ${c.cell}: ${c.from} (${c.source}, ${c.file}:${c.line ?? ''}) -> ${c.to}`);
  const th = r.sideEffectThreshold;
  const limit = `${fixed(th.chance * 100, 1)} percentage points, or a mean by more than ${percentExact(th.mean)} of its value`;
  lines.push(
    '',
    r.sideEffects.length
      ? `Side effects (every other metric of a target's situation that moved by more than ${limit}):`
      : `No side effects: no other metric of a target's situation moved by more than ${limit}.`,
  );
  for (const t of new Set(r.sideEffects.map((e) => e.target))) {
    lines.push(`  ${t}:`);
    for (const e of r.sideEffects.filter((x) => x.target === t))
      lines.push(
        `    ${e.metric} ${e.kind === 'chance' ? percentExact(e.before) : fixed(e.before, 3)} → ${e.kind === 'chance' ? percentExact(e.after) : fixed(e.after, 3)}`,
      );
  }
  if (r.auditCreated.length)
    lines.push('', 'Audit findings the patch creates:', ...r.auditCreated.map((f) => `  ${f}`));
  lines.push(
    '',
    `weighted miss + cost of changed cells: ${r.objective.before.toFixed(4)} -> ${r.objective.after.toFixed(4)}`,
  );
  lines.push(
    r.auditProblems.length
      ? `AUDIT FAILS with the patch: ${r.auditProblems.join('; ')}`
      : 'warbench audit --strict passes with the patch (monotone rows, column order, Panic Index order).',
  );
  if (r.method !== 'exact')
    lines.push(`method: ${r.method}; ${r.cellsRead} cells read, ${r.evaluations} situation samples`);
  if (r.historyPage) lines.push(`beside the record: ${r.historyPage}`);
  for (const f of r.verifyExperiments ?? []) lines.push(`check on a fresh seed: warbench run ${f}`);
  lines.push(
    `patch: ${r.patchFile}`,
    r.timing
      ? `(${r.seconds.toFixed(1)} s: search ${r.timing.search.toFixed(1)} s, final check ${r.timing.finalCheck.toFixed(1)} s, verification ${r.timing.verification.toFixed(1)} s)`
      : `(${r.seconds.toFixed(1)} s)`,
  );
  return lines.join('\n');
}
