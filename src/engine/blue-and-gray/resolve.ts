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
  /** by result index: 1 for Ex and Ex*, whose survivors roll for Disorder (§12.13) */
  exchange: Uint8Array;
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
 * The least printed strength of whole units that is at least `loss`, from
 * a side of `own` points in units of `unit` (full units, then the smaller
 * rest): some full units, or some full units and the rest, whichever is
 * less; all of them when the loss reaches the side's strength.
 */
export function exchangeLoss(own: number, loss: number, unit: number): number {
  if (loss >= own) return own;
  const full = Math.floor(own / unit);
  const rest = own - full * unit;
  // full units only: there are enough of them when loss <= full * unit
  let least = loss <= full * unit ? Math.ceil(loss / unit) * unit : own;
  // the smaller last unit with as few full units as make up the rest of the loss
  if (rest > 0) least = Math.min(least, Math.ceil(Math.max(0, loss - rest) / unit) * unit + rest);
  return least;
}

/**
 * Strength lost by a loss kind (none, half, all, at least the other side's
 * loss): units are removed whole, so "at least" is the least printed
 * strength of whole units of `unit` (the last smaller) that covers it.
 */
function lost(kind: number, own: number, other: number, unit: number): number {
  if (kind === 2) return own;
  if (kind === 1) return Math.ceil(own / 2);
  // Ex, as the public 1975 CRT key gives it (crt.yaml results, source public; the revised text prints no key):
  // units of a printed strength at least that of the eliminated defenders (§12.26 "unmodified Combat Strength")
  if (kind === 3) return exchangeLoss(own, other, unit);
  return 0;
}

export function compileEffects(
  r: BgRules,
  e: Omit<
    BgEffects,
    'attLoss' | 'defLoss' | 'retreat' | 'attDisorders' | 'exchange' | 'provisional' | 'disorderOn'
  >,
): BgEffects {
  const n = RESULTS.length;
  const out: BgEffects = {
    ...e,
    attLoss: new Int32Array(n),
    defLoss: new Int32Array(n),
    retreat: new Int32Array(n),
    attDisorders: new Uint8Array(n),
    exchange: new Uint8Array(n),
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
    out.exchange[i] = res === 'Ex' || res === 'Ex*' ? 1 : 0;
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

/** The strength each side loses to `result` (§12.26): out[R_ATT_LOSS], out[R_DEF_LOSS]. */
export function resolveLosses(e: BgEffects, result: number, out: Int32Array): void {
  const dl = lost(e.defLoss[result], e.defStrength, 0, 1);
  // Ex: the attacker loses whole units of at least the defender's printed strength lost (§12.26)
  out[R_ATT_LOSS] = lost(e.attLoss[result], e.attStrength, dl, e.attUnit);
  out[R_DEF_LOSS] = dl;
}

/**
 * The Disorder results one surviving attacking unit suffers from `result`,
 * `die` its own disorder die: §12.11 Ae* and Ar from an enemy controlled
 * hex (artillery that retreats from one, "at least Shaken"); §12.13 an
 * exchange's survivors on 4-6.
 */
export function attackerDisorder(e: BgEffects, result: number, die: number): number {
  let steps = 0;
  // §12.11: only attacking from an enemy controlled hex; artillery that retreats from one, at least Shaken
  if (e.attDisorders[result] && e.adjacent) steps += e.attArtillery && e.retreat[result] === 1 ? 2 : 1;
  if (e.exchange[result] && e.adjacent && !e.attackerImmune && die >= e.disorderOn) steps++;
  return steps;
}

/**
 * The Disorder results one surviving defending unit suffers from `result`,
 * `die` its own disorder die: §12.12 a retreat in an enemy ZOC on 4-6
 * ("Exception: retreating artillery units are automatically Disordered");
 * §12.13 an exchange's survivors on 4-6.
 */
export function defenderDisorder(e: BgEffects, result: number, die: number): number {
  if (e.retreat[result] === 2)
    return (e.adjacent && (e.defArtillery || die >= e.disorderOn)) || (e.defArtillery && e.defArtilleryAlways)
      ? 1
      : 0;
  return e.exchange[result] && e.adjacent && die >= e.disorderOn ? 1 : 0;
}

/**
 * Apply a result and its disorder dice to one unit a side (§12.11-12.15):
 * resolveLosses, then attackerDisorder and defenderDisorder on each side's
 * die.
 */
export function resolveResult(
  e: BgEffects,
  result: number,
  attDie: number,
  defDie: number,
  out: Int32Array,
): void {
  resolveLosses(e, result, out);
  const al = out[R_ATT_LOSS];
  const dl = out[R_DEF_LOSS];
  out[R_ATT_MORALE] =
    al >= e.attStrength ? ELIMINATED : Math.min(3, e.attMorale + attackerDisorder(e, result, attDie));
  out[R_DEF_MORALE] =
    dl >= e.defStrength ? ELIMINATED : Math.min(3, e.defMorale + defenderDisorder(e, result, defDie));
}
