import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../engine/input/input-error.ts';
import type { Manifest } from './manifest.ts';
import type { TalliesFile } from './tallies-file.ts';

function readJson(file: string): unknown {
  if (!existsSync(file)) throw new InputError({ file, field: '', expected: 'a file written by warbench run (not found)' });
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new InputError({ file, field: '', expected: `JSON (${(err as Error).message})` });
  }
}

/** A result folder's manifest.json and tallies.json, as written by `warbench run`. */
export function readResultDir(dir: string): { dir: string; manifest: Manifest; tallies: TalliesFile } {
  const manifest = readJson(join(dir, 'manifest.json')) as Manifest;
  const tallies = readJson(join(dir, 'tallies.json')) as TalliesFile;
  if (tallies?.format !== 'warbench-tallies/1' || !Array.isArray(tallies.points)) {
    throw new InputError({ file: join(dir, 'tallies.json'), field: 'format', expected: 'a tallies file written by warbench run (format warbench-tallies/1)' });
  }
  if (!manifest?.sweep || !Array.isArray(manifest.sweep.points)) {
    throw new InputError({ file: join(dir, 'manifest.json'), field: 'sweep.points', expected: 'a list of points, as in docs/results-format.md' });
  }
  const listed = manifest.sweep.points.map((p) => p.index).join(',');
  if (tallies.points.map((p) => p.point).join(',') !== listed) {
    throw new InputError({ file: join(dir, 'tallies.json'), field: 'points', expected: `the points of manifest.json (${listed || 'none'})` });
  }
  return { dir, manifest, tallies };
}
