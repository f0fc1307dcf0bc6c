import type { RepublicAudit } from '../../engine/republic/audit/audit-republic.ts';
import type { Finding } from '../../engine/republic/audit/finding.ts';
import { percentExact } from '../charts/text.ts';
import { esc } from '../markup/escape.ts';
import { pageStart } from '../markup/page-start.ts';

const pct = (x: number) => esc(percentExact(x));

/** A finding's text for the page: `cell` in code type, -> as an arrow, the rest escaped. */
export function findingHtml(text: string): string {
  return esc(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/ -&#62; /g, ' → ');
}

function findingItem(f: Finding): string {
  const where = f.where
    ? `<br><span class="note">${esc(f.where.file)}${f.where.line ? `:${esc(f.where.line)}` : ''}: ${esc(f.where.field)}</span>`
    : '';
  return `<li><b>${esc(f.check)}</b>: ${findingHtml(f.message)}${where}</li>`;
}

/** audit.html: `warbench audit` as a page beside the experiment reports. */
export function auditHtml(a: RepublicAudit): string {
  const problems = a.findings.filter((f) => f.severity === 'problem');
  const notes = a.findings.filter((f) => f.severity === 'note');
  const curve = a.modifierCurve
    .map(
      (p) =>
        `<tr><td class="num">${p.modifier > 0 ? '+' : ''}${p.modifier}</td><td class="num">${pct(p.attackerWins)}</td><td class="num">${pct(p.defenderHolds)}</td><td class="num">${pct(p.bothRetire)}</td><td class="num">${p.defenderPHits.toFixed(2)}</td><td class="num">${pct(p.defenderPanic4)}</td></tr>`,
    )
    .join('\n');
  const reach = a.reach
    .map(
      (r) =>
        `<tr><td class="num">${r.diff > 0 ? '+' : ''}${r.diff}</td><td class="num">${pct(r.probability)}</td></tr>`,
    )
    .join('\n');
  return `${pageStart('Table audit · warbench')}
<p class="note"><a href="index.html">← all experiments</a></p>
<h1>Is the table balanced? Audit of ${esc(a.ruleset.id)}</h1>
<p class="lead">${esc(a.ruleset.provisionalCells)} of ${esc(a.ruleset.cells)} cells are provisional placeholders. The same checks run with <code>warbench audit</code>; a designer who types in the printed chart reruns them with <code>--strict</code>.</p>
<h2>Problems (${problems.length})</h2>
${problems.length ? `<ul>${problems.map(findingItem).join('\n')}</ul>` : '<p>None: the assault table is monotone in the difference, its columns are ordered Attacker Advantage, Pitched Battle, Defender Advantage, the Panic Index, the rally numbers and the grade values favour the better side, and every old rally number lies in its own state&#39;s band.</p>'}
<h2>Worth a look (${notes.length})</h2>
<ul>${notes.map(findingItem).join('\n')}</ul>
<h2>Win chance by one more modifier on the attacker</h2>
<p>Exact odds: ${esc(a.matchup)}, fought to a decision.</p>
<div class="numbers"><table><thead><tr><th>modifier</th><th>attacker wins the ground</th><th>defender holds</th><th>both retire</th><th>defender P hits</th><th>defender Panic 4</th></tr></thead><tbody>
${curve}
</tbody></table></div>
<h2>How often each row is reached</h2>
<p>First rounds between formed brigades of equal size with only grade modifiers, averaged over the 25 grade pairings.</p>
<div class="numbers"><table><thead><tr><th>difference</th><th>share of first rounds</th></tr></thead><tbody>
${reach}
</tbody></table></div>
</body>
</html>
`;
}
