import type { Stream } from '../../../../src/engine/dice/stream.ts';
import { ATT, D_INDEX, DEF, S, SURRENDER } from '../../../../src/engine/republic/assault/assault-state.ts';
import { movedDecision, R, unitDisorder } from '../../../../src/engine/republic/assault/round.ts';
import { addMoraleHits } from '../../../../src/engine/republic/morale.ts';
import { RESPONSES } from '../../../../src/engine/notation/panic-response.ts';
import { clearParty, joinParty, MAX_PARTY } from '../assault/party.ts';
import { runPartyAssault } from '../assault/party-assault.ts';
import type { PartySide } from '../compile/assault-memo.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import {
  assaultTarget,
  chargeBonus,
  coverOf,
  distance,
  frontUnit,
  JUST_OUTSIDE,
  moveForward,
  normalMove,
  RULE,
  type FieldState,
} from '../state/field-state.ts';
import { forcedMove, panicHits } from './forced-move.ts';
import { horsDeCombatCheck } from './hors-de-combat-check.ts';
import { inFront } from './maneuver-phase.ts';
import { ARMS } from '../../../../src/engine/republic/rules/arms.ts';
import { DEMORALIZED } from '../../../../src/engine/republic/rules/grades.ts';
import { leadersNear } from './leaders-near.ts';

const RE = RESPONSES.indexOf('Re');

/** A side's leader bonus (§5.4 E or P leader within 2"): every friendly leader near any of its brigades (leadersNear). */
function leaders(c: CompiledEngagement, f: FieldState, side: number, ps: PartySide): void {
  leadersNear(c, f, side, ps.units, c.leaderCount);
  ps.energeticLeaders = c.leaderCount[0];
  ps.proficientLeaders = c.leaderCount[1];
}

/**
 * Set a party side's units: the attackers that closed to assault and are
 * still within assault range of `foe` (§5.1; one driven back by fire does
 * not fight), the defender's infantry and cavalry at the front, and the
 * batteries of the sector within assault range of `foe` (§5.2).
 */
export function gather(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  foe: number,
  attackers: boolean,
  out: PartySide,
): void {
  out.units.length = 0;
  out.bases.length = 0;
  out.covers.length = 0;
  out.fresh = 0;
  out.support = 0;
  const front = frontUnit(c, f, side, sector);
  const range = c.rules.distances.generalRange.value;
  for (let u = 0; u < c.nUnits; u++) {
    const unit = c.s.units[u];
    if (unit.side !== side || unit.sector !== sector || f.bases[u] === 0 || out.units.length >= MAX_PARTY)
      continue;
    const joins = c.combat[u]
      ? attackers
        ? f.assaulting[u] === 1 && distance(c, f, u, foe) <= range
        : front >= 0 && f.pos[u] >= f.pos[front] - 0.5
      : distance(c, f, u, foe) <= range;
    if (!joins) continue;
    out.units.push(u);
    out.bases.push(f.bases[u]);
    out.covers.push(coverOf(c, f, u));
    if (!c.combat[u] && !f.fired[u]) out.fresh += f.bases[u];
  }
  if (attackers) out.fresh = 0; // §5.4 Each fresh artillery: the defender's only
}

/**
 * §5.2 Supporting Bases: a neighbouring sector's front brigade `w` "that has
 * bases partly or wholly within the attacker's assault window", the zones
 * that "extend 2" and 4" respectively from the face and forward flanks of
 * the formation" (§5.1): ahead of the attacker's face (0") and within the
 * general assault range of it, lateral offset not measured.
 */
export function inAssaultWindow(c: CompiledEngagement, f: FieldState, attacker: number, w: number): boolean {
  const d = distance(c, f, attacker, w);
  return d >= 0 && d <= c.rules.distances.generalRange.value;
}

/** Fight one assault in a sector (all-out only if the doctrine says and `allOutAllowed`); returns the decision (for a defender destroyed, what its cell action makes of it, §5.5), or -1 if there was none to fight. */
function fight(
  rng: Stream,
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  first: number,
  allOutAllowed = true,
  cBonus = 0,
): number {
  const enemy = 1 - side;
  const foe = assaultTarget(c, f, enemy, sector);
  if (foe < 0 || distance(c, f, first, foe) > c.rules.distances.generalRange.value) return -1;
  const [att, def] = c.sides;
  gather(c, f, side, sector, foe, true, att);
  gather(c, f, enemy, sector, first, false, def);
  if (att.units.length === 0 || !att.units.some((u) => c.combat[u] === 1)) return -1; // §5.1: solo artillery does not assault
  leaders(c, f, side, att);
  leaders(c, f, enemy, def);
  const lend = c.s.sides[enemy].doctrine.supportBases;
  for (let o = sector - 1; o <= sector + 1 && lend > 0; o += 2) {
    const w = o >= 0 && o < c.nSectors ? frontUnit(c, f, enemy, o) : -1;
    if (w >= 0 && inAssaultWindow(c, f, first, w)) def.support += Math.min(lend, f.bases[w]);
  }
  const allOut =
    allOutAllowed &&
    c.s.sides[side].doctrine.assault === 'allOut' &&
    distance(c, f, first, foe) <= c.rules.distances.allOutRange.value;
  const compiled = c.assaults.get(allOut ? 'allOut' : 'general', att, def);
  const p = c.party;
  clearParty(p);
  for (const [k, ps] of [
    [ATT, att],
    [DEF, def],
  ] as const) {
    for (const u of ps.units) {
      joinParty(
        p,
        k,
        u,
        c.unitRules[u].hits,
        c.combat[u] === 0,
        c.unitRules[u].gradeRank,
        f.bases[u],
        f.morale[u],
        f.lostThisTurn[u],
        f.worstP[u],
        f.damage[u],
      );
    }
  }
  p.support[DEF] = def.support;
  const decision = runPartyAssault(rng, compiled, p, cBonus);
  f.ruleCount[RULE['§5 assault fought']]++;
  if (p.side[S.PROV]) f.prov = 1;
  const oldFront = f.pos[foe];
  const gap = c.s.sectors[sector].gap;
  const h = p.h;
  let defenderFled = false;
  for (let k = 0; k < 2; k++) {
    // §5.5 lose/lose: the side lost the modified difference and the natural roll of the last round
    const loseLose = (k === ATT ? h[R.DIFF] < 0 : h[R.DIFF] > 0) && h[R.NATURAL + k] > 0;
    for (let i = 0; i < p.n[k]; i++) {
      const st = p.st[k * MAX_PARTY + i];
      const u = p.ids[k * MAX_PARTY + i];
      if (st[S.PROV]) f.prov = 1;
      const battery = c.combat[u] === 0;
      // the unit's morale during its forced move: the assault's M hits, not yet the rout's own (§5.5)
      const moving = Math.min(DEMORALIZED, f.morale[u] + st[S.M_TAKEN + k]);
      f.bases[u] = battery ? st[S.BATTERIES + k] : st[S.BASES + k];
      f.morale[u] = st[S.MORALE + k];
      f.lostB[u] += st[S.B_TAKEN + k];
      f.prisoners[u] += st[S.PRISONERS + k] + st[S.BATTERIES_LOST + k];
      f.damage[u] += st[S.BATTERY_DAMAGE + k];
      f.bThisPhase[u] += battery ? st[S.BATTERY_DAMAGE + k] : st[S.B_TAKEN + k];
      f.lostThisTurn[u] = st[S.LOST + k];
      f.worstP[u] = st[S.WORST_P + k];
      if ((st[S.PANIC4] >> k) & 1) f.p4[u] = 1;
      if (f.bases[u] === 0) f.destroyedInAssault[u] = 1;
      const r = st[S.RESPONSE + k];
      // §5.5 a brigade that routed away with every base taken prisoner still "routed out of the assault"
      if (k === DEF && !battery && r >= RE && r !== SURRENDER) defenderFled = true;
      if (r < 0 || r === SURRENDER || f.bases[u] === 0) continue;
      // the round took the move's own §5.5 effects; a stacked move's worse rank (§3.3) takes the rest
      const moved = forcedMove(c, f, u, r, loseLose && !battery, r, false, moving);
      // §5.5 "If the primary defender retreated or routed out of the assault": its brigades, not its batteries
      if (k === DEF && !battery && moved >= RE) defenderFled = true;
    }
  }
  if (defenderFled) supportsGiveWay(c, f, enemy, sector, first);
  // §5.5 a defender wiped out in the deciding round leaves the attacker its cell's action: it "may advance" (Carry),
  // "must breakthrough ... to the limit of their full assault movement" as the cell says
  const d = movedDecision(compiled, decision, p.side[S.ACTION]);
  const advancing =
    d === D_INDEX.carry ||
    d === D_INDEX.breakthrough_may ||
    d === D_INDEX.breakthrough_must ||
    d === D_INDEX.overrun;
  for (const u of att.units) {
    if (c.combat[u] === 0 || f.bases[u] === 0 || f.response[u] >= 0) continue;
    // §5.5 Carry Position: into the ground the defender held, within the move and charge bonus left (§3.3 "only to the limit
    // of the moving unit's available movement remaining"; A27: a carry, or a "may" taken as one, within the normal move left)
    const into = gap - oldFront - f.pos[u];
    const left = normalMove(c, u) + chargeBonus(c, u) - f.advanced[u];
    // §5.5 an overrun "allows" the cavalry on, which it may refuse, as a "may"
    const mayStop = d === D_INDEX.carry || d === D_INDEX.breakthrough_may || d === D_INDEX.overrun;
    if (advancing) moveForward(c, f, u, mayStop ? carryStep(c, f, u, into, left) : Math.min(into, left));
    if (d === D_INDEX.breakthrough_must) f.charged[u] = 1;
    if (d === D_INDEX.break_off)
      f.pos[u] = Math.min(f.pos[u], gap - f.pos[foe] - c.rules.distances.generalRange.value - JUST_OUTSIDE);
  }
  return d;
}

/**
 * §5.5 Supporting Brigades: "Units which had a minority (less than half) of
 * their strength involved as supporting bases": when the primary defender
 * retreats or routs, each such supporting brigade (the ones that lent, as
 * in fight) takes 1M and makes its move.
 */
function supportsGiveWay(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  attacker: number,
): void {
  const doctrine = c.s.sides[side].doctrine;
  if (doctrine.supportBases === 0) return;
  for (let o = sector - 1; o <= sector + 1; o += 2) {
    const w = o >= 0 && o < c.nSectors ? frontUnit(c, f, side, o) : -1;
    if (w < 0 || !inAssaultWindow(c, f, attacker, w)) continue;
    if (2 * Math.min(doctrine.supportBases, f.bases[w]) >= f.bases[w]) continue;
    f.ruleCount[RULE['§5.5 supporting brigade hit and moved']]++;
    f.morale[w] = addMoraleHits(f.morale[w], c.rules.forcedMoves.supportMoraleHits.value, c.scratch);
    if (c.scratch[0] > 0) panicHits(c, f, w, c.scratch[0], true);
    if (f.bases[w] > 0) forcedMove(c, f, w, RESPONSES.indexOf(doctrine.supportMove), false, -1);
  }
}

/**
 * The inches a unit carries a position `into` inches ahead (§5.5 "may
 * advance into all or part of the position originally taken up by the
 * enemy unit(s)"), switch carryPosition (A27): `whole`, all of it, up to
 * `whole` inches, into charge movement (§3.1) if need be; `withinMove`,
 * only what is left of its normal move, so a carry never costs the charge
 * disorder.
 */
function carryStep(c: CompiledEngagement, f: FieldState, u: number, into: number, whole: number): number {
  return Math.min(into, c.switches.carryPosition === 'withinMove' ? normalMove(c, u) - f.advanced[u] : whole);
}

/**
 * §4.7 "For pending assaults in which all targeted defending brigades
 * route, retreat and otherwise disengage, the attacking brigades may
 * automatically carry the position": when the enemy's front in the sector
 * was driven out of assault range by forced moves this turn, the
 * attackers move up to where it stood, as far as their move and charge
 * bonus left allow (they always take the ground).
 */
function carryEmpty(c: CompiledEngagement, f: FieldState, side: number, sector: number): void {
  // where the enemy's front stood before it was driven back: its farthest-forward unit that moved back this turn
  let held = -Infinity;
  for (let v = 0; v < c.nUnits; v++) {
    if (c.s.units[v].side === side || c.s.units[v].sector !== sector || f.movedBack[v] === 0) continue;
    if (f.pos[v] + f.movedBack[v] > held) held = f.pos[v] + f.movedBack[v];
  }
  if (held === -Infinity) {
    if (assaultTarget(c, f, 1 - side, sector) >= 0) return; // not driven off: out of reach for another reason
    held = 0; // destroyed by the fire: its first line
  }
  const to = c.s.sectors[sector].gap - held;
  let carried = false;
  for (let u = 0; u < c.nUnits; u++) {
    if (!f.assaulting[u] || c.s.units[u].sector !== sector || f.bases[u] === 0 || f.response[u] >= 0)
      continue;
    const step = carryStep(c, f, u, to - f.pos[u], normalMove(c, u) + chargeBonus(c, u) - f.advanced[u]);
    if (step > 0) {
      moveForward(c, f, u, step);
      carried = true;
    }
  }
  if (carried) f.ruleCount[RULE['§4.7 position carried after fire']]++;
}

/**
 * §5.5 Breakthrough: the inches the breakthrough moves toward the next line
 * `gap` inches away, or -1 if a "may" cannot reach the doctrine's range:
 * "nor may they exceed their maximum movement allowance as measured from
 * the start of their movement phase"; a "must" moves "to the limit of their
 * full assault movement", toward contact; a "may" to the doctrine's range.
 */
export function breakthroughMove(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  first: number,
  gap: number,
  must: boolean,
): number {
  const dist = c.rules.distances;
  const left = normalMove(c, first) + chargeBonus(c, first) - f.advanced[first];
  if (must) return Math.max(0, Math.min(gap, left));
  const need =
    gap - (c.s.sides[side].doctrine.assault === 'allOut' ? dist.allOutRange.value : dist.generalRange.value);
  return need > left ? -1 : Math.max(0, need);
}

/** Most follow-up assaults one sector fights in one assault phase: a stop for results that leave both sides where they stand. */
export const MAX_FOLLOW_UPS = 4;

/**
 * §1.7 "Resolve all assaults per section 5.0 until all formations are
 * beyond all-out assault contact range to the front of the attacking
 * units"; §5.1 Follow-up "As long as defending enemy units continue to face
 * the attacking unit within the attacker's all-out assault zone (2") they
 * will continue to trigger new general assaults": an attacking-side front
 * brigade left within 2" of the enemy, whatever its orders or doctrine,
 * fights a general assault with the brigades beside it, unless §2.3
 * forbids it or it made a forced move this turn; at most MAX_FOLLOW_UPS a sector.
 */
export function followUps(rng: Stream, c: CompiledEngagement, f: FieldState, side: number): void {
  const allOutRange = c.rules.distances.allOutRange.value;
  for (let sector = 0; sector < c.nSectors; sector++) {
    for (let n = 0; n < MAX_FOLLOW_UPS; n++) {
      const first = frontUnit(c, f, side, sector);
      const foe = assaultTarget(c, f, 1 - side, sector);
      if (first < 0 || foe < 0 || f.response[first] >= 0 || distance(c, f, first, foe) > allOutRange) break;
      if (c.unitRules[first].noAssault[f.morale[first] * ARMS.length + c.armIndex[foe]]) break;
      for (let u = 0; u < c.nUnits; u++) {
        if (
          c.s.units[u].side === side &&
          c.s.units[u].sector === sector &&
          f.response[u] < 0 &&
          inFront(c, f, u)
        )
          f.assaulting[u] = 1;
      }
      f.ruleCount[RULE['§1.7 follow-up assault within 2"']]++;
      // §5.1 All Out b) "Add a "C" tactical bonus to the next assault round (if any) made during this assault phase"
      const cBonus = f.cBonus[sector];
      f.cBonus[sector] = 0;
      if (fight(rng, c, f, side, sector, first, false, cBonus) < 0) break;
    }
  }
}

/**
 * §1.7 Assault phase of the attacking side: an assault in each sector where
 * a brigade closed to assault (§5), the units of each side read as one
 * formation for the modifiers and hit unit by unit; forced moves with
 * pass-through hits (§5.5); supports giving way; carry, break off, and a
 * breakthrough into the second line (one a sector: "must" always, "may" when
 * the doctrine pursues); hors de combat (§5.6); then charge and retreat
 * disorder (§5.6) for every unit that charged, retreated or routed this turn.
 */
export function assaultPhase(
  rng: Stream,
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  faced: Uint8Array,
): void {
  const dist = c.rules.distances;
  f.cBonus.fill(0);
  for (let sector = 0; sector < c.nSectors; sector++) {
    let first = -1;
    for (let u = 0; u < c.nUnits; u++) {
      if (
        f.assaulting[u] &&
        c.s.units[u].sector === sector &&
        f.bases[u] > 0 &&
        (first < 0 || f.pos[u] > f.pos[first])
      )
        first = u;
    }
    if (first < 0) continue;
    const d = fight(rng, c, f, side, sector, first);
    if (d < 0) carryEmpty(c, f, side, sector);
    // an all-out Win/Win C bonus goes on to the sector's next assault round: the breakthrough's, or a follow-up's (§5.1)
    f.cBonus[sector] = d < 0 ? 0 : c.party.side[S.C_BONUS];
    const may = d === D_INDEX.breakthrough_may || d === D_INDEX.overrun;
    const pursue =
      d === D_INDEX.breakthrough_must || (may && c.s.sides[side].doctrine.breakthrough === 'pursue');
    if (!pursue || f.bases[first] === 0 || f.response[first] >= 0) continue;
    // §5.5 Breakthrough: on to the next enemy line, if the assault movement reaches it
    const next = assaultTarget(c, f, 1 - side, sector);
    if (next < 0) continue;
    const gap = distance(c, f, first, next);
    const need = breakthroughMove(c, f, side, first, gap, d === D_INDEX.breakthrough_must);
    if (need < 0) continue;
    for (let u = 0; u < c.nUnits; u++) {
      if (!f.assaulting[u] || c.s.units[u].sector !== sector || f.bases[u] === 0 || f.response[u] >= 0)
        continue;
      moveForward(c, f, u, need);
    }
    if (gap - need > dist.generalRange.value) continue; // a "must" that moved its limit and is still short of assault range
    f.ruleCount[RULE['§5.5 breakthrough into the second line']]++;
    const cBonus = f.cBonus[sector];
    f.cBonus[sector] =
      fight(rng, c, f, side, sector, first, true, cBonus) < 0 ? cBonus : c.party.side[S.C_BONUS];
  }
  followUps(rng, c, f, side);
  horsDeCombatCheck(rng, c, f, faced);
  const st = c.disorderState;
  for (let u = 0; u < c.nUnits; u++) {
    if (f.bases[u] === 0) continue;
    const charged = f.charged[u] === 1 && c.s.units[u].side === side;
    if (!charged && f.response[u] < RE) continue;
    if (!charged && c.s.units[u].side !== side && c.switches.retreatDisorder === 'attackerOnly') continue; // A21
    st[S.MORALE + ATT] = f.morale[u];
    st[S.RESPONSE + ATT] = f.response[u];
    unitDisorder(c.disorderRules, st, ATT, -1, charged);
    if (st[S.MORALE + ATT] !== f.morale[u]) f.ruleCount[RULE['§5.6 charge or retreat disorder']]++;
    f.morale[u] = st[S.MORALE + ATT];
  }
}
