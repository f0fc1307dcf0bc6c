import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { runCli } from '../helpers/cli.ts';

/** A fresh temporary folder holding the given files; returns its path. */
export function tempFiles(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'warbench-test-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/**
 * `warbench run` on an experiment file of this text (x.yaml in a fresh
 * folder), as a user runs it, for bad input: it exits 2 and writes no
 * result folder. What it printed, the file's path shown as x.yaml.
 */
export async function refusedRun(text: string): Promise<string> {
  const dir = tempFiles({ 'x.yaml': text });
  const r = await runCli(['run', join(dir, 'x.yaml'), '--out', join(dir, 'out'), '--no-progress']);
  expect(r.code).toBe(2);
  expect(existsSync(join(dir, 'out'))).toBe(false);
  return r.stderr.replaceAll(join(dir, 'x.yaml'), 'x.yaml');
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
