import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/ruleset/paths.ts';
import { McRuns, type McStatus } from '../../src/serve/mc-runs.ts';
import { SafePaths } from '../../src/serve/safe-paths.ts';
import { Workbench } from '../../src/serve/workbench.ts';
import { runCli } from '../helpers/cli.ts';

// the workbench's own folder holds a copy of the duel in smaller chunks (below)
const folder = mkdtempSync(join(tmpdir(), 'warbench-serve-mc-'));
const wb = new Workbench('republic-1.0-beta', [], new SafePaths(folder));
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
  const r = await runCli(['run', experiment, '--trials', trials, '--out', join(out, 'run')], PROJECT_ROOT);
  expect(r.code, r.stderr).toBe(0);
  const rows: string[][] = parse(readFileSync(join(out, 'run', 'results.csv'), 'utf8'));
  const at = rows[0].indexOf('metric');
  const byPoint = new Map<number, string[][]>();
  for (const row of rows.slice(1))
    byPoint.set(Number(row[1]), [...(byPoint.get(Number(row[1])) ?? []), row.slice(at)]);
  return byPoint;
}

/** The shipped experiment's rows, run once for the tests that compare with them. */
const shippedRows = new Map<string, Promise<Map<number, string[][]>>>();
const runShipped = (experiment: string, trials: string) => {
  const key = `${experiment} ${trials}`;
  if (!shippedRows.has(key)) shippedRows.set(key, runRows(experiment, trials));
  return shippedRows.get(key)!;
};

/**
 * The shipped duel in chunks of 10000 rather than 50000: 25000 trials are
 * three chunks (the last one short), each a look of its own, as 120000 are
 * in the shipped chunks, on a fifth of the trials.
 */
const DUEL = join(folder, 'duel-small-chunks.yaml');
/** A shipped experiment, by its path in the project (the workbench reads there too). */
const BRIGADE = join(PROJECT_ROOT, 'experiments/engagement-brigade.yaml');
writeFileSync(
  DUEL,
  readFileSync(join(PROJECT_ROOT, 'experiments/duel-equal-open.yaml'), 'utf8').replace(
    /^chunkSize: 50000$/m,
    'chunkSize: 10000',
  ),
);

describe('Monte Carlo in the workbench', () => {
  it('reads the duel in chunks of 10000', () => {
    expect(readFileSync(DUEL, 'utf8')).toMatch(/^chunkSize: 10000$/m);
  });

  // the duel: 25000 trials in chunks of 10000 (the last one short), looked at chunk by chunk
  it.each([
    ['the duel', DUEL, '25000'],
    ['experiments/engagement-brigade.yaml', BRIGADE, '2000'],
  ])(
    'gives %s the numbers warbench run writes with the same seed and trials',
    async (_name, experiment, trials) => {
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
      const expected = await runShipped(experiment, trials);
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
    const s = await finished(runs.start(q, { experiment: BRIGADE }).id);
    expect(s.state).toBe('done');
    expect(s.edits).toBe('with the 21 edited cells');
    const dir = mkdtempSync(join(tmpdir(), 'warbench-serve-edited-'));
    writeFileSync(join(dir, 'edits.yaml'), wb.patchText(q));
    const shipped = readFileSync(BRIGADE, 'utf8');
    writeFileSync(
      join(dir, 'edited.yaml'),
      `${shipped.replace('situationFile: experiments/', `situationFile: ${join(PROJECT_ROOT, 'experiments')}/`)}patches: [${join(dir, 'edits.yaml')}]\n`,
    );
    const expected = await runRows(join(dir, 'edited.yaml'), '2000', dir);
    for (const p of s.points) expect(p.rows, `point ${p.point}`).toEqual(expected.get(p.point));
    // and the edit changes what the engagement does
    const unedited = await runShipped(BRIGADE, '2000');
    expect(s.points.some((p) => JSON.stringify(p.rows) !== JSON.stringify(unedited.get(p.point)))).toBe(true);
  }, 240_000);

  it('stops a run when cancelled, keeping the chunks finished before', async () => {
    const q = wb.question({ sim: 'assault' });
    const started = runs.start(q, { experiment: BRIGADE, trials: '400000' });
    expect(started.state).toBe('running');
    await new Promise((r) => setTimeout(r, 300));
    runs.cancel(started.id);
    const s = await finished(started.id);
    expect(s.state).toBe('cancelled');
    expect(s.done).toBeLessThan(s.trials);
    expect(s.trials).toBe(4 * 400000);
  }, 60_000);

  it('refuses an experiment with exact odds, which it would call done with no point run', () => {
    const q = wb.question({ sim: 'assault' });
    const matrix = join(PROJECT_ROOT, 'experiments/assault-grade-matrix.yaml');
    expect(() => runs.start(q, { experiment: matrix, trials: '100' })).toThrow(
      /^\(request\): experiment: expected an experiment of a sim with no exact odds \(duel, engagement\), got assault-grade-matrix \(sim assault: warbench odds or warbench run gives its exact odds; warbench run --method mc simulates it\)$/,
    );
  });
});
