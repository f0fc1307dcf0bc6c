import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Interrupt } from '../../src/experiment/interrupt.ts';
import { planRun } from '../../src/experiment/plan-run.ts';
import { executeRun, runExperiment } from '../../src/experiment/run-experiment.ts';
import { REFERENCE_SWEEP, tempFiles } from './temp-files.ts';
import { resealed } from '../helpers/reseal.ts';

// 4 points of 25,000 trials in chunks of 10,000: each point ends on a short chunk
const dir = tempFiles({ 'x.yaml': REFERENCE_SWEEP });
const file = join(dir, 'x.yaml');
const FILES = ['results.csv', 'outcomes.csv', 'tallies.json'];
const read = (d: string, f: string) => readFileSync(join(d, f), 'utf8');

/**
 * Ctrl-C as the run sees it: pressed once `tasks` tasks are sent (the run
 * asks once before its pool starts, then before each task; with one worker
 * a task is a whole point here).
 */
function pressedAfter(tasks: number): Interrupt {
  let asked = 0;
  return {
    requested: () => ++asked > tasks + 1,
    abandon: new AbortController().signal,
    exitOnNext() {},
    release() {},
  };
}

const never = pressedAfter(Infinity);
const beforeStart: Interrupt = { ...never, requested: () => true };

function expectSameNumbers(a: string, b: string): void {
  for (const f of FILES) expect(read(a, f), f).toBe(read(b, f));
}

/** One uninterrupted run of the sweep, run once for the cases that compare with it. */
let wholeRun: Promise<string> | undefined;
const uninterrupted = () =>
  (wholeRun ??= runExperiment({ file, method: 'mc', workers: 1, out: join(dir, 'whole') }).then(
    (r) => r.outDir,
  ));

describe('an interrupted run goes on with --resume to the numbers of one uninterrupted run', () => {
  it.each([1, 2, 3])('stopped after about %i task(s), then resumed: the same bytes', async (polls) => {
    const whole = await uninterrupted();
    const out = join(dir, `stopped-${polls}`);
    const stopped = await executeRun(planRun({ file, method: 'mc', workers: 1, out }), pressedAfter(polls));
    expect(stopped.outDir).toBe(out); // a new folder takes the partial result itself
    expect(stopped.manifest?.partial).toBe(true);
    const ran = stopped.manifest!.sweep.points.map((p) => p.trials);
    expect(ran.some((t) => t > 0) && ran.some((t) => t === 0)).toBe(true); // some points begun, some not
    const resumed = await executeRun(planRun({ resume: out, workers: 2 }), never);
    expect(resumed.manifest?.partial).toBe(false);
    expectSameNumbers(out, whole);
  });

  it('goes on from the middle of a point', async () => {
    // a precision target no point reaches in 120 chunks makes each task one chunk, so the stop falls inside point 0
    const long = tempFiles({
      'x.yaml': `${REFERENCE_SWEEP.replace('trials: 25000', 'trials: 1200000')}precision: 0.0001\n`,
    });
    const whole = (
      await runExperiment({ file: join(long, 'x.yaml'), method: 'mc', workers: 2, out: join(long, 'whole') })
    ).outDir;
    const out = join(long, 'stopped');
    // the two tasks sent before the stop is seen: two chunks of 10,000 of point 0's 120
    const stopped = await executeRun(
      planRun({ file: join(long, 'x.yaml'), method: 'mc', workers: 1, out }),
      pressedAfter(2),
    );
    expect(stopped.manifest!.sweep.points.map((p) => p.trials)).toEqual([20_000, 0, 0, 0]);
    await executeRun(planRun({ resume: out, workers: 1 }), never);
    expectSameNumbers(out, whole);
  });

  it('--extend N adds N trials a point, re-running the short last chunk in full: the bytes of one run of the total', async () => {
    const out = (await runExperiment({ file, method: 'mc', workers: 1, out: join(dir, 'extended') })).outDir;
    await executeRun(planRun({ resume: out, extend: 15_000, workers: 2 }), never);
    const total = (
      await runExperiment({ file, method: 'mc', workers: 1, trials: 40_000, out: join(dir, 'total') })
    ).outDir;
    expectSameNumbers(out, total);
    expect(JSON.parse(read(out, 'manifest.json')).trials).toBe(40_000);
  });

  it('--extend with a precision target stops each point where one longer run would', async () => {
    const out = (
      await runExperiment({
        file,
        method: 'mc',
        workers: 1,
        precision: 0.01,
        trials: 30_000,
        out: join(dir, 'precise'),
      })
    ).outDir;
    await executeRun(planRun({ resume: out, extend: 170_000, workers: 1 }), never);
    const total = (
      await runExperiment({
        file,
        method: 'mc',
        workers: 2,
        precision: 0.01,
        trials: 200_000,
        out: join(dir, 'precise-total'),
      })
    ).outDir;
    expectSameNumbers(out, total);
  });

  it('never writes an interrupted run over a finished result: it goes beside, as <dir>.partial', async () => {
    const out = (await runExperiment({ file, method: 'mc', workers: 1, out: join(dir, 'kept') })).outDir;
    const before = FILES.map((f) => read(out, f));
    const stopped = await executeRun(
      planRun({ file, method: 'mc', workers: 1, seed: 9, out }),
      pressedAfter(1),
    );
    expect(stopped.outDir).toBe(`${out}.partial`);
    expect(FILES.map((f) => read(out, f))).toEqual(before);
    const again = await executeRun(
      planRun({ file, method: 'mc', workers: 1, seed: 9, out }),
      pressedAfter(1),
    );
    expect(again.outDir).toBe(`${out}.partial-2`);
  });

  it('stopped before any chunk finished: nothing is written', async () => {
    const out = join(dir, 'nothing');
    expect(await executeRun(planRun({ file, method: 'mc', workers: 1, out }), beforeStart)).toEqual({
      outDir: null,
      manifest: null,
    });
    expect(() => readFileSync(join(out, 'manifest.json'))).toThrow();
  });

  it('refuses to go on when the experiment changed, or to resume a finished run without --extend', async () => {
    const moved = tempFiles({ 'x.yaml': REFERENCE_SWEEP });
    const out = join(moved, 'r');
    await executeRun(
      planRun({ file: join(moved, 'x.yaml'), method: 'mc', workers: 1, out }),
      pressedAfter(1),
    );
    writeFileSync(
      join(moved, 'x.yaml'),
      REFERENCE_SWEEP.replace('[loserAlways, onlyIfLostModified]', '[onlyIfLostModified, loserAlways]'),
    );
    expect(() => planRun({ resume: out })).toThrow(
      /x\.yaml: the experiment the run in .*r was made from; it \(or its situation, patches or ruleset\) has changed since/,
    );
    const finished = (await runExperiment({ file, method: 'mc', workers: 1, out: join(dir, 'finished') }))
      .outDir;
    expect(() => planRun({ resume: finished })).toThrow(
      /manifest\.json: partial: an interrupted run to resume; this run is complete \(add trials to every point with --extend N\)/,
    );
    expect(() => planRun({ resume: finished, trials: 5 })).toThrow(/--trials: no such flag with --resume/);
    expect(() => planRun({ resume: finished, method: 'exact' })).toThrow(
      /--method: no such flag with --resume/,
    );
  });

  it('refuses a partial of another random-stream or rules version, and a total past the trials cap, before writing anything', async () => {
    const out = join(dir, 'older-stream');
    await executeRun(planRun({ file, method: 'mc', workers: 1, out }), pressedAfter(1));
    const before = read(out, 'manifest.json');
    resealed(out, (m) => {
      m.versions.stream = '2';
    });
    const relabelled = read(out, 'manifest.json');
    expect(relabelled).not.toBe(before);
    expect(() => planRun({ resume: out })).toThrow(
      /manifest\.json: versions\.stream: a run under this warbench's random-stream version \(4\): a seed gives other numbers under version 2/,
    );
    expect(read(out, 'manifest.json')).toBe(relabelled);
    // a partial from before the rules were numbered (no versions.rules) played some rules otherwise
    const older = join(dir, 'older-rules');
    await executeRun(planRun({ file, method: 'mc', workers: 1, out: older }), pressedAfter(1));
    resealed(older, (m) => {
      delete m.versions.rules;
    });
    expect(() => planRun({ resume: older })).toThrow(
      /manifest\.json: versions\.rules: a run under this warbench's rules version \(2\): version 1 played some rules otherwise/,
    );
    const finished = (await runExperiment({ file, method: 'mc', workers: 1, out: join(dir, 'capped') }))
      .outDir;
    expect(() => planRun({ resume: finished, extend: 1_000_000_000_000 })).toThrow(
      /--extend: a total of at most 1000000000000 trials a point \(the run has 25000\), got 1000000000000/,
    );
  });
});
