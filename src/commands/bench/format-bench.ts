import type { BenchReport } from './run-bench.ts';

function rate(x: number): string {
  return x >= 1e6 ? `${(x / 1e6).toFixed(2)}M/s` : `${(x / 1e3).toFixed(1)}k/s`;
}

/** The lowest and highest of the ratios within each repetition, when there are several. */
function spread(ratios: readonly number[]): string {
  return ratios.length > 1
    ? ` (repetitions ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}x)`
    : '';
}

/** The bench report as a terminal table. */
export function formatBench(r: BenchReport): string {
  const lines = [
    `Kernels, one core, ${r.timing} (median of ${r.repetitions} repetitions of up to ${r.trialsPerRepetition} trials, each at its example situation; a ratio is the median of the ratios within each repetition)`,
  ];
  const width = Math.max(...r.kernels.map((k) => k.sim.length));
  for (const k of r.kernels) {
    const gain = k.gain
      ? `; ${k.gain.kernel} runs ${k.gain.ratio.toFixed(2)}x this baseline${spread(k.gain.ratios)}`
      : '';
    lines.push(
      `  ${k.sim.padEnd(width)}  ${rate(k.trialsPerSecond).padStart(10)}  ${k.nsPerTrial.toFixed(1).padStart(8)} ns/trial  ${k.ratioToReference.toFixed(2).padStart(6)}x reference  ${k.drawsPerTrial.toFixed(1).padStart(6)} draws/trial, dice ~${Math.round(100 * k.diceShare)}% of the time${gain}`,
    );
  }
  if (r.pool) lines.push('');
  for (const p of [r.pool, r.shortPool])
    if (p)
      lines.push(
        `Pool (${p.sim}, ${p.trials} trials): 1 worker ${rate(p.oneWorker)}, 2 workers ${rate(p.twoWorkers)}, speed-up ${p.speedup.toFixed(2)}x`,
      );
  const l = r.loaders;
  if (l)
    lines.push(
      '',
      `Worker threads (${l.sim}): bundled JavaScript starts in ${l.bundle.startSeconds.toFixed(2)} s and runs ${rate(l.bundle.trialsPerSecond)}; through the TypeScript loader ${l.tsx.startSeconds.toFixed(2)} s and ${rate(l.tsx.trialsPerSecond)} (${(l.bundle.trialsPerSecond / l.tsx.trialsPerSecond).toFixed(2)}x)`,
    );
  lines.push('', 'Targets');
  for (const t of r.targets) {
    const perSecond = t.goal >= 1e4;
    const base = t.baseline
      ? `; ${t.baseline.kernel} ${rate(t.baseline.measured)} in the same run, ${t.baseline.ratio.toFixed(2)}x${spread(t.baseline.ratios)}`
      : '';
    lines.push(
      `  ${t.met ? 'met ' : 'MISS'}  ${t.target}: ${perSecond ? rate(t.measured) : t.measured.toFixed(2)} (goal ${perSecond ? rate(t.goal) : t.goal})${base}`,
    );
    if (t.short) {
      const time = Object.entries(t.short.time)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${Math.round(100 * v)}%`)
        .join(', ');
      lines.push(`        short by ${t.short.by.toFixed(1)}x; its time: ${time}`);
    }
  }
  return lines.join('\n');
}
