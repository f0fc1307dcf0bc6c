import type { RepublicAudit } from '../../engine/republic/audit/audit-republic.ts';

import { percentExact as pct } from '../../report/charts/text.ts';
import { wrapText } from '../../report/terminal/wrap-lines.ts';
import { switchLine } from '../../tuning/odds/switch-lines.ts';
import type { ChangedCell } from './changed-cells.ts';

/**
 * The audit as text for the terminal, lines within 100 columns: problems
 * first, then notes, then the curves. The switches are listed only where
 * not at their default (`defaults`), unless `verbose`.
 */
export function formatAudit(
  a: RepublicAudit,
  rulesetName = a.ruleset.id,
  defaults: Record<string, string> = a.switches,
  verbose = false,
  changed?: { against: string; cells: readonly ChangedCell[] },
): string {
  const lines: string[] = [];
  lines.push(
    `Audit of ${rulesetName} (${a.ruleset.provisionalCells} of ${a.ruleset.cells} cells provisional)`,
  );
  const sw = switchLine(a.switches, defaults, verbose);
  if (sw) lines.push(sw);
  if (changed) {
    lines.push(
      '',
      changed.cells.length
        ? `Cells that differ from ${changed.against} (${changed.cells.length}):`
        : `No cell differs from ${changed.against}.`,
    );
    for (const c of changed.cells)
      lines.push(
        `  ${c.file}${c.line ? `:${c.line}` : ''}: ${c.field}: ${c.was ?? '(none)'} -> ${c.now ?? '(left out)'}`,
      );
  }
  const problems = a.findings.filter((f) => f.severity === 'problem');
  const notes = a.findings.filter((f) => f.severity === 'note');
  lines.push(
    '',
    problems.length
      ? `Problems (${problems.length}): rules the tables must obey`
      : 'Problems: none. The tables are monotone in the difference, the columns ordered, the Panic Index, rally numbers and grade values favour the better side.',
  );
  for (const f of problems)
    lines.push(
      `  - [${f.check}] ${f.message}${f.where ? `\n      ${f.where.file}${f.where.line ? `:${f.where.line}` : ''}: ${f.where.field}` : ''}`,
    );
  lines.push('', `Worth a look (${notes.length})`);
  for (const f of notes)
    lines.push(
      `  - [${f.check}] ${f.message}${f.where ? `\n      ${f.where.file}${f.where.line ? `:${f.where.line}` : ''}: ${f.where.field}` : ''}`,
    );
  lines.push('', `Win chance by one more modifier on the attacker (${a.matchup}; exact)`);
  lines.push(
    '  (0 is the situation as given; each row sums to 100% over attacker wins, defender holds and both retire)',
  );
  lines.push('  modifier  attacker wins  defender holds  both retire  defender P hits  defender Panic 4');
  for (const p of a.modifierCurve) {
    lines.push(
      `  ${String(p.modifier > 0 ? `+${p.modifier}` : p.modifier).padStart(8)}  ${pct(p.attackerWins).padStart(13)}  ${pct(p.defenderHolds).padStart(14)}  ${pct(p.bothRetire).padStart(11)}  ${p.defenderPHits.toFixed(2).padStart(15)}  ${pct(p.defenderPanic4).padStart(16)}`,
    );
  }
  lines.push(
    '',
    'First-round reach of each row, formed brigades of equal size, grade modifiers only (mean of 25 grade pairs)',
  );
  const shown = a.reach.filter((r) => r.probability > 0);
  lines.push(`  ${shown.map((r) => `${r.diff > 0 ? '+' : ''}${r.diff}: ${pct(r.probability)}`).join('  ')}`);
  return wrapText(lines.join('\n'));
}
