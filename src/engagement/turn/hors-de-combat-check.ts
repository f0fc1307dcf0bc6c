import { d10 } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import { doubleReadAs, horsDeCombatModifier, horsDeCombatRow } from '../../engine/republic/hors-de-combat/hors-de-combat.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { RULE, type FieldState } from '../state/field-state.ts';

/**
 * §4.7 / §5.6 Hors de Combat after a phase: each division leader still in
 * action whose units took base hits this phase (he stands within 4" of his
 * division) rolls 2D10; +1 per base hit, +1 if enemy skirmishers face his
 * units. A leader lost is replaced in his side's next command phase.
 */
export function horsDeCombatCheck(rng: Stream, c: CompiledEngagement, f: FieldState, enemySkirmishers: Uint8Array): void {
  const hdc = c.hdc;
  for (let d = 0; d < c.nDivisions; d++) {
    if (f.horsDeCombat[d]) continue;
    let hits = 0;
    let skirmishers = false;
    for (const u of c.s.divisions[d].units) {
      hits += f.bThisPhase[u];
      if (enemySkirmishers[u]) skirmishers = true;
    }
    if (hits === 0) continue;
    hdc.baseHitsWithin4 = hits;
    hdc.enemySkirmisherWithin4 = skirmishers;
    const a = d10(rng);
    const b = d10(rng);
    const value = doubleReadAs(a, b, horsDeCombatModifier(c.rules, hdc));
    if (value === 0) continue;
    const row = c.rules.horsDeCombat.rows[horsDeCombatRow(c.rules, value)];
    if (row.cell.source === 'provisional') f.prov = 1;
    if (row.value === 1) {
      f.horsDeCombat[d] = 1;
      f.leadersLost[c.s.divisions[d].side]++;
      f.ruleCount[RULE['§4.7 leader hors de combat']]++;
    }
  }
  f.bThisPhase.fill(0);
}
