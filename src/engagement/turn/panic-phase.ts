import type { Stream } from '../../engine/dice/stream.ts';
import { rollCascadeFails, runCascade } from '../../engine/republic/panic/cascade.ts';
import { compileDivision } from '../../engine/republic/panic/division.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { RULE, type FieldState } from '../state/field-state.ts';
import { forcedMove } from './forced-move.ts';

/**
 * §1.7 Panic phase, each side's divisions in rounds (§6.2): a division with a
 * Panic 4 event this player turn, or a unit destroyed in the assault phase
 * (§5.5), tests (internal); a failure makes divisions within 3" test
 * (adjoining), through the panic cascade's own rounds. A failed division
 * loses its loss number to desertion, lowest grade first, routs take 1M
 * (§6.1), and every unit makes the forced move beside the fail column, less
 * what it already moved this turn (§6.1). It is then broken: it holds and
 * assaults no more. Tests are read from the divisions as they stand now.
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
      cas.internal[i] = event && left > 0 && !f.panicked[d] ? 1 : 0;
      if (cas.internal[i]) any = true;
    }
    if (!any) continue;
    divisions.forEach((d, i) => {
      const left = c.divisionCombat[d].reduce((n, u) => n + f.bases[u], 0);
      if (left > 0) {
        cas.tests[i] = compileDivision(c.rules, c.divisionSituations[d], c.switches);
        if (cas.tests[i].provisional) f.prov = 1;
      } else cas.tests[i] = { ...cas.tests[i], pass: -99 }; // nothing left to panic
      // a division already broken does not panic again
      if (f.panicked[d]) cas.tests[i] = { ...cas.tests[i], pass: -99 };
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
        if (f.bases[u] > 0) forcedMove(c, f, u, cas.tests[i].failRank, false);
      });
      f.panicked[d] = 1;
      if (!f.brokenTurn[d]) f.brokenTurn[d] = turn;
    });
  }
}
