import { ACTION_RANK, type AssaultCell } from '../../notation/assault-cell.ts';

/** Harm to the side the hits fall on: P hits weigh most, then B, then M (Break off costs 1M). */
export function harm(c: AssaultCell): number {
  return c.hits.p * 100 + c.hits.b * 10 + c.hits.m + (c.action === 'Break off' ? 1 : 0);
}

/**
 * The attacker's standing at a table row: the defender's harm above zero, the
 * attacker's own harm (negated) below it, the attacker's action breaking ties.
 * A monotone table never lowers the standing as the difference rises.
 */
export function standing(c: AssaultCell, diff: number): number {
  if (diff > 0) return harm(c) * 10 + ACTION_RANK[c.action];
  if (diff < 0) return -harm(c) * 10 + ACTION_RANK[c.action];
  return ACTION_RANK[c.action];
}
