import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh temporary folder holding the given files; returns its path. */
export function tempFiles(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'warbench-test-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** A small reference-sim experiment with two switch values swept: 2 points. */
export const REFERENCE_SWEEP = `name: ref-sweep
sim: reference
situation: {}
sweep:
  switch:grades: [five, four]
  switch:naturalRollMoraleHits: [loserAlways, onlyIfLostModified]
trials: 25000
chunkSize: 10000
seed: 7
`;
