import { d10 } from '../../../../src/engine/dice/roll.ts';
import type { Stream } from '../../../../src/engine/dice/stream.ts';
import {
  doubleReadAs,
  horsDeCombatModifier,
  horsDeCombatRow,
} from '../../../../src/engine/republic/hors-de-combat/hors-de-combat.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { distance, RULE, type FieldState } from '../state/field-state.ts';
import { leaderWith } from './leaders-near.ts';

/** Whether unit v stands within `reach` inches of unit u (same sector; lateral offset not measured). */
function near(c: CompiledEngagement, f: FieldState, u: number, v: number, reach: number): boolean {
  const a = c.s.units[u];
  const b = c.s.units[v];
  if (a.sector !== b.sector) return false;
  return a.side === b.side ? Math.abs(f.pos[u] - f.pos[v]) <= reach : distance(c, f, u, v) <= reach;
}

/**
 * §4.7 / §5.6 Hors de Combat after a phase: "roll 2D10 for each leader who
 * was within 4" of any unit that suffered base hits": each division leader
 * still in action, standing with the units leaderWith places him with,
 * rolls when any unit of either side within 4" of them took base hits this
 * phase; +1 per base hit on his own side's units among them ("for each
 * friendly unit within 4" which suffered base hits ... add one point per
 * base hit within range"), +1 if enemy skirmishers faced those units.
 * A leader lost is replaced in his side's next command phase.
 */
export function horsDeCombatCheck(
  rng: Stream,
  c: CompiledEngagement,
  f: FieldState,
  enemySkirmishers: Uint8Array,
): void {
  const hdc = c.hdc;
  const reach = c.rules.distances.horsDeCombatReach.value;
  for (let d = 0; d < c.nDivisions; d++) {
    if (f.horsDeCombat[d]) continue;
    const side = c.s.divisions[d].side;
    let rolls = false;
    let hits = 0;
    let skirmishers = false;
    for (let u = 0; u < c.nUnits; u++) if (enemySkirmishers[u] && leaderWith(c, f, d, u)) skirmishers = true;
    for (let v = 0; v < c.nUnits; v++) {
      if (f.bThisPhase[v] === 0) continue;
      for (let u = 0; u < c.nUnits; u++) {
        if (leaderWith(c, f, d, u) && near(c, f, u, v, reach)) {
          rolls = true;
          if (c.s.units[v].side === side) hits += f.bThisPhase[v];
          break;
        }
      }
    }
    if (!rolls) continue;
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
      f.leadersLost[side]++;
      f.ruleCount[RULE['§4.7 leader hors de combat']]++;
    }
  }
  f.bThisPhase.fill(0);
}
