import { d10 } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import { rallyTo } from '../../engine/republic/rally/rally-roll.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { rallyLeaderSlot } from '../compile/rally-leader-part.ts';
import { toAt } from '../compile/flat-rally.ts';
import { RULE, type FieldState } from '../state/field-state.ts';

/**
 * §1.7 Command phase of the attacking side: every unit with morale hits
 * rallies (§2.3; the division leader's rating, minus if he is hors de combat
 * and not yet replaced, at no distance; the unit's losses, A22), then hors de
 * combat division leaders come back one rating point lower, to no less than
 * zero (§2.3 Replacing Fallen leaders), which costs -3 on this turn's
 * maneuver rolls (§3.2).
 */
export function commandPhase(rng: Stream, c: CompiledEngagement, f: FieldState, side: number): void {
  const parts = c.rallyLeaderParts;
  const division = c.ix.division;
  const r = c.rally;
  // the side's own units, in unit order (the order of the dice)
  const units = c.sideUnits[side];
  // A22 rallyLosses: every base lost, or only B hits ("losses from base hits")
  const allLosses = c.sw.rallyBaseHits ? 0 : 1;
  // the arrays and numbers held here: the die's draws write the stream's fields, after which a field of f, c or r
  // would be loaded again
  const bases = f.bases;
  const morale = f.morale;
  const { lostB, prisoners, deserted, damage, rating, horsDeCombat } = f;
  const combat = c.combat;
  const { loss: lossOf, lossSpan, states, provisionalOld, to } = r;
  let rallies = 0;
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (bases[u] === 0 || morale[u] === 0) continue;
    const lost = combat[u] ? lostB[u] + allLosses * (prisoners[u] + deserted[u]) : damage[u];
    const loss = lossOf[u * lossSpan + (lost < lossSpan ? lost : lossSpan - 1)];
    const at = u * states + morale[u];
    if (provisionalOld[at]) f.prov = 1;
    const d = division[u];
    const modified = d10(rng) + parts[rallyLeaderSlot(rating[d], horsDeCombat[d])] + loss;
    // rallyTo's state, read from the table that holds it
    const k = toAt(at, modified);
    morale[u] = k >= 0 ? to[k] : rallyTo(r.columns[u], r.old[at], modified, c.rallyAsPrinted);
    rallies++;
  }
  f.ruleCount[RULE['§2.3 rally']] += rallies;
  const divisions = c.sideDivisions[side];
  for (let i = 0; i < divisions.length; i++) {
    const d = divisions[i];
    f.replaced[d] = 0;
    if (!f.horsDeCombat[d]) continue;
    f.horsDeCombat[d] = 0;
    f.rating[d] = Math.max(0, f.rating[d] - 1);
    f.replaced[d] = 1;
    f.ruleCount[RULE['§2.3 leader replaced']]++;
  }
}
