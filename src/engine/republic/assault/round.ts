import { ACTIONS } from '../../notation/assault-cell.ts';
import { ATT, D_INDEX, DEF, NO_RESPONSE, S, SURRENDER } from './assault-state.ts';
import type { CompiledAssault } from './compile-assault.ts';
import { DEMORALIZED } from '../rules/grades.ts';

const BREAK_OFF = ACTIONS.indexOf('Break off');
const CARRY = ACTIONS.indexOf('Carry');
const BREAKTHROUGH_MAY = ACTIONS.indexOf('Breakthrough may');
const BREAKTHROUGH_MUST = ACTIONS.indexOf('Breakthrough must');
const OVERRUN = ACTIONS.indexOf('Overrun');
const RE = 3;
const RT = 4;

/**
 * One assault round (§5.1 steps 2-6, §5.5) from the natural dice. Updates
 * the state; returns true if the sides fight another round.
 */
export function applyRound(c: CompiledAssault, st: Int32Array, natA: number, natD: number): boolean {
  st[S.ROUND]++;
  const at = (st[S.BASES + ATT] * (c.dMax + 1) + st[S.BASES + DEF]) * 2;
  const aMorale = st[S.MORALE + ATT];
  const dMorale = st[S.MORALE + DEF];
  // §5.1 steps 2-3, §5.4: the modified difference, attacker minus defender
  let diff =
    natA - natD + c.staticDiff + c.outMod[at] - c.outMod[at + 1] + st[S.C_BONUS] +
    (st[S.LOST + ATT] - st[S.LOST + DEF]) * c.recentBaseLost +
    (st[S.WORST_P + ATT] - st[S.WORST_P + DEF]) * c.worstPanicHit +
    c.moraleMod[aMorale] - c.moraleMod[5 + dMorale];
  let prov = st[S.PROV] | c.outProv[at >> 1] | c.moraleProv[aMorale] | c.moraleProv[5 + dMorale];
  // §5.1 step 4: the difference picks the table row (clamped to its span)
  if (diff > c.maxDiff) {
    diff = c.maxDiff;
    st[S.CLAMPED] = 1;
  } else if (diff < c.minDiff) {
    diff = c.minDiff;
    st[S.CLAMPED] = 1;
  }
  const row = c.maxDiff - diff;
  prov |= c.cellProv[row];
  const action = c.cellAction[row];
  st[S.ACTION] = action;
  const m = c.cellHits[row * 3];
  const b = c.cellHits[row * 3 + 1];
  const p = c.cellHits[row * 3 + 2];
  // Above zero the hits fall on the defender, below on the attacker; `each` on both (§5.3).
  const each = c.cellEach[row] === 1;
  const onA = each || diff < 0;
  const onD = each || diff > 0;
  let aM = onA ? m : 0;
  let dM = onD ? m : 0;
  let dP = onD ? p : 0;
  // §5.1 step 6: the natural-roll loser takes ceil(difference / points per hit) M
  if (natA < natD) {
    if (c.naturalRule === 0 || diff < 0) {
      aM += c.naturalM[natD - natA];
      prov |= c.pointsProv[ATT];
    }
  } else if (natA > natD) {
    if (c.naturalRule === 0 || diff > 0) {
      dM += c.naturalM[10 + natA - natD];
      prov |= c.pointsProv[DEF];
    }
  }
  // §5.1 All Out Assault, §5.2 Mixed: a Win/Win adds hits on the loser and the C bonus
  const winWin = diff > 0 && natA > natD;
  st[S.C_BONUS] = winWin ? c.winWinC : 0;
  if (winWin) {
    dM += c.winWinM;
    dP += c.winWinP;
  }
  if (action === BREAK_OFF) aM += c.breakOffM; // §5.5 Break off: one more M hit
  st[S.PROV] = prov;

  applyHits(c, st, ATT, aM, onA ? b : 0, onA ? p : 0);
  applyHits(c, st, DEF, dM, onD ? b : 0, dP);

  if (st[S.RESPONSE + ATT] !== NO_RESPONSE || st[S.RESPONSE + DEF] !== NO_RESPONSE || action === BREAK_OFF || st[S.BASES + ATT] === 0 || st[S.BASES + DEF] === 0) {
    st[S.DECISION] = decide(c, st, action);
    return false;
  }
  // §5.1 Follow-up Assaults: no one moved away (Roll again, or a cell that left
  // both sides facing each other), so another round follows, up to the cap.
  if (st[S.ROUND] >= c.maxRounds) {
    st[S.DECISION] = D_INDEX.unresolved;
    return false;
  }
  return true;
}

/** Apply this round's hits to one side: M to P past Demoralized, B, then the panic response. */
function applyHits(c: CompiledAssault, st: Int32Array, k: number, m: number, b: number, p: number): void {
  if (m === 0 && b === 0 && p === 0) return;
  st[S.M_TAKEN + k] += m;
  // §5.5 M hits beyond Demoralized become P hits
  const morale = st[S.MORALE + k] + m;
  if (morale > DEMORALIZED) {
    p += morale - DEMORALIZED;
    st[S.MORALE + k] = DEMORALIZED;
  } else st[S.MORALE + k] = morale;
  st[S.P_TAKEN + k] += p;
  if (p > st[S.WORST_P + k]) st[S.WORST_P + k] = p;
  // §5.5 Base hits are removed before prisoners
  const lostB = b < st[S.BASES + k] ? b : st[S.BASES + k];
  st[S.BASES + k] -= lostB;
  st[S.B_TAKEN + k] += lostB;
  st[S.LOST + k] += lostB;
  if (p === 0 || st[S.BASES + k] === 0) return;
  // §5.5 Panic Hits: the level picks the Panic Index line by grade
  const level = p > 4 ? 4 : p;
  const idx = k * 4 + level - 1;
  const rank = c.panicRank[idx];
  st[S.PROV] |= c.panicProv[idx];
  if (level === 4) st[S.PANIC4] |= 1 << k;
  let loss = c.panicLoss[idx];
  if (rank >= RE) loss += c.lossPlus[k]; // §6.3 panic base hit modifiers
  if (c.isArtillery[k] === 1 && rank === RE) loss += 1; // §5.5 a retreating battery takes 1 damage
  if (c.isArtillery[k] === 1 && rank === RT) loss = st[S.BASES + k]; // §5.5 a routing battery is lost
  if (c.canRetreat[k] === 0) {
    // §5.5 Group Surrender: Crack breaks out at 1B, all others surrender
    loss = c.breaksOut[k] === 1 ? 1 : st[S.BASES + k];
    st[S.RESPONSE + k] = c.breaksOut[k] === 1 ? rank : SURRENDER;
  } else st[S.RESPONSE + k] = rank;
  const prisoners = loss < st[S.BASES + k] ? loss : st[S.BASES + k];
  st[S.BASES + k] -= prisoners;
  st[S.PRISONERS + k] += prisoners;
  // §5.5 Units that rout take one more M hit at the end of the move (no P if Demoralized)
  if (rank === RT && st[S.MORALE + k] < DEMORALIZED) {
    st[S.MORALE + k] = Math.min(DEMORALIZED, st[S.MORALE + k] + c.routM);
  }
}

/** How the assault ended, from the responses and the attacker's action (§5.5). */
function decide(c: CompiledAssault, st: Int32Array, action: number): number {
  const aResp = st[S.RESPONSE + ATT];
  const dResp = st[S.RESPONSE + DEF];
  if (aResp !== NO_RESPONSE && dResp !== NO_RESPONSE) return D_INDEX.both_retire;
  if (aResp === SURRENDER) return D_INDEX.attacker_surrenders;
  if (aResp !== NO_RESPONSE || st[S.BASES + ATT] === 0) return D_INDEX.repulsed;
  if (dResp === SURRENDER) return D_INDEX.defender_surrenders;
  if (st[S.BASES + DEF] === 0) return D_INDEX.defender_destroyed;
  if (action === BREAK_OFF) return D_INDEX.break_off;
  const advancing = action === CARRY || action === BREAKTHROUGH_MAY || action === BREAKTHROUGH_MUST || action === OVERRUN;
  // §5.5 Stalled: no movement left to carry, break through or overrun
  if (advancing && !c.attackerCanAdvance) return D_INDEX.stalled;
  if (action === CARRY) return D_INDEX.carry;
  if (action === BREAKTHROUGH_MAY) return D_INDEX.breakthrough_may;
  if (action === BREAKTHROUGH_MUST) return D_INDEX.breakthrough_must;
  // §5.5 Overrun is for cavalry; others break through
  if (action === OVERRUN) return c.attackerCavalry ? D_INDEX.overrun : D_INDEX.breakthrough_may;
  return D_INDEX.drive_away;
}
