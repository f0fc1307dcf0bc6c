import { describe, expect, it } from 'vitest';
import { tuneHistoryPage } from '../../../src/tuning/tune/tune-history-page.ts';
import type { Target } from '../../../src/tuning/tune/read-brief.ts';
import type { TargetResult } from '../../../src/tuning/tune/tune-result.ts';

const target = (history: string | undefined, label: string) =>
  ({ history, parts: [{ label, weight: 1, share: 1 }] }) as unknown as Target;
const result = (before: number, after: number) =>
  ({
    before,
    after,
    beforeInterval: [before - 0.01, before + 0.01],
    interval: [after - 0.01, after + 0.01],
  }) as TargetResult;

describe("the tune's page beside the record", () => {
  it("charts each situation's targets that name a distribution, before and after", () => {
    const html = tuneHistoryPage(
      'Fit',
      [
        target('kw_share_attacker_open', 'experiments/situations/day-open.yaml'),
        target('att_def_ratio_open', 'experiments/situations/day-open.yaml'),
        target(undefined, 'x.yaml'),
      ],
      [result(0.19, 0.13), result(1.4, 0.9), result(0.7, 0.1)],
    )!;
    const charts = JSON.parse(
      /<script type="application\/json" id="warbench-charts">(.*?)<\/script>/s.exec(html)![1],
    ) as Array<{ id: string; spec: { layer: Array<{ data: { values: Array<Record<string, unknown>> } }> } }>;
    expect(charts.map((c) => c.id)).toEqual(['situation-1-shares', 'situation-1-ratio']);
    const marks = charts[0].spec.layer[5].data.values;
    expect(marks.map((m) => [m.series, m.est])).toEqual([
      ['shipped rules', 0.19],
      ['with the patch', 0.13],
    ]);
    expect(html).toContain('day-open: killed and wounded, and missing');
  });

  it('is not written when no target names one', () => {
    expect(tuneHistoryPage('Fit', [target(undefined, 'x.yaml')], [result(0.1, 0.2)])).toBeUndefined();
  });
});
