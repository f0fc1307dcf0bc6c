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
}

export function activationSetup(r: ActivationRules, quality: number, dice: number, damage: number, colouredFirst: boolean): ActivationSetup {
  const white = r.damage.whiteDice.value - damage;
  const coloured = colouredFirst ? Math.min(damage, dice) : Math.max(0, dice - white);
  return { dice, quality, coloured, turnoverFailures: r.activation.turnoverFailures.value, blunderOn: r.activation.blunderOn.value };
}

/**
 * Activation: each die at or above the unit's quality is an action; two
 * failures is a turnover. A blunder on a 1 on a coloured die (the first
 * `coloured` dice) is read on the blunder die: 1 Garbled Orders rerolls one
 * successful die (the reroll die), 2 Hesitation forfeits every action
 * without a turnover; the others force the first action.
 */
export function resolveActivation(a: ActivationSetup, faces: Int32Array, blunderDie: number, rerollDie: number, out: Int32Array): void {
  let actions = 0;
  let blunder = 0;
  for (let i = 0; i < a.dice; i++) {
    if (faces[i] >= a.quality) actions++;
    if (i < a.coloured && faces[i] === a.blunderOn) blunder = blunderDie;
  }
  const failures = a.dice - actions;
  if (blunder === 1 && actions > 0 && rerollDie < a.quality) actions--;
  if (blunder === 2) actions = 0;
  out[ACT_ACTIONS] = actions;
  out[ACT_TURNOVER] = failures >= a.turnoverFailures ? 1 : 0;
  out[ACT_BLUNDER] = blunder;
}
