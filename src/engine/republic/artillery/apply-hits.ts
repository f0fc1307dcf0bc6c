import { addMoraleHits } from '../morale.ts';

/**
 * The state of a fire's targets, in an Int32Array: for the main, tandem and
 * adjacent unit (offsets MAIN, TANDEM, ADJACENT) its bases, morale state,
 * P hits and bases lost; then the skirmisher grade steps lost.
 */
export const T = {
  BASES: 0,
  MORALE: 1,
  P: 2,
  LOST: 3,
  MAIN: 0,
  TANDEM: 4,
  ADJACENT: 8,
  SKIRMISHER_DROP: 12,
  SIZE: 13,
} as const;

export const KIND_UNIT = 0;
export const KIND_BATTERY = 1;
export const KIND_SKIRMISHERS = 2;

/** How hits fall on a target group, fixed for a scenario (§4.5, §4.6). */
export interface HitRules {
  kind: number;
  /** 2 for a packed battery target (§4.6), else 1 */
  multiplier: number;
  tandem: boolean;
  adjacent: boolean;
  tandemMoraleDivisor: number;
  tandemBaseDivisor: number;
}

/** Put a unit's state at offset `at`. */
export function setUnit(st: Int32Array, at: number, bases: number, morale: number): void {
  st[at + T.BASES] = bases;
  st[at + T.MORALE] = morale;
  st[at + T.P] = 0;
  st[at + T.LOST] = 0;
}

/** M hits (past Demoralized they become P, §4.6), then B hits; returns the B hits left over. */
export function hitUnit(st: Int32Array, at: number, m: number, b: number, scratch: Int32Array): number {
  st[at + T.MORALE] = addMoraleHits(st[at + T.MORALE], m, scratch);
  st[at + T.P] += scratch[0];
  const taken = b < st[at + T.BASES] ? b : st[at + T.BASES];
  st[at + T.BASES] -= taken;
  st[at + T.LOST] += taken;
  return b - taken;
}

/**
 * Apply one fire's basic hits to the target group (§4.5, §4.6). The tandem
 * target takes half the M hits besides the main target's, and a third of the
 * B hits (rounded down) instead of it; B hits a destroyed unit cannot absorb
 * pass on, main -> tandem -> adjacent. With no tandem target the adjacent
 * one also takes the M hits of a main target that was destroyed.
 */
export function applyArtilleryHits(
  st: Int32Array,
  r: HitRules,
  m: number,
  b: number,
  scratch: Int32Array,
): void {
  m *= r.multiplier;
  b *= r.multiplier;
  if (r.kind === KIND_SKIRMISHERS) {
    // §4.5 Skirmisher Targets: M hits go to the parent, each B drops the skirmishers a grade
    hitUnit(st, T.MAIN, m, 0, scratch);
    st[T.SKIRMISHER_DROP] += b;
    return;
  }
  if (r.kind === KIND_BATTERY) {
    // §1.2: a battery takes every B hit as damage and stays on the table
    hitUnit(st, T.MAIN, m, 0, scratch);
    st[T.MAIN + T.LOST] += b;
    return;
  }
  const tandemB = r.tandem ? Math.floor(b / r.tandemBaseDivisor) : 0;
  let over = hitUnit(st, T.MAIN, m, b - tandemB, scratch);
  const mainGone = st[T.MAIN + T.BASES] === 0;
  if (r.tandem) over = hitUnit(st, T.TANDEM, Math.floor(m / r.tandemMoraleDivisor), tandemB + over, scratch);
  if (r.adjacent && (over > 0 || (mainGone && !r.tandem)))
    hitUnit(st, T.ADJACENT, mainGone && !r.tandem ? m : 0, over, scratch);
}
