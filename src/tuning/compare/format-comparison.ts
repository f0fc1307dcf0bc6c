import { fixed, percentExact, pointsText } from '../../report/charts/text.ts';
import { COLUMNS, wrapLine } from '../../report/terminal/wrap-lines.ts';
import type { Comparison, Difference } from './compare-types.ts';
import { breakdownLines, engagementBreakdown } from './engagement-breakdown.ts';

/** A chance as every table prints it (37.4%, <0.1%), a mean with the three decimals the sentences use. */
export function value(d: Difference, x: number): string {
  return d.kind === 'probability' ? percentExact(x) : fixed(x, 3);
}

/** A difference in signed percentage points with one decimal, as the reports print it (`+4.6 pts`), or a signed mean. */
export function signed(d: Difference, x: number): string {
  if (d.kind === 'probability') return pointsText(x);
  const text = fixed(x, 3);
  return `${x > 0 && Number(text) !== 0 ? '+' : ''}${text}`;
}

const usualDigits = (d: Difference) => (d.kind === 'probability' ? 1 : 3);
const inUnits = (d: Difference, x: number, digits: number) =>
  Math.round(x * (d.kind === 'probability' ? 100 : 1) * 10 ** digits);

/**
 * The decimals a row is printed to, so that a reader's subtraction of the
 * printed A from the printed B gives the printed difference. Exact odds get
 * the fewest past the usual (one for a chance in %, three for a mean, up to
 * three more) at which the rounded values subtract to the rounded
 * difference; Monte Carlo keeps the usual ones (its interval says how far the
 * estimate goes).
 */
export function shownDigits(d: Difference, exact: boolean): number {
  let digits = usualDigits(d);
  const agree = () => inUnits(d, d.b, digits) - inUnits(d, d.a, digits) === inUnits(d, d.diff, digits);
  while (exact && digits < usualDigits(d) + 3 && !agree()) digits++;
  return digits;
}

/**
 * A, B and B - A to `digits` decimals (`shownDigits`, the most a table's rows
 * need), the difference that of the printed values: for Monte Carlo within
 * one unit of the last decimal of the estimate.
 */
export function shownRow(d: Difference, digits: number): { a: string; b: string; diff: string } {
  const units = inUnits(d, d.b, digits) - inUnits(d, d.a, digits);
  // the usual print, with its <0.1% and >99.9%
  if (digits === usualDigits(d))
    return { a: value(d, d.a), b: value(d, d.b), diff: signedUnits(d, units, digits) };
  const text = (x: number) => {
    const t = fixed(x * (d.kind === 'probability' ? 100 : 1), digits);
    return d.kind === 'probability' ? `${t}%` : t;
  };
  return { a: text(d.a), b: text(d.b), diff: signedUnits(d, units, digits) };
}

/** The decimals each row of a table is printed to: the exact rows' most, Monte Carlo's usual. */
export function tableDigits(c: Comparison): number[] {
  const most = Math.max(
    0,
    ...c.points.filter((p) => p.method === 'exact').map((p) => shownDigits(p.headline, true)),
  );
  return c.points.map((p) => (p.method === 'exact' ? most : usualDigits(p.headline)));
}

/** A difference counted in units of the last printed decimal, signed, in points for a chance. */
function signedUnits(d: Difference, units: number, digits: number): string {
  const text = fixed(units / 10 ** digits, digits);
  const sign = units > 0 ? '+' : '';
  return d.kind === 'probability' ? `${sign}${text} pts` : `${sign}${text}`;
}

/**
 * Rows that pair the same A with different Bs by Monte Carlo (--across) each
 * sample A afresh: within a trial B reads A's dice, and where it reads more
 * the trials after it start on later draws, so each row's A is an estimate
 * of its own. When those print differently, say so, with their range, so the
 * rows do not read as a contradiction.
 */
export function sharedANote(c: Comparison, digits = tableDigits(c)): string | undefined {
  const shown = new Map<number, string[]>();
  c.points.forEach((p, i) => {
    if (p.method !== 'paired') return;
    shown.set(p.index, [...(shown.get(p.index) ?? []), shownRow(p.headline, digits[i]).a]);
  });
  const spread = [...shown.values()].find((a) => new Set(a).size > 1);
  if (!spread) return undefined;
  const sorted = [...spread].sort((x, y) => Number.parseFloat(x) - Number.parseFloat(y));
  return `A is the same in each row but is sampled afresh by each pairing (within a trial B reads A's dice, and a side that reads more moves the trials after it onto later draws), so its estimate differs by row within Monte Carlo error (${sorted[0]} to ${sorted.at(-1)}); each B - A is from its own row's pairing.`;
}

/** The columns of a table padded to their widths, the last one unpadded. */
function columns(rows: readonly string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) =>
    r
      .map((x, i) => (i === r.length - 1 ? x : x.padEnd(widths[i])))
      .join('  ')
      .trimEnd(),
  );
}

/**
 * The comparison for the terminal, lines within 100 columns: per point A, B
 * and the difference with its interval and p; a point's words go on a line of
 * their own above its numbers when the row would not fit. `verbose` adds the
 * largest total variation distance and each point's sentence.
 */
export function formatComparison(c: Comparison, verbose = false): string {
  const h = c.headline;
  const lines = [
    `Compare (${c.sim}, ${c.experiment})`,
    `  A = ${c.a}`,
    `  B = ${c.b}`,
    `  headline: ${h.title ?? `${h.metric}${h.outcome ? ` = ${h.outcome}` : ''}`}`,
    '',
  ];
  const digits = tableDigits(c);
  const rows = c.points.map((p, i) => {
    const d = p.headline;
    const ci = p.method === 'exact' ? 'exact' : `± ${signed(d, d.halfWidth).replace('+', '')}`;
    const p_ =
      d.pHolm === null
        ? p.method === 'exact'
          ? ''
          : 'p = -'
        : `p(Holm) = ${d.pHolm < 0.001 ? '<0.001' : d.pHolm.toFixed(3)}`;
    const worst = p.tvd.reduce((m, t) => (t.tvd > m.tvd ? t : m), p.tvd[0]);
    const shown = shownRow(d, digits[i]);
    const numbers = [shown.a, shown.b, `${shown.diff} ${ci}`, p_];
    return {
      words: p.words || '(one point)',
      numbers: verbose ? [...numbers, worst ? `${worst.title} ${percentExact(worst.tvd)}` : ''] : numbers,
      sentence: p.sentence,
    };
  });
  const head = verbose ? ['A', 'B', 'B - A', 'p', 'largest TVD'] : ['A', 'B', 'B - A', 'p'];
  const wide = columns([['point', ...head], ...rows.map((r) => [r.words, ...r.numbers])]);
  if (wide.every((l) => l.length <= COLUMNS)) {
    lines.push(
      wide[0],
      ...wide.slice(1).flatMap((l, i) => (verbose ? [l, ...wrapLine(`    ${rows[i].sentence}`)] : [l])),
    );
  } else {
    // the point's words above, its numbers indented below
    const narrow = columns([head, ...rows.map((r) => r.numbers)]).map((l) => `    ${l}`);
    lines.push('point', narrow[0]);
    rows.forEach((r, i) =>
      lines.push(...wrapLine(r.words), narrow[i + 1], ...(verbose ? wrapLine(`    ${r.sentence}`) : [])),
    );
  }
  // an engagement: who broke, when, and what cost the men, under A and B
  for (const p of c.points) {
    const e = engagementBreakdown(p);
    if (e)
      lines.push(
        '',
        `Who broke and what it cost${c.points.length > 1 ? `, ${p.words || '(one point)'}` : ''} (A -> B):`,
        ...breakdownLines(e),
      );
  }
  lines.push('');
  const exact = c.points.filter((p) => p.method === 'exact').length;
  lines.push(
    `${exact} of ${c.points.length} points compared exactly; ${c.points.length - exact} by paired Monte Carlo (both sides read the same dice)${c.points.length - exact ? `, ${c.points.find((p) => p.method === 'paired')!.trials} trials a point, seed ${c.seed}; ± is the half width of the difference's 95% interval` : ''}.`,
  );
  const sharedA = sharedANote(c, digits);
  if (sharedA) lines.push(sharedA);
  if (c.tested)
    lines.push(
      `p-values are Holm-corrected over all ${c.tested} Monte Carlo differences (every metric and outcome at every point).`,
    );
  if (c.pairedToIndependent !== null)
    lines.push(
      `Paired intervals are ${(1 / c.pairedToIndependent).toFixed(1)}x narrower than two independent runs would give (median over the ${c.points.reduce((s, p) => s + p.differences.filter((d) => d.stdError > 0).length, 0)} differences that are not identical on every trial; ${c.points.reduce((s, p) => s + p.differences.filter((d) => d.independentStdError !== null && d.stdError === 0).length, 0)} more are exactly 0 by pairing).`,
    );
  if (c.pairingCeiling !== null)
    lines.push(
      `No pairing of trials could do better than about ${c.pairingCeiling.toFixed(1)}x on these chances (median): a chance that differs by d must differ on at least a share |d| of the trials. Larger differences leave less to gain; exact odds (--method auto) give no interval at all.`,
    );
  if (verbose)
    lines.push(
      'TVD: total variation distance between the two distributions (half the summed absolute differences), the largest at each point.',
    );
  else lines.push("--verbose adds each point's sentence and its largest total variation distance (TVD).");
  return lines.flatMap((l) => wrapLine(l)).join('\n');
}
