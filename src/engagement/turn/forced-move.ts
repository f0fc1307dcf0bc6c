import { panicDeserters, panicLevel } from '../../engine/republic/artillery/fire-panic.ts';
import { addMoraleHits } from '../../engine/republic/morale.ts';
import { MORALE_STATES } from '../../engine/republic/rules/grades.ts';
import { MORALE, RANK } from '../../engine/republic/assault/assault-state.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import {
  bookLoss,
  CAUSE,
  DIRTY,
  markDisorder,
  markIfDestroyed,
  refreshFrontBack,
  RULE,
  type FieldState,
} from '../state/field-state.ts';

const SHAKEN = MORALE_STATES.indexOf('shaken');

/**
 * A forced move (§3.3) of response rank `rank`: the unit goes back the
 * move's distance (cavalry 200%, §5.5), less what it already moved back
 * in this turn's assault phase in the `divisional` panic move (§6.1; switch forcedMoveMatch,
 * A23: allForcedMoves, in every forced move); one that would end on a friend standing
 * behind it goes on to the next move down the list (§3.3) and takes that
 * move's effects (moveEffects) beyond those of `applied`, the rank whose
 * effects the caller already took (-1 none). An assault loser that lost both rolls (`loseLose`) and
 * moves through friends of its sector within 3" behind it (cavalry 6") gives
 * them pass-through hits (§5.5 Lose/Lose passage of lines), by its morale
 * while moving, `moraleMoving`: before the rout's own hit, which comes "at
 * the end of their rout move". `alreadyBack`: inches the same event already sent it back (a support's panic move),
 * which this move only makes up to its own distance (§3.3 "out to the maximum distance required"). Returns the rank
 * of the move made.
 */
export function forcedMove(
  c: CompiledEngagement,
  f: FieldState,
  u: number,
  rank: number,
  loseLose: boolean,
  applied: number,
  divisional = false,
  moraleMoving = f.morale[u],
  alreadyBack = 0,
): number {
  const cavalry = c.cavalry[u] === 1;
  // A23 forcedMoveMatch: every forced move, or only the divisional panic move, is less what the unit already moved back
  const match = divisional || !c.sw.matchDivisionalOnly;
  // §6.1 "already conducted other forced retrograde moves during the current turn's assault phase": not the fire phase's
  // (the assault phase's moves back include any `alreadyBack`)
  const already = match ? f.movedBack[u] - f.backBeforeAssault[u] : alreadyBack;
  const from = f.pos[u];
  // §3.3 "If the mandatory move cannot be executed without direct stacking of formations ... the next move option down the list"
  let r = rank;
  let extra = c.forcedInches[2 * r + (cavalry ? 1 : 0)] - already;
  while (r < RANK.RT && extra > 0 && !alone(c, u) && stackedAt(c, f, u, from, from - extra))
    extra = c.forcedInches[2 * ++r + (cavalry ? 1 : 0)] - already;
  if (r > f.response[u]) {
    // listed the first time in the turn it is set, for startPlayerTurn to reset
    if (f.response[u] < 0) f.responded[f.nResponded++] = u;
    f.response[u] = r;
  }
  // §5.6 disorder looks only at a retreat or a rout (and a charge, which moveForward marks)
  if (r >= RANK.RE) markDisorder(f, u);
  f.forcedTurn = f.playerTurns;
  moveEffects(c, f, u, r, applied);
  if (extra <= 0 || f.bases[u] === 0) return r;
  f.pos[u] -= extra;
  refreshFrontBack(c, f, u);
  f.movedBack[u] += extra;
  if (!loseLose || c.combat[u] === 0) return r;
  // §5.5: only the two worst results of each category pass hits on
  const t = c.rules.forcedMoves.passThroughHits;
  const m =
    moraleMoving >= MORALE.DEMORALIZED ? t.demoralizedM.value : moraleMoving === SHAKEN ? t.shakenM.value : 0;
  const p = r === RANK.RT ? t.routedP.value : r === RANK.RE ? t.retreatedP.value : 0;
  if ((m === 0 && p === 0) || alone(c, u)) return r;
  const reach = c.passThrough * (cavalry ? 2 : 1);
  const stood = turnStart(f, u);
  const { at, units } = c.ix;
  const k = c.ix.side[u] * c.nSectors + c.ix.sector[u];
  for (let i = at[k], end = at[k + 1]; i < end; i++) {
    const v = units[i];
    if (v === u || f.bases[v] === 0) continue;
    // a friend that stood level with it when the turn began stands beside it: a move straight back passes no one there
    if (
      f.pos[v] < from &&
      from - f.pos[v] <= reach &&
      f.pos[v] >= f.pos[u] &&
      Math.abs(turnStart(f, v) - stood) >= 0.5
    ) {
      f.ruleCount[RULE['§5.5 lose/lose pass-through hits']]++;
      bookLoss(c, f, v, passThroughHits(c, f, v, m, p), CAUSE['pass-through']);
    }
  }
  return r;
}

/**
 * §5.5 what a forced move of rank `r` costs besides its inches, unless the
 * caller took them already for rank `applied` or worse: "Units that rout
 * will suffer an additional morale hit at the end of their rout move, if
 * already demoralized the unit remains demoralized"; "Batteries required to
 * retreat may also limber-up, but each suffers one damage point (base
 * hit). Artillery batteries required to rout are abandoned (captured/lost)".
 */
function moveEffects(c: CompiledEngagement, f: FieldState, u: number, r: number, applied: number): void {
  if (r <= applied || r < RANK.RE) return;
  if (c.combat[u] === 0) {
    if (r === RANK.RE) f.damage[u] += f.bases[u];
    else {
      f.prisoners[u] += f.bases[u];
      f.bases[u] = 0;
      refreshFrontBack(c, f, u);
      return;
    }
  }
  if (r === RANK.RT && f.morale[u] < MORALE.DEMORALIZED)
    f.morale[u] = Math.min(MORALE.DEMORALIZED, f.morale[u] + c.rules.forcedMoves.routMoraleHits.value);
}

/** Whether unit u is alone on its side of its sector: no friend to stack on (§3.3) or to pass through (§5.5). */
function alone(c: CompiledEngagement, u: number): boolean {
  const k = c.ix.side[u] * c.nSectors + c.ix.sector[u];
  return c.ix.at[k + 1] - c.ix.at[k] === 1;
}

/**
 * Where unit u stood when the player turn began: its position less this turn's forward moves, plus its forced moves
 * back. Two units of a sector that stood level then stand side by side (the sector has no lateral room to place them):
 * moving straight back, whoever moves first and however far either advanced, keeps them side by side.
 */
function turnStart(f: FieldState, u: number): number {
  return f.pos[u] + f.movedBack[u] - f.advanced[u];
}

/**
 * Whether a unit moving back from `from` to `end` would end on a friend of its sector that stood behind it (§3.3 stacking).
 * A friend that stood level with it when the turn began stands beside it, not behind (turnStart).
 */
function stackedAt(c: CompiledEngagement, f: FieldState, u: number, from: number, end: number): boolean {
  const depth = c.stackDepth;
  const { at, units } = c.ix;
  const k = c.ix.side[u] * c.nSectors + c.ix.sector[u];
  const stood = turnStart(f, u);
  for (let i = at[k], stop = at[k + 1]; i < stop; i++) {
    const v = units[i];
    if (v === u || f.bases[v] === 0 || f.pos[v] >= from - 0.5) continue;
    if (Math.abs(turnStart(f, v) - stood) < 0.5) continue; // level when the turn began: side by side
    if (Math.abs(f.pos[v] - end) < depth) return true;
  }
  return false;
}

/**
 * §5.5 pass-through hits on a friend: M hits (past Demoralized they become P)
 * and P hits; "If the unit suffering pass through hits of either type (M or
 * P) was already demoralized, it immediately goes to Panic 4." Returns the bases deserted.
 */
export function passThroughHits(
  c: CompiledEngagement,
  f: FieldState,
  v: number,
  m: number,
  p: number,
): number {
  if (f.morale[v] >= MORALE.DEMORALIZED) return panicHits(c, f, v, 4, true);
  f.morale[v] = addMoraleHits(f.morale[v], m, c.scratch);
  return panicHits(c, f, v, p + c.scratch[0], true);
}

/**
 * P hits outside an assault's own rounds (fire §4.6, pass-through §5.5): the
 * unit's own Panic Index line gives its forced move; at Panic 4 (A26
 * everyLevel: at any level) the loss number deserts (§4.7) and the division will test (§6.2; fire only under
 * panic4Test anyPhase, A12); the move takes its §5.5 effects (moveEffects:
 * a rout's M hit, a battery's retreat damage or abandonment). Returns the bases deserted.
 */
export function panicHits(
  c: CompiledEngagement,
  f: FieldState,
  u: number,
  p: number,
  assaultPhase: boolean,
): number {
  const level = panicLevel(p);
  if (level === 0) return 0;
  const fp = c.unitRules[u].panic;
  // §4.6 "Any panic hits inflicted are still active for purposes of division panic even if B hits completely destroy the unit"
  // §5.4 "the maximum number of panic hits suffered so far during the current assault phase by the single worst-case participating unit"
  if (assaultPhase && p > f.worstP[u]) f.worstP[u] = p;
  if (level === 4 && (assaultPhase || fp.divisionTests)) {
    f.p4[u] = 1;
    f.dirty |= DIRTY.panicEvent;
  }
  if (f.bases[u] === 0) return 0;
  if (fp.provisional[level - 1]) f.prov = 1;
  const gone = panicDeserters(fp, p, f.bases[u]);
  if (gone > 0) {
    f.bases[u] -= gone;
    refreshFrontBack(c, f, u);
    f.deserted[u] += gone;
    if (c.sw.basesLostAllLosses) f.lostThisTurn[u] += gone; // A25: §5.4 bases lost this turn
  }
  forcedMove(c, f, u, fp.rank[level - 1], false, -1);
  // emptied by its deserters or a battery's abandonment: destroyed, when in the assault phase
  if (assaultPhase) markIfDestroyed(f, u);
  return gone;
}
