import { d10 } from '../dice/roll.ts';
import type { Stream } from '../dice/stream.ts';

/**
 * DEFENSIVE FIRE "Just prior to firing roll two D10s. If the result is double
 * '1', defensive fire cannot occur. This score can be changed ... e.g. militia
 * might suffer a 2 on their test D10." A score above 1 reads two ways (switch
 * defensiveFireScore): a double of any face up to the score (`doubleUpTo`), or
 * both dice at most the score (`bothUpTo`). Score 1 is the text's double '1'
 * either way; 0 is no check.
 */
export function defensiveFireFails(rng: Stream, score: number, bothUpTo: boolean): boolean {
  if (score <= 0) return false;
  const a = d10(rng);
  if (a > score) return false;
  const b = d10(rng);
  return bothUpTo ? b <= score : b === a;
}

/** The chance that defensiveFireFails, exactly. */
export function defensiveFireFailChance(score: number, bothUpTo: boolean): number {
  if (score <= 0) return 0;
  return bothUpTo ? (score * score) / 100 : score / 100;
}
