import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../engine/input/input-error.ts';
import { writeFilesAtomic } from '../results/atomic-write.ts';
import { foreignCollectionFiles } from '../results/collection-files.ts';
import { provisionalShares } from './charts/provisional-note.ts';
import { percentLabel } from './charts/text.ts';
import { indexHtml, type IndexEntry } from './html/index-page.ts';
import { loadResults } from './load/load-results.ts';

/** Result folders directly under `root` (those with a manifest.json, not a hidden folder being written), optionally only those with a report. */
export function resultFolders(root: string, withReport = false): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter(
      (d) => d.isDirectory() && !d.name.startsWith('.') && existsSync(join(root, d.name, 'manifest.json')),
    )
    .filter((d) => !withReport || existsSync(join(root, d.name, 'report.html')))
    .map((d) => d.name)
    .sort();
}

function shareRange(shares: number[]): string | null {
  if (shares.length === 0) return null;
  const lo = percentLabel(Math.min(...shares));
  const hi = percentLabel(Math.max(...shares));
  return lo === hi ? hi : `${lo} to ${hi}`;
}

/**
 * Write root/index.html listing every root/<name>/report.html; returns its path. A result folder that cannot be
 * read (a damaged or hand-edited one) is left out of the list and handed to `skipped` with what is wrong, so a run
 * that wrote its own results whole is not failed by another folder beside them; with no `skipped` it is an error.
 */
export function buildIndex(root: string, skipped?: (folder: string, problem: InputError) => void): string {
  const entries: IndexEntry[] = [];
  for (const folder of resultFolders(root, true)) {
    let set: ReturnType<typeof loadResults>;
    try {
      set = loadResults(join(root, folder));
    } catch (err) {
      if (!(err instanceof InputError) || !skipped) throw err;
      skipped(folder, err);
      continue;
    }
    entries.push({ folder, manifest: set.manifest, provisional: shareRange(provisionalShares(set)) });
  }
  writeFilesAtomic(root, [
    [
      'index.html',
      indexHtml(
        entries,
        existsSync(join(root, 'audit.html')) && !foreignCollectionFiles(root).includes('audit.html'),
      ),
    ],
  ]);
  return join(root, 'index.html');
}
