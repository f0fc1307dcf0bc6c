import { DEC, MORALE, RANK, SIDE, SO, WINNER_OF_DECISION, WINNERS } from './assault-state.ts';
import type { CompiledAssault, UnitHitRules } from './compiled-assault.ts';

/**
 * The cell actions' indices in ACTIONS (notation/assault-cell.ts) as a const enum, as SO
 * (test/engine/republic/assault/offsets.test.ts pins them).
 */
export const enum ACT {
  NONE = 0,
  BREAK_OFF = 1,
  ROLL_AGAIN = 2,
  STALLED = 3,
  DRIVE_AWAY = 4,
  CARRY = 5,
  BREAKTHROUGH_MAY = 6,
  BREAKTHROUGH_MUST = 7,
  OVERRUN = 8,
}

/**
 * What one round's dice and the chart give each side, before the hits land
 * (written by roundResult into an Int32Array of R.SIZE): per side [attacker,
 * defender] the chart's M hits with the all-out bonus and break-off hit, B and
 * P hits, and the natural-roll points it lost by (0: none; §5.1 step 6 M hits
 * follow from each unit's own grade); then the action and the modified difference.
 */
export const enum RO {
  M = 0,
  B = 2,
  P = 4,
  NATURAL = 6,
  ACTION = 8,
  DIFF = 9,
  BREAK_OFF = 10,
  SIZE = 11,
}
/** RO as an object, for code that reads the offsets by name. */
export const R = {
  M: RO.M,
  B: RO.B,
  P: RO.P,
  NATURAL: RO.NATURAL,
  ACTION: RO.ACTION,
  DIFF: RO.DIFF,
  BREAK_OFF: RO.BREAK_OFF,
  SIZE: RO.SIZE,
} as const;

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
  st[SO.ROUND]++;
  const at =
    ((st[SO.BASES + SIDE.ATT] + st[SO.BATTERIES + SIDE.ATT]) * (c.dMax + 1) +
      st[SO.BASES + SIDE.DEF] +
      st[SO.BATTERIES + SIDE.DEF]) *
    2;
  const aMorale = st[SO.MORALE + SIDE.ATT];
  const dMorale = st[SO.MORALE + SIDE.DEF];
  // §5.1 steps 2-3, §5.4: the modified difference, attacker minus defender (Math.imul: a 0 times a minus is 0, not
  // the -0 that would have the whole sum computed in doubles)
  let diff =
    natA -
    natD +
    c.staticDiff +
    c.outMod[at] -
    c.outMod[at + 1] +
    st[SO.C_BONUS] +
    Math.imul(st[SO.LOST + SIDE.ATT] - st[SO.LOST + SIDE.DEF], c.recentBaseLost) +
    Math.imul(st[SO.WORST_P + SIDE.ATT] - st[SO.WORST_P + SIDE.DEF], c.worstPanicHit) +
    c.moraleMod[aMorale] -
    c.moraleMod[5 + dMorale];
  let prov = st[SO.PROV] | c.outProv[at >> 1] | c.moraleProv[aMorale] | c.moraleProv[5 + dMorale];
  // §5.1 step 4: the difference picks the table row (clamped to its span)
  if (diff > c.maxDiff) {
    diff = c.maxDiff;
    st[SO.CLAMPED] = 1;
  } else if (diff < c.minDiff) {
    diff = c.minDiff;
    st[SO.CLAMPED] = 1;
  }
  const row = c.maxDiff - diff;
  c.trace[0] = row;
  c.trace[1] = 0;
  c.trace[2] = 0;
  prov |= c.cellProv[row];
  const action = c.cellAction[row];
  st[SO.ACTION] = action;
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
  out[RO.NATURAL + SIDE.ATT] = natA < natD && (c.naturalRule === 0 || diff < 0) ? natD - natA : 0;
  out[RO.NATURAL + SIDE.DEF] = natA > natD && (c.naturalRule === 0 || diff > 0) ? natA - natD : 0;
  // §5.1 All Out Assault: a Win/Win adds hits on the loser and the C bonus; §5.2 a
  // mixed assault gains its hits on winning the modified round (A8); A9: follow-up
  // rounds keep the bonus, or are general assaults that earn none; A29: a won "Roll again" counts, or not
  const won =
    diff > 0 &&
    (natA > natD || c.bonusOnModifiedWin === 1) &&
    (c.bonusOnRollAgain === 1 || action !== ACT.ROLL_AGAIN);
  const bonus = won && (c.followUpKeepsBonus === 1 || st[SO.ROUND] === 1);
  st[SO.C_BONUS] = bonus ? c.winWinC : 0;
  if (bonus) {
    dM += c.winWinM;
    dP += c.winWinP;
  }
  // §5.5 Break off: one more M hit, unless no movement is left to break off (Stalled)
  const breakOff = action === ACT.BREAK_OFF;
  if (breakOff && c.movementLeft) aM += c.breakOffM;
  st[SO.PROV] = prov;
  out[RO.M + SIDE.ATT] = aM;
  out[RO.M + SIDE.DEF] = dM;
  out[RO.B + SIDE.ATT] = onA ? b : 0;
  out[RO.B + SIDE.DEF] = onD ? b : 0;
  out[RO.P + SIDE.ATT] = onA ? p : 0;
  out[RO.P + SIDE.DEF] = dP;
  out[RO.ACTION] = action;
  out[RO.DIFF] = diff;
  out[RO.BREAK_OFF] = breakOff ? 1 : 0;
}

/**
 * After a round's hits: decide the assault if someone moved away, a side is
 * gone or the attacker broke off (§5.5), or stop it at the round cap; returns
 * true if the sides fight another round (§5.1 Follow-up Assaults). `over`
 * (called with the decision) ends the phase on st.
 */
export function roundGoesOn(c: CompiledAssault, st: Int32Array, action: number, breakOff: boolean): boolean {
  const responded = st[SO.RESPONSE + SIDE.ATT] !== RANK.NONE || st[SO.RESPONSE + SIDE.DEF] !== RANK.NONE;
  const gone =
    st[SO.BASES + SIDE.ATT] + st[SO.BATTERIES + SIDE.ATT] === 0 ||
    st[SO.BASES + SIDE.DEF] + st[SO.BATTERIES + SIDE.DEF] === 0;
  // §5.5 Stalled Assaults: a break-off without movement stays; within 2" it fights on
  if (responded || gone || (breakOff && (c.movementLeft || !c.allOutRange))) {
    st[SO.DECISION] = decide(c, st, action);
    return false;
  }
  // §5.1 Follow-up Assaults: no one moved away (Roll again, a stalled break-off
  // within 2", or a cell that left both sides facing each other), so another
  // round follows, up to the cap.
  if (st[SO.ROUND] >= c.maxRounds) {
    st[SO.DECISION] = DEC.UNRESOLVED;
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
  let aM = h[RO.M + SIDE.ATT];
  let dM = h[RO.M + SIDE.DEF];
  if (h[RO.NATURAL + SIDE.ATT] > 0) {
    aM += c.naturalM[h[RO.NATURAL + SIDE.ATT]];
    st[SO.PROV] |= c.pointsProv[SIDE.ATT];
  }
  if (h[RO.NATURAL + SIDE.DEF] > 0) {
    dM += c.naturalM[10 + h[RO.NATURAL + SIDE.DEF]];
    st[SO.PROV] |= c.pointsProv[SIDE.DEF];
  }
  takePrisoners(c, st, SIDE.ATT, unitHits(c, st, SIDE.ATT, aM, h[RO.B + SIDE.ATT], h[RO.P + SIDE.ATT]));
  takePrisoners(c, st, SIDE.DEF, unitHits(c, st, SIDE.DEF, dM, h[RO.B + SIDE.DEF], h[RO.P + SIDE.DEF]));
  if (roundGoesOn(c, st, h[RO.ACTION], h[RO.BREAK_OFF] === 1)) return true;
  // the sides would roll again at the cap: the phase is not over, so no disorder yet
  endOfPhase(c, st, st[SO.DECISION] !== DEC.UNRESOLVED);
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
  st[SO.M_TAKEN + k] += m;
  // §5.5 M hits beyond Demoralized become P hits
  const morale = st[SO.MORALE + k] + m;
  if (morale > MORALE.DEMORALIZED) {
    p += morale - MORALE.DEMORALIZED;
    st[SO.MORALE + k] = MORALE.DEMORALIZED;
  } else st[SO.MORALE + k] = morale;
  st[SO.P_TAKEN + k] += p;
  if (p > st[SO.WORST_P + k]) st[SO.WORST_P + k] = p;
  baseHits(c, st, k, b);
  if (p === 0) return 0;
  // §5.5 Panic Hits: the level picks the Panic Index line by grade
  const level = p > 4 ? 4 : p;
  const idx = k * 4 + level - 1;
  // §4.6, §6.2: a Panic 4 event counts even if the same result destroys or captures the unit
  if (level === 4) st[SO.PANIC4] |= 1 << k;
  if (st[SO.BASES + k] + st[SO.BATTERIES + k] === 0) return 0;
  const rank = c.panicRank[idx];
  c.trace[1 + k] = idx + 1;
  st[SO.PROV] |= c.panicProv[idx];
  let loss = c.panicLoss[idx];
  if (rank >= RANK.RE) loss += c.lossPlus[k]; // §6.3 panic base hit modifiers
  if (c.canRetreat[k] === 0) {
    // §5.5 Group Surrender: Crack breaks out at the cost of one base hit, all others surrender
    if (c.breaksOut[k] === 1) {
      st[SO.RESPONSE + k] = rank;
      baseHits(c, st, k, 1);
      loss = 0;
    } else {
      st[SO.RESPONSE + k] = RANK.SURRENDER;
      loss = st[SO.BASES + k] + st[SO.BATTERIES + k];
    }
  } else st[SO.RESPONSE + k] = rank;
  // §5.5 batteries: a retreat costs each one damage point; a rout abandons them
  if (st[SO.RESPONSE + k] === RANK.RE) st[SO.BATTERY_DAMAGE + k] += st[SO.BATTERIES + k];
  if (st[SO.RESPONSE + k] === RANK.RT) loseBatteries(st, k, st[SO.BATTERIES + k]);
  // §5.5 Units that rout take one more M hit "at the end of their rout move" (no P if Demoralized): not one that surrendered
  if (st[SO.RESPONSE + k] === RANK.RT && st[SO.MORALE + k] < MORALE.DEMORALIZED) {
    st[SO.MORALE + k] = Math.min(MORALE.DEMORALIZED, st[SO.MORALE + k] + c.routM);
  }
  // §5.5 "abandoned (captured/lost) regardless of other results": a routed unit of batteries alone has its loss in
  // them (switch routedBatteryLoss pooled: its loss number goes to the side's, taken from the brigades beside it)
  if (st[SO.RESPONSE + k] === RANK.RT && st[SO.BASES + k] === 0 && c.batteryRoutPooled === 0) return 0;
  if (st[SO.RESPONSE + k] !== RANK.SURRENDER) return loss;
  takePrisoners(c, st, k, loss);
  return 0;
}

/**
 * §5.5 Loss Number: prisoners, after the base hits, from the bases and then the batteries (batteries last: a fixed
 * reading, not the text's, docs/limitations.md); returns those not found.
 */
export function takePrisoners(
  c: { lostCountsPrisoners: number },
  st: Int32Array,
  k: number,
  loss: number,
): number {
  if (loss <= 0) return 0;
  const prisoners = loss < st[SO.BASES + k] ? loss : st[SO.BASES + k];
  st[SO.BASES + k] -= prisoners;
  st[SO.PRISONERS + k] += prisoners;
  if (c.lostCountsPrisoners === 1) st[SO.LOST + k] += prisoners; // A25
  const before = st[SO.BATTERIES + k];
  loseBatteries(st, k, loss - prisoners);
  return loss - prisoners - (before - st[SO.BATTERIES + k]);
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
  const lostB = b < st[SO.BASES + k] ? b : st[SO.BASES + k];
  st[SO.BASES + k] -= lostB;
  st[SO.B_TAKEN + k] += lostB;
  st[SO.LOST + k] += lostB;
  if (st[SO.BATTERIES + k] > 0)
    st[SO.BATTERY_DAMAGE + k] += c.damageEachBattery === 1 ? st[SO.BATTERIES + k] : b;
}

function loseBatteries(st: Int32Array, k: number, n: number): void {
  const lost = n < st[SO.BATTERIES + k] ? n : st[SO.BATTERIES + k];
  if (lost <= 0) return;
  st[SO.BATTERIES + k] -= lost;
  st[SO.BATTERIES_LOST + k] += lost;
}

/**
 * The end of the assault phase: §5.6 charge and retreat disorder (one M hit,
 * after all assaults; it stops at Demoralized), and which divisions must
 * test: a Panic 4 event, or a unit completely destroyed in the assault
 * (§5.5; switch destroyedInAssaultTest p4Only: only the Panic 4, §6.2).
 */
function endOfPhase(c: CompiledAssault, st: Int32Array, over: boolean): void {
  let test = st[SO.PANIC4];
  for (let k = 0; k < 2; k++) {
    // §5.5 "the parent division must still check for panic"
    if (c.destroyedTests === 1 && unitDestroyed(c, st, k)) test |= 1 << k;
    if (st[SO.BASES + k] + st[SO.BATTERIES + k] === 0) continue;
    if (over)
      unitDisorder(
        c,
        st,
        k,
        movedDecision(c, st[SO.DECISION], st[SO.ACTION]),
        k === SIDE.ATT && c.chargeMovement,
      );
  }
  st[SO.DIVISION_TEST] = test;
}

/**
 * Whether side k lost a whole unit in the assault (§5.5): its infantry and
 * cavalry bases all gone, or an artillery unit's batteries abandoned,
 * captured or surrendered (a battery is a unit, §1.3). A side's bases are
 * one formation, so one of several brigades wiped out alone is not seen.
 */
export function unitDestroyed(c: CompiledAssault, st: Int32Array, k: number): boolean {
  if (c.init[SO.BASES + k] > 0 && st[SO.BASES + k] === 0) return true;
  return c.batteryUnit[k] > 0 && st[SO.BATTERIES_LOST + k] >= c.batteryUnit[k];
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
  const r = st[SO.RESPONSE + k];
  // A11: a rout's own M hit (§5.5) is its disorder, or disorder comes on top; A21: or only the attacker's
  const retreated =
    (r === RANK.RE || (r === RANK.RT && c.routDisorderOnce === 0)) &&
    (k === SIDE.ATT || c.retreatDisorderAttackerOnly === 0);
  // §5.5: "Units whose assault results state that they must breakthrough will move to the limit of their full assault movement"
  // "unless countermanded by a new assault result": an attacker forced back does not follow it
  const charged =
    k === SIDE.ATT && (chargeMovement || (decision === DEC.BREAKTHROUGH_MUST && r === RANK.NONE));
  // A11 one: a unit that routed has had its disorder in the rout hit, even if it charged too (§5.6 "one morale hit");
  // only A24's second, §3.1 charge-movement hit is left
  const routHitIsDisorder = r === RANK.RT && c.routDisorderOnce === 1;
  if ((retreated || charged) && c.disorderM > 0 && !(routHitIsDisorder && c.chargeDisorderTwice === 0)) {
    // A24 chargeDisorder twice: the §3.1 charge-movement 1M comes on top of the §5.6 disorder
    const m = routHitIsDisorder
      ? c.disorderM
      : charged && c.chargeDisorderTwice === 1
        ? 2 * c.disorderM
        : c.disorderM;
    st[SO.MORALE + k] = Math.min(MORALE.DEMORALIZED, st[SO.MORALE + k] + m);
    st[SO.DISORDER] |= 1 << k;
  }
}

/**
 * The decision that says how the attacker moved: a defender wiped out or
 * surrendered leaves the attacker its cell's action (§5.5 "must
 * breakthrough ... unless countermanded by a new assault result"; the empty
 * position is none).
 */
export function movedDecision(c: CompiledAssault, decision: number, action: number): number {
  return decision === DEC.DEFENDER_DESTROYED || decision === DEC.DEFENDER_SURRENDERS
    ? actionDecision(c, action)
    : decision;
}

/** How the assault ended, from the responses and the attacker's action (§5.5). */
export function decide(c: CompiledAssault, st: Int32Array, action: number): number {
  const aResp = st[SO.RESPONSE + SIDE.ATT];
  const dResp = st[SO.RESPONSE + SIDE.DEF];
  // §5.5 Group Surrender: a side that surrenders is named as surrendering
  if (aResp === RANK.SURRENDER && dResp === RANK.SURRENDER) return DEC.BOTH_SURRENDER;
  if (aResp === RANK.SURRENDER) return DEC.ATTACKER_SURRENDERS;
  if (dResp === RANK.SURRENDER) return DEC.DEFENDER_SURRENDERS;
  const aGone = st[SO.BASES + SIDE.ATT] + st[SO.BATTERIES + SIDE.ATT] === 0;
  const dGone = st[SO.BASES + SIDE.DEF] + st[SO.BATTERIES + SIDE.DEF] === 0;
  if (aResp !== RANK.NONE && dResp !== RANK.NONE) return DEC.BOTH_RETIRE;
  // §5.5 "Bases lost are removed immediately": a side wiped out holds nothing, so with the other forced back, or wiped
  // out too, neither holds the ground ("the apparent victor of an assault pulling back")
  if ((dGone && (aResp !== RANK.NONE || aGone)) || (aGone && dResp !== RANK.NONE)) return DEC.BOTH_RETIRE;
  if (aResp !== RANK.NONE || aGone) return DEC.REPULSED;
  if (dGone) return DEC.DEFENDER_DESTROYED;
  // §5.5 Stalled Assaults: an attacker that cannot break off, facing a defender forced away, holds where it stands (Drive Away)
  if (action === ACT.BREAK_OFF && !c.movementLeft && dResp !== RANK.NONE) return DEC.DRIVE_AWAY;
  return actionDecision(c, action);
}

/**
 * Who won (WINNERS) a finished assault: the side its decision leaves holding the ground, but none where that side
 * was forced back too, or left it (§5.5 "All results for each round of assault combat are applied simultaneously,
 * as are the mandatory movements"): an attacker breaking off from a defender its panic forced back; a defender
 * surrendering to an attacker forced back, or an attacker to a defender forced back; a defender wiped out or surrendered before an attacker whose cell breaks
 * it off and that has the movement to (`movementLeft`). The decision itself stands: it says how the attacker moves.
 */
export function winnerOf(st: Int32Array, movementLeft: boolean): number {
  const d = st[SO.DECISION];
  if (d === DEC.BREAK_OFF && st[SO.RESPONSE + SIDE.DEF] !== RANK.NONE) return NEITHER;
  // the mirror of a defender surrendering to an attacker forced back
  if (d === DEC.ATTACKER_SURRENDERS && st[SO.RESPONSE + SIDE.DEF] !== RANK.NONE) return NEITHER;
  if (d === DEC.DEFENDER_SURRENDERS || d === DEC.DEFENDER_DESTROYED) {
    if (d === DEC.DEFENDER_SURRENDERS && st[SO.RESPONSE + SIDE.ATT] !== RANK.NONE) return NEITHER;
    if (movementLeft && st[SO.ACTION] === ACT.BREAK_OFF) return NEITHER;
  }
  return WINNER_OF_DECISION[d];
}
const NEITHER = WINNERS.indexOf('neither');

/** What the attacker's cell action makes of an assault it won (§5.5): break off, carry, break through, overrun, stalled or drive away. */
export function actionDecision(c: CompiledAssault, action: number): number {
  // §5.5 Stalled Assaults: no movement left to break off
  if (action === ACT.BREAK_OFF) return c.movementLeft ? DEC.BREAK_OFF : DEC.BREAK_OFF_STALLED;
  const advancing =
    action === ACT.CARRY ||
    action === ACT.BREAKTHROUGH_MAY ||
    action === ACT.BREAKTHROUGH_MUST ||
    action === ACT.OVERRUN;
  // §5.5 Stalled: no movement left to carry, break through or overrun
  if (advancing && !c.movementLeft) return DEC.STALLED;
  // §5.5 Drive Away: an attacker that cannot advance into the position holds where it stands
  if (advancing && !c.canEnterPosition) return DEC.DRIVE_AWAY;
  if (action === ACT.CARRY) return DEC.CARRY;
  if (action === ACT.BREAKTHROUGH_MAY) return DEC.BREAKTHROUGH_MAY;
  if (action === ACT.BREAKTHROUGH_MUST) return DEC.BREAKTHROUGH_MUST;
  // §5.5 Overrun is for cavalry; others break through
  if (action === ACT.OVERRUN) return c.attackerCavalry ? DEC.OVERRUN : DEC.BREAKTHROUGH_MAY;
  return DEC.DRIVE_AWAY;
}
