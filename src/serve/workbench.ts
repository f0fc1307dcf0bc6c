import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { InputError } from '../engine/input/input-error.ts';
import { loadRuleset } from '../engine/families/load-ruleset.ts';
import type { Ruleset } from '../engine/families/families.ts';
import { loadPatch } from '../engine/ruleset/patch.ts';
import { PROJECT_ROOT } from '../engine/ruleset/paths.ts';
import { findSim } from '../sims/find-sim.ts';
import { rulesetGrids } from '../tuning/reach/ruleset-grid.ts';
import { listGrids } from './list-grids.ts';
import {
  editProblems,
  patchFile,
  patchText,
  placeKey,
  readEdits,
  type CellEdit,
  type CellPlace,
  type CellProblem,
} from './edits.ts';
import { didYouMean } from '../engine/input/did-you-mean.ts';
import { asObject, asString, asStrings, optString } from './read-body.ts';
import { SafePaths } from './safe-paths.ts';

/** The Republic tables the workbench shows, in the order of the chart. */
export const CHART_FILES = [
  'assault.yaml',
  'panic-index.yaml',
  'artillery.yaml',
  'rally.yaml',
  'maneuver.yaml',
  'skirmish.yaml',
  'panic-test.yaml',
  'hors-de-combat.yaml',
];

/** What every question the page asks carries: the ruleset folder, the edits, the mechanic and its situation. */
export interface WorkbenchQuestion {
  ruleset: string;
  edits: CellEdit[];
  sim: string;
  situation: string;
  set: string[];
  switch: string[];
}

/** The fields of a question every request may carry; an endpoint names its own besides. */
const QUESTION_FIELDS = ['ruleset', 'edits', 'sim', 'situation', 'set', 'switch'] as const;

/** Edits that cannot be read: the message (as the command line words it) and the cells it concerns. */
export class EditsRefused extends InputError {
  constructor(
    err: InputError,
    readonly cells: CellProblem[],
    message: string,
  ) {
    super(err.problems);
    this.message = message;
  }
}

/**
 * The server's state: the shipped ruleset it compares against, where it may
 * read and write, and a private folder for the edits' patch files.
 */
export class Workbench {
  readonly scratch = mkdtempSync(join(tmpdir(), 'warbench-serve-'));
  private readonly places = new Map<string, Map<string, CellPlace>>();
  private shippedRules?: Ruleset;

  constructor(
    /** the ruleset the page starts on and compares with (an id or a folder) */
    readonly shipped: string,
    /** the edits the page starts with (from --patch), as cells */
    readonly startEdits: CellEdit[],
    readonly paths: SafePaths,
  ) {}

  close(): void {
    rmSync(this.scratch, { recursive: true, force: true });
  }

  shippedRuleset(): Ruleset {
    return (this.shippedRules ??= loadRuleset(this.shipped));
  }

  /** Read a question from a request body; a ruleset outside the project is refused. */
  question(body: unknown, extra: readonly string[] = []): WorkbenchQuestion {
    const o = asObject(body, 'body');
    // a misspelt field (switches for switch) would be left out and the odds answered without it
    const fields = [...QUESTION_FIELDS, ...extra];
    for (const key of Object.keys(o))
      if (!fields.includes(key))
        throw new InputError({
          file: '(request)',
          field: key,
          expected: `unknown field; expected one of ${fields.join(', ')}${didYouMean(key, fields)}`,
        });
    const sim = findSim(asString(o.sim ?? 'assault', 'sim', 100)).id;
    const given = optString(o.ruleset, 'ruleset') ?? this.shipped;
    // another folder by its absolute path: the working folder may not be the one the server reads paths from
    const ruleset = given === this.shipped ? given : this.paths.readable(given, 'ruleset', 'folder');
    const typed = optString(o.situation, 'situation');
    // named from the working folder, as the command line names it in messages
    const situation = relative(
      process.cwd(),
      typed === undefined
        ? join(PROJECT_ROOT, findSim(sim).exampleSituation)
        : this.paths.readable(typed, 'situation', 'file'),
    );
    return {
      ruleset,
      edits: readEdits(o.edits),
      sim,
      situation,
      set: asStrings(o.set, 'set'),
      switch: asStrings(o.switch, 'switch'),
    };
  }

  /** Each cell of the ruleset's tables by file and field: its place as printed and its text, for the patch's comments. */
  cellPlaces(rulesetId: string): Map<string, CellPlace> {
    let m = this.places.get(rulesetId);
    if (!m) {
      const r = loadRuleset(rulesetId);
      m = new Map();
      for (const file of r.source.files.keys()) {
        const { grids, loose } = rulesetGrids(r.source, r.ledger.cells, file);
        for (const g of [...grids, ...listGrids(r.source, file, loose)]) {
          g.cells.forEach((row, i) =>
            row.forEach(
              (c, j) =>
                c &&
                m!.set(placeKey(file, c.field), {
                  table: g.table,
                  row: g.rows[i],
                  column: g.columns[j],
                  text: c.text,
                  was: `${c.text} (${c.source})`,
                }),
            ),
          );
        }
      }
      this.places.set(rulesetId, m);
    }
    return m;
  }

  /** The edits as a patch text over a ruleset (what Save writes). */
  patchText(q: Pick<WorkbenchQuestion, 'ruleset' | 'edits'>): string {
    const id = this.shippedRuleset().source.id;
    return patchText(id, q.edits, this.cellPlaces(q.ruleset));
  }

  /**
   * Run `f` with the edits as a patch file (none without edits); a problem
   * in the edits comes back worded as the command line words it, with the
   * cells it concerns.
   */
  withPatch<T>(q: WorkbenchQuestion, f: (patches: string[]) => T): T {
    if (q.edits.length === 0) return f([]);
    const path = patchFile(this.scratch, this.patchText(q));
    try {
      return f([path]);
    } catch (err) {
      if (!(err instanceof InputError) || err instanceof EditsRefused) throw err;
      const { message, cells } = editProblems(err, path, q.edits);
      throw new EditsRefused(err, cells, message);
    }
  }

  private readonly editedKept = new Map<string, Ruleset>();

  /** The ruleset with the edits applied (the last few kept: the page asks several questions of one chart). */
  edited(q: WorkbenchQuestion): Ruleset {
    const key = `${q.ruleset}\0${this.patchText(q)}`;
    let r = this.editedKept.get(key);
    if (!r) {
      r = this.withPatch(q, (patch) => loadRuleset(q.ruleset, patch.map(loadPatch)));
      if (this.editedKept.size >= 8) this.editedKept.delete(this.editedKept.keys().next().value!);
      this.editedKept.set(key, r);
    }
    return r;
  }
}
