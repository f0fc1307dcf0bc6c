import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { runExperiment } from '../../src/experiment/run-experiment.ts';
import { loadResults } from '../../src/report/load/load-results.ts';
import { digestOf } from '../../src/results/file-digest.ts';
import { manifestJson, type Manifest } from '../../src/results/manifest.ts';
import { sealManifest } from '../../src/results/manifest-digest.ts';
import { readResultDir } from '../../src/results/read-result-dir.ts';
import { REFERENCE_SWEEP, tempFiles } from '../experiment/temp-files.ts';
import { acceptedOrPlaced, mutations } from '../helpers/mutations.ts';

/**
 * A result folder's manifest and tallies, mutated at random (a fixed seed)
 * and sealed again (every digest recomputed, as someone who knows the
 * format would), so the checks of the facts themselves are what answer:
 * read whole and loaded for a report, or refused with a place. Never a
 * crash, never a number from a folder that should have been refused.
 */
const dir = tempFiles({
  'x.yaml': REFERENCE_SWEEP.replace('trials: 25000', 'trials: 3000').replace(
    'chunkSize: 10000',
    'chunkSize: 1000',
  ),
});
let good: string;
let partial: string;
beforeAll(async () => {
  good = (
    await runExperiment({ file: join(dir, 'x.yaml'), method: 'mc', workers: 1, out: join(dir, 'good') })
  ).outDir;
  partial = (
    await runExperiment({
      file: join(dir, 'x.yaml'),
      method: 'mc',
      workers: 1,
      shard: { index: 2, count: 2 },
      precision: 0.05,
      out: join(dir, 'shard'),
    })
  ).outDir;
});

/** Seal a folder whose manifest or tallies text was edited: the tallies' digest and the manifest's own, where the manifest is JSON. */
function sealed(folder: string): void {
  let m: Manifest;
  try {
    m = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    if (typeof m !== 'object' || m === null || typeof m.files !== 'object' || m.files === null) return;
  } catch {
    return; // not JSON: refused as it is
  }
  m.files['tallies.json'] = digestOf(readFileSync(join(folder, 'tallies.json')));
  writeFileSync(join(folder, 'manifest.json'), manifestJson(sealManifest(m)));
}

describe('a result folder, mutated and sealed again, is read whole or refused with a place', () => {
  for (const name of ['manifest.json', 'tallies.json']) {
    it(name, { timeout: 170_000 }, () => {
      const work = mkdtempSync(join(tmpdir(), 'warbench-mutate-result-'));
      let n = 0;
      fc.assert(
        fc.property(fc.constantFrom('good', 'shard'), mutations, (which, ms) => {
          const folder = join(work, String(n++));
          cpSync(which === 'good' ? good : partial, folder, { recursive: true });
          const file = join(folder, name);
          writeFileSync(
            file,
            ms.reduce((t, m) => m(t), readFileSync(file, 'utf8')),
          );
          sealed(folder);
          acceptedOrPlaced(() => {
            readResultDir(folder);
            loadResults(folder);
          }, `${which}/${name}`);
        }),
        { seed: 59, numRuns: 200 },
      );
    });
  }
});
