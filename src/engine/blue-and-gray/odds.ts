import type { BgRules, Morale } from './rules/bg-rules.ts';
import { ODDS } from './rules/crt.ts';
import { scale } from './rules/fraction.ts';

export const RANGES = ['adjacent', 'two', 'three'] as const;
export type Range = (typeof RANGES)[number];
export const WORKS = ['none', 'breastworks', 'underConstruction'] as const;

export interface BgAttacker {
  strength: number;
  morale: Morale;
  arm: 'infantry' | 'cavalry' | 'artillery';
  /** artillery: hexes to the target */
  range: Range;
  /** attacking into or across halving terrain (§10.21) */
  halvedByTerrain: boolean;
}

export interface BgDefender {
  strength: number;
  morale: Morale;
  arm: 'infantry' | 'cavalry' | 'artillery';
  works: (typeof WORKS)[number];
}

/**
 * The attacker's adjusted strength: range (§9.19, §9.48) before terrain
 * (§10.21), then morale (§12.21-12.22), each rounded to the nearest
 * integer, never below 1 (§10.22, §12.24). A Routed unit may not attack (0).
 */
export function attackStrength(r: BgRules, a: BgAttacker): number {
  if (r.attacking[a.morale].value.num === 0) return 0;
  let s = a.strength;
  if (a.arm === 'artillery' && a.range === 'adjacent') s = scale(s, r.adjacent.value);
  if (a.arm === 'artillery' && a.range === 'three') s = Math.max(1, scale(s, r.threeHexes.value));
  if (a.halvedByTerrain) s = scale(s, r.halved.value);
  s = scale(s, r.attacking[a.morale].value);
  return Math.max(1, s);
}

/** The defender's adjusted strength (§12.22-12.23; artillery +1/2 with friends adjacent is not modelled). */
export function defenceStrength(r: BgRules, d: BgDefender): number {
  return Math.max(1, scale(d.strength, r.defending[d.morale].value));
}

/** Column shift from fieldworks (§10.34, §10.38): left is negative. */
export function worksShift(r: BgRules, d: BgDefender): number {
  if (d.works === 'breastworks') return r.shifts.breastworks.value;
  if (d.works === 'underConstruction') return r.shifts.underConstruction.value;
  return 0;
}

/**
 * The odds column: attacker to defender rounded in the defender's favour,
 * shifted, then held within 1-5 ... 6-1. Returns the index into ODDS.
 */
export function oddsColumn(attack: number, defence: number, shift: number): number {
  let raw: number;
  if (attack >= defence) raw = Math.floor(attack / defence) + 3;
  else raw = attack <= 0 ? -99 : 5 - Math.ceil(defence / attack);
  return Math.max(0, Math.min(ODDS.length - 1, raw + shift));
}

/** Whether an artillery attack at this odds is allowed at all (§9.18: not below 1:5). */
export function bombardAllowed(r: BgRules, attack: number, defence: number): boolean {
  const min = ODDS.indexOf(r.bombardMinimumOdds.value);
  return attack > 0 && (attack >= defence || 5 - Math.ceil(defence / attack) >= min);
}
