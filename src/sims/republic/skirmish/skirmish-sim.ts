import { addMoraleHits } from '../../../engine/republic/morale.ts';
import { compileFirePanic } from '../../../engine/republic/artillery/fire-panic.ts';
import { RESPONSES } from '../../../engine/notation/panic-response.ts';
import {
  compileSkirmish,
  HIT,
  readSkirmishSituation,
  SKIRMISH_RESULTS,
  skirmishResult,
} from '../../../engine/republic/skirmish/skirmish.ts';
import { MORALE_STATES } from '../../../engine/republic/rules/grades.ts';
import { buildFaceTable, type FaceTableCompiled } from '../face-table/face-table.ts';
import { faceTableSim } from '../face-table/face-table-sim.ts';

/** One attacking skirmish marker against its blockers and target (§4.1). */
export const skirmishSim = faceTableSim<FaceTableCompiled>({
  id: 'skirmish',
  title: 'Republic skirmish fire: block, attack and flee (§4.1)',
  exampleSituation: 'experiments/situations/skirmish.yaml',

  compile(ruleset, situation, switches) {
    const rules = ruleset.data;
    const s = readSkirmishSituation(situation, rules);
    const c = compileSkirmish(rules, s, switches);
    const n = s.blockers.length;
    const blockDice = new Int32Array(n);
    const out = new Int32Array(1);
    // §4.7 Panic Hits: a P hit from skirmish fire is read on the target's own Panic Index line (P1: one marker scores at most 1M)
    const panic = s.targetGrade ? compileFirePanic(rules, s.targetGrade, switches) : undefined;
    const spec = {
      distributions: [
        { name: 'result', title: 'Skirmish result', outcomes: SKIRMISH_RESULTS },
        { name: 'target_morale', title: 'Target morale after the fire', outcomes: MORALE_STATES },
        {
          name: 'target_p_hits',
          title: 'P hits on the target (M past Demoralized, §2.3)',
          outcomes: ['0', '1'],
        },
        ...(panic
          ? [
              {
                name: 'target_panic',
                title: "Target's panic response from its Panic Index line (§4.7)",
                outcomes: ['none', ...RESPONSES],
              },
            ]
          : []),
      ],
      means: [{ name: 'm_hits', title: 'M hits scored', unit: 'M hits' }],
    };
    // dice: one per blocker, then the attacker's
    const table = buildFaceTable(spec, [...s.blockers.map(() => 10), 10], (faces) => {
      for (let i = 0; i < n; i++) blockDice[i] = faces[i];
      const r = skirmishResult(c, blockDice, faces[n]);
      const m = r === HIT ? 1 : 0;
      const morale = addMoraleHits(s.targetMorale, m, out);
      const response = panic && out[0] > 0 ? panic.rank[out[0] - 1] + 1 : 0;
      return {
        outcomes: panic ? [r, morale, out[0], response] : [r, morale, out[0]],
        values: [m],
        provisional:
          c.provisional || (panic !== undefined && out[0] > 0 && panic.provisional[out[0] - 1] === 1),
      };
    });
    // §4.1 has no modifiers: the numbers each die must reach say how the rules were read
    const blockers = s.blockers.map((b, i) => `${b} blocks on ${c.block[i]}+`).join(', ');
    const reading = {
      'numbers to roll': `${s.attackerGrade} attacker at ${s.range}": scores 1M on ${c.attack}+, flees on ${c.flee} or less; ${blockers ? `${blockers} (switch skirmishBlockGrade=${switches.skirmishBlockGrade})` : 'no blockers'} (§4.1)`,
    };
    return { ...table, reading };
  },
});
