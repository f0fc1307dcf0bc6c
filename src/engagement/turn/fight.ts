import type { Stream } from '../../engine/dice/stream.ts';
import type { CompiledAssault } from '../../engine/republic/assault/compiled-assault.ts';
import { movedDecision } from '../../engine/republic/assault/round.ts';
import { addMoraleHits } from '../../engine/republic/morale.ts';
import { clearParty, enterPair, joinParty, PARTY } from '../assault/party.ts';
import { runPairAssault, runPartyAssault } from '../assault/party-assault.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { ALL_OUT } from '../compile/readings.ts';
import {
  bookLoss,
  CAUSE,
  DIRTY,
  within,
  coverIndex,
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
import {
  addMember,
  countLeaders,
  emptySide,
  gatherAttackers,
  gatherDefenders,
  inAssaultWindow,
  leaders,
  leadersInActionNow,
  loneAttacker,
  loneDefender,
  supportBases,
} from './gather.ts';
import { recordAssaultHits, recordPairHits } from './hors-de-combat-check.ts';
import { MASK } from './leaders-near.ts';
import { skirmisherQuarters } from './marker-screen.ts';
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
  if (foe < 0 || !within(c, f, first, foe, c.generalRange)) return -1;
  // one unit a side, the assault nearly always fought: from the two units straight to their assault, no party sides
  // filled (a side's leaders past MASK.DIVISIONS divisions are read from its units: the parties' path)
  const a = c.nDivisions > MASK.DIVISIONS ? -2 : loneAttacker(c, f, side, sector, foe);
  if (a === -1) return -1;
  const d = a >= 0 ? loneDefender(c, f, 1 - side, sector, first, foe) : -2;
  if (d >= 0) {
    const support = supportBases(c, f, 1 - side, sector, first);
    const compiled = pairAssault(c, f, side, a, d, allOutNow(c, f, side, first, foe, allOutAllowed), support);
    return fightPair(rng, c, f, side, sector, first, foe, a, d, compiled, support, cBonus);
  }
  const compiled = gatherParties(c, f, side, sector, first, foe, allOutAllowed);
  if (!compiled) return -1;
  const att = c.sides[0];
  const def = c.sides[1];
  if (att.n === 1 && def.n === 1)
    return fightPair(
      rng,
      c,
      f,
      side,
      sector,
      first,
      foe,
      att.units[0],
      def.units[0],
      compiled,
      def.support,
      cBonus,
    );
  c.heldBefore[0] = f.pos[foe];
  const from = f.pos[first];
  const p = c.party;
  joinSides(c, f);
  const decision = runPartyAssault(rng, compiled, p, cBonus);
  assaultFought(f, p.side);
  // §5.1 Step 7: the leaders within 4" of the hits, before the forced moves (writeBack)
  recordAssaultHits(c, f);
  if (writeBack(c, f, foe)) supportsGiveWay(c, f, 1 - side, sector, first, from);
  // §5.5 a defender wiped out in the deciding round leaves the attacker its cell's action: it "may advance" (Carry),
  // "must breakthrough ... to the limit of their full assault movement" as the cell says
  const dec = movedDecision(compiled, decision, p.side[SO.ACTION]);
  let target = -2;
  for (let i = 0; i < att.n; i++) target = attackerMoves(c, f, att.units[i], foe, dec, target);
  f.pressed[sector] = f.pos[first] > from ? 1 : 0;
  return dec;
}

/**
 * fight for one unit a side, attacker `a` against defender `d`, the assault
 * nearly always fought: both in runPairAssault's one state, `support` the
 * defence's supporting bases (§5.2), each unit written back directly.
 */
function fightPair(
  rng: Stream,
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  first: number,
  foe: number,
  a: number,
  d: number,
  compiled: CompiledAssault,
  support: number,
  cBonus: number,
): number {
  c.heldBefore[0] = f.pos[foe];
  const from = f.pos[first];
  const p = c.party;
  enterPair(p, c.hitRules[a], c.hitRules[d], c.combat, f.bases, f.morale, f.lostThisTurn, f.worstP, a, d);
  p.support[SIDE.DEF] = support;
  const decision = runPairAssault(rng, compiled, p, cBonus);
  const st = p.side;
  assaultFought(f, st);
  // §5.1 Step 7: the leaders within 4" of the hits, before the forced moves; a pair that took no base hit books none
  if (
    (st[SO.B_TAKEN + SIDE.ATT] |
      st[SO.B_TAKEN + SIDE.DEF] |
      st[SO.BATTERY_DAMAGE + SIDE.ATT] |
      st[SO.BATTERY_DAMAGE + SIDE.DEF]) !==
    0
  )
    recordPairHits(c, f, a, d);
  // §5.5 lose/lose: the side lost the modified difference and the natural roll of the last round
  const h = p.h;
  // a unit untouched is not called
  if (touched(st, SIDE.ATT))
    writeUnit(c, f, st, a, SIDE.ATT, h[RO.DIFF] < 0 && h[RO.NATURAL + SIDE.ATT] > 0, foe);
  if (
    touched(st, SIDE.DEF) &&
    writeUnit(c, f, st, d, SIDE.DEF, h[RO.DIFF] > 0 && h[RO.NATURAL + SIDE.DEF] > 0, foe)
  )
    supportsGiveWay(c, f, 1 - side, sector, first, from);
  const dec = movedDecision(compiled, decision, st[SO.ACTION]);
  attackerMoves(c, f, a, foe, dec, -2);
  f.pressed[sector] = f.pos[first] > from ? 1 : 0;
  return dec;
}

/** An assault fought (§5), provisional if its state says. */
function assaultFought(f: FieldState, st: Int32Array): void {
  f.ruleCount[RULE['§5 assault fought']]++;
  if (st[SO.PROV]) f.prov = 1;
}

/** Whether the assault of `first` on `foe` is all-out: the doctrine says, `allOutAllowed`, and `first` is within its range (§5.1). */
function allOutNow(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  first: number,
  foe: number,
  allOutAllowed: boolean,
): boolean {
  return allOutAllowed && c.doctrine[side].assault === ALL_OUT && within(c, f, first, foe, c.allOutRange);
}

/**
 * The assault compiled for attacker `a` against defender `d`, one unit a
 * side, by their covers, the defending battery's fresh guns, the skirmish markers each has out (§5.4) and
 * the leaders with each (gather's leaders); the party sides are filled
 * only when the memo has not kept it for the pair.
 */
function pairAssault(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  a: number,
  d: number,
  allOut: boolean,
  support: number,
): CompiledAssault {
  const inAction = leadersInActionNow(c, f);
  const dBattery = c.combat[d] === 0;
  const aNear = c.ix.leaderMask[a];
  const dNear = dBattery ? 0 : c.ix.leaderMask[d];
  const found = c.assaults.pair(
    allOut,
    a,
    d,
    coverIndex(c, f, a),
    coverIndex(c, f, d),
    0,
    dBattery && !f.fired[d] ? f.bases[d] : 0,
    skirmisherQuarters(c, f, a), // §5.4 Each 1/4 skirmishers out
    skirmisherQuarters(c, f, d),
    countLeaders(aNear & inAction[0]),
    countLeaders(aNear & inAction[1]),
    countLeaders(dNear & inAction[0]),
    countLeaders(dNear & inAction[1]),
  );
  if (found !== undefined) return found;
  const att = c.sides[0];
  const def = c.sides[1];
  emptySide(att);
  addMember(c, f, att, a);
  att.fresh = 0; // §5.4 Each fresh artillery: the defender's only
  emptySide(def);
  addMember(c, f, def, d);
  leaders(c, f, side, att, def);
  def.support = support;
  return c.assaults.missed(allOut ? 'allOut' : 'general', att, def);
}

/**
 * The two sides of the assault against `foe` (§5.1, §5.2), their leaders
 * and the defence's supports, and the assault compiled for them; null if
 * there is none to fight (only batteries attacking); `foe` within range of `first` (fight).
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
  const att = c.sides[0];
  const def = c.sides[1];
  // §5.1: solo artillery does not assault
  if (!gatherAttackers(c, f, side, sector, foe, att)) return null;
  // fight's callers assault the enemy's assaultTarget: `foe` is the primary defender
  gatherDefenders(c, f, enemy, sector, first, foe, def);
  leaders(c, f, side, att, def);
  def.support = supportBases(c, f, enemy, sector, first);
  return c.assaults.get(allOutNow(c, f, side, first, foe, allOutAllowed) ? 'allOut' : 'general', att, def);
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
  // §5.5 lose/lose: the side lost the modified difference and the natural roll of the last round
  const attLoseLose = h[RO.DIFF] < 0 && h[RO.NATURAL + SIDE.ATT] > 0;
  const defLoseLose = h[RO.DIFF] > 0 && h[RO.NATURAL + SIDE.DEF] > 0;
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
 * An attacker's move (unit `u`) after decision `d`: §5.5 Carry Position into the
 * ground the defender held (c.heldBefore), within the move and charge bonus
 * left (§3.3 "only to the limit of the moving unit's available movement
 * remaining"; A27: a carry, or a "may" taken as one, within the normal
 * move left); a "must" breakthrough charges; Break off withdraws just out
 * of assault range. A Demoralized unit takes none of the voluntary moves
 * (§2.3): it moves 0 on a Carry, a "may" breakthrough or an Overrun.
 * `target`: the enemy's assault target in the sector as an earlier attacker's move found it, -2 not yet found
 * (the attackers' own moves do not change it); returns it.
 */
function attackerMoves(
  c: CompiledEngagement,
  f: FieldState,
  u: number,
  foe: number,
  d: number,
  target: number,
): number {
  const advancing =
    d === DEC.CARRY || d === DEC.BREAKTHROUGH_MAY || d === DEC.BREAKTHROUGH_MUST || d === DEC.OVERRUN;
  // repulsed, driven away, stalled: the attackers stand where they are
  if (!advancing && d !== DEC.BREAK_OFF) return target;
  if (c.combat[u] === 0 || f.bases[u] === 0 || f.response[u] >= 0) return target;
  // §5.5 an overrun "allows" the cavalry on, which it may refuse, as a "may"
  const mayStop = d === DEC.CARRY || d === DEC.BREAKTHROUGH_MAY || d === DEC.OVERRUN;
  const gap = c.ix.gap[foe]; // the sector's
  const into = gap - c.heldBefore[0] - f.pos[u];
  const left = c.normal[u] + c.charge[u] - f.advanced[u];
  let foeNow = target;
  // §2.3 Demoralized "will not voluntarily advance toward any enemies": only a "must" moves it
  if (advancing && (!mayStop || advancesVoluntarily(f, u))) {
    if (foeNow === -2) foeNow = assaultTarget(c, f, 1 - c.ix.side[u], c.ix.sector[u]);
    moveForwardToward(c, f, u, mayStop ? carryStep(c, f, u, into, left) : Math.min(into, left), foeNow);
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
  return foeNow;
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
