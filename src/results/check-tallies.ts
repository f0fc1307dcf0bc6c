import { InputError, type Problem } from '../engine/input/input-error.ts';
import type { Manifest } from './manifest.ts';
import type { PointTallies, TalliesFile } from './tallies-file.ts';

const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
const isNumbers = (x: unknown, size: number) =>
  Array.isArray(x) && x.length === size && x.every((v) => typeof v === 'number' && Number.isFinite(v));
/** Tallies may hold null: a metric the sim cannot define at that point (NaN, which JSON writes as null). */
const isTallies = (x: unknown, size: number) =>
  Array.isArray(x) &&
  x.length === size &&
  x.every((v) => v === null || (typeof v === 'number' && Number.isFinite(v)));
const undefinedAsNaN = (x: Array<number | null> | null | undefined) =>
  x?.forEach((v, i) => {
    if (v === null) x[i] = NaN;
  });

/**
 * Check tallies.json against its manifest: the format, one entry per point
 * the manifest lists (in its order, with its trials), and as many numbers
 * per entry as the point's layout has slots.
 */
export function checkTallies(
  value: unknown,
  file: string,
  m: Manifest,
  sizeOf: (point: number) => number,
): TalliesFile {
  const t = value as Partial<TalliesFile> | null;
  if (t?.format !== 'warbench-tallies/1' || !Array.isArray(t.points)) {
    throw new InputError({
      file,
      field: 'format',
      expected: 'a tallies file written by warbench run (format warbench-tallies/1)',
    });
  }
  const listed = m.sweep.points.map((p) => p.index).join(',');
  if (t.points.map((p) => p?.point).join(',') !== listed) {
    throw new InputError({
      file,
      field: 'points',
      expected: `the points of manifest.json (${listed || 'none'})`,
    });
  }
  const problems: Problem[] = [];
  t.points.forEach((p: PointTallies, i) => {
    const at = (field: string, expected: string) =>
      problems.push({ file, field: `points[${i}].${field}`, expected });
    const size = sizeOf(p.point);
    if (!isCount(p.trials) || p.trials !== m.sweep.points[i].trials)
      at('trials', `the point's trials in manifest.json (${m.sweep.points[i].trials})`);
    if (!isCount(p.chunks)) at('chunks', 'a whole number from 0');
    if (!(p.precisionReached === null || typeof p.precisionReached === 'boolean'))
      at('precisionReached', 'true, false or null');
    if (!isTallies(p.tallies, size))
      at('tallies', `${size} numbers (or null: not defined), one per layout slot`);
    if (!(p.exact === null || isNumbers(p.exact, size))) at('exact', `null or ${size} numbers`);
    if (!(p.exactLeftover === null || typeof p.exactLeftover === 'number'))
      at('exactLeftover', 'a number or null');
    if (!(p.method === undefined || p.method === 'exact' || p.method === 'mc'))
      at('method', "'exact' or 'mc'");
    if (!(p.fullChunks === undefined || p.fullChunks === null || isTallies(p.fullChunks, size)))
      at('fullChunks', `null or ${size} numbers`);
    if (p.chunkRange !== undefined) {
      const r = p.chunkRange;
      if (!(Array.isArray(r) && r.length === 2 && isCount(r[0]) && isCount(r[1]) && r[0] < r[1]))
        at('chunkRange', 'two chunk numbers [first, end) with first < end');
      else if (
        !(
          Array.isArray(p.chunkTallies) &&
          p.chunkTallies.length === p.chunks &&
          p.chunkTallies.every((c) => isTallies(c, size))
        )
      )
        at('chunkTallies', `one list of ${size} numbers for each of the ${p.chunks} chunks run`);
    } else if (p.chunkTallies !== undefined) at('chunkTallies', 'absent without chunkRange');
  });
  if (problems.length > 0) throw new InputError(problems);
  for (const p of t.points) {
    undefinedAsNaN(p.tallies);
    undefinedAsNaN(p.fullChunks);
    p.chunkTallies?.forEach(undefinedAsNaN);
  }
  return t as TalliesFile;
}
