import { signedModifier } from '../../../engine/notation/signed-modifier.ts';
import {
  doubleReadAs,
  horsDeCombatModifier,
  horsDeCombatRow,
  readHorsDeCombatSituation,
} from '../../../engine/republic/hors-de-combat/hors-de-combat.ts';
import { buildFaceTable, countLabels, type FaceTableCompiled } from '../face-table/face-table.ts';
import { faceTableSim } from '../face-table/face-table-sim.ts';

const RESULTS = ['no double', 'double, no effect', 'hors de combat'] as const;

/** One leader's 2D10 hors de combat check (§4.7, §5.6). */
export const horsDeCombatSim = faceTableSim<FaceTableCompiled>({
  id: 'hors-de-combat',
  title: 'Republic hors de combat check of one leader, 2D10 (§4.7)',
  exampleSituation: 'experiments/situations/hors-de-combat.yaml',

  compile(ruleset, situation) {
    const rules = ruleset.data;
    const s = readHorsDeCombatSituation(situation);
    const mod = horsDeCombatModifier(rules, s);
    const maxRead = Math.max(1, 10 + mod);
    const labels = [
      'no double',
      ...countLabels(maxRead)
        .slice(1)
        .map((v) => `${v}-${v}`),
    ];
    const spec = {
      distributions: [
        { name: 'result', title: 'Leader', outcomes: RESULTS },
        { name: 'read_as', title: 'The double as read after modifiers', outcomes: labels },
      ],
      means: [],
    };
    const table = buildFaceTable(spec, [10, 10], (faces) => {
      const v = doubleReadAs(faces[0], faces[1], mod);
      if (v === 0) return { outcomes: [0, 0], values: [], provisional: false };
      const row = rules.horsDeCombat.rows[horsDeCombatRow(rules, v)];
      return {
        outcomes: [row.value === 1 ? 2 : 1, v],
        values: [],
        provisional: row.cell.source === 'provisional',
      };
    });
    const m = rules.horsDeCombat.modifiers;
    const signed = signedModifier;
    const skirmisher = s.enemySkirmisherWithin4
      ? `, enemy skirmisher within 4" ${signed(m.enemySkirmisher.value)}`
      : '';
    const reading = {
      modifiers: `${s.baseHitsWithin4} base hits within 4" ${signed(s.baseHitsWithin4 * m.perBaseHit.value)}${skirmisher} = ${signed(mod)}, added to the die of a double (§4.7)`,
    };
    return { ...table, reading };
  },
});
