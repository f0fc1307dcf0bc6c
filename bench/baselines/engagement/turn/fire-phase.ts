import { d10 } from '../../../../src/engine/dice/roll.ts';
import type { Stream } from '../../../../src/engine/dice/stream.ts';
import { cellFor } from '../../../../src/engine/republic/artillery/compile-fire.ts';
import { addMoraleHits } from '../../../../src/engine/republic/morale.ts';
import { HIT, skirmishResult } from '../../../../src/engine/republic/skirmish/skirmish.ts';
import { DEMORALIZED } from '../../../../src/engine/republic/rules/grades.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import {
  coverOf,
  distance,
  frontBattery,
  frontUnit,
  movingCavalry,
  RULE,
  type FieldState,
} from '../state/field-state.ts';
import { panicHits } from './forced-move.ts';
import { horsDeCombatCheck } from './hors-de-combat-check.ts';
import { inFront } from './maneuver-phase.ts';

/**
 * Inches from a brigade's markers to the enemy brigade `d` inches from it:
 * they stand up to 5" ahead of their parent (§3.5 "Skirmish markers must
 * remain within 5" of their parent unit"), never past the enemy's bases
 * (§3.5 "may not be placed in a position which puts enemy bases between
 * them and their parent unit"); facing an enemy screen, both screens stand
 * "approximately halfway between the opposing parent formations" (§3.5
 * Fighting Withdrawal). They go as far forward as that lets them.
 */
export function markerRange(c: CompiledEngagement, d: number, enemyScreen: boolean): number {
  const reach = c.rules.distances.skirmishReach.value;
  const room = enemyScreen ? d / 2 : d;
  return d - (room < reach ? room : reach);
}

/**
 * §4.1: the markers of the attacking side's front-line brigades (a marker's
 * "line-of-sight is blocked by all combat bases both friendly and enemy",
 * so a second line's markers do not fire through its first) shoot at the
 * brigade facing them from where they stand (markerRange); that brigade's
 * markers block, shared out among them.
 */
function skirmish(rng: Stream, c: CompiledEngagement, f: FieldState, side: number, faced: Uint8Array): void {
  for (let u = 0; u < c.nUnits; u++) {
    const unit = c.s.units[u];
    const markers = unit.skirmishers < f.bases[u] ? unit.skirmishers : f.bases[u]; // §1.4 one marker per combat base it still has
    if (unit.side !== side || markers === 0 || f.bases[u] === 0 || f.morale[u] >= 2 || !inFront(c, f, u))
      continue; // §2.3: Rattled or worse may not deploy skirmishers
    const target = frontUnit(c, f, 1 - side, unit.sector);
    if (target < 0) continue;
    const blockersAll = f.morale[target] >= 2 ? 0 : Math.min(c.s.units[target].skirmishers, f.bases[target]);
    const range = markerRange(c, distance(c, f, u, target), blockersAll > 0);
    // §4.7 "Enemy skirmish marker within 4"" of the target's leader, who stands with it
    if (range <= c.rules.distances.horsDeCombatReach.value) faced[target] = 1;
    for (let i = 0; i < markers; i++) {
      const blockers = Math.floor(blockersAll / markers) + (i < blockersAll % markers ? 1 : 0);
      const x = c.skirmish.get(u, target, range, blockers);
      if (!x) break;
      if (x.provisional) f.prov = 1;
      for (let b = 0; b < blockers; b++) c.blockDice[b] = d10(rng);
      if (skirmishResult(x, c.blockDice, d10(rng)) === HIT) {
        f.pendM[target]++;
        f.ruleCount[RULE['§4.1 skirmish hit']]++;
      }
    }
  }
}

/**
 * §4.5 Main Targets: "Each artillery battery must fire at ... the closest
 * infantry/cavalry or artillery threat ... (infantry and cavalry targets
 * take priority over artillery targets)": in its own sector, the enemy's
 * front brigade or its farthest-forward battery, by range bracket and the
 * switch artilleryTargetPriority (A20); -1 if neither is within reach.
 */
export function targetOf(c: CompiledEngagement, f: FieldState, b: number): number {
  const unit = c.s.units[b];
  const brigade = frontUnit(c, f, 1 - unit.side, unit.sector);
  const battery = frontBattery(c, f, 1 - unit.side, unit.sector);
  const cb = brigade < 0 ? -1 : c.fires.column(b, distance(c, f, b, brigade));
  const ct = battery < 0 ? -1 : c.fires.column(b, distance(c, f, b, battery));
  if (cb >= 0 && (ct < 0 || cb <= ct || c.switches.artilleryTargetPriority === 'infantryFirst'))
    return brigade;
  return ct >= 0 ? battery : -1;
}

/** §4.2: every battery not silenced fires once at its target, one die each; the hits wait to be applied together. */
function artillery(rng: Stream, c: CompiledEngagement, f: FieldState): void {
  for (let b = 0; b < c.nUnits; b++) {
    if (c.combat[b] === 1 || f.bases[b] === 0 || f.morale[b] >= DEMORALIZED) continue; // §2.3: a Demoralized battery is silenced
    const t = targetOf(c, f, b);
    if (t < 0) continue;
    const fire = c.fires.get(
      b,
      f.bases[b],
      t,
      Math.max(0.5, distance(c, f, b, t)),
      f.morale[b] + f.damage[b],
      coverOf(c, f, t),
      movingCavalry(c, f, t),
    );
    if (!fire) continue;
    f.fired[b] = 1;
    f.ruleCount[RULE['§4.2 artillery fire']]++;
    const cell = cellFor(fire, d10(rng));
    if (cell < 0) continue;
    if (fire.rowProvisional[cell]) f.prov = 1;
    f.pendM[t] += fire.rowM[cell];
    f.pendB[t] += fire.rowB[cell];
  }
}

/**
 * §1.7 Artillery & Skirmish Fire: the attacking side's skirmishers, then both
 * sides' artillery, all simultaneous: the hits land together (§4.2), M past
 * Demoralized turn to P (§4.6), infantry and cavalry lose bases, batteries
 * take damage; hors de combat checks (§4.7); P hits move units on their own
 * Panic Index line, a Panic 4's loss number deserting (§4.7).
 */
export function firePhase(
  rng: Stream,
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  faced: Uint8Array,
): void {
  f.pendM.fill(0);
  f.pendB.fill(0);
  faced.fill(0);
  skirmish(rng, c, f, side, faced);
  artillery(rng, c, f);
  for (let u = 0; u < c.nUnits; u++) {
    if (f.pendM[u] === 0 && f.pendB[u] === 0) continue;
    // pendM now carries the P hits the fire left on the unit
    f.morale[u] = addMoraleHits(f.morale[u], f.pendM[u], c.scratch);
    const p = c.scratch[0];
    const b = f.pendB[u];
    if (c.combat[u]) {
      const taken = b < f.bases[u] ? b : f.bases[u];
      f.bases[u] -= taken;
      f.lostB[u] += taken;
      f.lostThisTurn[u] += taken;
      f.bThisPhase[u] += taken;
    } else {
      f.damage[u] += b;
      f.bThisPhase[u] += b;
    }
    f.pendM[u] = p;
  }
  horsDeCombatCheck(rng, c, f, faced);
  // §1.7 Demoralized panic test: the moves of the P hits, after the leader checks
  for (let u = 0; u < c.nUnits; u++) {
    if (f.pendM[u] === 0) continue;
    f.ruleCount[RULE['§4.6 panic hits from fire']]++;
    panicHits(c, f, u, f.pendM[u], false);
  }
}
