import { d10 } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import { ARMS } from '../../engine/republic/rules/arms.ts';
import { MORALE } from '../../engine/republic/assault/assault-state.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { assaultForbidden } from './gather.ts';
import { leadersNearUnit } from './leaders-near.ts';
import { ASSAULT_BY } from '../compile/readings.ts';
import { ACTION_BIT } from '../compile/maneuver-table.ts';
import {
  assaultTarget,
  chargeBonus,
  JUST_OUTSIDE,
  moveForwardToward,
  normalMove,
  RULE,
  type FieldState,
  refreshFront,
} from '../state/field-state.ts';

/** What a brigade that rolled rolls for (maneuverScratch.mode), and conducts (conducts): its roll's mode, Advance (a brigade sent in that does not assault), or nothing (Hold). */
const enum MODE {
  NONE = 0,
  ASSAULT_ROLL = 1,
  PULL_BACK_ROLL = 2,
  ADVANCING = 3,
}

/**
 * Whether a division is on Defend after a panic (switch
 * panickedDivisionOrders): `newOrders`, through the player turn begun after
 * the reset (§6.1 "panicked division orders are reset to Defend status and
 * the next player turn is begun"; "in a holding state for purposes of
 * movement and maneuver"), then its orders are its player's again (§3):
 * on Defend in its side's next maneuver phase when it panicked as
 * defender, free again when it panicked as attacker; `defendToEnd`, from
 * its first panic to the end of the engagement.
 */
export function onDefend(c: CompiledEngagement, f: FieldState, d: number): boolean {
  if (c.sw.defendToEnd) return f.panicked[d] === 1;
  return f.ordersReset[d] > 0 && f.playerTurns - f.ordersReset[d] < 2;
}

/**
 * §3.2 Maneuver of the attacking side. Each brigade in a sector's front line, if
 * its doctrine sends it in, rolls 1D10 + modifiers (+1 when a brigade of its
 * own or a neighbouring sector conducts the same action, Assault, Advance
 * or Pull back, its own roll letting it; the division commander's class, +1
 * each proficient and +2 each energetic leader within 2", -1 a morale
 * hit, -3 a leader just replaced): Assault allowed and not forbidden
 * by §2.3, it closes to the doctrine's range (§5.1), using charge movement
 * if its normal move falls short (§3.1); else Advance closes up without
 * entering assault range. A brigade at the doctrine's pullBackAt state pulls
 * back out of assault range if its roll allows.
 */
export function maneuverPhase(rng: Stream, c: CompiledEngagement, f: FieldState, side: number): void {
  const doctrine = c.doctrine[side];
  // the side's move opportunity begins: lastMoved is read of cavalry alone (movingCavalry, §4.3)
  const cavalry = c.ix.cavalry[side];
  for (let i = 0; i < cavalry.length; i++) f.lastMoved[cavalry[i]] = 0;
  // a doctrine that never assaults nor pulls back rolls no die: no brigade of the side moves
  if (doctrine.assault === ASSAULT_BY.NEVER && doctrine.pullBackAt > MORALE.DEMORALIZED) return;
  const target = c.maneuverScratch.target;
  // only this side moves, so each sector's enemy target stands where it is all phase
  for (let sector = 0; sector < c.nSectors; sector++) target[sector] = assaultTarget(c, f, 1 - side, sector);
  // each step a function of its own, called once a phase: each loop's calls fit V8's inlining budget of its own
  const nRolled = rollFront(rng, c, f, side);
  if (nRolled === 0) return;
  decide(c, f, nRolled);
  const { rolled, conducts } = c.maneuverScratch;
  for (let j = 0; j < nRolled; j++) {
    const u = rolled[j];
    move(c, f, u, conducts[u]);
  }
}

/**
 * Step 1, who rolls: the front brigades as they stand before anyone moves, one die each in unit order, into
 * maneuverScratch (the scratch is read of those only), with what each conducts by its own roll (decide's first
 * step) and the open ones; returns how many rolled.
 */
function rollFront(rng: Stream, c: CompiledEngagement, f: FieldState, side: number): number {
  const doctrine = c.doctrine[side];
  const { actions, mode, same, conducts, target, rolled, open, dist: distOf } = c.maneuverScratch;
  const together = c.rules.maneuver.modifiers.sameAction.value;
  const generalRange = c.generalRange;
  // after its command phase every leader of the side is in action (§2.3): each brigade's leaders within 2" are compiled
  const inAction = leadersInAction(c, f, side);
  const mods = c.maneuverModifiers;
  const { sets, lo, span } = c.maneuverSets;
  // the doctrine's numbers and the arrays held here: the die's draws write the stream's fields, after which a field
  // of f or c would be loaded again
  const { pullBackAt, assaultUpTo } = doctrine;
  const never = doctrine.assault === ASSAULT_BY.NEVER;
  const range = assaultRange(c, side);
  const holdSecond = doctrine.holdSecondLine;
  const startSecond = c.startSecond;
  const { sector, division, gap } = c.ix;
  const { bases, pos, morale, replaced } = f;
  // the side's front units (frontUnit), as they stand before anyone moves: the rolls come before every move
  const fronts = f.front;
  const frontAt = side * c.nSectors;
  let nRolled = 0;
  let nOpen = 0;
  const brigades = c.ix.brigades[side];
  for (let j = 0; j < brigades.length; j++) {
    const u = brigades[j];
    if (bases[u] === 0) continue;
    const s = sector[u];
    if (pos[u] < pos[fronts[frontAt + s]] - 0.5) continue; // not in its sector's front line (within half an inch of its front unit)
    const enemy = target[s];
    // no enemy in its sector: nothing to assault nor to pull back from
    if (enemy < 0) continue;
    const m = morale[u];
    const dist = gap[u] - pos[u] - pos[enemy]; // distance(), written out (within)
    // §6.1 a panicked division is "in a holding state for purposes of movement and maneuver": it neither pulls back nor assaults
    const defend = onDefend(c, f, division[u]);
    const pullBack = m >= pullBackAt && dist <= generalRange && !defend;
    // else it rolls if it would assault by doctrine: its division not on Defend, a second line the doctrine holds staying put
    if (!pullBack && (never || defend || (holdSecond && startSecond[u] !== 0) || m > assaultUpTo)) continue;
    const rolls = pullBack ? MODE.PULL_BACK_ROLL : MODE.ASSAULT_ROLL;
    mode[u] = rolls;
    same[u] = 0;
    conducts[u] = 0;
    // the die and modifiers are fixed for the phase: both the sets of actions they allow, read once; the die drawn last
    const modifier = inAction
      ? mods.inAction[u] + m * mods.perMoraleHit + (replaced[division[u]] === 1 ? mods.justReplaced : 0)
      : modifierOf(c, f, u, side);
    // allowed(), written out: the roll clamped to the span of the flat tables
    const i = modifier + d10(rng) - lo;
    const k = i + together;
    const own = sets[u * span + (i < 0 ? 0 : i >= span ? span - 1 : i)];
    const plus = sets[u * span + (k < 0 ? 0 : k >= span ? span - 1 : k)];
    actions[2 * u] = own;
    actions[2 * u + 1] = plus;
    rolled[nRolled++] = u;
    distOf[u] = dist;
    // decide's first step here: what it conducts by its own roll rests on its own state, and no brigade moves
    // before every roll is made; open, one the +1 might change: not conducting its action, its +1 allowing others
    // (conducting(), with the target and inches held here)
    if (pullBack ? (own & ACTION_BIT.PULL_BACK) !== 0 : assaultNeedAt(c, f, u, own, enemy, dist, range))
      conducts[u] = rolls;
    else if (plus !== own) open[nOpen++] = u;
  }
  f.ruleCount[RULE['§3.2 maneuver roll']] += nRolled;
  c.maneuverScratch.nOpen = nOpen;
  return nRolled;
}

/**
 * Step 2, what each rolled brigade conducts (maneuverScratch.conducts), under §3.2 "+1 ... if one or more other
 * friendly brigades within 2" of each other are conducting the same maneuver action": a brigade nearby (actingNear)
 * conducting the action this one conducts. A brigade sent in conducts Assault if its roll allows it and it reaches,
 * else Advance if allowed; one whose state pulls it back, Pull back. Assault and Pull back settle first (a +1 only
 * adds to them, and no Advance changes them); then Advance among those sent in that do not assault.
 */
function decide(c: CompiledEngagement, f: FieldState, nRolled: number): void {
  const { actions, mode, conducts, rolled, open } = c.maneuverScratch;
  // what each conducts by its own roll, and the open brigades, rollFront found; with none open, settle has nothing to do
  let nOpen = c.maneuverScratch.nOpen;
  if (nOpen > 0) settle(c, f, nRolled, nOpen, false);
  // Advance: those sent in that do not assault
  nOpen = 0;
  for (let j = 0; j < nRolled; j++) {
    const u = rolled[j];
    if (mode[u] !== MODE.ASSAULT_ROLL || conducts[u] !== MODE.NONE) continue;
    // from here its mode is Advance: the action it may conduct
    mode[u] = MODE.ADVANCING;
    if (advances(c, f, u, actions[2 * u])) conducts[u] = MODE.ADVANCING;
    else if (actions[2 * u + 1] !== actions[2 * u]) open[nOpen++] = u;
  }
  if (nOpen > 0) settle(c, f, nRolled, nOpen, true);
}

/**
 * Settle the §3.2 "+1 ... if one or more other friendly brigades within 2" of each other are conducting the same
 * maneuver action" for the rolled brigades not yet conducting the action of their mode (`advance`: the brigades sent
 * in that do not assault, for Advance; else Assault and Pull back), the first `nOpen` of maneuverScratch.open those
 * of them whose +1 allows other actions. Switch sameActionBonus: `together`, those whose
 * roll allows the action with the +1 and that have another conducting it or allowed it too nearby (actingNear) all
 * conduct it, the ones left with no such brigade near dropped until none is; `led`, one with another brigade
 * conducting it nearby tries again with the +1, once, until a pass changes no brigade (a +1 only adds).
 */
function settle(
  c: CompiledEngagement,
  f: FieldState,
  nRolled: number,
  nOpen: number,
  advance: boolean,
): void {
  if (c.sw.sameActionTogether) settleTogether(c, f, nRolled, nOpen, advance);
  else settleLed(c, f, nRolled, advance);
}

/**
 * settle under `together`, over the open brigades alone: a brigade whose +1 allows no other actions changes nothing
 * it conducts (nor the inches it needs). maneuverScratch.same marks the candidates, the brigades the +1 would let
 * conduct their action, 0 for every other rolled brigade (rollFront) and again once it is settled.
 */
function settleTogether(
  c: CompiledEngagement,
  f: FieldState,
  nRolled: number,
  nOpen: number,
  advance: boolean,
): void {
  const { actions, mode, same, conducts, open } = c.maneuverScratch;
  // the candidates, listed in open's own first slots as they are found (never past the one read)
  let n = 0;
  for (let j = 0; j < nOpen; j++) {
    const u = open[j];
    const plus = actions[2 * u + 1];
    if (advance ? advances(c, f, u, plus) : conducting(c, f, u, c.ix.side[u], plus)) {
      same[u] = 1;
      open[n++] = u;
    }
  }
  for (let changed = n > 0; changed; ) {
    changed = false;
    for (let k = 0; k < n; k++) {
      const u = open[k];
      // a candidate with no brigade near conducting the action, or allowed it with the +1, has none to act with
      if (same[u] === 1 && !actingNear(c, f, u, nRolled, true)) {
        same[u] = 0;
        changed = true;
      }
    }
  }
  for (let k = 0; k < n; k++) {
    const u = open[k];
    if (same[u] === 1) conducts[u] = mode[u];
    same[u] = 0;
  }
}

/** settle under `led`: a pass tries each brigade not yet tried that has one conducting its action near. */
function settleLed(c: CompiledEngagement, f: FieldState, nRolled: number, advance: boolean): void {
  const { mode, same, conducts, rolled } = c.maneuverScratch;
  // same: those tried
  for (let j = 0; j < nRolled; j++) same[rolled[j]] = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let j = 0; j < nRolled; j++) {
      const u = rolled[j];
      if (same[u] || conducts[u] === mode[u] || (mode[u] === MODE.ADVANCING) !== advance) continue;
      if (!actingNear(c, f, u, nRolled, false)) continue;
      same[u] = 1;
      if (actionsOf(c, u, 1) === actionsOf(c, u, 0)) continue;
      const plus = actionsOf(c, u, 1);
      if (!(advance ? advances(c, f, u, plus) : conducting(c, f, u, c.ix.side[u], plus))) continue;
      // only a brigade newly conducting its action can give another the +1: a pass that adds none settles it
      conducts[u] = mode[u];
      changed = true;
    }
  }
}

/**
 * Whether another rolled brigade conducts the action brigade `u` rolled for (or, with `orAllowed`, is a candidate
 * the +1 lets conduct it, maneuverScratch.same) and stands within 2" of it (§3.2 "within 2" of each other"): of its
 * own sector or a neighbouring one (their lateral distance is not measured), no more than actingTogether apart along
 * the front, where each stands before the phase's moves.
 */
function actingNear(
  c: CompiledEngagement,
  f: FieldState,
  u: number,
  nRolled: number,
  orAllowed: boolean,
): boolean {
  const { conducts, rolled, mode, same } = c.maneuverScratch;
  const sectorOf = c.ix.sector;
  const reach = c.rules.distances.actingTogether.value;
  const action = mode[u];
  for (let j = 0; j < nRolled; j++) {
    const v = rolled[j];
    if (v === u || (conducts[v] !== action && !(orAllowed && same[v] === 1 && mode[v] === action))) continue;
    const apart = sectorOf[v] - sectorOf[u];
    if (apart >= -1 && apart <= 1 && Math.abs(f.pos[v] - f.pos[u]) <= reach) return true;
  }
  return false;
}

/** Whether no leader of a side is hors de combat (ManeuverModifiers.inAction): so after its command phase. */
function leadersInAction(c: CompiledEngagement, f: FieldState, side: number): boolean {
  const divisions = c.sideDivisions[side];
  for (let i = 0; i < divisions.length; i++) if (f.horsDeCombat[divisions[i]]) return false;
  return true;
}

/**
 * A rolling brigade's §3.2 modifiers but the one for brigades acting
 * together: its morale hits, the division commander's class, the leaders
 * within 2", a leader just replaced. None of them changes during the phase.
 */
function modifierOf(c: CompiledEngagement, f: FieldState, u: number, side: number): number {
  const division = c.ix.division[u];
  leadersNearUnit(c, f, side, u, c.leaderCount);
  return c.maneuverModifiers.of(
    f.morale[u],
    division,
    c.leaderCount[0],
    c.leaderCount[1],
    f.replaced[division] === 1,
  );
}

/** The actions a brigade's maneuver die allows with its modifiers (§3.2), `same` the +1 for brigades acting together. */
function actionsOf(c: CompiledEngagement, u: number, same: number): number {
  return c.maneuverScratch.actions[2 * u + same];
}

/** The doctrine's range a side's brigades close to to assault (§5.1). */
function assaultRange(c: CompiledEngagement, side: number): number {
  return c.doctrine[side].assault === ASSAULT_BY.ALL_OUT ? c.allOutRange : c.generalRange;
}

/**
 * Whether a brigade may and can assault: it keeps the inches it still has to close to its doctrine's
 * assault range in maneuverScratch.need (-1 if it may not or cannot), a store not a returned number
 * (a double returned from a call that is not inlined is a heap number).
 */
function assaultNeed(
  c: CompiledEngagement,
  f: FieldState,
  u: number,
  side: number,
  actions: number,
): boolean {
  const m = c.maneuverScratch;
  return assaultNeedAt(c, f, u, actions, m.target[c.ix.sector[u]], m.dist[u], assaultRange(c, side));
}

/** assaultNeed for a caller that holds the brigade's target, the inches to it and the doctrine's assault range. */
function assaultNeedAt(
  c: CompiledEngagement,
  f: FieldState,
  u: number,
  actions: number,
  enemy: number,
  dist: number,
  range: number,
): boolean {
  const m = c.maneuverScratch;
  m.need[u] = -1;
  if (!(actions & ACTION_BIT.ASSAULT) || assaultForbidden(c, f, u, enemy)) return false;
  const need = dist - range;
  if (need > normalMove(c, u) + chargeBonus(c, u)) return false;
  m.need[u] = Math.max(0, need);
  return true;
}

/** Whether the brigade conducts the action it rolled for: Assault (allowed, not forbidden, within reach) or Pull back. */
function conducting(c: CompiledEngagement, f: FieldState, u: number, side: number, actions: number): boolean {
  if (c.maneuverScratch.mode[u] === MODE.PULL_BACK_ROLL) return (actions & ACTION_BIT.PULL_BACK) !== 0;
  // kept for its move: only the brigade itself moves it, and its last roll here is the one it moves by
  return assaultNeed(c, f, u, side, actions);
}

/** Whether a brigade sent in that does not assault advances (§3.2 Advance allowed, §2.3 not forbidden, room short of assault range). */
function advances(c: CompiledEngagement, f: FieldState, u: number, actions: number): boolean {
  const enemy = c.maneuverScratch.target[c.ix.sector[u]];
  const gap = c.maneuverScratch.dist[u];
  return (
    (actions & ACTION_BIT.ADVANCE) !== 0 &&
    gap - c.generalRange - JUST_OUTSIDE > 0 &&
    !c.noAdvance[u * c.noAssaultSpan + f.morale[u] * ARMS.length + c.armIndex[enemy]]
  );
}

/** A brigade's move by the action it conducts (conducts). */
function move(c: CompiledEngagement, f: FieldState, u: number, action: number): void {
  if (action === MODE.NONE) return;
  const enemy = c.maneuverScratch.target[c.ix.sector[u]];
  // no brigade moves but itself, nor its target: the inches rollFront found stand
  const gap = c.maneuverScratch.dist[u];
  const normal = normalMove(c, u);
  if (action === MODE.PULL_BACK_ROLL) {
    const back = Math.min(normal, c.generalRange + JUST_OUTSIDE - gap);
    f.pos[u] -= back;
    refreshFront(c, f, u);
    f.lastMoved[u] += back;
    return;
  }
  if (action === MODE.ASSAULT_ROLL) {
    const need = c.maneuverScratch.need[u]; // assaultNeed by these actions, as conducting found it
    if (need > normal) f.ruleCount[RULE['§3.1 charge movement to contact']]++;
    moveForwardToward(c, f, u, need, enemy);
    f.assaulting[u] = 1;
    f.ruleCount[RULE['§3.2 assault allowed and taken']]++;
    return;
  }
  // Advance: forward, but not into assault range (§3.2)
  moveForwardToward(c, f, u, Math.min(normal, gap - c.generalRange - JUST_OUTSIDE), enemy);
}
