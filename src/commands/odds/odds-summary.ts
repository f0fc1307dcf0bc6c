import type { Layout } from '../../sims/layout.ts';
import type { ExactResult } from '../../sims/sim.ts';

/** Exact odds in plain data: what `odds --json` prints. */
export interface OddsSummary {
  sim: string;
  title: string;
  ruleset: { id: string; hash: string; cells: number; provisionalCells: number };
  switches: Record<string, string>;
  situation: unknown;
  distributions: Array<{ name: string; title: string; outcomes: Array<{ outcome: string; probability: number }> }>;
  means: Array<{ name: string; title: string; unit: string; expected: number; sd: number }>;
  /** probability mass not resolved (beyond a round cap) */
  leftover: number;
  /** probability that the result rests on a provisional cell */
  restsOnProvisional: number | null;
  /** how the rules read the situation (Sim.describe), where the sim says */
  reading?: Record<string, string>;
  note?: string;
}

export function summarise(layout: Layout, exact: ExactResult): Pick<OddsSummary, 'distributions' | 'means' | 'leftover' | 'restsOnProvisional' | 'note'> {
  const p = exact.perTrial;
  const distributions = layout.distributions.map((d) => ({
    name: d.name,
    title: d.title,
    outcomes: d.outcomes.map((o, i) => ({ outcome: o, probability: p[layout.distOffset[d.name] + i] })),
  }));
  const means = layout.means.map((m) => {
    const at = layout.meanOffset[m.name];
    const expected = p[at];
    return { name: m.name, title: m.title, unit: m.unit, expected, sd: Math.sqrt(Math.max(0, p[at + 1] - expected * expected)) };
  });
  const prov = layout.distOffset.rests_on_provisional;
  return {
    distributions,
    means,
    leftover: exact.leftover,
    restsOnProvisional: prov === undefined ? null : p[prov + 1],
    ...(exact.note ? { note: exact.note } : {}),
  };
}

function pct(x: number): string {
  if (x === 0) return '0';
  if (x < 0.0001) return '<0.01%';
  return `${(x * 100).toFixed(2)}%`;
}

/** A plain-text rendering for the terminal. */
export function formatOdds(s: OddsSummary): string {
  const lines: string[] = [];
  lines.push(`${s.title}`);
  lines.push(`ruleset ${s.ruleset.id} (${s.ruleset.provisionalCells} of ${s.ruleset.cells} cells provisional)`);
  const sw = Object.entries(s.switches).map(([k, v]) => `${k}=${v}`);
  if (sw.length) lines.push(`switches: ${sw.join(', ')}`);
  for (const d of s.distributions) {
    if (d.name === 'rests_on_provisional') continue;
    lines.push('', d.title);
    const width = Math.max(...d.outcomes.map((o) => o.outcome.length), 7);
    for (const o of d.outcomes) {
      if (o.probability === 0) continue;
      const bar = '#'.repeat(Math.round(o.probability * 40));
      lines.push(`  ${o.outcome.padEnd(width)}  ${pct(o.probability).padStart(7)}  ${bar}`);
    }
  }
  if (s.means.length) {
    lines.push('', 'Expected values (mean ± standard deviation)');
    const width = Math.max(...s.means.map((m) => m.title.length));
    for (const m of s.means) lines.push(`  ${m.title.padEnd(width)}  ${m.expected.toFixed(3)} ± ${m.sd.toFixed(3)} ${m.unit}`);
  }
  lines.push('');
  if (s.restsOnProvisional !== null) lines.push(`Rests on provisional cells: ${pct(s.restsOnProvisional)} of outcomes.`);
  if (s.leftover > 0) lines.push(`Still undecided at the round cap: ${pct(s.leftover)} (counted as unresolved above).`);
  if (s.note) lines.push(s.note);
  if (s.reading) {
    lines.push('', 'How the rules read the situation');
    for (const [k, v] of Object.entries(s.reading)) lines.push(`  ${k}: ${v}`);
  }
  return lines.join('\n');
}
