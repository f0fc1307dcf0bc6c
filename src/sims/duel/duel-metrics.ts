import type { PlainSituation } from '../../engine/duel/plain-situation.ts';

const LOST =
  "men lost before the decision / men engaged, each loss unit (base, figure, strength point) at the men it stands for (mapping), the last, partial one at the men left to it (a mapping choice); not defined where the loss unit is not men (the activation draft's damage dice)";

/** The common metrics, defined once for every system (shown under each chart of them). */
export const METRIC_DEFINITIONS = {
  decision:
    'takes the position: the defender leaves its ground (retreats, withdraws, recoils, routs or is destroyed) while the attacker stays',
  defender_breaks: 'breaks: the defender routs, flees, breaks its command group or is destroyed',
  attacker_loss_fraction: `fraction lost: ${LOST}`,
  defender_loss_fraction: `fraction lost: ${LOST}`,
  attacker_men_lost:
    'men lost before the decision: each loss unit at the men it stands for (mapping), the last, partial one at the men left to it (a mapping choice), so never more than the men engaged; not defined where the loss unit is not men',
  defender_men_lost:
    'men lost before the decision: each loss unit at the men it stands for (mapping), the last, partial one at the men left to it (a mapping choice), so never more than the men engaged; not defined where the loss unit is not men',
  minutes:
    'minutes of battle: game turns fought until the decision (a Republic assault is fought within one turn) times the minutes a turn stands for (Republic §1.1: 40; the others by mapping), the whole budget when undecided',
} as const;

/** The time budget in words. */
export function budgetNote(s: PlainSituation): string {
  if (s.action === 'bombard') return `${s.minutes} minutes of fire, in every system`;
  return s.budget === 'engagement'
    ? `one engagement to a decision (no renewed attack, no return), at most ${s.minutes} minutes of battle`
    : `${s.minutes} minutes of battle, either side renewing its attack or returning where its rules allow`;
}
