import type { Cell } from '../../engine/ruleset/provenance.ts';

/** A cell a patch set, with how often the situation reads it (0: the patch cannot matter here). */
export interface PatchedCellReach {
  file: string;
  line?: number;
  field: string;
  text: string;
  /** the patch line that set it */
  patch: string;
  reads: number;
}

/** Every patched cell with how often the situation reads it: what a patch can change here (0: nothing). */
export function patchedReach(
  cells: readonly Cell[],
  reach: ReadonlyArray<{ cell: Cell; reads: number }>,
): PatchedCellReach[] {
  const reads = new Map(reach.map((r) => [r.cell, r.reads]));
  return cells
    .filter((c) => c.source === 'patch')
    .map((c) => ({
      file: c.file,
      line: c.line,
      field: c.field,
      text: c.text,
      patch: c.ref ?? '',
      reads: reads.get(c) ?? 0,
    }));
}
