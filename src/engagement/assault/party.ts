import type { SideHitArrays } from '../../engine/republic/assault/compiled-assault.ts';
import { SIDE, SO } from '../../engine/republic/assault/assault-state.ts';
import { RO } from '../../engine/republic/assault/round.ts';

/** Most units one side brings to one assault: a const enum, so a bundle writes it as a literal (SO, assault-state.ts). */
export const enum PARTY {
  MAX = 16,
}
export const MAX_PARTY = PARTY.MAX;

/**
 * The units fighting one assault, side by side, each with its own state (an
 * Int32Array in the assault's S layout, the unit in its side's slot) and its
 * own hit rules (its grade's Panic Index line and points per M hit). Built
 * once per compile and refilled for every assault: nothing is allocated
 * while a trial runs. Slot i of side k is at k * PARTY.MAX + i.
 */
export interface Party {
  n: Int32Array;
  /** the caller's id for each slot (an engagement unit index) */
  ids: Int32Array;
  st: Int32Array[];
  rules: SideHitArrays[];
  /** 1 for a battery: it takes its side's B hits as damage in addition (§5.5) */
  battery: Uint8Array;
  /**
   * per side, the slots in the order prisoners are taken: lowest grade first (§5.5 Loss Number), batteries last (a
   * fixed reading, not the text's: docs/limitations.md)
   */
  order: Int32Array;
  /** per slot, its place in that order (larger: taken first) */
  takeFirst: Int32Array;
  /** bases of supporting brigades counted in the side's strength only (§5.2 Supporting Bases) */
  support: Int32Array;
  side: Int32Array;
  h: Int32Array;
  scratchBases: Int32Array;
  scratchMorale: Int32Array;
  share: Int32Array;
  /** per slot, as the assault is written back: the unit's morale during its forced move (fight.ts writeState) */
  moving: Int32Array;
  /** per slot: the inches it had moved back when its result was written, so a move the others' pass-through gave it counts */
  backAtWrite: Float64Array;
  /** the assault phase's leaders in action, per class (energetic, proficient), one bit a division, then 1 once read (gather.ts leaders) */
  inAction: Int32Array;
}

export function makeParty(): Party {
  const slots = 2 * PARTY.MAX;
  return {
    n: new Int32Array(2),
    ids: new Int32Array(slots),
    st: Array.from({ length: slots }, () => new Int32Array(SO.SIZE)),
    rules: new Array<SideHitArrays>(slots),
    battery: new Uint8Array(slots),
    order: new Int32Array(slots),
    takeFirst: new Int32Array(slots),
    support: new Int32Array(2),
    side: new Int32Array(SO.SIZE),
    h: new Int32Array(RO.SIZE),
    scratchBases: new Int32Array(2 * PARTY.MAX),
    scratchMorale: new Int32Array(2 * PARTY.MAX),
    share: new Int32Array(PARTY.MAX),
    moving: new Int32Array(2 * PARTY.MAX),
    backAtWrite: new Float64Array(2 * PARTY.MAX),
    inAction: new Int32Array(3),
  };
}

/** Empty both sides and forget the supports. */
export function clearParty(p: Party): void {
  p.n[0] = 0;
  p.n[1] = 0;
  p.support[0] = 0;
  p.support[1] = 0;
}

/**
 * Add a unit to side k with its state as it enters the assault. `takeFirst`
 * orders prisoners: the larger, the earlier its bases are taken.
 */
export function joinParty(
  p: Party,
  k: number,
  id: number,
  rules: SideHitArrays,
  battery: boolean,
  takeFirst: number,
  bases: number,
  morale: number,
  lostThisTurn: number,
  worstP: number,
  damage: number,
): void {
  const i = p.n[k]++;
  const slot = k * PARTY.MAX + i;
  // a slot of side k is only ever side k's: its fields for k and the shared flags are all the round reads
  const st = p.st[slot];
  enterState(st, k, battery, bases, morale, lostThisTurn, worstP);
  st[SO.PROV] = 0;
  st[SO.PANIC4] = 0;
  st[SO.DAMAGE_BEFORE + k] = damage;
  st[SO.DISORDER] = 0;
  p.ids[slot] = id;
  p.rules[slot] = rules;
  p.battery[slot] = battery ? 1 : 0;
  p.takeFirst[slot] = battery ? -1 : takeFirst;
  // insertion sort into the side's prisoner order
  const base = k * PARTY.MAX;
  let j = i;
  while (j > 0 && p.takeFirst[p.order[base + j - 1]] < p.takeFirst[slot]) {
    p.order[base + j] = p.order[base + j - 1];
    j--;
  }
  p.order[base + j] = slot;
}

/**
 * runPairAssault's state: units `a` (the attacker) and `d` (the defender),
 * one a side, with their state as they enter the assault, into p.side, read
 * from per-unit arrays (combat 0: a battery) in one pass.
 */
export function enterPair(
  p: Party,
  aRules: SideHitArrays,
  dRules: SideHitArrays,
  combat: Uint8Array,
  bases: Int32Array,
  morale: Int32Array,
  lostThisTurn: Int32Array,
  worstP: Int32Array,
  a: number,
  d: number,
): void {
  const st = p.side;
  // the two sides written out: each field's offset a literal
  const aBattery = combat[a] === 0;
  enterState(st, SIDE.ATT, aBattery, bases[a], morale[a], lostThisTurn[a], worstP[a]);
  p.battery[0] = aBattery ? 1 : 0;
  const dBattery = combat[d] === 0;
  enterState(st, SIDE.DEF, dBattery, bases[d], morale[d], lostThisTurn[d], worstP[d]);
  p.battery[PARTY.MAX] = dBattery ? 1 : 0;
  // a pair of units meets again and again: its rules are most often in place already (no store, no write barrier)
  if (p.rules[0] !== aRules) p.rules[0] = aRules;
  if (p.rules[PARTY.MAX] !== dRules) p.rules[PARTY.MAX] = dRules;
}

/** A unit's fields for side k in an assault state as it enters the assault: nothing taken yet. */
function enterState(
  st: Int32Array,
  k: number,
  battery: boolean,
  bases: number,
  morale: number,
  lostThisTurn: number,
  worstP: number,
): void {
  st[SO.MORALE + k] = morale;
  st[SO.BASES + k] = battery ? 0 : bases;
  st[SO.LOST + k] = lostThisTurn;
  st[SO.WORST_P + k] = worstP;
  st[SO.M_TAKEN + k] = 0;
  st[SO.P_TAKEN + k] = 0;
  st[SO.B_TAKEN + k] = 0;
  st[SO.PRISONERS + k] = 0;
  st[SO.RESPONSE + k] = -1;
  st[SO.BATTERIES + k] = battery ? bases : 0;
  st[SO.BATTERY_DAMAGE + k] = 0;
  st[SO.BATTERIES_LOST + k] = 0;
}
