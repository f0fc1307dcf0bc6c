import { basename } from 'node:path';
import { InputError } from '../../engine/input/input-error.ts';
import { loadRuleset } from '../../engine/families/load-ruleset.ts';
import type { Ruleset } from '../../engine/families/families.ts';
import { loadPatchFile } from '../../experiment/file-kind.ts';
import { rulesetDir } from '../../engine/ruleset/paths.ts';
import type { Cell } from '../../engine/ruleset/provenance.ts';
import { compileSituation, type SituationFlags } from './compile-situation.ts';
import { rulesetGrids, type Grid } from './ruleset-grid.ts';
import { dirname } from 'node:path';

export interface TableRequest extends SituationFlags {
  /** a ruleset file (path) or a file name in the ruleset (`assault.yaml`) */
  file: string;
  reach?: string;
  sim: string;
}

export interface TableView {
  ruleset: Ruleset;
  file: string;
  grids: Grid[];
  loose: Cell[];
  /** with --reach: expected reads per trial of every cell the situation reads */
  reach?: Map<Cell, number>;
  /** with --reach: how the sim reads the situation */
  reading?: Record<string, string>;
}

/** A ruleset file's tables with each cell's source, and (with a situation) each cell's reach. */
export function tableView(r: TableRequest): TableView {
  const name = basename(r.file);
  const folder = r.file.includes('/') ? dirname(r.file) : undefined;
  const rulesetId = r.ruleset ?? (folder && rulesetDir(folder) ? folder : 'republic-1.0-beta');
  const ruleset = loadRuleset(rulesetId, r.patch.map(loadPatchFile));
  if (!ruleset.source.files.has(name)) {
    throw new InputError({
      file: '(command line)',
      field: 'file',
      expected: `one of the ruleset's files (${[...ruleset.source.files.keys()].filter((f) => f !== 'ruleset.yaml').join(', ')}), got ${JSON.stringify(r.file)}`,
    });
  }
  const { grids, loose } = rulesetGrids(ruleset.source, ruleset.ledger.cells, name);
  if (r.reach === undefined) {
    // a switch or a situation field changes nothing in the printed table: say so rather than ignore it
    const flag =
      r.switch.length > 0 ? `--switch ${r.switch[0]}` : r.set.length > 0 ? `--set ${r.set[0]}` : undefined;
    if (flag)
      throw new InputError({
        file: '(command line)',
        field: flag.split(' ')[0],
        expected: `only with --reach SITUATION (it sets how that situation is read), got ${flag} without --reach`,
      });
    return { ruleset, file: name, grids, loose };
  }
  const s = compileSituation(r.sim, r.reach, r, ruleset);
  if (!s.sim.reach)
    throw new InputError({
      file: '(command line)',
      field: '--sim',
      expected: `a sim that can say which cells it reads (assault, assault-round), got ${r.sim}`,
    });
  const reach = new Map(s.sim.reach(s.compiled).map((x) => [x.cell, x.reads]));
  return { ruleset, file: name, grids, loose, reach, reading: s.sim.describe?.(s.compiled) };
}
