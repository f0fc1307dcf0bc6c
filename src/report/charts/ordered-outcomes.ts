import { atLeast, atLeastOf, isCount, orderedOutcomes } from '../../sims/ordered-outcomes.ts';
import { outcomeLabel } from './text.ts';

export { atLeast, atLeastOf, orderedOutcomes };

/** "at least 2", "F (fall back) or worse", "shaken or worse": a state's "at least" would read as "at least as good". */
export function atLeastLabel(outcome: string): string {
  const o = outcome.replace(/\+$/, '');
  return isCount(o) ? `at least ${o}` : `${outcomeLabel(o)} or worse`;
}
