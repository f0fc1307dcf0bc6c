import { ACTIONS } from '../../notation/assault-cell.ts';
import {
  ATT,
  D_ATTACKER_SURRENDERS,
  D_BOTH_RETIRE,
  D_BOTH_SURRENDER,
  D_BREAK_OFF,
  D_BREAK_OFF_STALLED,
  D_BREAKTHROUGH_MAY,
  D_BREAKTHROUGH_MUST,
  D_CARRY,
  D_DEFENDER_DESTROYED,
  D_DEFENDER_SURRENDERS,
  D_DRIVE_AWAY,
  D_OVERRUN,
  D_REPULSED,
  D_STALLED,
  D_UNRESOLVED,
  DEF,
  NO_RESPONSE,
  S_ACTION,
  S_B_TAKEN,
  S_BASES,
  S_BATTERIES,
  S_BATTERIES_LOST,
  S_BATTERY_DAMAGE,
  S_C_BONUS,
  S_CLAMPED,
  S_DECISION,
  S_DISORDER,
  S_DIVISION_TEST,
  S_LOST,
  S_M_TAKEN,
  S_MORALE,
  S_P_TAKEN,
  S_PANIC4,
  S_PRISONERS,
  S_PROV,
  S_RESPONSE,
  S_ROUND,
  S_WORST_P,
  SURRENDER,
} from './assault-state.ts';
import type { CompiledAssault, UnitHitRules } from './compiled-assault.ts';
import { DEMORALIZED } from '../rules/grades.ts';

const BREAK_OFF = ACTIONS.indexOf('Break off');
const ROLL_AGAIN = ACTIONS.indexOf('Roll again');
const CARRY = ACTIONS.indexOf('Carry');
const BREAKTHROUGH_MAY = ACTIONS.indexOf('Breakthrough may');
const BREAKTHROUGH_MUST = ACTIONS.indexOf('Breakthrough must');
const OVERRUN = ACTIONS.indexOf('Overrun');
const RE = 3;
const RT = 4;

/**
 * What one round's dice and the chart give each side, before the hits land
 * (written by roundResult into an Int32Array of R.SIZE): per side [attacker,
 * defender] the chart's M hits with the all-out bonus and break-off hit, B and
 * P hits, and the natural-roll points it lost by (0: none; §5.1 step 6 M hits
 * follow from each unit's own grade); then the action and the modified difference.
 */
export const R = { M: 0, B: 2, P: 4, NATURAL: 6, ACTION: 8, DIFF: 9, BREAK_OFF: 10, SIZE: 11 } as const;
/** R's offsets as plain module numbers (as S's, assault-state.ts). */
export const {
  M: R_M,
  B: R_B,
  P: R_P,
  NATURAL: R_NATURAL,
  ACTION: R_ACTION,
  DIFF: R_DIFF,
  BREAK_OFF: R_BREAK_OFF,
  SIZE: R_SIZE,
} = R;

/**
 * One assault round's modified difference and chart cell (§5.1 steps 2-6),
 * from the side-level state st and the natural dice: writes what each side
 * takes into out (R layout) and updates the round count, C bonus, action,
 * clamp and provisional flags of st. A side of several units reads its
 * modifiers as one formation (§5.4); the hits then fall per unit.
 */
export function roundResult(
  c: CompiledAssault,
  st: Int32Array,
  natA: number,
  natD: number,
  out: Int32Array,
): void {
  st[S_ROUND]++;
  const at =
    ((st[S_BASES + ATT] + st[S_BATTERIES + ATT]) * (c.dMax + 1) + st[S_BASES + DEF] + st[S_BATTERIES + DEF]) *
    2;
  const aMorale = st[S_MORALE + ATT];
  const dMorale = st[S_MORALE + DEF];
  // §5.1 steps 2-3, §5.4: the modified difference, attacker minus defender
  let diff =
    natA -
    natD +
    c.staticDiff +
    c.outMod[at] -
    c.outMod[at + 1] +
    st[S_C_BONUS] +
    (st[S_LOST + ATT] - st[S_LOST + DEF]) * c.recentBaseLost +
    (st[S_WORST_P + ATT] - st[S_WORST_P + DEF]) * c.worstPanicHit +
    c.moraleMod[aMorale] -
    c.moraleMod[5 + dMorale];
  let prov = st[S_PROV] | c.outProv[at >> 1] | c.moraleProv[aMorale] | c.moraleProv[5 + dMorale];
  // §5.1 step 4: the difference picks the table row (clamped to its span)
  if (diff > c.maxDiff) {
    diff = c.maxDiff;
    st[S_CLAMPED] = 1;
  } else if (diff < c.minDiff) {
    diff = c.minDiff;
    st[S_CLAMPED] = 1;
  }
  const row = c.maxDiff - diff;
  c.trace[0] = row;
  c.trace[1] = 0;
  c.trace[2] = 0;
  prov |= c.cellProv[row];
  const action = c.cellAction[row];
  st[S_ACTION] = action;
  const m = c.cellHits[row * 3];
  const b = c.cellHits[row * 3 + 1];
  const p = c.cellHits[row * 3 + 2];
  // Above zero the hits fall on the defender, below on the attacker; `each` on both (§5.3).
  const each = c.cellEach[row] === 1;
  const onA = each || diff < 0;
  const onD = each || diff > 0;
  // A15: the chart's M hits follow the difference, or fall on the natural-roll loser (§5.5 Morale hits)
  let aM = (c.chartMToNaturalLoser === 1 ? natA < natD : onA) ? m : 0;
  let dM = (c.chartMToNaturalLoser === 1 ? natA > natD : onD) ? m : 0;
  let dP = onD ? p : 0;
  // §5.1 step 6: the natural-roll loser takes ceil(difference / points per hit) M, by its grade
  out[R_NATURAL + ATT] = natA < natD && (c.naturalRule === 0 || diff < 0) ? natD - natA : 0;
  out[R_NATURAL + DEF] = natA > natD && (c.naturalRule === 0 || diff > 0) ? natA - natD : 0;
  // §5.1 All Out Assault: a Win/Win adds hits on the loser and the C bonus; §5.2 a
  // mixed assault gains its hits on winning the modified round (A8); A9: follow-up
  // rounds keep the bonus, or are general assaults that earn none; A29: a won "Roll again" counts, or not
  const won =
    diff > 0 &&
    (natA > natD || c.bonusOnModifiedWin === 1) &&
    (c.bonusOnRollAgain === 1 || action !== ROLL_AGAIN);
  const bonus = won && (c.followUpKeepsBonus === 1 || st[S_ROUND] === 1);
  st[S_C_BONUS] = bonus ? c.winWinC : 0;
  if (bonus) {
    dM += c.winWinM;
    dP += c.winWinP;
  }
  // §5.5 Break off: one more M hit, unless no movement is left to break off (Stalled)
  const breakOff = action === BREAK_OFF;
  if (breakOff && c.movementLeft) aM += c.breakOffM;
  st[S_PROV] = prov;
  out[R_M + ATT] = aM;
  out[R_M + DEF] = dM;
  out[R_B + ATT] = onA ? b : 0;
  out[R_B + DEF] = onD ? b : 0;
  out[R_P + ATT] = onA ? p : 0;
  out[R_P + DEF] = dP;
  out[R_ACTION] = action;
  out[R_DIFF] = diff;
  out[R_BREAK_OFF] = breakOff ? 1 : 0;
}

/**
 * After a round's hits: decide the assault if someone moved away, a side is
 * gone or the attacker broke off (§5.5), or stop it at the round cap; returns
 * true if the sides fight another round (§5.1 Follow-up Assaults). `over`
 * (called with the decision) ends the phase on st.
 */
export function roundGoesOn(c: CompiledAssault, st: Int32Array, action: number, breakOff: boolean): boolean {
  const responded = st[S_RESPONSE + ATT] !== NO_RESPONSE || st[S_RESPONSE + DEF] !== NO_RESPONSE;
  const gone =
    st[S_BASES + ATT] + st[S_BATTERIES + ATT] === 0 || st[S_BASES + DEF] + st[S_BATTERIES + DEF] === 0;
  // §5.5 Stalled Assaults: a break-off without movement stays; within 2" it fights on
  if (responded || gone || (breakOff && (c.movementLeft || !c.allOutRange))) {
    st[S_DECISION] = decide(c, st, action);
    return false;
  }
  // §5.1 Follow-up Assaults: no one moved away (Roll again, a stalled break-off
  // within 2", or a cell that left both sides facing each other), so another
  // round follows, up to the cap.
  if (st[S_ROUND] >= c.maxRounds) {
    st[S_DECISION] = D_UNRESOLVED;
    return false;
  }
  return true;
}

/**
 * One assault round (§5.1 steps 2-6, §5.5) from the natural dice. Updates
 * the state; returns true if the sides fight another round.
 */
export function applyRound(c: CompiledAssault, st: Int32Array, natA: number, natD: number): boolean {
  const h = c.roundOut;
  roundResult(c, st, natA, natD, h);
  let aM = h[R_M + ATT];
  let dM = h[R_M + DEF];
  if (h[R_NATURAL + ATT] > 0) {
    aM += c.naturalM[h[R_NATURAL + ATT]];
    st[S_PROV] |= c.pointsProv[ATT];
  }
  if (h[R_NATURAL + DEF] > 0) {
    dM += c.naturalM[10 + h[R_NATURAL + DEF]];
    st[S_PROV] |= c.pointsProv[DEF];
  }
  takePrisoners(c, st, ATT, unitHits(c, st, ATT, aM, h[R_B + ATT], h[R_P + ATT]));
  takePrisoners(c, st, DEF, unitHits(c, st, DEF, dM, h[R_B + DEF], h[R_P + DEF]));
  if (roundGoesOn(c, st, h[R_ACTION], h[R_BREAK_OFF] === 1)) return true;
  // the sides would roll again at the cap: the phase is not over, so no disorder yet
  endOfPhase(c, st, st[S_DECISION] !== D_UNRESOLVED);
  return false;
}

/**
 * Apply a round's hits to the unit in slot k of st: M to P past Demoralized,
 * B, then the panic response on its own line (§5.5). Returns the loss number
 * (prisoners) still to take; a unit that surrenders is taken whole here; a
 * routed unit of batteries alone has its loss in them, abandoned (0 to take).
 */
export function unitHits(
  c: UnitHitRules,
  st: Int32Array,
  k: number,
  m: number,
  b: number,
  p: number,
): number {
  if (m === 0 && b === 0 && p === 0) return 0;
  st[S_M_TAKEN + k] += m;
  // §5.5 M hits beyond Demoralized become P hits
  const morale = st[S_MORALE + k] + m;
  if (morale > DEMORALIZED) {
    p += morale - DEMORALIZED;
    st[S_MORALE + k] = DEMORALIZED;
  } else st[S_MORALE + k] = morale;
  st[S_P_TAKEN + k] += p;
  if (p > st[S_WORST_P + k]) st[S_WORST_P + k] = p;
  baseHits(c, st, k, b);
  if (p === 0) return 0;
  // §5.5 Panic Hits: the level picks the Panic Index line by grade
  const level = p > 4 ? 4 : p;
  const idx = k * 4 + level - 1;
  // §4.6, §6.2: a Panic 4 event counts even if the same result destroys or captures the unit
  if (level === 4) st[S_PANIC4] |= 1 << k;
  if (st[S_BASES + k] + st[S_BATTERIES + k] === 0) return 0;
  const rank = c.panicRank[idx];
  c.trace[1 + k] = idx + 1;
  st[S_PROV] |= c.panicProv[idx];
  let loss = c.panicLoss[idx];
  if (rank >= RE) loss += c.lossPlus[k]; // §6.3 panic base hit modifiers
  if (c.canRetreat[k] === 0) {
    // §5.5 Group Surrender: Crack breaks out at the cost of one base hit, all others surrender
    if (c.breaksOut[k] === 1) {
      st[S_RESPONSE + k] = rank;
      baseHits(c, st, k, 1);
      loss = 0;
    } else {
      st[S_RESPONSE + k] = SURRENDER;
      loss = st[S_BASES + k] + st[S_BATTERIES + k];
    }
  } else st[S_RESPONSE + k] = rank;
  // §5.5 batteries: a retreat costs each one damage point; a rout abandons them
  if (st[S_RESPONSE + k] === RE) st[S_BATTERY_DAMAGE + k] += st[S_BATTERIES + k];
  if (st[S_RESPONSE + k] === RT) loseBatteries(st, k, st[S_BATTERIES + k]);
  // §5.5 Units that rout take one more M hit at the end of the move (no P if Demoralized)
  if (rank === RT && st[S_MORALE + k] < DEMORALIZED) {
    st[S_MORALE + k] = Math.min(DEMORALIZED, st[S_MORALE + k] + c.routM);
  }
  // §5.5 "abandoned (captured/lost) regardless of other results": a routed unit of batteries alone has its loss in
  // them (switch routedBatteryLoss pooled: its loss number goes to the side's, taken from the brigades beside it)
  if (st[S_RESPONSE + k] === RT && st[S_BASES + k] === 0 && c.batteryRoutPooled === 0) return 0;
  if (st[S_RESPONSE + k] !== SURRENDER) return loss;
  takePrisoners(c, st, k, loss);
  return 0;
}

/** §5.5 Loss Number: prisoners, after the base hits, from the bases and then the batteries; returns those not found. */
export function takePrisoners(
  c: { lostCountsPrisoners: number },
  st: Int32Array,
  k: number,
  loss: number,
): number {
  if (loss <= 0) return 0;
  const prisoners = loss < st[S_BASES + k] ? loss : st[S_BASES + k];
  st[S_BASES + k] -= prisoners;
  st[S_PRISONERS + k] += prisoners;
  if (c.lostCountsPrisoners === 1) st[S_LOST + k] += prisoners; // A25
  const before = st[S_BATTERIES + k];
  loseBatteries(st, k, loss - prisoners);
  return loss - prisoners - (before - st[S_BATTERIES + k]);
}

/**
 * §5.5 Base hits fall on the infantry and cavalry bases, spread evenly;
 * batteries "experience base hit (damage) in addition" and are never
 * removed by them (§1.2). Switch batteryAssaultDamage (A19): `asBaseHits`,
 * the same hits again as damage on the batteries ("one of the artillery
 * batteries also suffers one base hit" when a brigade and two batteries lose
 * 1B); `eachBattery`, one damage point on every battery.
 */
export function baseHits(c: { damageEachBattery: number }, st: Int32Array, k: number, b: number): void {
  if (b === 0) return;
  const lostB = b < st[S_BASES + k] ? b : st[S_BASES + k];
  st[S_BASES + k] -= lostB;
  st[S_B_TAKEN + k] += lostB;
  st[S_LOST + k] += lostB;
  if (st[S_BATTERIES + k] > 0)
    st[S_BATTERY_DAMAGE + k] += c.damageEachBattery === 1 ? st[S_BATTERIES + k] : b;
}

function loseBatteries(st: Int32Array, k: number, n: number): void {
  const lost = n < st[S_BATTERIES + k] ? n : st[S_BATTERIES + k];
  if (lost <= 0) return;
  st[S_BATTERIES + k] -= lost;
  st[S_BATTERIES_LOST + k] += lost;
}

/**
 * The end of the assault phase: §5.6 charge and retreat disorder (one M hit,
 * after all assaults; it stops at Demoralized), and which divisions must
 * test: a Panic 4 event, or a unit completely destroyed in the assault
 * (§5.5; switch destroyedInAssaultTest p4Only: only the Panic 4, §6.2).
 */
function endOfPhase(c: CompiledAssault, st: Int32Array, over: boolean): void {
  let test = st[S_PANIC4];
  for (let k = 0; k < 2; k++) {
    // §5.5 "the parent division must still check for panic"
    if (c.destroyedTests === 1 && unitDestroyed(c, st, k)) test |= 1 << k;
    if (st[S_BASES + k] + st[S_BATTERIES + k] === 0) continue;
    if (over)
      unitDisorder(c, st, k, movedDecision(c, st[S_DECISION], st[S_ACTION]), k === ATT && c.chargeMovement);
  }
  st[S_DIVISION_TEST] = test;
}

/**
 * Whether side k lost a whole unit in the assault (§5.5): its infantry and
 * cavalry bases all gone, or an artillery unit's batteries abandoned,
 * captured or surrendered (a battery is a unit, §1.3). A side's bases are
 * one formation, so one of several brigades wiped out alone is not seen.
 */
export function unitDestroyed(c: CompiledAssault, st: Int32Array, k: number): boolean {
  if (c.init[S_BASES + k] > 0 && st[S_BASES + k] === 0) return true;
  return c.batteryUnit[k] > 0 && st[S_BATTERIES_LOST + k] >= c.batteryUnit[k];
}

/**
 * §5.6 Charge & Retreat Disorder for the unit in slot k: a unit that
 * retreated or routed (A11 for a rout; A21 attackerOnly: the attacker's
 * only), or an attacker that used charge movement or had to move to the
 * limit of it (§5.5 must breakthrough), takes the disorder M hits (A24:
 * twice for charge movement), which stop at Demoralized. An overrun is the
 * cavalry's to take or refuse (§5.5 "refusal to conduct the overrun"), so
 * it charges only as `chargeMovement` says.
 */
export function unitDisorder(
  c: CompiledAssault,
  st: Int32Array,
  k: number,
  decision: number,
  chargeMovement: boolean,
): void {
  const r = st[S_RESPONSE + k];
  // A11: a rout's own M hit (§5.5) is its disorder, or disorder comes on top; A21: or only the attacker's
  const retreated =
    (r === RE || (r === RT && c.routDisorderOnce === 0)) &&
    (k === ATT || c.retreatDisorderAttackerOnly === 0);
  // §5.5: "Units whose assault results state that they must breakthrough will move to the limit of their full assault movement"
  // "unless countermanded by a new assault result": an attacker forced back does not follow it
  const charged = k === ATT && (chargeMovement || (decision === D_BREAKTHROUGH_MUST && r === NO_RESPONSE));
  // A11 one: a unit that routed has had its disorder in the rout hit, even if it charged too (§5.6 "one morale hit");
  // only A24's second, §3.1 charge-movement hit is left
  const routHitIsDisorder = r === RT && c.routDisorderOnce === 1;
  if ((retreated || charged) && c.disorderM > 0 && !(routHitIsDisorder && c.chargeDisorderTwice === 0)) {
    // A24 chargeDisorder twice: the §3.1 charge-movement 1M comes on top of the §5.6 disorder
    const m = routHitIsDisorder
      ? c.disorderM
      : charged && c.chargeDisorderTwice === 1
        ? 2 * c.disorderM
        : c.disorderM;
    st[S_MORALE + k] = Math.min(DEMORALIZED, st[S_MORALE + k] + m);
    st[S_DISORDER] |= 1 << k;
  }
}

/**
 * The decision that says how the attacker moved: a defender wiped out or
 * surrendered leaves the attacker its cell's action (§5.5 "must
 * breakthrough ... unless countermanded by a new assault result"; the empty
 * position is none).
 */
export function movedDecision(c: CompiledAssault, decision: number, action: number): number {
  return decision === D_DEFENDER_DESTROYED || decision === D_DEFENDER_SURRENDERS
    ? actionDecision(c, action)
    : decision;
}

/** How the assault ended, from the responses and the attacker's action (§5.5). */
export function decide(c: CompiledAssault, st: Int32Array, action: number): number {
  const aResp = st[S_RESPONSE + ATT];
  const dResp = st[S_RESPONSE + DEF];
  // §5.5 Group Surrender: a side that surrenders is named as surrendering
  if (aResp === SURRENDER && dResp === SURRENDER) return D_BOTH_SURRENDER;
  if (aResp === SURRENDER) return D_ATTACKER_SURRENDERS;
  if (dResp === SURRENDER) return D_DEFENDER_SURRENDERS;
  const aGone = st[S_BASES + ATT] + st[S_BATTERIES + ATT] === 0;
  const dGone = st[S_BASES + DEF] + st[S_BATTERIES + DEF] === 0;
  if (aResp !== NO_RESPONSE && dResp !== NO_RESPONSE) return D_BOTH_RETIRE;
  // §5.5 "Bases lost are removed immediately": a side wiped out holds nothing, so with the other forced back, or wiped
  // out too, neither holds the ground ("the apparent victor of an assault pulling back")
  if ((dGone && (aResp !== NO_RESPONSE || aGone)) || (aGone && dResp !== NO_RESPONSE)) return D_BOTH_RETIRE;
  if (aResp !== NO_RESPONSE || aGone) return D_REPULSED;
  if (dGone) return D_DEFENDER_DESTROYED;
  // §5.5 Stalled Assaults: an attacker that cannot break off, facing a defender forced away, holds where it stands (Drive Away)
  if (action === BREAK_OFF && !c.movementLeft && dResp !== NO_RESPONSE) return D_DRIVE_AWAY;
  return actionDecision(c, action);
}

/** What the attacker's cell action makes of an assault it won (§5.5): break off, carry, break through, overrun, stalled or drive away. */
export function actionDecision(c: CompiledAssault, action: number): number {
  // §5.5 Stalled Assaults: no movement left to break off
  if (action === BREAK_OFF) return c.movementLeft ? D_BREAK_OFF : D_BREAK_OFF_STALLED;
  const advancing =
    action === CARRY || action === BREAKTHROUGH_MAY || action === BREAKTHROUGH_MUST || action === OVERRUN;
  // §5.5 Stalled: no movement left to carry, break through or overrun
  if (advancing && !c.movementLeft) return D_STALLED;
  // §5.5 Drive Away: an attacker that cannot advance into the position holds where it stands
  if (advancing && !c.canEnterPosition) return D_DRIVE_AWAY;
  if (action === CARRY) return D_CARRY;
  if (action === BREAKTHROUGH_MAY) return D_BREAKTHROUGH_MAY;
  if (action === BREAKTHROUGH_MUST) return D_BREAKTHROUGH_MUST;
  // §5.5 Overrun is for cavalry; others break through
  if (action === OVERRUN) return c.attackerCavalry ? D_OVERRUN : D_BREAKTHROUGH_MAY;
  return D_DRIVE_AWAY;
}
