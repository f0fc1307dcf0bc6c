import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { McRuns, type McStatus } from '../../src/serve/mc-runs.ts';
import { SafePaths } from '../../src/serve/safe-paths.ts';
import { Workbench } from '../../src/serve/workbench.ts';
import { warbench } from '../helpers/cli.ts';

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
function runRows(experiment: string, trials: string): Map<number, string[][]> {
  const out = mkdtempSync(join(tmpdir(), 'warbench-serve-run-'));
  const r = warbench(['run', experiment, '--trials', trials, '--out', join(out, 'run')]);
  expect(r.code, r.stderr).toBe(0);
  const rows: string[][] = parse(readFileSync(join(out, 'run', 'results.csv'), 'utf8'));
  const at = rows[0].indexOf('metric');
  const byPoint = new Map<number, string[][]>();
  for (const row of rows.slice(1)) byPoint.set(Number(row[1]), [...(byPoint.get(Number(row[1])) ?? []), row.slice(at)]);
  return byPoint;
}

describe('Monte Carlo in the workbench', () => {
  // the duel: 120000 trials in chunks of 50000 (the last one short), looked at chunk by chunk
  it.each([
    ['experiments/duel-equal-open.yaml', '120000'],
    ['experiments/engagement-brigade.yaml', '2000'],
  ])('gives %s the numbers warbench run writes with the same seed and trials', async (experiment, trials) => {
    const q = wb.question({ sim: 'assault' });
    const started = runs.start(q, { experiment, trials });
    const s = await finished(started.id);
    expect(s.state).toBe('done');
    expect(s.columns).toEqual(['metric', 'outcome', 'kind', 'unit', 'estimate', 'std_error', 'ci95_low', 'ci95_high', 'trials', 'exact', 'method']);
    const expected = runRows(experiment, trials);
    expect(s.points.map((p) => p.point)).toEqual([...expected.keys()]);
    for (const p of s.points) expect(p.rows, `point ${p.point}`).toEqual(expected.get(p.point));
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
