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
  /** printed strength of each defending unit (the last may be smaller; absent: one unit): each is adjusted on its own (§12.25) */
  unitStrength?: number;
  /** the left odds column shift the defender's hex terrain gives (0 or below; the Terrain Effects Chart is not in the text) */
  terrainShift?: number;
  /** the left odds column shift of the hexside the attack crosses (a redoubt, a stream; 0 or below) */
  hexsideShift?: number;
}

/**
 * Sum `adjust` over a force of `strength` printed points in units of `unit`
 * (the last smaller): §12.25 "A unit's Combat Strength is adjusted
 * individually ... prior to combining the total".
 */
function byUnit(strength: number, unit: number, adjust: (s: number) => number): number {
  if (strength <= 0) return 0;
  const u = Math.min(unit, strength);
  const full = Math.floor(strength / u);
  const rest = strength - full * u;
  return full * adjust(u) + (rest > 0 ? adjust(rest) : 0);
}

/**
 * One attacking unit's adjusted strength: range (§9.19, §9.48) before
 * terrain (§10.21), then morale (§12.21-12.22), each rounded to the nearest
 * integer (switch halfRounding), never below 1 (§10.22, §12.24).
 */
function attackingUnit(r: BgRules, a: BgAttacker, s: number, halved: boolean, halfDown: boolean): number {
  if (a.arm === 'artillery' && a.range === 'adjacent') s = scale(s, r.adjacent.value, halfDown);
  if (a.arm === 'artillery' && a.range === 'three') s = Math.max(1, scale(s, r.threeHexes.value, halfDown));
  if (halved) s = scale(s, r.halved.value, halfDown);
  return Math.max(1, scale(s, r.attacking[a.morale].value, halfDown));
}

/**
 * The attacker's adjusted strength, each unit adjusted on its own and the
 * results added (§12.25): a Routed unit may not attack (0). Across a halving
 * hexside only the units across it are halved (§10.23).
 */
export function attackStrength(r: BgRules, a: BgAttacker, halfDown = false): number {
  if (r.attacking[a.morale].value.num === 0) return 0;
  const unit = a.unitStrength ?? a.strength;
  // §10.23 "the Combat Strength of those specific attacking units ... attacking across the redoubt hex side would be halved"
  const rest = a.halvedAcross && !a.halvedByTerrain ? Math.min(a.strength, a.notAcross ?? 0) : 0;
  const halved = a.halvedByTerrain || a.halvedAcross === true;
  return (
    byUnit(a.strength - rest, unit, (s) => attackingUnit(r, a, s, halved, halfDown)) +
    byUnit(rest, unit, (s) => attackingUnit(r, a, s, false, halfDown))
  );
}

/**
 * The defender's adjusted strength, unit by unit (§12.25): artillery +1/2
 * with friends against an attack that includes adjacent units, unless
 * Routed (§9.53, §12.36), then morale (§12.22-12.23), each rounded to the
 * nearest integer (switch halfRounding), never below 1.
 */
export function defenceStrength(
  r: BgRules,
  d: BgDefender,
  adjacentAttack: boolean,
  halfDown = false,
): number {
  const boosted = d.arm === 'artillery' && d.withFriends && adjacentAttack && d.morale !== 'routed';
  return byUnit(d.strength, d.unitStrength ?? d.strength, (s) =>
    Math.max(
      1,
      scale(
        boosted ? scale(s, r.defenceWithFriends.value, halfDown) : s,
        r.defending[d.morale].value,
        halfDown,
      ),
    ),
  );
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
 * §10.38), the breastworks' not to a bombardment from beyond the adjacent
 * hex; works under construction still shift right.
 */
export function defenceShift(r: BgRules, d: BgDefender, notAcross = 0, bombarding = false): number {
  const works = worksShift(r, d);
  const all = notAcross === 0;
  // §10.38 "Exception: units in Breastworks never lose the odds column shift to the left due to non-adjacent artillery attacks from any direction"
  return netShift(
    d.terrainShift ?? 0,
    all || bombarding ? works : Math.max(works, 0),
    all ? (d.hexsideShift ?? 0) : 0,
  );
}

const held = (col: number) => Math.max(0, Math.min(ODDS.length - 1, col));

/**
 * The odds column: attacker to defender rounded in the defender's favour,
 * held within 1-5 ... 6-1 and shifted (switch shiftOrder `afterCap`), or
 * shifted and then held (`beforeCap`). Returns the index into ODDS.
 */
export function oddsColumn(attack: number, defence: number, shift: number, afterCap = true): number {
  const raw = rawColumn(attack, defence);
  return afterCap ? held(held(raw) + shift) : held(raw + shift);
}

/** The odds column before any cap, rounded in the defender's favour (below 0: worse than 1-5). */
function rawColumn(attack: number, defence: number): number {
  if (attack >= defence) return Math.floor(attack / defence) + 3;
  return attack <= 0 ? -99 : 5 - Math.ceil(defence / attack);
}

/**
 * Whether a bombardment at these odds is allowed at all (§9.18: "may not
 * bombard at less than 1:5 odds"), counted before the column shifts or
 * after them (switch bombardFloor).
 */
export function bombardAllowed(
  r: BgRules,
  attack: number,
  defence: number,
  shift = 0,
  afterShifts = false,
): boolean {
  return (
    attack > 0 &&
    rawColumn(attack, defence) + (afterShifts ? shift : 0) >= ODDS.indexOf(r.bombardMinimumOdds.value)
  );
}
