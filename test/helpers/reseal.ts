import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { digestOf } from '../../src/results/file-digest.ts';
import { manifestJson, type Manifest } from '../../src/results/manifest.ts';
import { sealManifest } from '../../src/results/manifest-digest.ts';
import type { TalliesFile } from '../../src/results/tallies-file.ts';

/**
 * Edit a result folder as someone who knows its format would: the manifest
 * and tallies changed, and every digest recomputed to match, so only the
 * checks of the facts against each other can find it.
 */
export function resealed(dir: string, edit: (m: Manifest, t: TalliesFile) => void): void {
  const m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const t = JSON.parse(readFileSync(join(dir, 'tallies.json'), 'utf8')) as TalliesFile;
  edit(m, t);
  const tallies = `${JSON.stringify(t)}\n`;
  writeFileSync(join(dir, 'tallies.json'), tallies);
  m.files['tallies.json'] = digestOf(tallies);
  writeFileSync(join(dir, 'manifest.json'), manifestJson(sealManifest(m)));
}
