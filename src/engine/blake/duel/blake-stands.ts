import { d10 } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';

/** A command group's stands during an engagement: figures, halted or gone. */
export interface Stands {
  n: number;
  figs: Int32Array;
  /** figures at the start of the turn (for the half-lost morale test) */
  start: Int32Array;
  /** figures lost this turn to fire or desertion, not melee (the half-lost morale test) */
  lostToFire: Int32Array;
  /** 1 once the stand has taken this turn's half-lost morale test: it tests when its losses first reach half */
  tested: Uint8Array;
  /** stands destroyed (reduced to no figures) so far, for desertion */
  destroyed: number;
  /** 0 fighting, 1 halted, 2 gone (destroyed or fled), 3 held back (failed its charge test: not in the engagement) */
  state: Int32Array;
  haltAt: number;
  /** the stand flees on a D10 at or below this (INDIVIDUAL STAND MORALE) */
  failsAtOrBelow: number;
  /** halted stands stay in the melee: defending an obstacle (INVOLUNTARY WITHDRAWAL) */
  holdWhenHalted: boolean;
  /** the enemy stand this one is in melee with, -1 none (CONTINUING MELEES "between the original combatants") */
  foe: Int32Array;
  /** 1 for a stand in the latest charge, charging or charged (the defensive fire at it) */
  charging: Uint8Array;
}

export function makeStands(
  n: number,
  haltAt: number,
  failsAtOrBelow: number,
  holdWhenHalted = false,
): Stands {
  return {
    n,
    figs: new Int32Array(n),
    start: new Int32Array(n),
    lostToFire: new Int32Array(n),
    tested: new Uint8Array(n),
    destroyed: 0,
    state: new Int32Array(n),
    haltAt,
    failsAtOrBelow,
    holdWhenHalted,
    foe: new Int32Array(n).fill(-1),
    charging: new Uint8Array(n),
  };
}

/** Whether stand i still fights: not gone, and not halted unless it holds an obstacle. */
export function canFight(s: Stands, i: number): boolean {
  const st = s.state[i];
  return st === 0 || (st === 1 && s.holdWhenHalted);
}

// plain loops, not fill/set: a builtin call costs more than a few stands' stores
export function resetStands(s: Stands, figures: number): void {
  const figs = s.figs,
    state = s.state,
    foe = s.foe,
    n = s.n;
  for (let i = 0; i < n; i++) {
    figs[i] = figures;
    state[i] = 0;
    foe[i] = -1;
  }
  s.destroyed = 0;
}

/** A stand that failed its charge test: on the field, out of the engagement (switch chargeTest `standMorale`). */
export const HELD_BACK = 3;

/**
 * Switch chargeTest `standMorale`: each stand tests before it charges,
 * INDIVIDUAL STAND MORALE's D10 ("Movement D6 must be rolled after the
 * charge test", ELIGIBLITY TO CHARGE); a stand that fails does not charge
 * and is held back.
 */
export function chargeTest(rng: Stream, s: Stands): void {
  for (let i = 0; i < s.n; i++) if (d10(rng) <= s.failsAtOrBelow) s.state[i] = HELD_BACK;
}

/** A new turn: the figures each stand starts it with, no fire losses yet, and no morale test taken. */
export function startTurn(s: Stands): void {
  const figs = s.figs,
    start = s.start,
    lost = s.lostToFire,
    tested = s.tested,
    n = s.n;
  for (let i = 0; i < n; i++) {
    start[i] = figs[i];
    lost[i] = 0;
    tested[i] = 0;
  }
}

export function fighting(s: Stands): number {
  const state = s.state,
    n = s.n,
    halted = s.holdWhenHalted ? 1 : 0;
  let k = 0;
  for (let i = 0; i < n; i++) if (state[i] <= halted) k++;
  return k;
}

/**
 * Spread hits over the stands still in the engagement, halted or not, one
 * figure at a time from the first: "any casualties inflicted are shared sensibly
 * between the stands of that command group" (HOW TO FIRE); `onlyCharging`: over
 * the stands of the latest charge (the defensive fire at a later charge).
 */
export function spreadHits(s: Stands, hits: number, onlyCharging = false): void {
  let i = 0;
  let guard = 0;
  while (hits > 0 && guard++ < 4 * s.n) {
    if (s.state[i] < 2 && s.figs[i] > 0 && (!onlyCharging || s.charging[i] === 1)) {
      s.figs[i]--;
      s.lostToFire[i]++;
      hits--;
      guard = 0;
    }
    if (++i === s.n) i = 0;
  }
}

/**
 * After losses: a stand whose losses this turn to fire or desertion ("[not
 * melee]") first reach half its figures tests and flees on a failure, once a
 * turn: "If a stand loses half its remaining figures in one turn ... it must
 * immediately test morale" is one event, and a later desertion "means an
 * immediate morale test" only when it is the loss that reaches half. Stands
 * at the halt threshold halt; stands with no figures are destroyed.
 */
export function afterLosses(rng: Stream, s: Stands, fireTest: boolean): void {
  const state = s.state,
    figs = s.figs,
    tested = s.tested,
    n = s.n;
  for (let i = 0; i < n; i++) {
    if (state[i] >= 2) continue;
    if (figs[i] <= 0) {
      state[i] = 2;
      s.destroyed++;
      continue;
    }
    // INDIVIDUAL STAND MORALE: the turn's fire and desertion losses first at half, one test
    if (fireTest && tested[i] === 0 && 2 * s.lostToFire[i] >= s.start[i]) {
      tested[i] = 1;
      if (d10(rng) <= s.failsAtOrBelow) {
        state[i] = 2;
        continue;
      }
    }
    if (figs[i] <= s.haltAt) state[i] = 1;
  }
}

/**
 * DESERTION: "For each stand of equal or better quality that is in base
 * contact and is destroyed a stand must remove one figure as a deserter ...
 * If this loss means an immediate morale test as above so be it." A command
 * group's stands are alike and side by side: for each stand destroyed since
 * `before`, the next stand still on the field loses a figure (one stand a
 * destroyed stand, in turn); then the losses are tested as fire's are. A
 * stand a deserter leaves with no figures is destroyed too and costs its
 * own deserter, and so on (at most one pass a stand).
 */
export function desert(rng: Stream, s: Stands, before: number): void {
  for (let from = before; s.destroyed > from; ) {
    const deserters = s.destroyed - from;
    from = s.destroyed;
    let i = 0;
    for (let k = 0; k < deserters; k++) {
      let guard = 0;
      while (guard < s.n && (s.state[i] >= 2 || s.figs[i] <= 0)) {
        if (++i === s.n) i = 0;
        guard++;
      }
      if (guard === s.n) break;
      s.figs[i]--;
      s.lostToFire[i]++;
      if (++i === s.n) i = 0;
    }
    afterLosses(rng, s, true);
  }
}

/** Command group morale (COMMAND GROUP MORALE): the group still fights, will not advance, or flees. */
export const CG_FIGHTS = 0,
  CG_NO_ADVANCE = 1,
  CG_FLEES = 2;

/**
 * COMMAND GROUP MORALE: "When the majority of the original number of stands
 * within a CG have 'halted' or been destroyed that CG's morale fails and none
 * of its stands will advance on the enemy ... When all the remaining stands of
 * a CG have been reduced to a 'halted' condition all stands of the CG flee the
 * field". Only the second removes a group from the field.
 */
export function groupMorale(s: Stands): number {
  const state = s.state,
    n = s.n;
  let down = 0;
  // a stand held back by its charge test is neither halted nor destroyed
  for (let i = 0; i < n; i++) if (state[i] === 1 || state[i] === 2) down++;
  return down === s.n ? CG_FLEES : 2 * down > s.n ? CG_NO_ADVANCE : CG_FIGHTS;
}

/** Figures lost; a fled stand counts all its figures when `fledLost` (mapping fledStandsLost), else only those hit. */
export function figuresLost(s: Stands, figures: number, fledLost: boolean): number {
  const state = s.state,
    figs = s.figs,
    n = s.n;
  let lost = 0;
  for (let i = 0; i < n; i++) lost += state[i] === 2 && fledLost ? figures : figures - figs[i];
  return lost;
}
