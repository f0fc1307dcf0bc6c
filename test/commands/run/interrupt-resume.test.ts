import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import type { Interrupt } from '../../../src/experiment/interrupt.ts';
import { planRun } from '../../../src/experiment/plan-run.ts';
import { executeRun, runExperiment } from '../../../src/experiment/run-experiment.ts';
import { readResultDir } from '../../../src/results/read-result-dir.ts';
import { recoverFolder } from '../../../src/results/replace-folder.ts';
import { REFERENCE_SWEEP, tempFiles } from '../../experiment/temp-files.ts';

// 4 points of 6M trials in chunks of 100,000: a few seconds a run on one worker
const TRIALS = 6_000_000;
const EXTEND = 3_000_000;
const dir = tempFiles({
  'x.yaml': REFERENCE_SWEEP.replace('trials: 25000', `trials: ${TRIALS}`).replace(
    'chunkSize: 10000',
    'chunkSize: 100000',
  ),
});
const file = join(dir, 'x.yaml');
const FILES = ['results.csv', 'outcomes.csv', 'tallies.json'];
const bytesOf = (d: string) => FILES.map((f) => readFileSync(join(d, f), 'utf8')).join('\n');
const never: Interrupt = {
  requested: () => false,
  abandon: new AbortController().signal,
  exitOnNext() {},
  release() {},
};
/** Ctrl-C as the run sees it, once `tasks` tasks are sent. */
const pressedAfter = (tasks: number): Interrupt => {
  let asked = 0;
  return { ...never, requested: () => ++asked > tasks + 1 };
};

/** `warbench run --resume DIR [--extend N]`, sent `signals` at the given delays (ms from start). */
function resumeAndKill(
  folder: string,
  extend: number | undefined,
  signals: Array<[NodeJS.Signals, number]>,
): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  return new Promise((resolve) => {
    const args = [
      'run',
      '--resume',
      folder,
      ...(extend ? ['--extend', String(extend)] : []),
      '--workers',
      '1',
      '--no-report',
      '--no-progress',
    ];
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'bin/warbench.mjs'), ...args]);
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const timers = signals.map(([sig, ms]) => setTimeout(() => child.kill(sig), ms));
    child.on('exit', (code, signal) => {
      timers.forEach(clearTimeout);
      resolve({ code, signal, stderr });
    });
  });
}

describe('run --resume and --extend killed at any moment leave the old result, a valid partial, or the new result', () => {
  it('under SIGINT, two SIGINTs and SIGKILL at seeded moments', async () => {
    // the results each kind of run goes on to: one uninterrupted run of the total (one thread each: the worker count changes no byte)
    const whole = bytesOf(
      (await runExperiment({ file, method: 'mc', workers: 1, out: join(dir, 'whole') })).outDir,
    );
    const extended = bytesOf(
      (
        await runExperiment({
          file,
          method: 'mc',
          workers: 1,
          trials: TRIALS + EXTEND,
          out: join(dir, 'extended'),
        })
      ).outDir,
    );
    // what they start from: a partial (some points begun), and the finished run
    const partial = join(dir, 'partial');
    await executeRun(planRun({ file, method: 'mc', workers: 1, out: partial }), pressedAfter(2));
    expect(readResultDir(partial).manifest.partial).toBe(true);
    const startBytes = { resume: bytesOf(partial), extend: whole };
    const goal = { resume: whole, extend: extended };

    const KINDS = ['SIGINT', 'twice', 'SIGKILL'] as const;
    const moments = fc
      .sample(fc.record({ at: fc.integer({ min: 50, max: 3000 }), gap: fc.integer({ min: 10, max: 400 }) }), {
        seed: 20_261_126,
        numRuns: 6,
      })
      .map((m, i) => ({
        ...m,
        signal: KINDS[i % 3],
        mode: i % 2 === 0 ? ('resume' as const) : ('extend' as const),
      }));
    const seen = new Set<string>();
    for (const [i, m] of moments.entries()) {
      const out = join(dir, `run-${i}`);
      cpSync(m.mode === 'resume' ? partial : join(dir, 'whole'), out, { recursive: true });
      const signals: Array<[NodeJS.Signals, number]> =
        m.signal === 'twice'
          ? [
              ['SIGINT', m.at],
              ['SIGINT', m.at + m.gap],
            ]
          : [[m.signal, m.at]];
      const r = await resumeAndKill(out, m.mode === 'extend' ? EXTEND : undefined, signals);
      const what = `${m.mode}, ${m.signal} at ${m.at} ms: exit ${r.code ?? r.signal}\n${r.stderr}`;
      if (m.signal === 'SIGKILL')
        recoverFolder(out); // what the next warbench command does first
      else if (r.signal === null) {
        expect([0, 130], what).toContain(r.code);
        expect(r.stderr, what).not.toMatch(/\n\s+at |Error|ERR_/);
      }
      // every folder left is read whole (every digest and count checked) or it would throw here
      for (const name of readdirSync(dir).filter(
        (n) => n === `run-${i}` || n.startsWith(`run-${i}.partial`),
      )) {
        const folder = join(dir, name);
        const { manifest } = readResultDir(folder);
        const bytes = bytesOf(folder);
        if (!manifest.partial) {
          expect(bytes === startBytes[m.mode] || bytes === goal[m.mode], what).toBe(true);
          seen.add(bytes === goal[m.mode] ? 'new' : 'old');
          continue;
        }
        seen.add('partial');
        // a partial is a real prefix of the run it was going to: resumed, it gives that run's bytes
        await executeRun(planRun({ resume: folder, workers: 2 }), never);
        expect(bytesOf(folder), what).toBe(goal[m.mode]);
      }
      expect(
        readdirSync(dir).filter((n) => n.startsWith(`.run-${i}.warbench-`)),
        what,
      ).toEqual([]);
      rmSync(out, { recursive: true, force: true });
    }
    expect(seen.size).toBeGreaterThan(0);
  }, 300_000);
});
