import { actionSetLabel, allowedActions, maneuverModifier, readManeuverSituation } from '../../../engine/republic/maneuver/maneuver.ts';
import { gradeInForce } from '../../../engine/republic/rules/grade-reading.ts';
import { MANEUVER_ACTIONS } from '../../../engine/republic/rules/maneuver.ts';
import type { RepublicRules } from '../../../engine/republic/rules/republic-rules.ts';
import type { DistributionSpec } from '../../layout.ts';
import type { Sim } from '../../sim.ts';
import { buildFaceTable, faceTableExact, faceTableKernel, type FaceTableCompiled } from '../face-table/face-table.ts';

/** A brigade's maneuver test, one 1D10 (§3.2). */
export const maneuverSim: Sim<FaceTableCompiled> = {
  id: 'maneuver',
  title: 'Republic maneuver test of one brigade (§3.2)',
  families: ['republic'],
  defaultRuleset: 'republic-1.0-beta',
  exampleSituation: 'experiments/situations/maneuver.yaml',

  compile(ruleset, situation, switches) {
    const rules = ruleset.data as RepublicRules;
    const s = readManeuverSituation(situation);
    const mod = maneuverModifier(rules, s);
    const row = rules.maneuver.table[gradeInForce(rules, s.grade, switches)];
    // the sets a modified roll can reach, in roll order
    const sets = Array.from({ length: 10 }, (_, i) => allowedActions(rules, s.grade, i + 1 + mod, switches));
    const distinct = [...new Set(sets)];
    const dists: DistributionSpec[] = [
      { name: 'actions', title: 'Actions allowed this turn', outcomes: distinct.map(actionSetLabel) },
      ...MANEUVER_ACTIONS.map((a) => ({ name: `may_${a}`, title: `May ${a}`, outcomes: ['no', 'yes'] })),
    ];
    return buildFaceTable({ distributions: dists, means: [] }, [10], (faces) => {
      const set = sets[faces[0] - 1];
      // a cell decides whether its action is allowed for every roll, so all four are used
      return {
        outcomes: [distinct.indexOf(set), ...MANEUVER_ACTIONS.map((_, i) => ((set >> i) & 1))],
        values: [],
        provisional: row.some((c) => c.cell.source === 'provisional'),
      };
    });
  },
  kernel: faceTableKernel,
  exact: faceTableExact,
};
