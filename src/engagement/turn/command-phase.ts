import { d10 } from '../../engine/dice/roll.ts';
import { replacedRating } from '../../engine/republic/hors-de-combat/hors-de-combat.ts';
import type { Stream } from '../../engine/dice/stream.ts';
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
  // the arrays held here: the die's draws write the stream's fields, after which a field of f would be loaded again
  const bases = f.bases;
  const morale = f.morale;
  let rallied = 0;
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (morale[u] === 0 || bases[u] === 0) continue;
    const lost = c.combat[u] ? f.lostB[u] + allLosses * (f.prisoners[u] + f.deserted[u]) : f.damage[u];
    const loss = r.loss[u * r.lossSpan + (lost < r.lossSpan ? lost : r.lossSpan - 1)];
    const at = u * r.states + morale[u];
    if (f.prov === 0 && r.provisionalOld[at] === 1) f.prov = 1;
    const modified =
      d10(rng) + parts[rallyLeaderSlot(f.rating[division[u]], f.horsDeCombat[division[u]])] + loss;
    // rallyTo's state, read from the table that holds every roll a rally can make
    morale[u] = r.to[toAt(r, at, modified)];
    rallied++;
  }
  f.ruleCount[RULE['§2.3 rally']] += rallied;
  const divisions = c.sideDivisions[side];
  for (let i = 0; i < divisions.length; i++) {
    const d = divisions[i];
    f.replaced[d] = 0;
    if (!f.horsDeCombat[d]) continue;
    f.horsDeCombat[d] = 0;
    f.rating[d] = replacedRating(f.rating[d]);
    f.replaced[d] = 1;
    f.ruleCount[RULE['§2.3 leader replaced']]++;
  }
}
