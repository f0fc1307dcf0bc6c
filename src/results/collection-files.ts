import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files warbench writes in a folder of result folders (a run of several
 * experiments, a study, `report out`), each with the mark that tells it is
 * warbench's: the index page and the table audit, page and JSON.
 */
const COLLECTION_FILES: Record<string, (text: string) => boolean> = {
  'index.html': (t) => t.includes('<title>warbench reports</title>'),
  'audit.html': (t) => t.includes('<title>Table audit · warbench</title>'),
  'audit.json': (t) => {
    try {
      const j = JSON.parse(t);
      return j !== null && typeof j === 'object' && 'ruleset' in j && 'findings' in j;
    } catch {
      return false;
    }
  },
};

/** The index page, audit page or audit JSON in `dir` that warbench did not write (a user's own), never to be written over. */
export function foreignCollectionFiles(dir: string): string[] {
  return Object.entries(COLLECTION_FILES)
    .filter(([name, ours]) => {
      const path = join(dir, name);
      return existsSync(path) && (!statSync(path).isFile() || !ours(readFileSync(path, 'utf8')));
    })
    .map(([name]) => name);
}

/** Whether `dir` holds an index page warbench wrote, to keep current. */
export function hasWarbenchIndex(dir: string): boolean {
  return existsSync(join(dir, 'index.html')) && !foreignCollectionFiles(dir).includes('index.html');
}
