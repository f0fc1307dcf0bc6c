import { stringify } from 'csv-stringify/sync';
import { patchSetLabel, valueLabel } from './sweep-labels.ts';
import { writeFilesAtomic } from './atomic-write.ts';
import { digestOf } from './file-digest.ts';
import { replaceFolder, stageFolder, type StagedFolder } from './replace-folder.ts';
import { manifestJson, type Manifest, type ManifestDraft } from './manifest.ts';
import { sealManifest } from './manifest-digest.ts';
import { OUTCOME_COLUMNS, RESULT_COLUMNS, outcomeRows, resultRows } from './result-rows.ts';
import { talliesJson, type PointTallies } from './tallies-file.ts';

/** Each sweep parameter's value at a point, as printed in its column. */
function paramCells(m: ManifestDraft, values: Record<string, unknown>): string[] {
  return m.sweep.params.map((p) =>
    p.kind === 'patch' ? patchSetLabel(values[p.name] as string[]) : valueLabel(values[p.name]),
  );
}

function table(
  m: ManifestDraft,
  tallies: PointTallies[],
  columns: string[],
  rowsOf: typeof resultRows,
): string {
  const header = ['experiment', 'point', ...m.sweep.params.map((p) => p.name), ...columns];
  const rows: string[][] = [header];
  for (const t of [...tallies].sort((a, b) => a.point - b.point)) {
    const point = m.sweep.points.find((p) => p.index === t.point)!;
    const lead = [m.experiment.name, String(t.point), ...paramCells(m, point.values)];
    for (const row of rowsOf(point.layout ?? m.layout, t)) rows.push([...lead, ...row]);
  }
  return stringify(rows);
}

/** The result files of a folder, manifest last, with the manifest recording the others' sizes and hashes. */
export function resultFiles(
  m: ManifestDraft,
  tallies: PointTallies[],
): { manifest: Manifest; files: Array<[string, string]> } {
  const files: Array<[string, string]> = [
    ['results.csv', table(m, tallies, RESULT_COLUMNS, resultRows)],
    ['outcomes.csv', table(m, tallies, OUTCOME_COLUMNS, outcomeRows)],
    ['tallies.json', talliesJson(tallies)],
  ];
  const { files: _, digest: __, ...draft } = m;
  const manifest = sealManifest({
    ...draft,
    files: Object.fromEntries(files.map(([name, text]) => [name, digestOf(text)])),
  });
  return { manifest, files: [...files, ['manifest.json', manifestJson(manifest)]] };
}

/**
 * Write a result folder: results.csv, outcomes.csv, tallies.json and
 * manifest.json. Runs and merges both end here. The folder is replaced
 * whole (see replaceFolder), or, `inPlace` (a folder holding other files,
 * or the working folder), each file is replaced atomically beside them.
 */
export function writeResults(
  dir: string,
  m: ManifestDraft,
  tallies: PointTallies[],
  options: { inPlace?: boolean } = {},
): Manifest {
  const { manifest, files } = resultFiles(m, tallies);
  if (options.inPlace) writeFilesAtomic(dir, files);
  else replaceFolder(dir, files);
  return manifest;
}

/**
 * A finished result to replace `dir` only once more is written beside it (its
 * report): filled in a sibling folder, `dir` untouched until commit.
 */
export function stageResults(
  dir: string,
  m: ManifestDraft,
  tallies: PointTallies[],
): { manifest: Manifest; staged: StagedFolder } {
  const { manifest, files } = resultFiles(m, tallies);
  return { manifest, staged: stageFolder(dir, files) };
}
