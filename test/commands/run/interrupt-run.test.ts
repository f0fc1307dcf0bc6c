import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

const dir = tempFiles({
  'x.yaml': REFERENCE_SWEEP.replace('trials: 25000', 'trials: 12000000').replace(
    'chunkSize: 10000',
    'chunkSize: 100000',
  ),
});
const file = join(dir, 'x.yaml');
const FILES = ['results.csv', 'outcomes.csv', 'tallies.json'];
const bytesOf = (d: string) => FILES.map((f) => readFileSync(join(d, f), 'utf8'));
const never: Interrupt = {
  requested: () => false,
  abandon: new AbortController().signal,
  exitOnNext() {},
  release() {},
};

/** Run the real CLI into `out`, send `signals` at the given delays (ms from start), and wait for it to end. */
function runAndKill(
  out: string,
  signals: Array<[NodeJS.Signals, number]>,
): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [
      join(PROJECT_ROOT, 'bin/warbench.mjs'),
      'run',
      file,
      '--method',
      'mc',
      '--seed',
      '8',
      '--workers',
      '1',
      '--out',
      out,
      '--no-report',
      '--no-progress',
    ]);
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const timers = signals.map(([sig, ms]) => setTimeout(() => child.kill(sig), ms));
    child.on('exit', (code, signal) => {
      timers.forEach(clearTimeout);
      resolve({ code, signal, stderr });
    });
  });
}

describe('a run killed at any moment leaves the old result, a valid partial, or the new result', () => {
  it('under SIGINT, two SIGINTs and SIGKILL at seeded moments', async () => {
    // the two results each killed run is held to (one thread each: the worker count changes no byte)
    const old = (await runExperiment({ file, method: 'mc', workers: 1, out: join(dir, 'old') })).outDir;
    const fresh = (await runExperiment({ file, method: 'mc', workers: 1, seed: 8, out: join(dir, 'new') }))
      .outDir;
    const [oldBytes, newBytes] = [bytesOf(old), bytesOf(fresh)];
    expect(newBytes).not.toEqual(oldBytes);
    // moments from before the sources load to after the run ends; fixed seed, so the same moments each time
    const KINDS = ['SIGINT', 'twice', 'SIGKILL'] as const;
    const moments = fc
      .sample(fc.record({ at: fc.integer({ min: 50, max: 4000 }), gap: fc.integer({ min: 10, max: 400 }) }), {
        seed: 20_261_124,
        numRuns: 9,
      })
      .map((m, i) => ({ ...m, signal: KINDS[i % 3] }));
    const seen = new Set<string>();
    let resumedOne = false;
    for (const [i, m] of moments.entries()) {
      const out = join(dir, `run-${i}`);
      cpSync(old, out, { recursive: true });
      const signals: Array<[NodeJS.Signals, number]> =
        m.signal === 'twice'
          ? [
              ['SIGINT', m.at],
              ['SIGINT', m.at + m.gap],
            ]
          : [[m.signal, m.at]];
      const r = await runAndKill(out, signals);
      const what = `${m.signal} at ${m.at} ms: exit ${r.code ?? r.signal}\n${r.stderr}`;
      if (m.signal === 'SIGKILL')
        recoverFolder(out); // what the next warbench command does first
      else if (r.signal === 'SIGINT') {
        // the default action ended it: the signal came before the command had loaded and set its handler (nothing
        // written), or, on a fast run, once the run was done and the process was exiting (the new result whole)
        expect(bytesOf(out), what).toEqual(/warbench: done: /.test(r.stderr) ? newBytes : oldBytes);
      } else {
        expect([0, 130], what).toContain(r.code);
        expect(r.stderr, what).not.toMatch(/\n\s+at |Error|ERR_/);
        if (r.code === 130) expect(r.stderr, what).toMatch(/^\nwarbench: (interrupted|stopping)/);
      }
      const now = bytesOf(out);
      expect(now.join() === oldBytes.join() || now.join() === newBytes.join(), what).toBe(true);
      seen.add(now.join() === oldBytes.join() ? 'old' : 'new');
      for (const name of readdirSync(dir).filter((n) => n.startsWith(`run-${i}.partial`))) {
        const partial = join(dir, name);
        const { manifest } = readResultDir(partial); // every file as its manifest records it
        expect(manifest.partial, what).toBe(true);
        seen.add('partial');
        if (!resumedOne) {
          // a partial is a real prefix of the new run: resumed, it gives the new run's bytes
          await executeRun(planRun({ resume: partial, workers: 2 }), never);
          expect(bytesOf(partial)).toEqual(newBytes);
          resumedOne = true;
        }
      }
      expect(
        readdirSync(dir).filter((n) => n.startsWith(`.run-${i}.warbench-`)),
        what,
      ).toEqual([]);
      rmSync(out, { recursive: true, force: true });
    }
    expect(existsSync(old)).toBe(true);
    expect([...seen].sort()).toContain('old');
  }, 240_000);
});
