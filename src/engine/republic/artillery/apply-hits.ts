import { typedSwitches } from '../../ruleset/typed-switches.ts';
import { addMoraleHits } from '../morale.ts';
import type { ArtilleryRules } from '../rules/artillery.ts';

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
  /** switch tandemBaseShare `balanceWhenDestroyed`: B hits that destroy the main target leave the tandem only the balance */
  tandemBalanceOnly: boolean;
}

/** HitRules from the chart's divisors and switch tandemBaseShare (§4.5). */
export function hitRulesOf(
  rules: ArtilleryRules,
  given: Readonly<Record<string, string>>,
  kind: number,
  multiplier: number,
  tandem: boolean,
  adjacent: boolean,
): HitRules {
  return {
    kind,
    multiplier,
    tandem,
    adjacent,
    tandemMoraleDivisor: rules.targets.tandemMoraleDivisor.value,
    tandemBaseDivisor: rules.targets.tandemBaseDivisor.value,
    tandemBalanceOnly: typedSwitches('republic', given).tandemBaseShare === 'balanceWhenDestroyed',
  };
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

/** §4.5 Tandem Target: "half the number of morale hits as the main target", rounded down. */
export function tandemMoraleHits(r: HitRules, m: number): number {
  return Math.floor(m / r.tandemMoraleDivisor);
}

/**
 * §4.5 Tandem Target: of a fire's b B hits on a main target with `bases`
 * left, the tandem's: "approximately one-third of the total base hits
 * rolled ..., always rounding down", the main target the rest, and "the
 * balance of the required base hits" it cannot absorb. Under switch
 * tandemBaseShare `balanceWhenDestroyed`, hits that destroy the main target
 * by themselves all fall on it and the tandem takes only the balance.
 */
export function tandemBaseHits(r: HitRules, b: number, bases: number): number {
  if (r.tandemBalanceOnly && b >= bases) return b - bases;
  const third = Math.floor(b / r.tandemBaseDivisor);
  return b - third > bases ? b - bases : third;
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
  const tandemB = r.tandem ? tandemBaseHits(r, b, st[T.MAIN + T.BASES]) : 0;
  let over = hitUnit(st, T.MAIN, m, b - tandemB, scratch);
  const mainGone = st[T.MAIN + T.BASES] === 0;
  if (r.tandem) over = hitUnit(st, T.TANDEM, tandemMoraleHits(r, m), tandemB, scratch);
  if (r.adjacent && (over > 0 || (mainGone && !r.tandem)))
    hitUnit(st, T.ADJACENT, mainGone && !r.tandem ? m : 0, over, scratch);
}
