import type { Stream } from '../../engine/dice/stream.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { MORALE } from '../../engine/republic/assault/assault-state.ts';
import { DIRTY, LOSS_CAUSES, resetField, startPlayerTurn, type FieldState } from '../state/field-state.ts';
import { assaultPhase } from './assault-phase.ts';
import { commandPhase } from './command-phase.ts';
import { firePhase } from './fire-phase.ts';
import { maneuverPhase } from './maneuver-phase.ts';
import { panicPhase } from './panic-phase.ts';
import { redeployMarkers } from './marker-screen.ts';

import { GUNS_PER_BATTERY } from '../compile/unit-scale.ts';

export { GUNS_PER_BATTERY, MEN_PER_BASE } from '../compile/unit-scale.ts';

/** Men a side has lost so far: bases lost to B hits, prisoners and deserters (§1.1). */
export function menLost(c: CompiledEngagement, f: FieldState, side: number): number {
  let men = 0;
  const units = c.sideCombat[side];
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    men += (f.lostB[u] + f.prisoners[u] + f.deserted[u]) * c.menPerBase[u];
  }
  return men;
}

/** Per-side sums sideSums takes from the units: guns lost, battery damage, prisoners, deserters, units Demoralized. */
export const PER_SIDE = 5;

/**
 * The per-side sums into `sums` (PER_SIDE a side), in one pass: guns lost
 * (§1.1 "artillery bases represent 10 guns each": batteries captured,
 * abandoned, or deserted at a panic, §4.7), damage points on batteries,
 * infantry and cavalry bases taken prisoner and deserted, units Demoralized;
 * and in the same pass per side the men killed and wounded (B hits) into `kw`
 * and the men missing (prisoners and deserters) into `missing`, unit by unit.
 */
export function sideSums(
  c: CompiledEngagement,
  f: FieldState,
  sums: Float64Array,
  kw: Float64Array,
  missing: Float64Array,
): void {
  const combat = c.combat;
  const menPerBase = c.menPerBase;
  const { prisoners, deserted, lostB, bases, morale, damage } = f;
  for (let side = 0; side < 2; side++) {
    const units = c.sideUnits[side];
    // whole bases, damage points and units, and whole bases times men a base: each sum is exact, in any order
    let guns = 0;
    let points = 0;
    let taken = 0;
    let desert = 0;
    let demoralized = 0;
    let killed = 0;
    let gone = 0;
    for (let i = 0; i < units.length; i++) {
      const u = units[i];
      const lost = prisoners[u] + deserted[u];
      if (combat[u]) {
        taken += prisoners[u];
        desert += deserted[u];
        killed += lostB[u] * menPerBase[u];
        gone += lost * menPerBase[u];
      } else {
        guns += lost;
        points += damage[u];
      }
      if (bases[u] > 0 && morale[u] === MORALE.DEMORALIZED) demoralized++;
    }
    const o = side * PER_SIDE;
    sums[o] = guns * GUNS_PER_BATTERY;
    sums[o + 1] = points;
    sums[o + 2] = taken;
    sums[o + 3] = desert;
    sums[o + 4] = demoralized;
    kw[side] = killed;
    missing[side] = gone;
  }
}

/** Division d still has a unit it holds by (divisionHolds): an infantry or cavalry unit, or a battery in a division of batteries alone. */
function anyHeldLeft(c: CompiledEngagement, f: FieldState, d: number): boolean {
  const units = c.divisionHolds[d];
  for (let j = 0; j < units.length; j++) if (f.bases[units[j]] > 0) return true;
  return false;
}

/**
 * The simulation's own stopping rule (the text has neither a broken division nor a broken side; §6.1's panicked
 * state ends when "all panic markers are removed"): a division is broken once it has first panicked, or has no
 * infantry or cavalry left (a division of batteries alone: no battery left); a side once enough of its divisions
 * are, a division of batteries alone counting as one. Each side's count of broken divisions goes to
 * c.courseScratch (COURSE.BROKEN + side).
 */
export function markBroken(c: CompiledEngagement, f: FieldState, turn: number): void {
  // no unit left with no bases and no division panicked since the last look: no division or side breaks now, and the counts stand
  if ((f.dirty & DIRTY.broken) === 0) return;
  f.dirty &= ~DIRTY.broken;
  for (let side = 0; side < 2; side++) {
    let broken = 0;
    const divisions = c.sideDivisions[side];
    for (let i = 0; i < divisions.length; i++) {
      const d = divisions[i];
      // a division none of whose units has been left with no bases since the last look still has its combat units
      if (!f.brokenTurn[d] && f.emptied[d]) {
        f.emptied[d] = 0;
        if (!anyHeldLeft(c, f, d)) f.brokenTurn[d] = turn; // nothing left to fight with: broken, as after a panic (§6.1)
      }
      if (f.brokenTurn[d]) broken++;
    }
    c.courseScratch[COURSE.BROKEN + side] = broken;
    if (!f.sideBrokenTurn[side] && broken >= c.s.sideBreaksAt * divisions.length - 1e-9)
      f.sideBrokenTurn[side] = turn;
  }
}

/** c.courseScratch's slots, per side: the divisions broken (markBroken). */
export const enum COURSE {
  BROKEN = 0,
  SIZE = 2,
}

/**
 * A side's men lost by now (menLost), from the men its losses booked to every cause (lossMen): every base an
 * infantry or cavalry unit loses to a B hit, as a prisoner or to desertion is booked as it is taken, at its men a
 * base, a fire-phase panic's deserters in two shares that sum to them. The true sum is whole men, and the shares'
 * rounding errors are far below half a man: rounded, it is menLost exactly, from a side's causes rather than its units.
 */
function menLostNow(f: FieldState, side: number): number {
  const lossMen = f.lossMen;
  let booked = 0;
  for (let k = side * LOSS_CAUSES.length, end = k + LOSS_CAUSES.length; k < end; k++) booked += lossMen[k];
  return Math.round(booked);
}

/** The phases of a player turn (§1.7), as a PhaseClock counts them. */
export const PHASES = ['command', 'maneuver', 'fire', 'assault', 'panic'] as const;

/** Told as each phase of a player turn ends (its PHASES index; -1: the turn's start). */
export interface PhaseClock {
  lap(phase: number): void;
}

/**
 * One engagement (§1.7): game turns of two player turns, the sides taking
 * turns as attacker, each player turn Command (rally, leaders replaced),
 * Maneuver, Artillery & Skirmish Fire, Assault and Panic. It stops at the
 * end of the player turn in which a side breaks (stop: sideBreaks), or after
 * the situation's turns. Men lost by the end of each game turn go to
 * `course` at [side * turns + turn - 1], divisions broken at
 * [(2 + side) * turns + turn - 1], carried on after a stop. Returns the
 * game turns played. `clock`, when given, is told as each phase ends
 * (PHASES), for the bench's account of where the time goes.
 */
export function runEngagement(
  rng: Stream,
  c: CompiledEngagement,
  f: FieldState,
  course: Float64Array,
  clock?: PhaseClock,
): number {
  resetField(c, f);
  const turns = c.s.turns;
  let played = 0;
  let stopped = false;
  for (let turn = 1; turn <= turns && !stopped; turn++) {
    played = turn;
    for (let half = 0; half < 2 && !stopped; half++) {
      const side = (c.s.firstAttacker + half) % 2;
      startPlayerTurn(f);
      // the marks are clear: from here a phase scans only what a writer has marked dirty
      f.dirty &= ~DIRTY.turn;
      f.playerTurns++;
      clock?.lap(-1);
      commandPhase(rng, c, f, side);
      clock?.lap(0);
      redeployMarkers(c, f, side); // §3.5 markers go out in their owner's movement phase
      maneuverPhase(rng, c, f, side);
      clock?.lap(1);
      firePhase(rng, c, f, side);
      clock?.lap(2);
      assaultPhase(rng, c, f, side);
      clock?.lap(3);
      panicPhase(rng, c, f, turn);
      clock?.lap(4);
      markBroken(c, f, turn);
      stopped = c.stopAtBreak && (f.sideBrokenTurn[0] > 0 || f.sideBrokenTurn[1] > 0);
    }
    // markBroken has looked at the end of each player turn (resetField marks the first to look): its counts are the turn's
    for (let side = 0; side < 2; side++) {
      course[side * turns + turn - 1] = menLostNow(f, side);
      course[(2 + side) * turns + turn - 1] = c.courseScratch[COURSE.BROKEN + side];
    }
  }
  // after a stop the field stands still: the last turn's figures carry on
  for (let k = 0; k < 4; k++)
    for (let i = k * turns + played; i < (k + 1) * turns; i++) course[i] = course[k * turns + played - 1];
  return played;
}
