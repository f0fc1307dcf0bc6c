import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runExperiment } from '../../../src/experiment/run-experiment.ts';
import { courseChart } from '../../../src/report/charts/course-chart.ts';
import { courseMeans, courseStems } from '../../../src/sims/course-means.ts';
import { loadResults, type ResultSet } from '../../../src/report/load/load-results.ts';
import { tempFiles } from '../../experiment/temp-files.ts';

const means = [
  'men lost: North',
  'men lost by turn 1: North',
  'men lost by turn 2: North',
  'men lost by turn 1: South',
  'men lost by turn 2: South',
  'game turns',
  'rule: §2.3 rally',
].map((name) => ({ name }));

describe('the means of a course chart', () => {
  it('are the family `<stem> <turn>[: <series>]`, by turn and series', () => {
    expect(courseMeans(means, 'men lost by turn')).toEqual([
      { name: 'men lost by turn 1: North', turn: 1, series: 'North' },
      { name: 'men lost by turn 2: North', turn: 2, series: 'North' },
      { name: 'men lost by turn 1: South', turn: 1, series: 'South' },
      { name: 'men lost by turn 2: South', turn: 2, series: 'South' },
    ]);
    expect(courseMeans(means, 'men lost')).toEqual([]);
    expect(courseStems(means)).toEqual(['men lost by turn']);
  });
});

describe('a course chart of an engagement run', () => {
  let set: ResultSet;
  beforeAll(async () => {
    const dir = tempFiles({
      'e.yaml':
        'name: course\nsim: engagement\nsweep:\n  sides.Union.doctrine.breakthrough: [carry, pursue]\ntrials: 300\nseed: 4\n',
    });
    set = loadResults(
      (await runExperiment({ file: join(dir, 'e.yaml'), method: 'mc', workers: 1, out: join(dir, 'out') }))
        .outDir,
    );
  }, 180_000);

  it('plots each side turn by turn with its band, one panel a sweep point, and tables every value', () => {
    const chart = courseChart(
      set,
      { kind: 'course', title: 'Men lost', metric: 'men lost by turn' },
      { file: 'e.yaml', field: 'charts[0]' },
      '01',
    );
    // the shipped brigade assault: 3 game turns, 2 sides, 2 points
    expect(chart.table.rows).toHaveLength(12);
    expect(chart.table.columns.map((c) => c.key)).toEqual([
      'param:sides.Union.doctrine.breakthrough',
      'series',
      'turn',
      'est',
      'low',
      'high',
      'trials',
      'prov',
    ]);
    const row = chart.table.rows.find(
      (r) =>
        r['param:sides.Union.doctrine.breakthrough'] === 'carry' &&
        r.series === 'Confederate' &&
        r.turn === 3,
    )!;
    const saved = set.rows.find((r) => r.point === 0 && r.metric === 'men lost by turn 3: Confederate')!;
    expect([row.est, row.low, row.high]).toEqual([saved.estimate, saved.low, saved.high]);
    expect(JSON.stringify(chart.spec)).toContain('"facet"');
  });

  it('names the families there are when the stem is wrong', () => {
    expect(() =>
      courseChart(
        set,
        { kind: 'course', title: 'x', metric: 'men lost' },
        { file: 'e.yaml', field: 'charts[0]' },
        '01',
      ),
    ).toThrow(/charts\[0\]\.metric.*men lost by turn/);
  });
});
