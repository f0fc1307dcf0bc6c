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
  /** attacking into or across halving terrain (§10.21): every attacking unit halved */
  halvedByTerrain: boolean;
  /** across a halving hexside of the defender (a redoubt, a stream): only the units across it are halved (§10.23) */
  halvedAcross?: boolean;
  /** printed strength of the attacking units that do not attack across the defender's hexside features (§10.23, §10.38) */
  notAcross?: number;
  /** printed strength of each attacking unit (the last may be smaller; absent: one unit): an exchange removes whole units */
  unitStrength?: number;
}

export interface BgDefender {
  strength: number;
  morale: Morale;
  arm: 'infantry' | 'cavalry' | 'artillery';
  works: (typeof WORKS)[number];
  /** artillery stacked with or adjacent to a friendly infantry or cavalry unit (§9.53) */
  withFriends: boolean;
  /** the left odds column shift the defender's hex terrain gives (0 or below; the Terrain Effects Chart is not in the text) */
  terrainShift?: number;
  /** the left odds column shift of the hexside the attack crosses (a redoubt, a stream; 0 or below) */
  hexsideShift?: number;
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
  else if (a.halvedAcross) {
    // §10.23 "the Combat Strength of those specific attacking units ... attacking across the redoubt hex side would be halved"
    const rest = Math.min(s, a.notAcross ?? 0);
    s = scale(s - rest, r.halved.value) + rest;
  }
  s = scale(s, r.attacking[a.morale].value);
  return Math.max(1, s);
}

/**
 * The defender's adjusted strength: artillery +1/2 with friends against an
 * attack that includes adjacent units, unless Routed (§9.53, §12.36), then
 * morale (§12.22-12.23), each rounded to the nearest integer, never below 1.
 */
export function defenceStrength(r: BgRules, d: BgDefender, adjacentAttack: boolean): number {
  let s = d.strength;
  if (d.arm === 'artillery' && d.withFriends && adjacentAttack && d.morale !== 'routed') s = scale(s, r.defenceWithFriends.value);
  return Math.max(1, scale(s, r.defending[d.morale].value));
}

/** §11.24: whether this attack is refused at night (artillery from a non-adjacent hex). */
export function refusedAtNight(r: BgRules, a: BgAttacker): boolean {
  return r.nightAdjacentOnly.value === 1 && a.arm === 'artillery' && a.range !== 'adjacent';
}

/** Column shift from fieldworks (§10.34, §10.38): left is negative. */
export function worksShift(r: BgRules, d: BgDefender): number {
  if (d.works === 'breastworks') return r.shifts.breastworks.value;
  if (d.works === 'underConstruction') return r.shifts.underConstruction.value;
  return 0;
}

/**
 * §10.25-10.27: the defender employs only its most favourable left shift,
 * the attacker its most favourable right shift, and the net is applied.
 * Left is negative.
 */
export function netShift(...shifts: number[]): number {
  return Math.min(0, ...shifts) + Math.max(0, ...shifts);
}

/**
 * The net shift from the defender's works, hexside and hex terrain (§10.25:
 * only the most favourable left shift). When some attacking units do not
 * cross the hexside features, the defender loses their left shifts (§10.23,
 * §10.38); works under construction still shift right.
 */
export function defenceShift(r: BgRules, d: BgDefender, notAcross = 0): number {
  const works = worksShift(r, d);
  const all = notAcross === 0;
  return netShift(d.terrainShift ?? 0, all ? works : Math.max(works, 0), all ? (d.hexsideShift ?? 0) : 0);
}

const held = (col: number) => Math.max(0, Math.min(ODDS.length - 1, col));

/**
 * The odds column: attacker to defender rounded in the defender's favour,
 * held within 1-5 ... 6-1 and shifted (switch shiftOrder `afterCap`), or
 * shifted and then held (`beforeCap`). Returns the index into ODDS.
 */
export function oddsColumn(attack: number, defence: number, shift: number, afterCap = true): number {
  let raw: number;
  if (attack >= defence) raw = Math.floor(attack / defence) + 3;
  else raw = attack <= 0 ? -99 : 5 - Math.ceil(defence / attack);
  return afterCap ? held(held(raw) + shift) : held(raw + shift);
}

/** Whether an artillery attack at this odds is allowed at all (§9.18: not below 1:5). */
export function bombardAllowed(r: BgRules, attack: number, defence: number): boolean {
  const min = ODDS.indexOf(r.bombardMinimumOdds.value);
  return attack > 0 && (attack >= defence || 5 - Math.ceil(defence / attack) >= min);
}
