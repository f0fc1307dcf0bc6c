import type { ActivationRules } from './rules/activation-rules.ts';

/** What one unit's activation roll gave. */
export const ACT_ACTIONS = 0;
export const ACT_TURNOVER = 1;
/** 0 none, else blunder face (1..6) */
export const ACT_BLUNDER = 2;

export interface ActivationSetup {
  dice: number;
  quality: number;
  /** coloured dice among those rolled */
  coloured: number;
  turnoverFailures: number;
  blunderOn: number;
  /** a failed Garbled Orders reroll counts toward the turnover (switch garbledOrders) */
  garbledCounts: boolean;
  /** a damaged unit's coloured dice are rolled first (switch colouredDiceRolled) */
  colouredFirst: boolean;
  /** dice a unit starts with, all white */
  whiteDice: number;
}

/** Coloured dice among those a unit with this damage rolls. */
export function colouredAmong(a: ActivationSetup, damage: number): number {
  return a.colouredFirst ? Math.min(damage, a.dice) : Math.max(0, a.dice - (a.whiteDice - damage));
}

/** A unit's activation as the switches read it (colouredDiceRolled, garbledOrders). */
export function activationSetup(r: ActivationRules, quality: number, dice: number, damage: number, switches: Record<string, string>): ActivationSetup {
  const a: ActivationSetup = {
    dice, quality, coloured: 0,
    turnoverFailures: r.activation.turnoverFailures.value,
    blunderOn: r.activation.blunderOn.value,
    garbledCounts: switches.garbledOrders === 'failureCounts',
    colouredFirst: switches.colouredDiceRolled !== 'whiteFirst',
    whiteDice: r.damage.whiteDice.value,
  };
  a.coloured = colouredAmong(a, damage);
  return a;
}

/**
 * Activation: each die at or above the unit's quality is an action; two
 * failures is a turnover. A blunder on a 1 on a coloured die (the first
 * `coloured` dice) is read on the blunder die: 1 Garbled Orders rerolls one
 * successful die (the reroll die; a failed reroll counts toward the
 * turnover by switch garbledOrders), 2 Hesitation forfeits every action
 * without a turnover; the others force the first action.
 */
export function resolveActivation(a: ActivationSetup, faces: Int32Array, blunderDie: number, rerollDie: number, out: Int32Array): void {
  let actions = 0;
  let blunder = 0;
  for (let i = 0; i < a.dice; i++) {
    if (faces[i] >= a.quality) actions++;
    if (i < a.coloured && faces[i] === a.blunderOn) blunder = blunderDie;
  }
  let failures = a.dice - actions;
  if (blunder === 1 && actions > 0 && rerollDie < a.quality) {
    actions--;
    if (a.garbledCounts) failures++;
  }
  if (blunder === 2) actions = 0;
  out[ACT_ACTIONS] = actions;
  out[ACT_TURNOVER] = failures >= a.turnoverFailures ? 1 : 0;
  out[ACT_BLUNDER] = blunder;
}
