import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../engine/ruleset/paths.ts';

/**
 * Charts already drawn (SVG by Vega, PNG by resvg), kept by a hash of
 * everything that draws them: `warbench report` rebuilding a study's
 * charts, or a run repeated with the same seed, draws each chart once. A
 * drawing is a pure function of its key, so a kept one is the same bytes a
 * fresh drawing would give.
 */
const ROOT = join(PROJECT_ROOT, 'node_modules', '.cache', 'warbench');

/** Drawings kept at most of each kind; past it the oldest half goes (checked once a process). */
const KEEP = 4000;

const pruned = new Set<string>();

/** A package's version, for a key: a new version may draw differently. */
export function packageVersion(pkg: string): string {
  return (createRequire(import.meta.url)(`${pkg}/package.json`) as { version: string }).version;
}

/** The cache key of `parts` (what draws it, then what is drawn). */
export function drawingKey(...parts: string[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
}

/** A kept drawing of kind `ext` ('svg', 'png') by key, or undefined. */
export function readDrawing(ext: string, key: string): Buffer | undefined {
  try {
    const kept = readFileSync(join(ROOT, ext, `${key}.${ext}`));
    return kept.length > 0 ? kept : undefined; // an empty file is what a crash can leave
  } catch {
    return undefined; // not kept yet (or unreadable): the caller draws it
  }
}

/** Keep a drawing; a cache that cannot be written (read-only install, full disk) only costs time. */
export function keepDrawing(ext: string, key: string, data: Buffer | string): void {
  const dir = join(ROOT, ext);
  const file = join(dir, `${key}.${ext}`);
  try {
    mkdirSync(dir, { recursive: true });
    // written beside its name and renamed: a reader never sees half a drawing
    const part = `${file}.${process.pid}.part`;
    writeFileSync(part, data);
    renameSync(part, file);
    if (!pruned.has(ext)) prune(dir, ext);
  } catch {
    // only costs time
  }
}

/** Half-written files a crashed process left are removed after this long. */
const PART_MS = 3600 * 1000;

function prune(dir: string, ext: string): void {
  pruned.add(ext);
  for (const n of readdirSync(dir).filter((f) => f.endsWith('.part'))) {
    if (Date.now() - statSync(join(dir, n)).mtimeMs > PART_MS) unlinkSync(join(dir, n));
  }
  const names = readdirSync(dir).filter((n) => n.endsWith(`.${ext}`));
  if (names.length <= KEEP) return;
  const byAge = names.map((n) => ({ n, t: statSync(join(dir, n)).mtimeMs })).sort((a, b) => a.t - b.t);
  for (const { n } of byAge.slice(0, names.length - KEEP / 2)) unlinkSync(join(dir, n));
}
