import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { McRuns, type McStatus } from '../../src/serve/mc-runs.ts';
import { SafePaths } from '../../src/serve/safe-paths.ts';
import { Workbench } from '../../src/serve/workbench.ts';
import { runCli } from '../helpers/cli.ts';

const wb = new Workbench('republic-1.0-beta', [], new SafePaths());
const runs = new McRuns(wb);
afterAll(async () => {
  await runs.close();
  wb.close();
});

async function finished(id: string): Promise<McStatus> {
  for (;;) {
    const s = runs.status(id);
    if (s.state !== 'running') return s;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** results.csv of `warbench run` as rows per point, from the metric column on. */
async function runRows(
  experiment: string,
  trials: string,
  out = mkdtempSync(join(tmpdir(), 'warbench-serve-run-')),
): Promise<Map<number, string[][]>> {
  const r = await runCli(['run', experiment, '--trials', trials, '--out', join(out, 'run')]);
  expect(r.code, r.stderr).toBe(0);
  const rows: string[][] = parse(readFileSync(join(out, 'run', 'results.csv'), 'utf8'));
  const at = rows[0].indexOf('metric');
  const byPoint = new Map<number, string[][]>();
  for (const row of rows.slice(1))
    byPoint.set(Number(row[1]), [...(byPoint.get(Number(row[1])) ?? []), row.slice(at)]);
  return byPoint;
}

describe('Monte Carlo in the workbench', () => {
  // the duel: 120000 trials in chunks of 50000 (the last one short), looked at chunk by chunk
  it.each([
    ['experiments/duel-equal-open.yaml', '120000'],
    ['experiments/engagement-brigade.yaml', '2000'],
  ])(
    'gives %s the numbers warbench run writes with the same seed and trials',
    async (experiment, trials) => {
      const q = wb.question({ sim: 'assault' });
      const started = runs.start(q, { experiment, trials });
      const s = await finished(started.id);
      expect(s.state).toBe('done');
      expect(s.columns).toEqual([
        'metric',
        'outcome',
        'kind',
        'unit',
        'estimate',
        'std_error',
        'ci95_low',
        'ci95_high',
        'trials',
        'exact',
        'method',
      ]);
      const expected = await runRows(experiment, trials);
      expect(s.points.map((p) => p.point)).toEqual([...expected.keys()]);
      for (const p of s.points) expect(p.rows, `point ${p.point}`).toEqual(expected.get(p.point));
    },
    240_000,
  );

  it('runs an engagement with the edits as warbench run runs the experiment with them as a patch', async () => {
    // the middle of the assault table, where most assaults land, all Carry
    const edits = [10, 11, 12, 13, 14, 15, 16].flatMap((r) =>
      [1, 2, 3].map((c) => ({ file: 'assault.yaml', field: `table.rows[${r}][${c}]`, value: '3P Carry' })),
    );
    const q = wb.question({ sim: 'assault', edits });
    const s = await finished(runs.start(q, { experiment: 'experiments/engagement-brigade.yaml' }).id);
    expect(s.state).toBe('done');
    expect(s.edits).toBe('with the 21 edited cells');
    const dir = mkdtempSync(join(tmpdir(), 'warbench-serve-edited-'));
    writeFileSync(join(dir, 'edits.yaml'), wb.patchText(q));
    const shipped = readFileSync('experiments/engagement-brigade.yaml', 'utf8');
    writeFileSync(
      join(dir, 'edited.yaml'),
      `${shipped.replace('situationFile: experiments/', `situationFile: ${join(process.cwd(), 'experiments')}/`)}patches: [${join(dir, 'edits.yaml')}]\n`,
    );
    const expected = await runRows(join(dir, 'edited.yaml'), '2000', dir);
    for (const p of s.points) expect(p.rows, `point ${p.point}`).toEqual(expected.get(p.point));
    // and the edit changes what the engagement does
    const unedited = await runRows('experiments/engagement-brigade.yaml', '2000');
    expect(s.points.some((p) => JSON.stringify(p.rows) !== JSON.stringify(unedited.get(p.point)))).toBe(true);
  }, 240_000);

  it('stops a run when cancelled, keeping the chunks finished before', async () => {
    const q = wb.question({ sim: 'assault' });
    const started = runs.start(q, { experiment: 'experiments/engagement-brigade.yaml', trials: '400000' });
    expect(started.state).toBe('running');
    await new Promise((r) => setTimeout(r, 300));
    runs.cancel(started.id);
    const s = await finished(started.id);
    expect(s.state).toBe('cancelled');
    expect(s.done).toBeLessThan(s.trials);
    expect(s.trials).toBe(4 * 400000);
  }, 60_000);
});
