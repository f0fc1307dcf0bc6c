import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExperiment } from '../../../src/experiment/run-experiment.ts';
import { heatmapChart } from '../../../src/report/charts/heatmap-chart.ts';
import { loadResults } from '../../../src/report/load/load-results.ts';
import { numberTable } from '../../../src/report/html/number-table.ts';
import { tempFiles } from '../../experiment/temp-files.ts';

// Republic under a budget of turns cannot produce the common metrics (one assault, §5)
const EXPERIMENT = `name: duel-notes
sim: duel
situation:
  attacker: {men: 2000, quality: average, formation: column}
  defender: {men: 2000, quality: average, formation: line}
  budget: turns
  minutes: 160
sweep:
  system: [republic, blue-and-gray]
trials: 2000
chunkSize: 1000
seed: 5
charts:
  - {kind: heatmap, title: Takes, metric: decision, outcome: attacker_takes_position, x: system, y: system, subtitle: "Why a system does not move: its text"}
`;

describe('charts of a comparison say what they compare', () => {
  it('each system on a labelled row; the time budget and the metric definition in the subtitle; mapping share beside provisional share; not defined, never 0', async () => {
    const dir = tempFiles({ 'x.yaml': EXPERIMENT });
    const out = (await runExperiment({ file: join(dir, 'x.yaml'), workers: 1, out: join(dir, 'out') }))
      .outDir;
    const set = loadResults(out);
    const chart = heatmapChart(
      set,
      set.manifest.charts[0],
      { file: 'manifest.json', field: 'charts[0]' },
      'h',
    );
    const spec = chart.spec as any;
    expect(spec.encoding.y.sort).toEqual(['republic', 'blue and gray']);
    const subtitle = spec.title.subtitle.join(' ');
    // the experiment's own line comes first; the table has the mapping share beside the provisional share
    expect(spec.title.subtitle[0]).toBe('Why a system does not move: its text');
    const keys = chart.table.columns.map((c) => c.key);
    expect(keys.slice(keys.indexOf('prov'))).toEqual(['prov', 'map']);
    expect(chart.table.rows.map((r) => r.map)).toEqual([1, 1]);
    expect(subtitle).toContain(
      'Time budget, every point: 160 minutes of battle, either side renewing its attack or returning where its rules allow',
    );
    expect(subtitle).toContain('Definition: takes the position: the defender leaves its ground');
    // Blue & Gray's classic CRT is public (0% provisional), Republic's assault table is not; both rest on their adapters
    expect(subtitle).toContain(
      'Resting on assumptions, share of trials: provisional cells 0% to 100%; adapter mapping choices 100%.',
    );
    const values = spec.data.values as Array<{ x: string; y: string; text: string }>;
    expect(values.find((v) => v.y === 'republic' && v.x === 'republic')!.text).toBe('not defined');
    expect(numberTable(chart.table)).toContain('<td class="num">not defined</td>');
  }, 180_000);
});
