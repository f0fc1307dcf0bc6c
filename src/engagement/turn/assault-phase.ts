import type { Stream } from '../../engine/dice/stream.ts';
import { unitDisorder } from '../../engine/republic/assault/round.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { assaultTarget, DIRTY, RULE, type FieldState } from '../state/field-state.ts';
import { carryEmpty } from './carry.ts';
import { fight } from './fight.ts';
import { breakthrough } from './breakthrough.ts';
import { followUps } from './follow-ups.ts';
import { assaultForbidden, readLeadersAgain } from './gather.ts';
import { horsDeCombatCheck, leaderChecks } from './hors-de-combat-check.ts';
import { DEC, RANK, SIDE, SO } from '../../engine/republic/assault/assault-state.ts';

/**
 * §1.7 Assault phase of the attacking side: an assault in each sector where
 * a brigade closed to assault (§5), the units of each side read as one
 * formation for the modifiers and hit unit by unit; forced moves with
 * pass-through hits (§5.5); supports giving way; carry, break off, and a
 * breakthrough into the second line (one a sector: "must" always, "may" when
 * the doctrine pursues); hors de combat (§5.6); then charge and retreat
 * disorder (§5.6) for every unit that charged, retreated or routed this turn (markDisorder listed them).
 */
export function assaultPhase(rng: Stream, c: CompiledEngagement, f: FieldState, side: number): void {
  // loops, not fill and set: the arrays are a few sectors and units long
  for (let s = 0; s < c.nSectors; s++) {
    f.cBonus[s] = 0;
    f.pressed[s] = 0;
  }
  // with no forced move yet this turn, every unit's movedBack is the 0 the turn began with, as backBeforeAssault's is
  if (f.forcedTurn === f.playerTurns)
    for (let u = 0; u < c.nUnits; u++) f.backBeforeAssault[u] = f.movedBack[u];
  // a field set by hand may carry bThisPhase no writer listed: the check scans every unit for it
  const scan = (f.dirty & DIRTY.assaultHits) !== 0;
  f.nHit = 0;
  readLeadersAgain(c);
  // the arrays the sectors' scans read, held for the whole phase: an assault writes their elements, never replaces them
  const { at, units } = c.ix;
  const { assaulting, bases, pos } = f;
  const nSectors = c.nSectors;
  for (let sector = 0; sector < nSectors; sector++) {
    // §2.3 the sector's farthest-forward brigade that closed and may still assault (fire may have forbidden it); the
    // target is sought only once a unit of the sector is found assaulting: most sectors have none
    const k = side * nSectors + sector;
    let target = -2;
    let first = -1;
    for (let i = at[k], end = at[k + 1]; i < end; i++) {
      const u = units[i];
      if (!assaulting[u] || bases[u] === 0) continue;
      if (target === -2) target = assaultTarget(c, f, 1 - side, sector);
      if (target >= 0 && assaultForbidden(c, f, u, target)) continue;
      if (first < 0 || pos[u] > pos[first]) first = u;
    }
    if (first >= 0) sectorAssault(rng, c, f, side, sector, first, target);
  }
  followUps(rng, c, f, side);
  if (scan) horsDeCombatCheck(rng, c, f);
  else if (f.nHit > 0) {
    // the units the assaults hit (writeUnit listed them), in unit order as leaderChecks takes them
    sortUnits(c.hitUnits, f.nHit);
    leaderChecks(rng, c, f, f.nHit);
  }
  // the units that charged or made a forced move this turn, as their writers listed them (markDisorder); a field set by hand, every unit
  if (f.dirty & DIRTY.disorder) for (let u = 0; u < c.nUnits; u++) disorder(c, f, side, u);
  else for (let i = 0; i < f.nDisorder; i++) disorder(c, f, side, f.disorderUnits[i]);
}

/**
 * The assault of one sector led by `first`, its farthest-forward brigade
 * that closed and may still assault, on `target` (the enemy's assault target
 * there, -1 if none), and its breakthrough into the second line (§5.5); a
 * "may" breakthrough is voluntary, so not made toward a line the lead
 * brigade may not assault.
 */
function sectorAssault(
  rng: Stream,
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  sector: number,
  first: number,
  target: number,
): void {
  const d = fight(rng, c, f, side, sector, first, target);
  if (d < 0) carryEmpty(c, f, side, sector);
  // an all-out Win/Win C bonus goes on to the sector's next assault round: the breakthrough's, or a follow-up's (§5.1)
  f.cBonus[sector] = d < 0 ? 0 : c.party.side[SO.C_BONUS];
  // most assaults end in no breakthrough or overrun: no call
  if (d === DEC.BREAKTHROUGH_MUST || d === DEC.BREAKTHROUGH_MAY || d === DEC.OVERRUN)
    breakthrough(rng, c, f, side, sector, first, d);
}

/** §5.6 charge and retreat disorder for unit u if it charged, retreated or routed this turn (A21 retreatDisorder). */
function disorder(c: CompiledEngagement, f: FieldState, side: number, u: number): void {
  // a unit scanned (a field set by hand) most likely neither charged nor retreated: the two loads that pass it over first
  if ((f.charged[u] === 0 && f.response[u] < RANK.RE) || f.bases[u] === 0) return;
  const ours = c.ix.side[u] === side;
  const charged = f.charged[u] === 1 && ours;
  if (!charged && f.response[u] < RANK.RE) return;
  if (!charged && !ours && c.sw.retreatDisorderAttackerOnly) return; // A21
  const st = c.disorderState;
  st[SO.MORALE + SIDE.ATT] = f.morale[u];
  st[SO.RESPONSE + SIDE.ATT] = f.response[u];
  unitDisorder(c.disorderRules, st, SIDE.ATT, -1, charged);
  if (st[SO.MORALE + SIDE.ATT] !== f.morale[u]) f.ruleCount[RULE['§5.6 charge or retreat disorder']]++;
  f.morale[u] = st[SO.MORALE + SIDE.ATT];
}

/** Sort the first n of `units` ascending (insertion sort: an assault phase hits a few units). */
function sortUnits(units: Int32Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const u = units[i];
    let j = i;
    for (; j > 0 && units[j - 1] > u; j--) units[j] = units[j - 1];
    units[j] = u;
  }
}
