import type { Layout } from '../../sims/layout.ts';
import { outcomeWords, titleHead } from '../../report/charts/metric.ts';
import { meanFromSums } from '../../stats/mean-from-sums.ts';
import { Z95 } from '../../stats/wilson-interval.ts';
import type { Difference } from './compare-types.ts';
import { pairedStdError, type PairedTallies } from './paired-run.ts';

/** Every quantity of a layout, as exact differences (expectations per trial on both sides). */
export function exactDifferences(layout: Layout, a: ArrayLike<number>, b: ArrayLike<number>): Difference[] {
  return quantities(layout).map((q) => {
    const x = a[q.slot];
    const y = b[q.slot];
    return {
      ...q.head,
      a: x,
      b: y,
      diff: y - x,
      stdError: 0,
      halfWidth: 0,
      independentStdError: null,
      pairingCeiling: null,
      p: null,
      pHolm: null,
      significant: Math.abs(y - x) > 1e-12,
    };
  });
}

/** Every quantity as a paired Monte Carlo difference, with what two independent runs would have given. */
export function pairedDifferences(layout: Layout, t: PairedTallies): Difference[] {
  const n = t.trials;
  return quantities(layout).map((q) => {
    const s = q.slot;
    const x = t.a[s] / n;
    const y = t.b[s] / n;
    const se = pairedStdError(t, s);
    const independent =
      q.head.kind === 'probability'
        ? Math.sqrt((x * (1 - x)) / n + (y * (1 - y)) / n)
        : Math.hypot(
            meanFromSums(t.a[s], t.a[s + 1], n).stdError,
            meanFromSums(t.b[s], t.b[s + 1], n).stdError,
          );
    // a chance that differs by d differs on a share >= |d| of trials: paired variance >= |d| - d^2
    const least = Math.abs(y - x) - (y - x) ** 2;
    const ceiling =
      q.head.kind === 'probability' && se > 0 && least > 0 ? independent / Math.sqrt(least / n) : null;
    return {
      ...q.head,
      a: x,
      b: y,
      diff: y - x,
      stdError: se,
      halfWidth: Z95 * se,
      independentStdError: independent,
      pairingCeiling: ceiling,
      p: null,
      pHolm: null,
      significant: false,
    };
  });
}

type Head = Pick<Difference, 'metric' | 'title' | 'outcome' | 'kind' | 'unit'>;

function quantities(layout: Layout): Array<{ slot: number; head: Head }> {
  const out: Array<{ slot: number; head: Head }> = [];
  for (const d of layout.distributions) {
    d.outcomes.forEach((o, i) =>
      out.push({
        slot: layout.distOffset[d.name] + i,
        head: {
          metric: d.name,
          title: outcomeWords(d.title, o),
          outcome: o,
          kind: 'probability',
          unit: 'probability',
        },
      }),
    );
  }
  for (const m of layout.means)
    out.push({
      slot: layout.meanOffset[m.name],
      head: { metric: m.name, title: m.title, outcome: '', kind: 'mean', unit: m.unit },
    });
  return out;
}

/** Total variation distance per distribution: half the summed absolute differences of its outcomes. */
export function totalVariation(
  layout: Layout,
  diffs: Difference[],
): Array<{ distribution: string; title: string; tvd: number }> {
  return layout.distributions.map((d) => ({
    distribution: d.name,
    title: titleHead(d.title),
    tvd:
      diffs
        .filter((x) => x.kind === 'probability' && x.metric === d.name)
        .reduce((s, x) => s + Math.abs(x.diff), 0) / 2,
  }));
}
