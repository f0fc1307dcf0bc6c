import { PARTY } from '../assault/party.ts';
import type { PartySide } from '../compile/assault-memo.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { assaultTarget, coverIndex, frontUnit, type FieldState } from '../state/field-state.ts';
import { CLASS, leadersNear, MASK } from './leaders-near.ts';
import { skirmisherQuarters } from './marker-screen.ts';

/** The arms (ARMS) a morale state's row of a unit's noAssault entries spans: a const enum, so a bundle writes it as a literal. */
export const enum NO_ASSAULT {
  ARMS = 5,
}

/** Whether §2.3 forbids infantry or cavalry unit `u`, in its morale state now, to assault (or advance on) enemy unit `foe`. */
export function assaultForbidden(c: CompiledEngagement, f: FieldState, u: number, foe: number): boolean {
  return c.noAssault[u * c.noAssaultSpan + f.morale[u] * NO_ASSAULT.ARMS + c.armIndex[foe]] === 1;
}

/**
 * Set a party side's units: the attackers that closed to assault and are
 * still within assault range of `foe` (§5.1; one driven back by fire does
 * not fight), unless the morale hits they took since (fire) now forbid it
 * (§2.3), the defender's infantry and cavalry in its primary defender's
 * line (assaultTarget: a battery standing ahead of its brigades blocks
 * "assault activity for units behind" it, §5.1), and the batteries of the
 * sector within assault range of `foe` (§5.2).
 */
export function gather(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  foe: number,
  attackers: boolean,
  out: PartySide,
  // the defender's front line: its primary defender and the brigades within half an inch of it (a caller that knows it passes it)
  front = attackers ? -1 : assaultTarget(c, f, side, sector),
): void {
  if (attackers) gatherAttackers(c, f, side, sector, foe, out);
  else gatherDefenders(c, f, side, sector, foe, front, out);
}

/**
 * gather's attackers of `foe`: returns whether any is infantry or cavalry
 * (§5.1: solo artillery does not assault).
 */
export function gatherAttackers(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  foe: number,
  out: PartySide,
): boolean {
  return attackersOf(c, f, side, sector, foe, out) !== -1;
}

/**
 * gatherAttackers' lone member, for an assault of one unit a side: the unit if it is the only one to join and it
 * fights (infantry or cavalry), -1 if none fights (§5.1: solo artillery does not assault), -2 if more than one joins.
 */
export function loneAttacker(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  foe: number,
): number {
  return attackersOf(c, f, side, sector, foe, null);
}

/**
 * The attackers of `foe` onto `out` (gatherAttackers), or with `out` null only looked for until a second joins
 * (loneAttacker): returns -1 if none is infantry or cavalry, the one unit if it alone joins, else -2.
 */
function attackersOf(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  foe: number,
  out: PartySide | null,
): number {
  const range = c.generalRange;
  const { at, units, gap } = c.ix;
  const { bases, pos } = f;
  const combat = c.combat;
  // within(u, foe), written out with the foe's position read once
  const foeAt = pos[foe];
  const k = side * c.nSectors + sector;
  let fighting = false;
  let lone = -1;
  if (out !== null) emptySide(out);
  for (let i = at[k], end = at[k + 1]; i < end; i++) {
    const u = units[i];
    if (bases[u] === 0 || (out !== null && out.n >= PARTY.MAX) || !(gap[u] - pos[u] - foeAt <= range))
      continue;
    // an infantry or cavalry unit that closed to assault, unless §2.3 forbids it; a battery in range (§5.2)
    if (combat[u] !== 0) {
      if (f.assaulting[u] !== 1 || assaultForbidden(c, f, u, foe)) continue;
      fighting = true;
    }
    if (out !== null) addMember(c, f, out, u);
    lone = lone === -1 ? u : -2;
    if (lone === -2 && out === null) return -2;
  }
  if (out !== null) out.fresh = 0; // §5.4 Each fresh artillery: the defender's only
  return fighting ? lone : -1;
}

/** gather's defenders against attacker `first`, `front` their primary defender (assaultTarget). */
export function gatherDefenders(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  first: number,
  front: number,
  out: PartySide,
): void {
  defendersOf(c, f, side, sector, first, front, out);
}

/** gatherDefenders' lone member against attacker `first`, `front` the primary defender: -1 if none joins, -2 if more than one. */
export function loneDefender(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  first: number,
  front: number,
): number {
  return defendersOf(c, f, side, sector, first, front, null);
}

/**
 * The defenders against attacker `first` onto `out` (gatherDefenders), or with `out` null only looked for until a
 * second joins (loneDefender): returns -1 if none joins, the one unit if it alone joins, else -2.
 */
function defendersOf(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  first: number,
  front: number,
  out: PartySide | null,
): number {
  const range = c.generalRange;
  const { at, units, gap } = c.ix;
  const { bases, pos } = f;
  const combat = c.combat;
  const firstAt = pos[first];
  const k = side * c.nSectors + sector;
  if (out !== null) emptySide(out);
  const line = front >= 0 ? pos[front] - 0.5 : 0;
  let lone = -1;
  for (let i = at[k], end = at[k + 1]; i < end; i++) {
    const u = units[i];
    if (bases[u] === 0 || (out !== null && out.n >= PARTY.MAX)) continue;
    // a battery within 4" of the attacker (§5.2), in within()'s order of terms, as fight measured the assault's reach
    const joins = combat[u] ? front >= 0 && pos[u] >= line : gap[u] - firstAt - pos[u] <= range;
    if (!joins) continue;
    if (out !== null) addMember(c, f, out, u);
    lone = lone === -1 ? u : -2;
    if (lone === -2 && out === null) return -2;
  }
  return lone;
}

/** A party side with no units, leaders, fresh batteries or supports, for gather or pairAssault to fill. */
export function emptySide(out: PartySide): void {
  out.n = 0;
  out.near = 0;
  out.fresh = 0;
  out.support = 0;
}

/** Unit u onto the end of a party side: its bases and cover, and its batteries among the fresh if it did not fire (§5.4). */
export function addMember(c: CompiledEngagement, f: FieldState, out: PartySide, u: number): void {
  const n = out.n;
  const bases = f.bases[u];
  out.units[n] = u;
  out.bases[n] = bases;
  out.covers[n] = coverIndex(c, f, u);
  out.quarters[n] = skirmisherQuarters(c, f, u); // §5.4 Each 1/4 skirmishers out
  out.n = n + 1;
  // the divisions whose leaders stand with its infantry and cavalry (leaderMask, up to MASK.DIVISIONS divisions)
  if (c.combat[u]) out.near |= c.ix.leaderMask[u];
  else if (!f.fired[u]) out.fresh += bases;
}

/**
 * Both sides' leader bonus (§5.4 E or P leader within 2"): every friendly leader near any of a side's brigades
 * (leadersNear), by the leaders in action as the phase began (no leader falls in the assault phase before its
 * leader checks): read once a phase, at its first assault (c.party.inAction, cleared by readLeadersAgain).
 */
export function leaders(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  att: PartySide,
  def: PartySide,
): void {
  if (c.nDivisions > MASK.DIVISIONS) {
    leadersOfSide(c, f, side, att);
    leadersOfSide(c, f, 1 - side, def);
    return;
  }
  const inAction = leadersInActionNow(c, f);
  // a side's units stand with one leader, or none, most often: no count to make
  att.energeticLeaders = countLeaders(att.near & inAction[0]);
  att.proficientLeaders = countLeaders(att.near & inAction[1]);
  def.energeticLeaders = countLeaders(def.near & inAction[0]);
  def.proficientLeaders = countLeaders(def.near & inAction[1]);
}

/** The leaders in action this phase (leadersInAction), read at its first assault: per class, one bit a division. */
export function leadersInActionNow(c: CompiledEngagement, f: FieldState): Int32Array {
  const inAction = c.party.inAction;
  if (inAction[2] === 0) leadersInAction(c, f);
  return inAction;
}

/** The leaders of a mask of divisions (one bit each): one, or none, most often, with no count to make. */
export function countLeaders(mask: number): number {
  return (mask & (mask - 1)) === 0 ? (mask === 0 ? 0 : 1) : bitCount(mask);
}

/** A side's leader bonus past MASK.DIVISIONS divisions (leadersNear). */
function leadersOfSide(c: CompiledEngagement, f: FieldState, side: number, ps: PartySide): void {
  leadersNear(c, f, side, ps.units, ps.n, c.leaderCount);
  ps.energeticLeaders = c.leaderCount[0];
  ps.proficientLeaders = c.leaderCount[1];
}

/** A new phase: its first assault reads the leaders in action afresh (leaders). */
export function readLeadersAgain(c: CompiledEngagement): void {
  c.party.inAction[2] = 0;
}

/**
 * The leaders in action (not hors de combat, §4.7), per class (energetic, proficient), one bit a division, into
 * c.party.inAction, marked read for the phase.
 */
function leadersInAction(c: CompiledEngagement, f: FieldState): void {
  let energetic = 0;
  let proficient = 0;
  for (let d = 0; d < c.nDivisions; d++) {
    if (f.horsDeCombat[d]) continue;
    const cls = c.ix.leaderClass[d];
    if (cls === CLASS.ENERGETIC) energetic |= 1 << d;
    else if (cls !== CLASS.CAUTIOUS) proficient |= 1 << d;
  }
  const inAction = c.party.inAction;
  inAction[0] = energetic;
  inAction[1] = proficient;
  inAction[2] = 1;
}

/** The bits set in a mask. */
function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * §5.2 Supporting Bases: a neighbouring sector's front brigade `w` "that has
 * bases partly or wholly within the attacker's assault window", the zones
 * that "extend 2" and 4" respectively from the face and forward flanks of
 * the formation" (§5.1): ahead of the attacker's face (0") and within the
 * general assault range of it, lateral offset not measured; `at`, where the
 * attacker stands (by default now).
 */
export function inAssaultWindow(
  c: CompiledEngagement,
  f: FieldState,
  attacker: number,
  w: number,
  at = f.pos[attacker],
): boolean {
  const d = c.ix.gap[attacker] - at - f.pos[w]; // distance(), written out (within)
  return d >= 0 && d <= c.generalRange;
}

/** §5.2 Supporting Bases the defending side's neighbouring front brigades lend to the defence against `first`. */
export function supportBases(
  c: CompiledEngagement,
  f: FieldState,
  enemy: number,
  sector: number,
  first: number,
): number {
  const lend = c.doctrine[enemy].supportBases;
  let support = 0;
  for (let o = sector - 1; o <= sector + 1 && lend > 0; o += 2) {
    const w = o >= 0 && o < c.nSectors ? frontUnit(c, f, enemy, o) : -1;
    if (w >= 0 && inAssaultWindow(c, f, first, w)) support += Math.min(lend, f.bases[w]);
  }
  return support;
}
