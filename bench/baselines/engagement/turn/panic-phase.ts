import type { Stream } from '../../../../src/engine/dice/stream.ts';
import { runCascade } from '../../../../src/engine/republic/panic/cascade.ts';
import { rollCascadeFails } from '../../panic-cascade/roll-cascade-fails.ts';
import { compileDivision } from '../../../../src/engine/republic/panic/division.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { RULE, type FieldState } from '../state/field-state.ts';
import { forcedMove } from './forced-move.ts';
import { RESPONSES } from '../../../../src/engine/notation/panic-response.ts';
import { DEMORALIZED } from '../../../../src/engine/republic/rules/grades.ts';

const RT = RESPONSES.indexOf('Rt');

/**
 * §1.7 Panic phase, each side's divisions in rounds (§6.2): a division with a
 * Panic 4 event this player turn, or a unit destroyed in the assault phase
 * (§5.5), tests (internal); a failure makes divisions within 3" test
 * (adjoining), through the panic cascade's own rounds. A failed division
 * loses its loss number to desertion, lowest grade first, routs take 1M
 * (§6.1), and every unit, its batteries too, makes the forced move beside
 * the fail column (batteries neither desert nor count in the grade), less
 * what it already moved this turn (§6.1). Then "all panic markers are
 * removed from affected divisions, panicked division orders are reset to
 * Defend status" (§6.1): the division assaults no more (the engagement
 * gives no new orders), but it tests again, internal or adjoining, in
 * any later player turn, and may panic again. It counts as broken from its
 * first panic. Tests are read from the divisions as they stand now.
 */
export function panicPhase(rng: Stream, c: CompiledEngagement, f: FieldState, turn: number): void {
  for (let side = 0; side < 2; side++) {
    const cas = c.cascades[side];
    const divisions = c.sideDivisions[side];
    let any = false;
    for (let i = 0; i < divisions.length; i++) {
      const d = divisions[i];
      const units = c.divisionCombat[d];
      const sit = c.divisionSituations[d];
      let left = 0;
      let event = false;
      for (let j = 0; j < units.length; j++) {
        const u = units[j];
        sit.units[j].bases = f.bases[u];
        sit.units[j].morale = f.morale[u];
        cas.arrays[i].bases[j] = f.bases[u];
        cas.arrays[i].morale[j] = f.morale[u];
        left += f.bases[u];
        if (f.p4[u] || f.destroyedInAssault[u]) event = true;
      }
      for (const u of c.s.divisions[d].units) if (f.p4[u]) event = true;
      cas.internal[i] = event && left > 0 ? 1 : 0;
      if (cas.internal[i]) any = true;
    }
    if (!any) continue;
    divisions.forEach((d, i) => {
      const left = c.divisionCombat[d].reduce((n, u) => n + f.bases[u], 0);
      if (left > 0) {
        cas.tests[i] = compileDivision(c.rules, c.divisionSituations[d], c.switches);
        if (cas.tests[i].provisional) f.prov = 1;
      } else cas.tests[i] = { ...cas.tests[i], pass: -99 }; // nothing left to panic
    });
    rollCascadeFails(rng, cas, c.fails);
    runCascade(cas, c.fails, c.cascadeOut);
    divisions.forEach((d, i) => {
      if (!cas.panicked[i]) return;
      f.ruleCount[RULE['§6 divisional panic test failed']]++;
      if (cas.internal[i] && c.fails[2 * i]) f.panicInternal[side]++;
      else f.panicAdjoining[side]++;
      c.divisionCombat[d].forEach((u, j) => {
        f.deserted[u] += f.bases[u] - cas.bases[i][j];
        f.bases[u] = cas.bases[i][j];
        f.morale[u] = cas.morale[i][j];
        // the panic failure gave the rout's 1M (§6.1)
        if (f.bases[u] > 0) forcedMove(c, f, u, cas.tests[i].failRank, false, cas.tests[i].failRank, true);
      });
      // "all member units will conduct the resulting forced movement": the division's batteries too (§2.1, §6.1);
      // A28 asAssault: with the §5.5 retreat damage and rout abandonment; moveOnly: a rout's 1M alone
      for (const b of c.s.divisions[d].units) {
        if (c.combat[b] === 1 || f.bases[b] === 0) continue;
        const rank = cas.tests[i].failRank;
        if (c.switches.divisionalPanicBatteries === 'asAssault') {
          // a battery that already retreated this turn took that retreat's damage point
          forcedMove(c, f, b, rank, false, f.response[b], true);
          continue;
        }
        if (rank === RT && f.morale[b] < DEMORALIZED)
          f.morale[b] = Math.min(DEMORALIZED, f.morale[b] + c.rules.forcedMoves.routMoraleHits.value);
        forcedMove(c, f, b, rank, false, rank, true);
      }
      f.panicked[d] = 1;
      if (!f.brokenTurn[d]) f.brokenTurn[d] = turn;
    });
  }
}
