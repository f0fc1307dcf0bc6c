import { DECISIONS, WINNER_OF_DECISION, WINNERS } from '../../engine/republic/assault/assault-state.ts';
import type { Layout } from '../../sims/layout.ts';
import type { MetricRef } from '../evaluate/metric-ref.ts';

export type Side = 'attacker' | 'defender';

/**
 * The side an outcome is good for, where the layout says whose it is: an
 * assault's winner, its decision (by the side that holds the ground after
 * it, §5.5), a panic response (bad for the side that makes it, good for
 * the other). Undefined for anything else.
 */
export function sideFavoured(layout: Pick<Layout, 'distributions'>, m: MetricRef): Side | undefined {
  const d = layout.distributions.find((x) => x.name === m.metric);
  if (!d || !m.outcome) return undefined;
  if (d.name === 'winner' && (m.outcome === 'attacker' || m.outcome === 'defender')) return m.outcome;
  if (
    d.name === 'decision' &&
    d.outcomes.length === DECISIONS.length &&
    d.outcomes.every((o, i) => o === DECISIONS[i])
  ) {
    const w = WINNERS[WINNER_OF_DECISION[d.outcomes.indexOf(m.outcome)]];
    return w === 'attacker' || w === 'defender' ? w : undefined;
  }
  const response = /^(attacker|defender)_response$/.exec(d.name);
  if (response && !['none', 'D'].includes(m.outcome))
    return response[1] === 'attacker' ? 'defender' : 'attacker';
  return undefined;
}

/** The side's own outcome (`winner:attacker`), when the layout has one and the metric is not it already. */
export function sideOutcome(layout: Pick<Layout, 'distributions'>, m: MetricRef): MetricRef | undefined {
  const side = sideFavoured(layout, m);
  const winner = layout.distributions.find((x) => x.name === 'winner');
  if (!side || !winner?.outcomes.includes(side) || m.metric === 'winner') return undefined;
  return { metric: 'winner', outcome: side };
}

/**
 * Was a change in a chance met only by moving probability into another
 * outcome just as good for the same side? True when the side's own
 * outcome moved by less than half as much, in the same direction, as the
 * target's (the carry fell 3.9 points and the attacker holds the ground
 * exactly as often: the lost carries became breakthroughs).
 */
export function movedWithinSide(
  target: { before: number; after: number },
  side: { before: number; after: number },
): boolean {
  const dx = target.after - target.before;
  if (Math.abs(dx) < 1e-9) return false;
  return (side.after - side.before) * Math.sign(dx) < Math.abs(dx) / 2;
}
