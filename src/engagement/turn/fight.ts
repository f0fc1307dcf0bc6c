import type { Stream } from '../../engine/dice/stream.ts';
import type { CompiledAssault } from '../../engine/republic/assault/compiled-assault.ts';
import { movedDecision } from '../../engine/republic/assault/round.ts';
import { addMoraleHits } from '../../engine/republic/morale.ts';
import { clearParty, enterPair, joinParty, PARTY } from '../assault/party.ts';
import { runPairAssault, runPartyAssault } from '../assault/party-assault.ts';
import type { PartySide } from '../compile/assault-memo.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { ALL_OUT } from '../compile/readings.ts';
import {
  bookLoss,
  CAUSE,
  DIRTY,
  within,
  frontUnit,
  JUST_OUTSIDE,
  markDisorder,
  markIfDestroyed,
  moveForwardToward,
  assaultTarget,
  RULE,
  type FieldState,
  refreshFrontBack,
} from '../state/field-state.ts';
import { advancesVoluntarily, carryStep } from './carry.ts';
import { forcedMove, panicHits } from './forced-move.ts';
import { gatherAttackers, gatherDefenders, inAssaultWindow, leaders, supportBases } from './gather.ts';
import { recordAssaultHits } from './hors-de-combat-check.ts';
import { DEC, MORALE, RANK, SIDE, SO } from '../../engine/republic/assault/assault-state.ts';
import { RO } from '../../engine/republic/assault/round.ts';

/**
 * Fight one assault in a sector against `foe`, the enemy's assault target
 * there (assaultTarget), all-out only if the doctrine says and
 * `allOutAllowed`: gather the two parties, resolve the assault unit by
 * unit, write each unit's state back with its forced move, then the
 * attackers carry, break through or break off. Returns the decision (for a
 * defender destroyed, what its cell action makes of it, §5.5), or -1 if
 * there was none to fight.
 */
export function fight(
  rng: Stream,
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  first: number,
  foe: number,
  allOutAllowed = true,
  cBonus = 0,
): number {
  const compiled = gatherParties(c, f, side, sector, first, foe, allOutAllowed);
  if (!compiled) return -1;
  c.heldBefore[0] = f.pos[foe];
  const from = f.pos[first];
  const decision = resolve(rng, c, f, compiled, cBonus);
  // §5.1 Step 7: the leaders within 4" of the hits, before the forced moves (writeBack); a pair that took no base hit
  // books none: either unit of runPairAssault's one state with base hits or battery damage (recordAssaultHits' test)
  const st = c.party.side;
  const pairHit =
    (st[SO.B_TAKEN + SIDE.ATT] |
      st[SO.B_TAKEN + SIDE.DEF] |
      st[SO.BATTERY_DAMAGE + SIDE.ATT] |
      st[SO.BATTERY_DAMAGE + SIDE.DEF]) !==
    0;
  if (c.sides[0].n !== 1 || c.sides[1].n !== 1 || pairHit) recordAssaultHits(c, f);
  if (writeBack(c, f, foe)) supportsGiveWay(c, f, 1 - side, sector, first, from);
  // §5.5 a defender wiped out in the deciding round leaves the attacker its cell's action: it "may advance" (Carry),
  // "must breakthrough ... to the limit of their full assault movement" as the cell says
  const d = movedDecision(compiled, decision, c.party.side[SO.ACTION]);
  attackersMove(c, f, c.sides[0], foe, d);
  f.pressed[sector] = f.pos[first] > from ? 1 : 0;
  return d;
}

/**
 * The two sides of the assault against `foe` (§5.1, §5.2), their leaders
 * and the defence's supports, and the assault compiled for them; null if
 * there is none to fight (no target in range, or only batteries attacking).
 */
function gatherParties(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  first: number,
  foe: number,
  allOutAllowed: boolean,
): CompiledAssault | null {
  const enemy = 1 - side;
  if (foe < 0 || !within(c, f, first, foe, c.generalRange)) return null;
  const att = c.sides[0];
  const def = c.sides[1];
  // §5.1: solo artillery does not assault
  if (!gatherAttackers(c, f, side, sector, foe, att)) return null;
  // fight's callers assault the enemy's assaultTarget: `foe` is the primary defender
  gatherDefenders(c, f, enemy, sector, first, foe, def);
  leaders(c, f, side, att, def);
  def.support = supportBases(c, f, enemy, sector, first);
  const allOut =
    allOutAllowed && c.doctrine[side].assault === ALL_OUT && within(c, f, first, foe, c.allOutRange);
  return c.assaults.get(allOut ? 'allOut' : 'general', att, def);
}

/** Fill the party from the gathered sides and fight the assault round by round; returns its decision. */
function resolve(
  rng: Stream,
  c: CompiledEngagement,
  f: FieldState,
  compiled: CompiledAssault,
  cBonus: number,
): number {
  const p = c.party;
  const att = c.sides[0];
  const def = c.sides[1];
  let decision: number;
  if (att.n === 1 && def.n === 1) {
    // one unit a side, the assault nearly always fought: both in runPairAssault's one state
    const a = att.units[0];
    const d = def.units[0];
    enterPair(p, c.hitRules[a], c.hitRules[d], c.combat, f.bases, f.morale, f.lostThisTurn, f.worstP, a, d);
    p.support[SIDE.DEF] = def.support;
    decision = runPairAssault(rng, compiled, p, cBonus);
  } else {
    // the party's own function: the pair's path above stays small enough to be compiled into its callers
    joinSides(c, f);
    decision = runPartyAssault(rng, compiled, p, cBonus);
  }
  f.ruleCount[RULE['§5 assault fought']]++;
  if (p.side[SO.PROV]) f.prov = 1;
  return decision;
}

/** The party filled from the gathered sides, each unit in its own slot, and the defence's supports (§5.2). */
function joinSides(c: CompiledEngagement, f: FieldState): void {
  const p = c.party;
  clearParty(p);
  for (let k = 0; k < 2; k++) {
    const ps = c.sides[k];
    for (let i = 0; i < ps.n; i++) {
      const u = ps.units[i];
      joinParty(
        p,
        k,
        u,
        c.hitRules[u],
        c.combat[u] === 0,
        c.gradeRank[u],
        f.bases[u],
        f.morale[u],
        f.lostThisTurn[u],
        f.worstP[u],
        f.damage[u],
      );
    }
  }
  p.support[SIDE.DEF] = c.sides[1].support;
}

/**
 * Each unit's state after the assault back onto the field, and its forced
 * move (§5.5, with pass-through hits after a lose/lose); returns whether
 * the primary defender retreated or routed out of the assault.
 */
function writeBack(c: CompiledEngagement, f: FieldState, foe: number): boolean {
  const p = c.party;
  const h = p.h;
  const att = c.sides[0];
  const def = c.sides[1];
  // §5.5 lose/lose: the side lost the modified difference and the natural roll of the last round
  const attLoseLose = h[RO.DIFF] < 0 && h[RO.NATURAL + SIDE.ATT] > 0;
  const defLoseLose = h[RO.DIFF] > 0 && h[RO.NATURAL + SIDE.DEF] > 0;
  if (att.n === 1 && def.n === 1) {
    // runPairAssault's one state holds both units (resolve read its provisional flag); a unit untouched is not called
    const st = p.side;
    if (touched(st, SIDE.ATT)) writeUnit(c, f, st, att.units[0], SIDE.ATT, attLoseLose, foe);
    return touched(st, SIDE.DEF) && writeUnit(c, f, st, def.units[0], SIDE.DEF, defLoseLose, foe);
  }
  let defenderFled = false;
  for (let k = 0; k < 2; k++) {
    const loseLose = k === SIDE.ATT ? attLoseLose : defLoseLose;
    // §5.5 "All results for each round of assault combat are applied simultaneously, as are the mandatory
    // movements": every unit of the side takes its result before any moves, so a pass-through on a unit of the
    // same assault lands on its result rather than under it
    for (let i = 0; i < p.n[k]; i++) {
      const slot = k * PARTY.MAX + i;
      const st = p.st[slot];
      if (st[SO.PROV]) f.prov = 1;
      if (!touched(st, k)) continue;
      p.moving[slot] = writeState(c, f, st, p.ids[slot], k);
      p.backAtWrite[slot] = f.movedBack[p.ids[slot]];
    }
    for (let i = 0; i < p.n[k]; i++) {
      const slot = k * PARTY.MAX + i;
      const st = p.st[slot];
      if (!touched(st, k)) continue;
      const u = p.ids[slot];
      // a pass-through's panic move from this round already sent it back: its own move makes up only the rest (§3.3)
      const back = f.movedBack[u] - p.backAtWrite[slot];
      if (moveUnit(c, f, st, u, k, loseLose, foe, p.moving[slot], back)) defenderFled = true;
    }
  }
  return defenderFled;
}

/** Whether the unit of side k in `st` took an M, P or B hit or damage: if not, its state is as it entered (unitHits), so nothing to write and no move. */
function touched(st: Int32Array, k: number): boolean {
  return (st[SO.M_TAKEN + k] | st[SO.P_TAKEN + k] | st[SO.B_TAKEN + k] | st[SO.BATTERY_DAMAGE + k]) !== 0;
}

/**
 * The state after the assault of a unit it touched, its fields for side k
 * in `st`, onto the field, and its forced move; returns whether it is a
 * primary defender (a defending brigade, or the battery `foe` the assault
 * was made on) that retreated or routed out of the assault.
 */
function writeUnit(
  c: CompiledEngagement,
  f: FieldState,
  st: Int32Array,
  u: number,
  k: number,
  loseLose: boolean,
  foe: number,
): boolean {
  return moveUnit(c, f, st, u, k, loseLose, foe, writeState(c, f, st, u, k));
}

/**
 * A unit's state after the assault, its fields for side k in `st`, onto the
 * field: bases, morale, losses, its Panic 4 and whether it is destroyed.
 * Returns its morale during its forced move: the assault's M hits, not yet
 * the rout's own (§5.5).
 */
function writeState(c: CompiledEngagement, f: FieldState, st: Int32Array, u: number, k: number): number {
  const battery = c.combat[u] === 0;
  const moving = Math.min(MORALE.DEMORALIZED, f.morale[u] + st[SO.M_TAKEN + k]);
  const bases = battery ? st[SO.BATTERIES + k] : st[SO.BASES + k];
  if (bases !== f.bases[u]) {
    f.bases[u] = bases;
    refreshFrontBack(c, f, u);
    // a unit enters the assault with bases (gather): left with none, it was destroyed in it
    markIfDestroyed(f, u);
  }
  f.morale[u] = st[SO.MORALE + k];
  // most units hit take M or P hits alone: the losses are written only when there are some
  const taken = st[SO.B_TAKEN + k];
  const prisoners = st[SO.PRISONERS + k];
  const damage = st[SO.BATTERY_DAMAGE + k];
  if ((taken | prisoners | damage | st[SO.BATTERIES_LOST + k]) !== 0) {
    f.lostB[u] += taken;
    f.prisoners[u] += prisoners + st[SO.BATTERIES_LOST + k];
    bookLoss(c, f, u, taken, CAUSE.assault);
    bookLoss(c, f, u, prisoners, CAUSE.prisoners);
    f.damage[u] += damage;
    const b = battery ? damage : taken;
    // the assault phase's hors de combat check reads the units listed, not every unit's bThisPhase
    if (b !== 0 && f.bThisPhase[u] === 0) c.hitUnits[f.nHit++] = u;
    f.bThisPhase[u] += b;
    // bases lost this turn grow only by base hits and prisoners (baseHits, takePrisoners)
    f.lostThisTurn[u] = st[SO.LOST + k];
  }
  f.worstP[u] = st[SO.WORST_P + k];
  if ((st[SO.PANIC4] >> k) & 1) {
    f.p4[u] = 1;
    f.dirty |= DIRTY.panicEvent;
  }
  return moving;
}

/**
 * A unit's forced move by its result (its fields for side k in `st`), its
 * morale while moving `moving`; returns whether it is a primary defender (a
 * defending brigade, or the battery `foe` the assault was made on) that
 * retreated or routed out of the assault.
 */
function moveUnit(
  c: CompiledEngagement,
  f: FieldState,
  st: Int32Array,
  u: number,
  k: number,
  loseLose: boolean,
  foe: number,
  moving: number,
  alreadyBack = 0,
): boolean {
  const battery = c.combat[u] === 0;
  const r = st[SO.RESPONSE + k];
  // §5.5 a brigade that routed away with every base taken prisoner still "routed out of the assault"
  // §5.5 "the primary defender": its brigades, or the battery standing ahead of them as the assault's target
  const primary = k === SIDE.DEF && (!battery || u === foe);
  let fled = primary && r >= RANK.RE && r !== RANK.SURRENDER;
  if (r < 0 || r === RANK.SURRENDER || f.bases[u] === 0) return fled;
  // the round took the move's own §5.5 effects; a stacked move's worse rank (§3.3) takes the rest
  const moved = forcedMove(c, f, u, r, loseLose && !battery, r, false, moving, alreadyBack);
  // a battery a stacked retreat abandons (§3.3) is destroyed in the assault phase too
  markIfDestroyed(f, u);
  // §5.5 "If the primary defender retreated or routed out of the assault": a stacked move's worse rank counts too
  if (primary && moved >= RANK.RE) fled = true;
  return fled;
}

/**
 * The attackers' move after decision `d`: §5.5 Carry Position into the
 * ground the defender held (c.heldBefore), within the move and charge bonus
 * left (§3.3 "only to the limit of the moving unit's available movement
 * remaining"; A27: a carry, or a "may" taken as one, within the normal
 * move left); a "must" breakthrough charges; Break off withdraws just out
 * of assault range. A Demoralized unit takes none of the voluntary moves
 * (§2.3): it moves 0 on a Carry, a "may" breakthrough or an Overrun.
 */
function attackersMove(c: CompiledEngagement, f: FieldState, att: PartySide, foe: number, d: number): void {
  const gap = c.ix.gap[foe]; // the sector's
  const oldFront = c.heldBefore[0];
  const advancing =
    d === DEC.CARRY || d === DEC.BREAKTHROUGH_MAY || d === DEC.BREAKTHROUGH_MUST || d === DEC.OVERRUN;
  // §5.5 an overrun "allows" the cavalry on, which it may refuse, as a "may"
  const mayStop = d === DEC.CARRY || d === DEC.BREAKTHROUGH_MAY || d === DEC.OVERRUN;
  // repulsed, driven away, stalled: the attackers stand where they are
  if (!advancing && d !== DEC.BREAK_OFF) return;
  // the enemy's assault target in the sector, as moveForward finds it: the attackers' own moves do not change it
  let target = -2;
  for (let i = 0; i < att.n; i++) {
    const u = att.units[i];
    if (c.combat[u] === 0 || f.bases[u] === 0 || f.response[u] >= 0) continue;
    const into = gap - oldFront - f.pos[u];
    const left = c.normal[u] + c.charge[u] - f.advanced[u];
    // §2.3 Demoralized "will not voluntarily advance toward any enemies": only a "must" moves it
    if (advancing && (!mayStop || advancesVoluntarily(f, u))) {
      if (target === -2) target = assaultTarget(c, f, 1 - c.ix.side[u], c.ix.sector[u]);
      moveForwardToward(c, f, u, mayStop ? carryStep(c, f, u, into, left) : Math.min(into, left), target);
    }
    // §5.5 "Units which use their assault movement bonus will suffer one morale hit": moveForward marks a move past
    // the normal one; switch mustBreakthroughDisorder always: every "must" breakthrough charges
    if (d === DEC.BREAKTHROUGH_MUST && c.sw.mustAlwaysCharges) {
      f.charged[u] = 1;
      markDisorder(f, u);
    }
    if (d === DEC.BREAK_OFF) {
      f.pos[u] = Math.min(f.pos[u], gap - f.pos[foe] - c.generalRange - JUST_OUTSIDE);
      refreshFrontBack(c, f, u);
    }
  }
}

/**
 * §5.5 Supporting Brigades: "Units which had a minority (less than half) of
 * their strength involved as supporting bases": when the primary defender
 * retreats or routs, each such supporting brigade (the ones that lent, as
 * in supportBases, the attacker at `attackerAt`, where it fought) takes 1M and makes its move.
 */
function supportsGiveWay(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  attacker: number,
  attackerAt: number,
): void {
  const doctrine = c.doctrine[side];
  if (doctrine.supportBases === 0) return;
  for (let o = sector - 1; o <= sector + 1; o += 2) {
    const w = o >= 0 && o < c.nSectors ? frontUnit(c, f, side, o) : -1;
    // the brigades that lent: in the window of the attacker where it stood for the assault, not where its own move left it
    if (w < 0 || !inAssaultWindow(c, f, attacker, w, attackerAt)) continue;
    if (2 * Math.min(doctrine.supportBases, f.bases[w]) >= f.bases[w]) continue;
    f.ruleCount[RULE['§5.5 supporting brigade hit and moved']]++;
    f.morale[w] = addMoraleHits(f.morale[w], c.rules.forcedMoves.supportMoraleHits.value, c.scratch);
    const back = f.movedBack[w];
    if (c.scratch[0] > 0) bookLoss(c, f, w, panicHits(c, f, w, c.scratch[0], true), CAUSE.assault);
    // a Demoralized support's P hit moved it already: it goes back to the larger of that move and its support move
    if (f.bases[w] > 0)
      forcedMove(c, f, w, doctrine.supportMove, false, -1, false, f.morale[w], f.movedBack[w] - back);
  }
}
