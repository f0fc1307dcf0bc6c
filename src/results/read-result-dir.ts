import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../engine/input/input-error.ts';
import { decodeText } from '../engine/input/read-text.ts';
import { makeLayout } from '../sims/layout.ts';
import { checkManifest } from './check-manifest.ts';
import { digestOf } from './file-digest.ts';
import type { Manifest } from './manifest.ts';
import { MANIFEST, RESULT_FILES } from './result-folder.ts';
import { checkTallies } from './check-tallies.ts';
import { checkResult } from './check-result.ts';
import type { TalliesFile } from './tallies-file.ts';

const WRITTEN_BY = 'written by warbench run or merge';

function readBytes(file: string, name: string): Buffer {
  if (!existsSync(file))
    throw new InputError({ file, field: '', expected: `a result file ${WRITTEN_BY} (${name} is missing)` });
  return readFileSync(file);
}

/** A result file as the manifest recorded it, or bad input naming the file that differs. */
function verified(dir: string, m: Manifest, name: string): Buffer {
  const file = join(dir, name);
  const bytes = readBytes(file, name);
  const want = m.files[name];
  const got = digestOf(bytes);
  if (got.bytes !== want.bytes || got.sha256 !== want.sha256) {
    const how =
      got.bytes === 0
        ? 'it is empty'
        : got.bytes < want.bytes
          ? `it is cut short (${got.bytes} of ${want.bytes} bytes)`
          : got.bytes === want.bytes
            ? 'its content was changed'
            : `it has ${got.bytes} bytes`;
    throw new InputError({
      file,
      field: '',
      expected: `the file manifest.json records (${want.bytes} bytes, SHA-256 ${want.sha256.slice(0, 12)}…), but ${how}; run the experiment again`,
    });
  }
  return bytes;
}

/**
 * A result folder's manifest.json and tallies.json, as written by `warbench
 * run` or `merge`: the manifest checked field by field, every result file
 * checked against the size and SHA-256 the manifest records, the tallies
 * against the manifest's points and layout, and the whole against itself
 * (checkResult): a folder is read whole or refused.
 */
export function readResultDir(dir: string): { dir: string; manifest: Manifest; tallies: TalliesFile } {
  if (!existsSync(dir))
    throw new InputError({ file: dir, field: '', expected: `a result folder ${WRITTEN_BY} (not found)` });
  if (!statSync(dir).isDirectory())
    throw new InputError({ file: dir, field: '', expected: `a result folder ${WRITTEN_BY}, got a file` });
  const manifestFile = join(dir, MANIFEST);
  const manifest = checkManifest(
    decodeText(readBytes(manifestFile, MANIFEST), manifestFile, 'a manifest'),
    manifestFile,
  );
  const texts = Object.fromEntries(RESULT_FILES.map((name) => [name, verified(dir, manifest, name)]));
  const talliesFile = join(dir, 'tallies.json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(texts['tallies.json'].toString('utf8'));
  } catch (err) {
    throw new InputError({ file: talliesFile, field: '', expected: `JSON (${(err as Error).message})` });
  }
  const sizeOf = (point: number) => {
    const p = manifest.sweep.points.find((x) => x.index === point);
    return makeLayout(p?.layout ?? manifest.layout).size;
  };
  const tallies = checkTallies(parsed, talliesFile, manifest, sizeOf);
  checkResult(manifest, tallies, manifestFile, talliesFile);
  return { dir, manifest, tallies };
}
