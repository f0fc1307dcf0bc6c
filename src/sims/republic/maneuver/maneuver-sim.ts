import {
  actionName,
  actionSetLabel,
  allowedActions,
  forbiddenActions,
  forbiddenMask,
  maneuverModifier,
  readManeuverSituation,
  type ForbiddenAction,
} from '../../../engine/republic/maneuver/maneuver.ts';
import { gradeInForce } from '../../../engine/republic/rules/grade-reading.ts';
import { MANEUVER_ACTIONS } from '../../../engine/republic/rules/maneuver.ts';
import type { RepublicRules } from '../../../engine/republic/rules/republic-rules.ts';
import { citeRestriction, type Restriction } from '../../../engine/republic/rules/restrictions.ts';
import type { DistributionSpec } from '../../layout.ts';
import { buildFaceTable, type FaceTableCompiled } from '../face-table/face-table.ts';
import { faceTableSim } from '../face-table/face-table-sim.ts';

export interface ManeuverCompiled extends FaceTableCompiled {
  /** actions the morale state forbids whatever the roll (§2.3): shown as forbidden, not as odds */
  forbidden: ForbiddenAction[];
  /** §2.3 rows that depend on the arm or the enemy, which the situation does not name */
  conditional: Restriction[];
  rules: RepublicRules;
}

/** A brigade's maneuver test, one 1D10 (§3.2). */
export const maneuverSim = faceTableSim<ManeuverCompiled>({
  id: 'maneuver',
  title: 'Republic maneuver test of one brigade (§3.2)',
  exampleSituation: 'experiments/situations/maneuver.yaml',

  compile(ruleset, situation, switches) {
    const rules = ruleset.data;
    const s = readManeuverSituation(situation);
    const mod = maneuverModifier(rules, s);
    const row = rules.maneuver.table[gradeInForce(rules, s.grade, switches)];
    const { forbidden, conditional } = forbiddenActions(rules, s);
    const mask = forbiddenMask(forbidden);
    // the sets a modified roll can reach, in roll order, less what the morale state forbids
    const sets = Array.from(
      { length: 10 },
      (_, i) => allowedActions(rules, s.grade, i + 1 + mod, switches) & ~mask,
    );
    const distinct = [...new Set(sets)];
    const open = MANEUVER_ACTIONS.map((a, i) => ({ a, i })).filter(({ i }) => !(mask & (1 << i)));
    const dists: DistributionSpec[] = [
      {
        name: 'actions',
        title: `Actions allowed this turn${forbidden.length ? ` (never ${forbidden.map((f) => actionName(f.action)).join(' or ')}: ${[...new Set(forbidden.map((f) => f.section))].join(', ')})` : ''}`,
        outcomes: distinct.map(actionSetLabel),
      },
      ...open.map(({ a }) => ({ name: `may_${a}`, title: `May ${a}`, outcomes: ['no', 'yes'] })),
    ];
    const table = buildFaceTable({ distributions: dists, means: [] }, [10], (faces) => {
      const set = sets[faces[0] - 1];
      // a cell decides whether its action is allowed for every roll, so all four are used
      return {
        outcomes: [distinct.indexOf(set), ...open.map(({ i }) => (set >> i) & 1)],
        values: [],
        provisional: row.some((c) => c.cell.source === 'provisional'),
      };
    });
    return { ...table, forbidden, conditional, rules };
  },

  describe(c: ManeuverCompiled) {
    const r = c.rules.restrictions;
    // one line per sentence of the text, naming the actions it forbids
    const bySaying = new Map<string, string[]>();
    for (const f of c.forbidden)
      bySaying.set(f.cite, [...(bySaying.get(f.cite) ?? []), actionName(f.action)]);
    return {
      ...(c.forbidden.length
        ? {
            'forbidden whatever the roll': [...bySaying]
              .map(([cite, actions]) => `${actions.join(', ')} (${cite})`)
              .join('; '),
          }
        : {}),
      ...(c.conditional.length
        ? {
            'not applied, the situation names no arm or enemy (arm:, enemy:)': [
              ...new Set(c.conditional.map((x) => citeRestriction(r, x))),
            ].join('; '),
          }
        : {}),
    };
  },
});
