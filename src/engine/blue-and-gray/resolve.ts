import type { BgRules } from './rules/bg-rules.ts';
import { LOSSES, RESULTS } from './rules/crt.ts';

export const ELIMINATED = 4;

/** A compiled combat: the result effects as numbers, ready for the kernel. */
export interface BgEffects {
  /** by result index: the loss kind of the attacker / defender (index into LOSSES) */
  attLoss: Int32Array;
  defLoss: Int32Array;
  /** by result index: 0 none, 1 attacker retreats, 2 defender retreats */
  retreat: Int32Array;
  /** by result index: 1 for Ae* and Ar, the results that disorder the surviving attackers (§12.11) */
  attDisorders: Uint8Array;
  provisional: Uint8Array;
  /** printed strengths and morale before the combat (set again between duel rounds) */
  attStrength: number;
  defStrength: number;
  attMorale: number;
  defMorale: number;
  /** bombarding from beyond the adjacent hex: no adverse results (§9.15) */
  attackerImmune: boolean;
  /** the attack is from adjacent hexes: both sides are in an enemy ZOC */
  adjacent: boolean;
  attArtillery: boolean;
  defArtillery: boolean;
  /** retreating defending artillery is Disordered even outside an enemy ZOC (switch artilleryRetreatDisorder `always`) */
  defArtilleryAlways?: boolean;
  /** printed strength of each attacking unit: an exchange removes whole units */
  attUnit: number;
  disorderOn: number;
}

/**
 * Strength lost by a loss kind (none, half, all, at least the other side's
 * loss): units are removed whole, so "at least" rounds up to whole units of
 * `unit` printed strength.
 */
function lost(kind: number, own: number, other: number, unit: number): number {
  if (kind === 2) return own;
  if (kind === 1) return Math.ceil(own / 2);
  if (kind === 3) return Math.min(own, Math.ceil(other / unit) * unit);
  return 0;
}

export function compileEffects(
  r: BgRules,
  e: Omit<BgEffects, 'attLoss' | 'defLoss' | 'retreat' | 'attDisorders' | 'provisional' | 'disorderOn'>,
): BgEffects {
  const n = RESULTS.length;
  const out: BgEffects = {
    ...e,
    attLoss: new Int32Array(n),
    defLoss: new Int32Array(n),
    retreat: new Int32Array(n),
    attDisorders: new Uint8Array(n),
    provisional: new Uint8Array(n),
    disorderOn: r.disorderOn.value,
  };
  RESULTS.forEach((res, i) => {
    const x = r.results[res];
    out.defLoss[i] = LOSSES.indexOf(x.defenderLoses.value);
    out.attLoss[i] = e.attackerImmune ? 0 : LOSSES.indexOf(x.attackerLoses.value);
    const who = x.retreats.value;
    out.retreat[i] = who === 'attacker' ? (e.attackerImmune ? 0 : 1) : who === 'defender' ? 2 : 0;
    // §12.11 "Surviving attacking units become Disordered when they suffer a Combat Result of Partial Attacker Eliminated or Attacker Retreat"
    out.attDisorders[i] = res === 'Ae*' || res === 'Ar' ? 1 : 0;
    out.provisional[i] = [x.attackerLoses, x.defenderLoses, x.retreats].some(
      (v) => v.cell.source === 'provisional',
    )
      ? 1
      : 0;
  });
  return out;
}

/** Slots written by resolveResult. */
export const R_ATT_LOSS = 0;
export const R_DEF_LOSS = 1;
export const R_ATT_MORALE = 2;
export const R_DEF_MORALE = 3;

/**
 * Apply a result and its disorder dice (§12.11-12.15): an attacker from an
 * enemy ZOC suffering Ae* or Ar is Disordered (artillery retreating, one
 * step more); a retreating
 * defender in an enemy ZOC on 4-6 (artillery always); exchange survivors on 4-6.
 */
export function resolveResult(
  e: BgEffects,
  result: number,
  attDie: number,
  defDie: number,
  out: Int32Array,
): void {
  const dl = lost(e.defLoss[result], e.defStrength, 0, 1);
  // Ex: the attacker loses whole units of at least the defender's printed strength lost (§12.26)
  const al = lost(e.attLoss[result], e.attStrength, dl, e.attUnit);
  let am = e.attMorale;
  let dm = e.defMorale;
  const exchange = RESULTS[result] === 'Ex' || RESULTS[result] === 'Ex*';
  // §12.11: only attacking from an enemy controlled hex; artillery that retreats from one, at least Shaken
  if (e.attDisorders[result] && e.adjacent) am += e.attArtillery && e.retreat[result] === 1 ? 2 : 1;
  // §12.12: in an enemy ZOC on 4-6; "Exception: retreating artillery units are automatically Disordered"
  if (
    e.retreat[result] === 2 &&
    ((e.adjacent && (e.defArtillery || defDie >= e.disorderOn)) || (e.defArtillery && e.defArtilleryAlways))
  )
    dm++;
  if (exchange && e.adjacent && !e.attackerImmune && attDie >= e.disorderOn) am++;
  if (exchange && e.retreat[result] !== 2 && dl < e.defStrength && e.adjacent && defDie >= e.disorderOn) dm++;
  out[R_ATT_LOSS] = al;
  out[R_DEF_LOSS] = dl;
  out[R_ATT_MORALE] = al >= e.attStrength ? ELIMINATED : Math.min(3, am);
  out[R_DEF_MORALE] = dl >= e.defStrength ? ELIMINATED : Math.min(3, dm);
}
