import { formatAssaultCell, type AssaultCell } from '../../notation/assault-cell.ts';
import type { Valued } from '../../ruleset/read-cell.ts';
import { ASSAULT_COLUMNS, type AssaultTable } from '../rules/assault-table.ts';
import { cellWhere, type Finding } from './finding.ts';
import { standing } from './standing.ts';

const signed = (d: number) => (d > 0 ? `+${d}` : String(d));
const show = (v: Valued<AssaultCell>) => `\`${formatAssaultCell(v.value)}\``;

/** §5.3: a bigger difference never gives the attacker a worse result, in any column. */
export function monotoneInDifference(t: AssaultTable): Finding[] {
  const out: Finding[] = [];
  ASSAULT_COLUMNS.forEach((col, c) => {
    const cells = t.cells[c];
    for (let i = 1; i < cells.length; i++) {
      const hi = t.maxDiff - (i - 1);
      if (standing(cells[i - 1].value, hi) < standing(cells[i].value, hi - 1)) {
        out.push({
          check: 'monotone in the difference',
          severity: 'problem',
          message: `${col} ${signed(hi)} ${show(cells[i - 1])} is worse for the attacker than ${signed(hi - 1)} ${show(cells[i])}`,
          where: cellWhere(cells[i - 1].cell),
          pair: cellWhere(cells[i].cell),
        });
      }
    }
  });
  return out;
}

/** §5.3: Attacker Advantage is never worse for the attacker than Pitched Battle, nor that than Defender Advantage. */
export function columnsOrdered(t: AssaultTable): Finding[] {
  const out: Finding[] = [];
  for (let i = 0; i < t.cells[0].length; i++) {
    const diff = t.maxDiff - i;
    if (diff === 0) continue; // the Pitched Battle tie hits both sides (§5.3)
    for (let c = 1; c < ASSAULT_COLUMNS.length; c++) {
      const stronger = t.cells[c - 1][i];
      const weaker = t.cells[c][i];
      if (standing(stronger.value, diff) < standing(weaker.value, diff)) {
        out.push({
          check: 'columns ordered AA >= PB >= DA',
          severity: 'problem',
          message: `at ${signed(diff)}, ${ASSAULT_COLUMNS[c - 1]} ${show(stronger)} is worse for the attacker than ${ASSAULT_COLUMNS[c]} ${show(weaker)}`,
          where: cellWhere(stronger.cell),
          pair: cellWhere(weaker.cell),
        });
      }
    }
  }
  return out;
}

/**
 * Cliffs: one more point of difference that adds two or more P or B hits at
 * once, or first reaches Panic 4 (which makes the division test, §6.2).
 */
export function cliffs(t: AssaultTable): Finding[] {
  const out: Finding[] = [];
  ASSAULT_COLUMNS.forEach((col, c) => {
    const cells = t.cells[c];
    for (let i = 1; i < cells.length; i++) {
      const a = cells[i - 1];
      const b = cells[i];
      const hi = t.maxDiff - (i - 1);
      // compare the row nearer zero (b, or a below zero) with the one further out
      const [near, far, dn, df] = hi > 0 ? [b, a, hi - 1, hi] : [a, b, hi, hi - 1];
      if (dn === 0 || Math.sign(dn) !== Math.sign(df)) continue;
      const dp = far.value.hits.p - near.value.hits.p;
      const db = far.value.hits.b - near.value.hits.b;
      const panic4 = far.value.hits.p >= 4 && near.value.hits.p < 4;
      if (dp >= 2 || db >= 2 || panic4) {
        const why = [
          dp >= 2 ? `+${dp}P` : '',
          db >= 2 ? `+${db}B` : '',
          panic4 ? 'first Panic 4 (a divisional panic test)' : '',
        ]
          .filter(Boolean)
          .join(', ');
        out.push({
          check: 'cliffs',
          severity: 'note',
          message: `${col} ${signed(dn)} -> ${signed(df)}: ${show(near)} -> ${show(far)}: ${why}`,
          where: cellWhere(far.cell),
        });
      }
    }
  });
  return out;
}

/**
 * Lopsidedness of the parity column: Pitched Battle resolves assaults "at
 * rough parity" (§5.3), so winning by d should hurt a losing defender as it
 * hurts a losing attacker. (AA and DA lean by design.)
 */
export function asymmetry(t: AssaultTable): Finding[] {
  const out: Finding[] = [];
  const span = Math.min(t.maxDiff, -t.minDiff);
  ASSAULT_COLUMNS.forEach((col, c) => {
    if (col !== 'PB') return;
    const rows: string[] = [];
    for (let d = 1; d <= span; d++) {
      const up = t.cells[c][t.maxDiff - d].value;
      const down = t.cells[c][t.maxDiff + d].value;
      if (up.hits.p !== down.hits.p || up.hits.b !== down.hits.b)
        rows.push(`±${d}: defender ${formatAssaultCell(up)} / attacker ${formatAssaultCell(down)}`);
    }
    if (rows.length)
      out.push({
        check: 'lopsided rows',
        severity: 'note',
        message: `${col}, the parity column: ${rows.length} of ${span} differences hurt a losing defender and a losing attacker differently (${rows.join('; ')})`,
      });
  });
  return out;
}
