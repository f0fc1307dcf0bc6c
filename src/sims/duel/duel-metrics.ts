import type { PlainSituation } from '../../engine/comparison/plain-situation.ts';

/** The common metrics, defined once for every system (shown with each duel's mapping). */
export const METRIC_DEFINITIONS = [
  'takes the position = the defender leaves its ground (retreats, withdraws, recoils, routs or is destroyed) while the attacker stays',
  'breaks = the defender routs, flees, breaks its command group or is destroyed',
  'fraction lost = men lost / men engaged, each loss unit at the men it stands for (mapping)',
  'rounds = rounds or turns fought until the decision, or the whole budget when undecided',
].join('; ');

/** The time budget in words. */
export function budgetNote(s: PlainSituation): string {
  if (s.action === 'bombard') return `${s.maxRounds} turns of fire, in every system`;
  return s.budget === 'engagement'
    ? `one engagement to a decision (no renewed attack, no return), at most ${s.maxRounds} rounds`
    : `${s.maxRounds} turns, either side renewing its attack or returning where its rules allow`;
}
