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
  /** a ruleset file (path) or a file name in the ruleset; absent: the ruleset's `assault.yaml` */
  file?: string;
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

/** The file shown when none is named: the assault table of Republic (and of a ruleset folder copied from it). */
const DEFAULT_FILE = 'assault.yaml';

/** A ruleset file's tables with each cell's source, and (with a situation) each cell's reach. */
export function tableView(r: TableRequest): TableView {
  const file = r.file ?? DEFAULT_FILE;
  const name = basename(file);
  const folder = file.includes('/') ? dirname(file) : undefined;
  const rulesetId = r.ruleset ?? (folder && rulesetDir(folder) ? folder : 'republic-1.0-beta');
  const ruleset = loadRuleset(rulesetId, r.patch.map(loadPatchFile));
  // ruleset.yaml names the ruleset and its switches: no table to print (warbench switches lists them)
  if (!ruleset.source.files.has(name) || name === 'ruleset.yaml') {
    const files = [...ruleset.source.files.keys()].filter((f) => f !== 'ruleset.yaml').join(', ');
    throw new InputError({
      file: '(command line)',
      field: 'file',
      expected:
        r.file === undefined
          ? `a table file: ${ruleset.source.id} has no ${DEFAULT_FILE} (the file shown when none is named), so name one of its files (${files})`
          : `one of the ruleset's files (${files}), got ${JSON.stringify(r.file)}${name === 'ruleset.yaml' ? ": it holds no table, only the ruleset's name and switches (warbench switches lists them)" : ''}`,
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
