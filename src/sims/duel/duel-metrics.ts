import type { PlainSituation } from '../../engine/comparison/base/plain-situation.ts';

const LOST = 'men lost / men engaged, each loss unit (base, figure, damage step, strength point) at the men it stands for (mapping)';

/** The common metrics, defined once for every system (shown under each chart of them). */
export const METRIC_DEFINITIONS = {
  decision: 'takes the position: the defender leaves its ground (retreats, withdraws, recoils, routs or is destroyed) while the attacker stays',
  defender_breaks: 'breaks: the defender routs, flees, breaks its command group or is destroyed',
  attacker_loss_fraction: `fraction lost: ${LOST}`,
  defender_loss_fraction: `fraction lost: ${LOST}`,
  attacker_men_lost: 'men lost: loss units times the men each stands for (mapping)',
  defender_men_lost: 'men lost: loss units times the men each stands for (mapping)',
  rounds: 'rounds: rounds or turns fought until the decision, or the whole budget when undecided',
} as const;

/** The time budget in words. */
export function budgetNote(s: PlainSituation): string {
  if (s.action === 'bombard') return `${s.maxRounds} turns of fire, in every system`;
  return s.budget === 'engagement'
    ? `one engagement to a decision (no renewed attack, no return), at most ${s.maxRounds} rounds`
    : `${s.maxRounds} turns, either side renewing its attack or returning where its rules allow`;
}
