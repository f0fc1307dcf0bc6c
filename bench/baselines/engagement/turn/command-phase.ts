import { d10 } from '../../../../src/engine/dice/roll.ts';
import type { Stream } from '../../../../src/engine/dice/stream.ts';
import { leaderModifier } from '../../../../src/engine/republic/rally/rally-modifier.ts';
import { rallyTo } from '../../../../src/engine/republic/rally/rally-roll.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
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
  const units = c.s.units;
  const leaders = c.rallyLeaders;
  for (let u = 0; u < c.nUnits; u++) {
    if (units[u].side !== side || f.bases[u] === 0 || f.morale[u] === 0) continue;
    const r = c.unitRules[u].rally;
    const d = units[u].division;
    leaders.divisionRating = f.rating[d];
    leaders.divisionHorsDeCombat = f.horsDeCombat[d] === 1;
    // A22 rallyLosses: every base lost, or only B hits ("losses from base hits")
    const lost = c.combat[u]
      ? f.lostB[u] + (c.switches.rallyLosses === 'baseHits' ? 0 : f.prisoners[u] + f.deserted[u])
      : f.damage[u];
    const loss = r.lossModifier[lost < r.lossModifier.length ? lost : r.lossModifier.length - 1];
    if (r.provisionalOld[f.morale[u]]) f.prov = 1;
    f.morale[u] = rallyTo(
      r.columns,
      r.old[f.morale[u]],
      d10(rng) + leaderModifier(c.rules.rally, leaders, true, false) + loss, // the leader stands at no distance, with no seniors: any reading
      r.asPrinted,
    );
    f.ruleCount[RULE['§2.3 rally']]++;
  }
  for (const d of c.sideDivisions[side]) {
    f.replaced[d] = 0;
    if (!f.horsDeCombat[d]) continue;
    f.horsDeCombat[d] = 0;
    f.rating[d] = Math.max(0, f.rating[d] - 1);
    f.replaced[d] = 1;
    f.ruleCount[RULE['§2.3 leader replaced']]++;
  }
}
