import type { BlakeRules } from './rules/blake-rules.ts';
import type { Command } from './rules/command.ts';

export const EOT_GO = 0;
export const EOT_END = 1;
export const EOT_IMPETUOUS = 2;

/**
 * What each natural D10 of the End of Turn Dice does: movement ends on a
 * modified 1 or less (switch endOfTurnCount `modifiedOne`), or on a natural
 * score at or below the summed minus the army "counts" (`scoreCounted`,
 * never below the text's 1); for impetuous armies a natural 10 is a separate
 * result (minus modifiers do not apply) and the next group advances
 * impetuously. Returns kinds indexed by the natural score (index 0 unused).
 */
export function endOfTurnKinds(
  r: BlakeRules,
  command: Command,
  cincFallen: boolean,
  impetuous: boolean,
  scoreCounted = false,
): Int32Array {
  const e = r.command;
  const mod = e.modifier[command].value + (cincFallen ? e.cincFallen.value : 0);
  const endsAt = scoreCounted ? Math.max(e.endsAtOrBelow.value, -mod) : e.endsAtOrBelow.value - mod;
  const out = new Int32Array(11);
  for (let n = 1; n <= 10; n++) {
    if (impetuous && n === e.impetuousOn.value) out[n] = EOT_IMPETUOUS;
    else out[n] = n <= endsAt ? EOT_END : EOT_GO;
  }
  return out;
}

/** The D10 score an army "counts": its summed minus, as the text's example puts it. */
export function endOfTurnMinus(r: BlakeRules, command: Command, cincFallen: boolean): number {
  return -(r.command.modifier[command].value + (cincFallen ? r.command.cincFallen.value : 0));
}
