import * as vl from 'vega-lite';
import { describe, expect, it } from 'vitest';
import { readLivermore } from '../../../src/results/history/read-livermore.ts';
import { summarizeHistory } from '../../../src/results/history/history-summary.ts';
import { historyCharts } from '../../../src/report/history/history-charts.ts';
import { historyHtml } from '../../../src/report/history/history-page.ts';

describe('the record charts', () => {
  const s = summarizeHistory(readLivermore());

  it('draws each distribution as a box over its quartiles, with a simulated estimate beside its row', () => {
    const charts = historyCharts(s, [
      { row: 'one-day battles', series: 'sim', est: 0.2, low: 0.18, high: 0.22 },
    ]);
    expect(charts.map((c) => c.id)).toEqual([
      'kw-share',
      'kw-share-works',
      'kw-share-one-day',
      'ratio',
      'missing',
    ]);
    for (const c of charts) expect(() => vl.compile(c.spec as never)).not.toThrow();
    const layers = charts[0].spec.layer as Array<{ data: { values: Array<Record<string, unknown>> } }>;
    const box = layers[1].data.values.find((v) => v.row === 'one-day battles')!;
    expect([box.q1, box.median, box.q3].map((x) => +(x as number).toFixed(3))).toEqual([0.062, 0.098, 0.133]);
    // the estimate is drawn in the chart that holds its row only
    expect(layers.length).toBe(6);
    expect((charts[1].spec.layer as unknown[]).length).toBe(4);
  });

  it('is one page that needs no network, with every flagged quirk listed', () => {
    const html = historyHtml(s, historyCharts(s), 'data/history/livermore-1900.csv');
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).toContain(
      'Arkansas Post, January 11, 1863: surrender: the Confederate missing (4,791) exceed the strength (4,564)',
    );
    expect(html).toContain('about 1.0% to 1.6% an hour');
  });
});
