import { fixed, percentExact, pointsText } from '../../report/charts/text.ts';
import type { Comparison, Difference } from './compare-types.ts';

/** A chance as every table prints it (37.4%, <0.1%), a mean with the three decimals the sentences use. */
function value(d: Difference, x: number): string {
  return d.kind === 'probability' ? percentExact(x) : fixed(x, 3);
}

/** A difference in signed percentage points with one decimal, as the reports print it (`+4.6 pts`), or a signed mean. */
function signed(d: Difference, x: number): string {
  if (d.kind === 'probability') return pointsText(x);
  const text = fixed(x, 3);
  return `${x > 0 && Number(text) !== 0 ? '+' : ''}${text}`;
}

/** The comparison as a plain table: per point A, B, the difference with its interval and p, and the sentence. */
export function formatComparison(c: Comparison): string {
  const h = c.headline;
  const lines = [`Compare (${c.sim}, ${c.experiment}): A = ${c.a}, B = ${c.b}; headline: ${h.title ?? `${h.metric}${h.outcome ? ` = ${h.outcome}` : ''}`}`, ''];
  const rows = c.points.map((p) => {
    const d = p.headline;
    const ci = p.method === 'exact' ? 'exact' : `± ${signed(d, d.halfWidth).replace('+', '')}`;
    const p_ = d.pHolm === null ? (p.method === 'exact' ? '' : 'p = -') : `p(Holm) = ${d.pHolm < 0.001 ? '<0.001' : d.pHolm.toFixed(3)}`;
    const worst = p.tvd.reduce((m, t) => (t.tvd > m.tvd ? t : m), p.tvd[0]);
    return [p.words || '(one point)', value(d, d.a), value(d, d.b), `${signed(d, d.diff)} ${ci}`, p_, worst ? `${worst.title} ${percentExact(worst.tvd)}` : '', p.sentence];
  });
  const head = ['point', 'A', 'B', 'B - A', 'p', 'largest TVD', 'in words'];
  const widths = head.map((t, i) => Math.max(t.length, ...rows.map((r) => r[i].length)));
  const fmt = (r: string[]) => r.map((x, i) => (i === r.length - 1 ? x : x.padEnd(widths[i]))).join('  ');
  lines.push(fmt(head), ...rows.map(fmt), '');
  const exact = c.points.filter((p) => p.method === 'exact').length;
  lines.push(`${exact} of ${c.points.length} points compared exactly; ${c.points.length - exact} by paired Monte Carlo (both sides read the same dice)${c.points.length - exact ? `, ${c.points.find((p) => p.method === 'paired')!.trials} trials a point, seed ${c.seed}` : ''}.`);
  if (c.tested) lines.push(`p-values are Holm-corrected over all ${c.tested} Monte Carlo differences (every metric and outcome at every point).`);
  if (c.pairedToIndependent !== null) lines.push(`Paired intervals are ${(1 / c.pairedToIndependent).toFixed(1)}x narrower than two independent runs would give (median over the ${c.points.reduce((s, p) => s + p.differences.filter((d) => d.stdError > 0).length, 0)} differences that are not identical on every trial; ${c.points.reduce((s, p) => s + p.differences.filter((d) => d.independentStdError !== null && d.stdError === 0).length, 0)} more are exactly 0 by pairing).`);
  if (c.pairingCeiling !== null) lines.push(`No pairing of trials could do better than about ${c.pairingCeiling.toFixed(1)}x on these chances (median): a chance that differs by d must differ on at least a share |d| of the trials. Larger differences leave less to gain; exact odds (--method auto) give no interval at all.`);
  lines.push('TVD: total variation distance between the two distributions (half the summed absolute differences), the largest at each point.');
  return lines.join('\n');
}
