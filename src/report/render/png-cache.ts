import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../engine/ruleset/paths.ts';

/**
 * PNGs already drawn, by a hash of their SVG and of what draws them (resvg's
 * and the fonts' versions, the zoom): `warbench report` rebuilding a study's
 * charts, or a run repeated with the same seed, draws each chart once. A PNG
 * is a pure function of that key, so a kept one is the same bytes a fresh
 * drawing would give.
 */
const DIR = join(PROJECT_ROOT, 'node_modules', '.cache', 'warbench', 'png');

/** PNGs kept at most; past it the oldest half goes (checked once a process). */
const KEEP = 4000;

const version = (pkg: string): string => (createRequire(import.meta.url)(`${pkg}/package.json`) as { version: string }).version;
let drawer: string | undefined;
let pruned = false;

/** The PNG of `svg` at `zoom`: kept from an earlier drawing, or drawn by `draw` and kept. */
export function cachedPng(svg: string, zoom: number, draw: () => Buffer): Buffer {
  drawer ??= `resvg ${version('@resvg/resvg-js')}; dejavu ${version('dejavu-fonts-ttf')}`;
  const file = join(DIR, `${createHash('sha256').update(`${drawer}\0${zoom}\0`).update(svg).digest('hex')}.png`);
  try {
    return readFileSync(file);
  } catch {
    // not kept yet (or unreadable): draw it
  }
  const png = draw();
  try {
    mkdirSync(DIR, { recursive: true });
    // written beside its name and renamed: a reader never sees half a PNG
    const part = `${file}.${process.pid}.part`;
    writeFileSync(part, png);
    renameSync(part, file);
    if (!pruned) prune();
  } catch {
    // a cache that cannot be written (read-only install, full disk) only costs time
  }
  return png;
}

function prune(): void {
  pruned = true;
  const names = readdirSync(DIR).filter((n) => n.endsWith('.png'));
  if (names.length <= KEEP) return;
  const byAge = names.map((n) => ({ n, t: statSync(join(DIR, n)).mtimeMs })).sort((a, b) => a.t - b.t);
  for (const { n } of byAge.slice(0, names.length - KEEP / 2)) unlinkSync(join(DIR, n));
}
