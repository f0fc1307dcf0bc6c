import { d10 } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import {
  doubleReadAs,
  horsDeCombatModifier,
  horsDeCombatRow,
} from '../../engine/republic/hors-de-combat/hors-de-combat.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { within, RULE, type FieldState } from '../state/field-state.ts';

/** Whether unit v stands within `reach` inches of unit u (same sector; lateral offset not measured). */
function near(c: CompiledEngagement, f: FieldState, u: number, v: number, reach: number): boolean {
  if (c.ix.sector[u] !== c.ix.sector[v]) return false;
  return c.ix.side[u] === c.ix.side[v] ? Math.abs(f.pos[u] - f.pos[v]) <= reach : within(c, f, u, v, reach);
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
  // the units hit this phase, in unit order
  const hit = c.hitUnits;
  let nHit = 0;
  for (let v = 0; v < c.nUnits; v++) if (f.bThisPhase[v] !== 0) hit[nHit++] = v;
  if (nHit > 0) leaderChecks(rng, c, f, enemySkirmishers, nHit);
}

/**
 * horsDeCombatCheck over the units hit this phase a caller has listed, in
 * unit order, in c.hitUnits' first `nHit` slots: each has bThisPhase, and
 * no other unit has; their bThisPhase is cleared.
 */
export function leaderChecks(
  rng: Stream,
  c: CompiledEngagement,
  f: FieldState,
  enemySkirmishers: Uint8Array,
  nHit: number,
): void {
  const hdc = c.hdc;
  const reach = c.rules.distances.horsDeCombatReach.value;
  const { leaderAt, leaderUnits, sector: sectorOf } = c.ix;
  const hit = c.hitUnits;
  for (let d = 0; d < c.nDivisions; d++) {
    if (f.horsDeCombat[d]) continue;
    const side = c.ix.divisionSide[d];
    let rolls = false;
    let hits = 0;
    for (let j = 0; j < nHit; j++) {
      const v = hit[j];
      const k = d * c.nSectors + sectorOf[v];
      for (let i = leaderAt[k], end = leaderAt[k + 1]; i < end; i++) {
        if (near(c, f, leaderUnits[i], v, reach)) {
          rolls = true;
          if (c.ix.side[v] === side) hits += f.bThisPhase[v];
          break;
        }
      }
    }
    if (!rolls) continue;
    hdc.baseHitsWithin4 = hits;
    const a = d10(rng);
    const b = d10(rng);
    // not a double: no effect, the modifiers not read (doubleReadAs)
    if (a !== b) continue;
    let skirmishers = false;
    for (let i = leaderAt[d * c.nSectors], end = leaderAt[(d + 1) * c.nSectors]; i < end; i++)
      if (enemySkirmishers[leaderUnits[i]]) skirmishers = true;
    hdc.enemySkirmisherWithin4 = skirmishers;
    const value = doubleReadAs(a, b, horsDeCombatModifier(c.rules, hdc));
    const row = c.rules.horsDeCombat.rows[horsDeCombatRow(c.rules, value)];
    if (row.cell.source === 'provisional') f.prov = 1;
    if (row.value === 1) {
      f.horsDeCombat[d] = 1;
      f.leadersLost[side]++;
      f.ruleCount[RULE['§4.7 leader hors de combat']]++;
    }
  }
  for (let j = 0; j < nHit; j++) f.bThisPhase[hit[j]] = 0;
}
