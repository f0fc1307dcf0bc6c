import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFilesAtomic } from './atomic-write.ts';
import { digestOf } from './file-digest.ts';

/**
 * The record warbench keeps in a folder it wrote files into outside a result
 * (compare, sensitivity, table, tune): each file's command and SHA-256, so a
 * later command knows which files are warbench's as written, and which a
 * user wrote or edited.
 */
export const OUTPUT_MARKER = '.warbench-files.json';

export interface OutputRecord {
  command: string;
  sha256: string;
}

/** The files the folder's marker records (none without a readable marker). */
export function outputRecords(dir: string): Record<string, OutputRecord> {
  const file = join(dir, OUTPUT_MARKER);
  if (!existsSync(file)) return {};
  try {
    const files = JSON.parse(readFileSync(file, 'utf8'))?.files;
    return files && typeof files === 'object' ? files : {};
  } catch {
    return {};
  }
}

/** The files in `dir` warbench wrote and nobody changed since, with the command that wrote each. */
export function writtenOutputs(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, rec] of Object.entries(outputRecords(dir))) {
    const path = join(dir, name);
    if (
      typeof rec?.command === 'string' &&
      existsSync(path) &&
      digestOf(readFileSync(path)).sha256 === rec.sha256
    )
      out.set(name, rec.command);
  }
  return out;
}

/** Write a command's files atomically beside the others, and record them in the marker. */
export function writeOutputFiles(
  dir: string,
  command: string,
  files: ReadonlyArray<[name: string, text: string | Uint8Array]>,
): void {
  const records = outputRecords(dir);
  for (const [name, text] of files) records[name] = { command, sha256: digestOf(text).sha256 };
  writeFilesAtomic(dir, [...files, [OUTPUT_MARKER, `${JSON.stringify({ files: records }, null, 2)}\n`]]);
}
