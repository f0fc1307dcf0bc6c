import { rollDie } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import { failsOn, rollCascadeDice, runCascade } from '../../engine/republic/panic/cascade.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { bookLoss, CAUSE, DIRTY, refreshFrontBack, RULE, type FieldState } from '../state/field-state.ts';
import { measureAdjoining } from './adjoining.ts';
import { forcedMove } from './forced-move.ts';
import { MORALE, RANK } from '../../engine/republic/assault/assault-state.ts';

/**
 * §1.7 Panic phase, each side's divisions in rounds (§6.2): a division with a
 * Panic 4 event this player turn, or a unit destroyed in the assault phase
 * (§5.5; a battery is a unit, §1.3; switch destroyedInAssaultTest: p4Only,
 * only its Panic 4), tests (internal); a failure makes divisions within 3" test
 * (adjoining, measureAdjoining), through the panic cascade's own rounds. A failed division
 * loses its loss number to desertion, lowest grade first and at random within it, routs take 1M
 * (§6.1), and every unit, its batteries too, makes the forced move beside
 * the fail column (batteries count in the grade under switch
 * panicGradeBatteries counted, and desert by their grade with the brigades
 * under switch panicDesertBatteries byGrade, a deserted battery guns lost;
 * one that retreats takes a damage point, one that routs is abandoned,
 * §5.5, switch divisionalPanicBatteries, A28), less
 * what it already moved this turn (§6.1). Then "all panic markers are
 * removed from affected divisions, panicked division orders are reset to
 * Defend status" (§6.1): it assaults no more in the player turn then begun
 * (onDefend; switch panickedDivisionOrders:
 * defendToEnd, never again); it tests again, internal or adjoining, in
 * any later player turn, and may panic again. It counts as broken from its
 * first panic (the simulation's stopping rule, markBroken; the text has
 * none). Tests are read from the divisions as they stand now.
 */
export function panicPhase(rng: Stream, c: CompiledEngagement, f: FieldState, turn: number): void {
  // a Panic 4 event of any unit, or any unit, a battery too (§1.3), destroyed in the assault phase (§5.5), in one
  // pass over the field; most player turns have none. A side's panics move and hit its own units only, so the
  // other side's events stand as found here.
  // no writer of p4 or destroyedInAssault this player turn: no event to find
  if ((f.dirty & DIRTY.panicEvent) === 0) return;
  const event = c.divisionEvent;
  const left = c.divisionLeft;
  const division = c.ix.division;
  let events = 0;
  // switch destroyedInAssaultTest: §5.5 "the parent division must still check for panic" as a trigger (test), or
  // as §6.2's note on a destroyed unit's own P4 (p4Only)
  const destroyed = c.sw.destroyedNeedsP4 ? 0 : 1;
  const p4 = f.p4;
  const gone = f.destroyedInAssault;
  for (let u = 0; u < c.nUnits; u++) {
    const e = p4[u] | (gone[u] & destroyed);
    if (e === 0) continue;
    event[division[u]] |= e;
    events |= e;
  }
  if (events === 0) return;
  for (let side = 0; side < 2; side++) {
    const cas = c.cascades[side];
    const divisions = c.sideDivisions[side];
    let any = false;
    // the bases left of a division with an event; of the others (-1 till then) only once a test is read
    for (let i = 0; i < divisions.length; i++) {
      const d = divisions[i];
      left[d] = event[d] === 1 ? basesLeft(c, f, d) : -1;
      cas.internal[i] = left[d] > 0 ? 1 : 0; // §6.2 internal panic, while a unit its §6.1 grade reads has bases left
      event[d] = 0;
      if (cas.internal[i]) any = true;
    }
    if (!any) continue;
    for (let i = 0; i < divisions.length; i++) {
      const d = divisions[i];
      if (left[d] < 0) left[d] = basesLeft(c, f, d);
    }
    // every die first, in the cascade's order; then a test is found only where one may be read
    rollCascadeDice(rng, cas, cas.dice);
    let failed = false;
    for (let i = 0; i < divisions.length; i++) {
      if (!cas.internal[i]) continue;
      testOf(c, f, side, i);
      failsOn(cas, i, cas.dice, c.fails, 0);
      if (c.fails[2 * i]) failed = true;
    }
    if (!failed) {
      // no internal test failed: the cascade ends in its first round, and no other test is read; the
      // provisional flag still stands for every test the division phase found (a division with bases left)
      for (let i = 0; i < divisions.length && !f.prov; i++) {
        const d = divisions[i];
        if (!cas.internal[i] && left[d] > 0 && c.divisionTests[d].get(f.bases, f.morale).provisional)
          f.prov = 1;
      }
      continue;
    }
    for (let i = 0; i < divisions.length; i++) {
      const d = divisions[i];
      const units = c.divisionMembers[d];
      const arrays = cas.arrays[i];
      for (let j = 0; j < units.length; j++) {
        arrays.bases[j] = f.bases[units[j]];
        arrays.morale[j] = f.morale[units[j]];
      }
      if (!cas.internal[i]) testOf(c, f, side, i);
      failsOn(cas, i, cas.dice, c.fails, 0);
      failsOn(cas, i, cas.dice, c.fails, 1);
    }
    measureAdjoining(c, f, side); // §6.2 who adjoins whom as the phase began, before any division moves
    runCascade(cas, c.fails, c.cascadeOut);
    for (let i = 0; i < divisions.length; i++) if (cas.panicked[i]) divisionPanics(rng, c, f, side, i, turn);
  }
}

/** Division i of a side's cascade: its test as its units stand now (§6.1, §6.3), or with no graded unit left a test that cannot fail. */
function testOf(c: CompiledEngagement, f: FieldState, side: number, i: number): void {
  const cas = c.cascades[side];
  const d = c.sideDivisions[side][i];
  if (c.divisionLeft[d] > 0) {
    cas.tests[i] = c.divisionTests[d].get(f.bases, f.morale);
    if (cas.tests[i].provisional) f.prov = 1;
  } else cas.tests[i] = c.noTest[d]; // nothing left to panic
}

/**
 * Bases a division has left on the units its average grade reads (§6.1): with none, it makes no test. Under
 * panicGradeBatteries counted its batteries are among them, so a division with only batteries left still tests
 * (§6.2 "if the unit(s) which experienced the P4 hit were entirely destroyed ... the division still reacts").
 */
function basesLeft(c: CompiledEngagement, f: FieldState, d: number): number {
  const units = c.divisionGraded[d];
  let left = 0;
  for (let j = 0; j < units.length; j++) left += f.bases[units[j]];
  return left;
}

/**
 * Division i of a side's cascade has failed its test (§6.1): desertion (its batteries' too under panicDesertBatteries
 * byGrade), the rout's 1M, every unit's forced move.
 */
function divisionPanics(
  rng: Stream,
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  i: number,
  turn: number,
): void {
  const cas = c.cascades[side];
  const d = c.sideDivisions[side][i];
  const rank = cas.tests[i].failRank;
  f.ruleCount[RULE['§6 divisional panic test failed']]++;
  if (cas.internal[i] && c.fails[2 * i]) f.panicInternal[side]++;
  else f.panicAdjoining[side]++;
  const units = c.divisionMembers[d];
  const brigades = cas.arrays[i].brigades;
  desertAtRandom(
    rng,
    c,
    f,
    units,
    cas.arrays[i].desertable,
    cas.bases[i],
    cas.morale[i],
    rank === RANK.RT ? cas.routM : 0,
  );
  for (let j = 0; j < units.length; j++) {
    const u = units[j];
    // §6.1 its deserters; a battery's (switch panicDesertBatteries byGrade) are guns lost, as after fire (§4.7)
    const gone = f.bases[u] - cas.bases[i][j];
    f.deserted[u] += gone;
    bookLoss(c, f, u, gone, CAUSE['panic desertion']);
    f.bases[u] = cas.bases[i][j];
    refreshFrontBack(c, f, u);
    if (j >= brigades) continue; // a battery's move, and its rout's 1M or abandonment, come below
    f.morale[u] = cas.morale[i][j];
    // the panic failure gave the rout's 1M (§6.1)
    if (f.bases[u] > 0) forcedMove(c, f, u, rank, false, rank, true);
  }
  // "all member units will conduct the resulting forced movement": the division's batteries too (§2.1, §6.1);
  // A28 asAssault: with the §5.5 retreat damage and rout abandonment; moveOnly: a rout's 1M alone
  const all = c.divisionUnits[d];
  for (let j = 0; j < all.length; j++) {
    const b = all[j];
    if (c.combat[b] === 1 || f.bases[b] === 0) continue;
    if (c.sw.panicBatteriesAsAssault) {
      // §5.5 "each suffers one damage point": a battery that already went back in this turn's assault phase took
      // that retreat's point and makes up only the rest of the move (§6.1); one forced back only by fire retreats anew
      forcedMove(c, f, b, rank, false, f.movedBack[b] > f.backBeforeAssault[b] ? f.response[b] : -1, true);
      continue;
    }
    if (rank === RANK.RT && f.morale[b] < MORALE.DEMORALIZED)
      f.morale[b] = Math.min(MORALE.DEMORALIZED, f.morale[b] + c.rules.forcedMoves.routMoraleHits.value);
    forcedMove(c, f, b, rank, false, rank, true);
  }
  f.panicked[d] = 1;
  f.ordersReset[d] = f.playerTurns;
  if (!f.brokenTurn[d]) f.brokenTurn[d] = turn;
  f.dirty |= DIRTY.broken;
}

/**
 * §6.1 "Deserting bases are taken randomly, first from the lowest troop grade present": the cascade takes a grade's
 * deserters from its units in list order (`after`, the bases each keeps); where two or more units of the grade have
 * bases and the grade keeps some, they are drawn again here base by base, each a random one of the grade's bases
 * left (one die of that many faces, in unit order). Only the first `desertable` units may desert (its brigades, and
 * its batteries under switch panicDesertBatteries byGrade, which follow them). The rout's `routM` (§6.1 "all member
 * units") then goes to the grade's units left with bases, as the cascade gives it, not to one the draw emptied.
 */
function desertAtRandom(
  rng: Stream,
  c: CompiledEngagement,
  f: FieldState,
  units: readonly number[],
  desertable: number,
  after: Int32Array,
  morale: Int32Array,
  routM: number,
): void {
  const grade = c.desertGrade;
  for (let j = 0; j < desertable; j++) {
    const g = grade[units[j]];
    let seen = false;
    for (let k = 0; k < j && !seen; k++) seen = grade[units[k]] === g;
    if (seen) continue; // each grade once, from its first unit
    let gone = 0;
    let had = 0;
    let holders = 0;
    for (let k = j; k < desertable; k++) {
      if (grade[units[k]] !== g) continue;
      const u = units[k];
      gone += f.bases[u] - after[k];
      had += f.bases[u];
      if (f.bases[u] > 0) holders++;
    }
    if (gone === 0 || gone === had || holders < 2) continue;
    for (let k = j; k < desertable; k++) if (grade[units[k]] === g) after[k] = f.bases[units[k]];
    for (let left = had; gone > 0; gone--, left--) {
      let pick = rollDie(rng, left) - 1;
      for (let k = j; k < desertable; k++) {
        if (grade[units[k]] !== g) continue;
        if (pick < after[k]) {
          after[k]--;
          break;
        }
        pick -= after[k];
      }
    }
    // the rout's 1M as the cascade gives it: to the units left with bases (not yet Demoralized), not the emptied
    for (let k = j; k < desertable; k++) {
      const u = units[k];
      if (grade[u] !== g || routM === 0) continue;
      morale[k] = after[k] > 0 ? Math.min(MORALE.DEMORALIZED, f.morale[u] + routM) : f.morale[u];
    }
  }
}
