import { d10 } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import {
  doubleReadAs,
  horsDeCombatModifier,
  horsDeCombatRow,
} from '../../engine/republic/hors-de-combat/hors-de-combat.ts';
import { ATT, DEF, S_B_TAKEN, S_BATTERY_DAMAGE } from '../../engine/republic/assault/assault-state.ts';
import { MAX_PARTY } from '../assault/party.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { RULE, type FieldState } from '../state/field-state.ts';
import { enemyMarkersNear } from './enemy-markers-near.ts';

/**
 * hdcReach's marks, any of which makes the leader roll: a hit booked at the check (its enemy markers read
 * there, on a double only), a hit booked as it landed, and enemy markers within reach of him then (§4.7 +1).
 * A const enum: a bundle writes its members in as literals.
 */
const enum MARK {
  AT_CHECK = 1,
  EARLY = 2,
  MARKERS_NEAR = 4,
  /** an EARLY booking's division whose enemy markers are not read yet (markersNearNow) */
  REACHED_NOW = 8,
}

/**
 * §4.7 / §5.6 Hors de Combat after a phase: "roll 2D10 for each leader who
 * was within 4" of any unit that suffered base hits": each division leader
 * still in action, standing with the units leaderWith places him with,
 * rolls when any unit of either side within 4" of them took base hits this
 * phase; +1 per base hit on his own side's units among them ("for each
 * friendly unit within 4" which suffered base hits ... add one point per
 * base hit within range"), +1 if enemy skirmish markers stand within 4"
 * of him (enemyMarkersNear) as a hit that reaches him is booked: at the
 * check, or as the hit landed (horsDeCombatReach atHits).
 * A leader lost is replaced in his side's next command phase.
 */
export function horsDeCombatCheck(rng: Stream, c: CompiledEngagement, f: FieldState): void {
  // the units hit this phase, in unit order
  const hit = c.hitUnits;
  let nHit = 0;
  for (let v = 0; v < c.nUnits; v++) if (f.bThisPhase[v] !== 0) hit[nHit++] = v;
  if (nHit > 0) leaderChecks(rng, c, f, nHit);
}

/**
 * horsDeCombatCheck over the units hit this phase a caller has listed, in
 * unit order, in c.hitUnits' first `nHit` slots: each has bThisPhase, and
 * no other unit has. Base hits a writer booked as they landed (recordHits)
 * count where the units stood then; the rest are booked now, where they
 * stand: the fire's (its checks come before its moves, §4.7), and every
 * hit under horsDeCombatReach endOfPhase. Their bThisPhase and the
 * bookings are cleared.
 */
export function leaderChecks(rng: Stream, c: CompiledEngagement, f: FieldState, nHit: number): void {
  const hdc = c.hdc;
  const hit = c.hitUnits;
  const { bThisPhase, bRecorded, hdcReach, hdcHits } = f;
  for (let j = 0; j < nHit; j++) {
    const v = hit[j];
    const rest = bThisPhase[v] - bRecorded[v];
    if (rest !== 0) recordHits(c, f, v, rest, MARK.AT_CHECK);
    bThisPhase[v] = 0;
    bRecorded[v] = 0;
  }
  for (let d = 0; d < c.nDivisions; d++) {
    const reached = hdcReach[d];
    // recordHits books hits only with a mark: a division unmarked has none to clear
    if (reached === 0) continue;
    const hits = hdcHits[d];
    hdcReach[d] = 0;
    hdcHits[d] = 0;
    if (f.horsDeCombat[d]) continue;
    hdc.baseHitsWithin4 = hits;
    const a = d10(rng);
    const b = d10(rng);
    // not a double: no effect, the modifiers not read (doubleReadAs)
    if (a !== b) continue;
    hdc.enemySkirmisherWithin4 =
      (reached & MARK.MARKERS_NEAR) !== 0 ||
      ((reached & MARK.AT_CHECK) !== 0 && enemyMarkersNear(c, f, d, c.leaderReach.reach));
    const value = doubleReadAs(a, b, horsDeCombatModifier(c.rules, hdc));
    const row = c.rules.horsDeCombat.rows[horsDeCombatRow(c.rules, value)];
    if (row.cell.source === 'provisional') f.prov = 1;
    if (row.value === 1) {
      f.horsDeCombat[d] = 1;
      f.leadersLost[c.ix.divisionSide[d]]++;
      f.ruleCount[RULE['§4.7 leader hors de combat']]++;
    }
  }
}

/**
 * §4.7 "each leader who was within 4" of any unit that suffered base
 * hits": book `b` base hits unit v takes to each division whose leader
 * stands within reach of it now (near), and to his +1 a friendly base hit;
 * `when` AT_CHECK or EARLY, and EARLY also marks each division it reaches
 * REACHED_NOW, for markersNearNow.
 */
function recordHits(c: CompiledEngagement, f: FieldState, v: number, b: number, when: number): void {
  f.bRecorded[v] += b;
  const r = c.leaderReach;
  const reach = r.reach;
  const { division, unit } = r;
  const { side: sideOf, gap, divisionSide } = c.ix;
  const { pos, hdcReach, hdcHits } = f;
  const side = sideOf[v];
  const sector = c.ix.sector[v];
  const marks = when === MARK.EARLY ? MARK.EARLY | MARK.REACHED_NOW : when;
  // the leaders of v's sector alone, each division's units together: a division reached goes on to the next
  let reached = -1;
  for (let i = r.at[sector], end = r.at[sector + 1]; i < end; i++) {
    const d = division[i];
    const u = unit[i];
    // within reach of v (lateral offset not measured): a friend by the inches between them, a foe by distance()
    // (within), written out; the two stand in one sector, so at one gap
    if (
      d === reached ||
      !(sideOf[u] === side ? Math.abs(pos[u] - pos[v]) <= reach : gap[v] - pos[u] - pos[v] <= reach)
    )
      continue;
    reached = d;
    hdcReach[d] |= marks;
    if (divisionSide[d] === side) hdcHits[d] += b;
  }
}

/**
 * §4.7 the enemy's markers within 4" of the leader, read where the hits are booked (horsDeCombatReach): each
 * division an EARLY booking reached (REACHED_NOW) is marked MARKERS_NEAR if they stand within reach of him now
 * (enemyMarkersNear), out of recordHits' loop, which the fire's leader checks run.
 */
function markersNearNow(c: CompiledEngagement, f: FieldState): void {
  const hdcReach = f.hdcReach;
  for (let d = 0; d < c.nDivisions; d++) {
    const marks = hdcReach[d];
    if ((marks & MARK.REACHED_NOW) === 0) continue;
    hdcReach[d] =
      (marks & MARK.MARKERS_NEAR) === 0 && enemyMarkersNear(c, f, d, c.leaderReach.reach)
        ? (marks & ~MARK.REACHED_NOW) | MARK.MARKERS_NEAR
        : marks & ~MARK.REACHED_NOW;
  }
}

/**
 * §5.1 "Step 7: Leaders which have been within 4" of units that suffered
 * base hits" comes before "Step 8 ... all breakthrough movements and other
 * mandatory moves": under horsDeCombatReach atHits, book the base hits of
 * the assault just fought (c.party) where its units stand before any of
 * them makes its forced move.
 */
export function recordAssaultHits(c: CompiledEngagement, f: FieldState): void {
  if (!c.sw.hdcAtHits) return;
  const p = c.party;
  for (let k = 0; k < 2; k++)
    for (let i = 0; i < p.n[k]; i++) recordTaken(c, f, p.st[k * MAX_PARTY + i], p.ids[k * MAX_PARTY + i], k);
}

/** recordAssaultHits for one unit a side, attacker `a` and defender `d`: runPairAssault's one state holds both. */
export function recordPairHits(c: CompiledEngagement, f: FieldState, a: number, d: number): void {
  if (!c.sw.hdcAtHits) return;
  recordTaken(c, f, c.party.side, a, ATT);
  recordTaken(c, f, c.party.side, d, DEF);
}

/** The base hits the assault left unit u (side k of its state `st`), as writeUnit books them: a battery's are its damage points. */
function recordTaken(c: CompiledEngagement, f: FieldState, st: Int32Array, u: number, k: number): void {
  const b = c.combat[u] === 0 ? st[S_BATTERY_DAMAGE + k] : st[S_B_TAKEN + k];
  if (b === 0) return;
  recordHits(c, f, u, b, MARK.EARLY);
  markersNearNow(c, f);
}
