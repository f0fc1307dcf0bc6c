import type { ActivationRules } from './rules/activation-rules.ts';
import { typedSwitches } from '../ruleset/typed-switches.ts';

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
  /** every coloured 1 is a blunder of its own (switch blunders `eachColouredOne`), else one blunder a roll */
  eachBlunder: boolean;
  /** a Hesitation roll never ends the side's turn (switch hesitation `noTurnover`) */
  hesitationClears: boolean;
}

/** Blunder-table and reroll die pairs an activation needs after its dice: one, or one per coloured die. */
export function blunderPairs(a: ActivationSetup): number {
  return a.eachBlunder ? Math.max(1, a.coloured) : 1;
}

/** Coloured dice among those a unit with this damage rolls. */
export function colouredAmong(a: ActivationSetup, damage: number): number {
  return a.colouredFirst ? Math.min(damage, a.dice) : Math.max(0, a.dice - (a.whiteDice - damage));
}

/** A unit's activation as the switches read it (colouredDiceRolled, garbledOrders). */
export function activationSetup(
  r: ActivationRules,
  quality: number,
  dice: number,
  damage: number,
  given: Readonly<Record<string, string>>,
): ActivationSetup {
  const switches = typedSwitches('activation', given);
  const a: ActivationSetup = {
    dice,
    quality,
    coloured: 0,
    // switch turnover `allDiceOfFewer`: a unit rolling fewer dice than the failures turns over when all of them fail
    turnoverFailures:
      switches.turnover === 'allDiceOfFewer'
        ? Math.min(dice, r.activation.turnoverFailures.value)
        : r.activation.turnoverFailures.value,
    blunderOn: r.activation.blunderOn.value,
    garbledCounts: switches.garbledOrders === 'failureCounts',
    colouredFirst: switches.colouredDiceRolled !== 'whiteFirst',
    whiteDice: r.damage.whiteDice.value,
    eachBlunder: switches.blunders === 'eachColouredOne',
    hesitationClears: switches.hesitation === 'noTurnover',
  };
  a.coloured = colouredAmong(a, damage);
  return a;
}

/**
 * Activation: each die at or above the unit's quality is an action; two
 * failures is a turnover. A blunder on a 1 on a coloured die (the first
 * `coloured` dice) is read on a blunder die (faces after the unit's dice, in
 * pairs with a reroll die: one pair, or one a coloured 1 by switch
 * blunders): 1 Garbled Orders rerolls one successful die (a failed reroll
 * counts toward the turnover by switch garbledOrders), 2 Hesitation forfeits
 * every action (and by switch hesitation any turnover); faces 3-6 move or
 * fire the unit, which the sims do not model. `ACT_BLUNDER` is the first
 * blunder's face.
 */
export function resolveActivation(a: ActivationSetup, faces: Int32Array, out: Int32Array): void {
  let actions = 0;
  for (let i = 0; i < a.dice; i++) if (faces[i] >= a.quality) actions++;
  let failures = a.dice - actions;
  let first = 0,
    hesitation = false,
    k = 0;
  const pairs = blunderPairs(a);
  for (let i = 0; i < a.coloured && k < pairs; i++) {
    if (faces[i] !== a.blunderOn) continue;
    const blunder = faces[a.dice + 2 * k];
    const reroll = faces[a.dice + 2 * k + 1];
    k++;
    if (first === 0) first = blunder;
    if (blunder === 1 && actions > 0 && reroll < a.quality) {
      actions--;
      if (a.garbledCounts) failures++;
    }
    if (blunder === 2) hesitation = true;
  }
  if (hesitation) actions = 0;
  out[ACT_ACTIONS] = actions;
  out[ACT_TURNOVER] = failures >= a.turnoverFailures && !(hesitation && a.hesitationClears) ? 1 : 0;
  out[ACT_BLUNDER] = first;
}
