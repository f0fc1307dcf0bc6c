import { InputError, type Problem } from '../engine/input/input-error.ts';
import type { Manifest } from './manifest.ts';
import type { PointTallies, TalliesFile } from './tallies-file.ts';

const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
const isNumbers = (x: unknown, size: number) => Array.isArray(x) && x.length === size && x.every((v) => typeof v === 'number' && Number.isFinite(v));

/**
 * Check tallies.json against its manifest: the format, one entry per point
 * the manifest lists (in its order, with its trials), and as many numbers
 * per entry as the point's layout has slots.
 */
export function checkTallies(value: unknown, file: string, m: Manifest, sizeOf: (point: number) => number): TalliesFile {
  const t = value as Partial<TalliesFile> | null;
  if (t?.format !== 'warbench-tallies/1' || !Array.isArray(t.points)) {
    throw new InputError({ file, field: 'format', expected: 'a tallies file written by warbench run (format warbench-tallies/1)' });
  }
  const listed = m.sweep.points.map((p) => p.index).join(',');
  if (t.points.map((p) => p?.point).join(',') !== listed) {
    throw new InputError({ file, field: 'points', expected: `the points of manifest.json (${listed || 'none'})` });
  }
  const problems: Problem[] = [];
  t.points.forEach((p: PointTallies, i) => {
    const at = (field: string, expected: string) => problems.push({ file, field: `points[${i}].${field}`, expected });
    const size = sizeOf(p.point);
    if (!isCount(p.trials) || p.trials !== m.sweep.points[i].trials) at('trials', `the point's trials in manifest.json (${m.sweep.points[i].trials})`);
    if (!isCount(p.chunks)) at('chunks', 'a whole number from 0');
    if (!(p.precisionReached === null || typeof p.precisionReached === 'boolean')) at('precisionReached', 'true, false or null');
    if (!isNumbers(p.tallies, size)) at('tallies', `${size} numbers, one per layout slot`);
    if (!(p.exact === null || isNumbers(p.exact, size))) at('exact', `null or ${size} numbers`);
    if (!(p.exactLeftover === null || typeof p.exactLeftover === 'number')) at('exactLeftover', 'a number or null');
    if (!(p.method === undefined || p.method === 'exact' || p.method === 'mc')) at('method', "'exact' or 'mc'");
    if (!(p.fullChunks === undefined || p.fullChunks === null || isNumbers(p.fullChunks, size))) at('fullChunks', `null or ${size} numbers`);
  });
  if (problems.length > 0) throw new InputError(problems);
  return t as TalliesFile;
}
