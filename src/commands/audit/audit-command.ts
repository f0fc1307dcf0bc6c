import { rulesetLabel } from '../../engine/ruleset/ruleset-label.ts';
import { rulesetWords } from '../../engine/families/families.ts';
import type { Command } from 'commander';
import { InputError } from '../../engine/input/input-error.ts';
import { Problems } from '../../engine/input/problems.ts';
import { loadYamlFile } from '../../engine/input/parse-yaml.ts';
import { readAssaultSituation } from '../../engine/republic/assault/situation.ts';
import { auditRepublic } from '../../engine/republic/audit/audit-republic.ts';
import type { Matchup } from '../../engine/republic/audit/modifier-curve.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';
import { loadRuleset } from '../../engine/families/load-ruleset.ts';
import { checkKind, loadPatchFile } from '../../experiment/file-kind.ts';
import { resolveSwitches } from '../../engine/ruleset/switches.ts';
import { parseSwitchFlags } from '../../engine/ruleset/parse-switch-flags.ts';
import { formatAudit } from './format-audit.ts';
import { changedCells, pointAtEdits } from './changed-cells.ts';
import { cellWhere } from '../../engine/republic/audit/finding.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RULESETS_DIR, rulesetDir } from '../../engine/ruleset/paths.ts';
import { rulesetExpected } from '../../engine/ruleset/ruleset-ids.ts';
import { isShipped } from '../../engine/ruleset/ruleset-label.ts';
import { switchDefaults } from '../../tuning/odds/switch-lines.ts';

/** An assault situation file as the audit's matchup, checked like `odds assault` checks it. */
function situationMatchup(file: string, rules: RepublicRules): Matchup {
  checkKind(file, { situationFor: 'assault' }, 'a situation for assault');
  const problems = new Problems();
  const node = loadYamlFile(file).root(problems);
  // the win chance by modifier is of one matchup: a weighted mix has none
  if (node.isMap() && node.has('mix')) {
    node
      .get('mix')
      .failAt(
        'expected one assault situation, not a weighted mix: the win chance by modifier is of one matchup (odds, sensitivity and table --reach take a mix)',
      );
    problems.throwIfAny();
  }
  const situation = problems.guard(() => readAssaultSituation(node, rules.restrictions));
  problems.throwIfAny();
  return { situation, label: `the assault in ${file}` };
}

/**
 * The ruleset a typed-in chart is compared with: `shipped` (the default for
 * a folder that is not a shipped ruleset) is rulesets/<its id>; `none`, or
 * a shipped ruleset audited as it is, compares with nothing.
 */
function againstRuleset(
  flag: string | undefined,
  source: { id: string; dir: string; patches: readonly unknown[] },
): string | undefined {
  if (flag === 'none') return undefined;
  const shipped = existsSync(join(RULESETS_DIR, source.id, 'ruleset.yaml')) ? source.id : undefined;
  if (flag === undefined) return isShipped(source) ? undefined : shipped;
  if (flag === 'shipped') {
    if (!shipped)
      throw new InputError({
        file: '(command line)',
        field: '--against',
        expected: `a ruleset to compare with, but there is no shipped ruleset ${source.id} (rulesets/${source.id}); give an id or folder`,
      });
    return shipped;
  }
  if (!rulesetDir(flag))
    throw new InputError({
      file: '(command line)',
      field: '--against',
      expected: `shipped, none, or ${rulesetExpected(flag).replace(/^expected /, '')}`,
    });
  return flag;
}

interface AuditFlags {
  ruleset: string;
  situation?: string;
  patch: string[];
  switch: string[];
  json?: boolean;
  strict?: boolean;
  verbose?: boolean;
  against?: string;
}

const collect = (value: string, previous: string[]) => [...previous, value];

export function registerAudit(program: Command): void {
  program
    .command('audit')
    .description(
      "Is the table balanced? Check a Republic ruleset's assault, panic, rally and artillery tables: monotonicity, column order, cliffs, lopsided rows, rows never reached, win chance by modifier",
    )
    .option('--ruleset <id>', 'ruleset id from rulesets/ or a folder', 'republic-1.0-beta')
    .option('--patch <file>', 'apply a patch file first (repeatable, in order)', collect, [])
    .option('--switch <name=value>', 'set an interpretation switch (repeatable)', collect, [])
    .option(
      '--situation <file>',
      "an assault situation YAML file for the win chance by modifier (default: the §5.1 example's veteran v average)",
    )
    .option('--json', 'print JSON')
    .option(
      '--against <ruleset>',
      'list each cell that differs from this ruleset (shipped: the shipped ruleset of the same id, the default for a typed-in folder; an id or folder; none) and point each problem at the edited cell',
    )
    .option('--verbose', 'list every switch, not only those not at their default')
    .option('--strict', 'exit with code 1 when a problem is found (for checking a typed-in chart)')
    .addHelpText(
      'after',
      `
Examples:
  warbench audit
  warbench audit --ruleset rulesets/republic-1.0-beta/ --strict   (a typed-in chart: its folder)
  warbench audit --patch patches/pb-plus1-drive-away.yaml --json
  warbench audit --situation experiments/situations/assault-stone-wall.yaml   (the win chance of that assault by modifier)
  warbench audit --ruleset rulesets/republic-1.0-beta/ --against shipped   (the cells a typed-in chart changes, each problem at its edited cell)`,
    )
    .action((flags: AuditFlags) => {
      const ruleset = loadRuleset(flags.ruleset, flags.patch.map(loadPatchFile));
      if (ruleset.family !== 'republic') {
        throw new InputError({
          file: '(command line)',
          field: '--ruleset',
          expected: `a Republic ruleset, got ${rulesetWords(ruleset)}`,
        });
      }
      const switches = resolveSwitches(ruleset.source.switches, parseSwitchFlags(flags.switch), {
        file: '(command line)',
        field: '--switch',
      });
      const found = auditRepublic(
        ruleset,
        switches,
        flags.situation ? situationMatchup(flags.situation, ruleset.data) : undefined,
      );
      const base = againstRuleset(flags.against, ruleset.source);
      const against = base === undefined ? undefined : loadRuleset(base);
      // the cells of another family's ruleset are no edits of this one
      if (against && against.family !== ruleset.family)
        throw new InputError({
          file: '(command line)',
          field: '--against',
          expected: `a Republic ruleset to list the cells that differ from, got ${rulesetWords(against)}`,
        });
      const changed = base && against ? { against: base, cells: changedCells(ruleset, against) } : undefined;
      // the cells edited here: those that differ from the ruleset audited against, and each patched cell (at its patch line)
      const patched = ruleset.ledger.cells
        .filter((c) => c.source === 'patch')
        .map((c) => ({ ...cellWhere(c)!, was: null, now: c.text }));
      const edits = [...(changed?.cells ?? []), ...patched];
      const audit = edits.length ? { ...found, findings: pointAtEdits(found.findings, edits) } : found;
      const name = rulesetLabel(ruleset.source);
      process.stdout.write(
        flags.json
          ? `${JSON.stringify({ ...audit, ruleset: { ...audit.ruleset, name }, ...(changed ? { changed } : {}) }, null, 2)}\n`
          : `${formatAudit(audit, name, switchDefaults(ruleset.source.switches), flags.verbose, changed)}\n`,
      );
      if (flags.strict && audit.findings.some((f) => f.severity === 'problem')) process.exitCode = 1;
    });
}
