import { basename } from 'node:path';
import { loadRuleset } from '../engine/families/load-ruleset.ts';
import { loadPatch } from '../engine/ruleset/patch.ts';
import type { CellEdit } from './edits.ts';

/** Patch files as the page's cell edits: each cell they set, by file and field, with its new text (checked as `--patch` checks them). */
export function patchEdits(ruleset: string, files: readonly string[]): CellEdit[] {
  if (files.length === 0) return [];
  const r = loadRuleset(ruleset, files.map(loadPatch));
  return r.ledger.cells
    .filter((c) => c.source === 'patch')
    .map((c) => ({ file: basename(c.file), field: c.field, value: c.text }));
}
