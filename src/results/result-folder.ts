import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { OUTPUT_MARKER, writtenOutputs } from './output-marker.ts';

/** The files `warbench run` and `merge` write, and the manifest that names them. */
export const MANIFEST = 'manifest.json';
export const RESULT_FILES = ['results.csv', 'outcomes.csv', 'tallies.json'] as const;
/** What `warbench report` adds to a result folder. */
export const REPORT_FILES = ['report.html', 'charts'] as const;

const OURS = new Set<string>([MANIFEST, ...RESULT_FILES, ...REPORT_FILES]);
/** Temporary files of an atomic write (`.results.csv.123.tmp`, `.charts.123.tmp`). */
const OUR_TEMP = /^\.[^/]+\.\d+\.tmp$/;

/** Who a result belongs to: an experiment, and the shard when it is one. */
export interface ResultIdentity {
  experiment: string;
  shard: { index: number; count: number } | null;
}

/** What a folder holds, as far as writing a result into it goes. */
export type FolderState =
  | { kind: 'absent' }
  | { kind: 'empty' }
  | { kind: 'result'; identity: ResultIdentity; partial: boolean }
  /**
   * files warbench did not write (or a manifest it cannot read), and files
   * other warbench commands wrote there (compare.json: `compare`)
   */
  | { kind: 'foreign'; names: string[]; outputs: Map<string, string> }
  | { kind: 'file' };

export function identityLabel(id: ResultIdentity): string {
  return id.shard ? `${id.experiment} (shard ${id.shard.index}/${id.shard.count})` : id.experiment;
}

export function sameIdentity(a: ResultIdentity, b: ResultIdentity): boolean {
  return a.experiment === b.experiment && JSON.stringify(a.shard) === JSON.stringify(b.shard);
}

/** The identity a manifest records, or undefined when it records none. */
function identityIn(file: string): { identity: ResultIdentity; partial: boolean } | undefined {
  try {
    const m = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof m?.experiment?.name !== 'string') return undefined;
    const s = m.shard;
    const shard =
      s && Number.isInteger(s.index) && Number.isInteger(s.count) ? { index: s.index, count: s.count } : null;
    return { identity: { experiment: m.experiment.name, shard }, partial: m.partial === true };
  } catch {
    return undefined;
  }
}

/** The charts of one chart id, as the report writes them: its spec, images and numbers. */
const CHART_FILE = /^(.+)\.(vl\.json|svg|png|csv)$/;

/**
 * Files under charts/ the report did not write: it writes each chart as
 * `<id>.vl.json` with `<id>.svg`, `.png` and `.csv` beside it; any other
 * file there is a user's (`charts/my-chart.svg`).
 */
export function userChartFiles(dir: string): string[] {
  const charts = join(dir, 'charts');
  if (!existsSync(charts) || !statSync(charts).isDirectory()) return [];
  const names = readdirSync(charts);
  const ids = new Set(names.filter((n) => n.endsWith('.vl.json')).map((n) => n.slice(0, -'.vl.json'.length)));
  return names.filter((n) => !ids.has(CHART_FILE.exec(n)?.[1] ?? '\0'));
}

/** Look at a folder before writing a result into it. */
export function folderState(dir: string): FolderState {
  if (!existsSync(dir)) return { kind: 'absent' };
  if (!statSync(dir).isDirectory()) return { kind: 'file' };
  const names = readdirSync(dir);
  if (names.length === 0) return { kind: 'empty' };
  const outputs = writtenOutputs(dir);
  const foreign = [
    ...names.filter((n) => !OURS.has(n) && !OUR_TEMP.test(n) && n !== OUTPUT_MARKER && !outputs.has(n)),
    ...userChartFiles(dir).map((n) => `charts/${n}`),
  ];
  const own = existsSync(join(dir, MANIFEST)) ? identityIn(join(dir, MANIFEST)) : undefined;
  if (foreign.length > 0 || outputs.size > 0 || !own)
    return { kind: 'foreign', names: foreign.length > 0 || outputs.size > 0 ? foreign : names, outputs };
  return { kind: 'result', ...own };
}
