import { doubleReadAs, horsDeCombatModifier, horsDeCombatRow, readHorsDeCombatSituation } from '../../../engine/republic/hors-de-combat/hors-de-combat.ts';
import type { RepublicRules } from '../../../engine/republic/rules/republic-rules.ts';
import type { Sim } from '../../sim.ts';
import { buildFaceTable, countLabels, faceTableExact, faceTableKernel, type FaceTableCompiled } from '../face-table/face-table.ts';

const RESULTS = ['no double', 'double, no effect', 'hors de combat'] as const;

/** One leader's 2D10 hors de combat check (§4.7, §5.6). */
export const horsDeCombatSim: Sim<FaceTableCompiled> = {
  id: 'hors-de-combat',
  title: 'Republic hors de combat check of one leader, 2D10 (§4.7)',
  families: ['republic'],
  defaultRuleset: 'republic-1.0-beta',
  exampleSituation: 'experiments/situations/hors-de-combat.yaml',

  compile(ruleset, situation) {
    const rules = ruleset.data as RepublicRules;
    const mod = horsDeCombatModifier(rules, readHorsDeCombatSituation(situation));
    const maxRead = Math.max(1, 10 + mod);
    const labels = ['no double', ...countLabels(maxRead).slice(1).map((v) => `${v}-${v}`)];
    const spec = {
      distributions: [
        { name: 'result', title: 'Leader', outcomes: RESULTS },
        { name: 'read_as', title: 'The double as read after modifiers', outcomes: labels },
      ],
      means: [],
    };
    return buildFaceTable(spec, [10, 10], (faces) => {
      const v = doubleReadAs(faces[0], faces[1], mod);
      if (v === 0) return { outcomes: [0, 0], values: [], provisional: false };
      const row = rules.horsDeCombat.rows[horsDeCombatRow(rules, v)];
      return { outcomes: [row.value === 1 ? 2 : 1, v], values: [], provisional: row.cell.source === 'provisional' };
    });
  },
  kernel: faceTableKernel,
  exact: faceTableExact,
};
