import { RESPONSES } from '../../../engine/notation/panic-response.ts';
import { compileDivision, readDivision } from '../../../engine/republic/panic/division.ts';
import {
  applyPanicFailure,
  batteriesDesert,
  batteriesDesertedMean,
  divisionArrays,
  routedUnitsMean,
} from '../../../engine/republic/panic/panic-failure.ts';
import { buildFaceTable, countLabels, type FaceTableCompiled } from '../face-table/face-table.ts';
import { faceTableSim } from '../face-table/face-table-sim.ts';
import { routedUnitsTitle } from './routed-title.ts';

const ROUT = RESPONSES.indexOf('Rt');

/** One division's panic test (§6.1-§6.3): one 1D10 per condition, the worse result holds. */
export const panicTestSim = faceTableSim<FaceTableCompiled>({
  id: 'panic-test',
  title: 'Republic divisional panic test (§6.1-§6.3)',
  exampleSituation: 'experiments/situations/panic-test.yaml',

  compile(ruleset, situation, switches) {
    const rules = ruleset.data;
    const d = readDivision(situation, 'division', switches);
    if (!d.internal && !d.adjoining)
      situation
        .get('internal')
        .fail('expected internal: true or adjoining: true (a division tests only on a condition, §6.2)');
    const c = compileDivision(rules, d, switches);
    // §6.1 its brigades, then its batteries (switch panicDesertBatteries: whether they desert)
    const arrays = divisionArrays(rules, d, switches);
    const bases = new Int32Array(arrays.bases.length);
    const morale = new Int32Array(arrays.bases.length);
    const out = new Int32Array(2);
    const cavalryPercent = rules.forcedMoves.cavalryPercent.value;
    const routM = rules.forcedMoves.routMoraleHits.value;
    const conditions = (d.internal ? 1 : 0) + (d.adjoining ? 1 : 0);
    const spec = {
      distributions: [
        {
          name: 'result',
          title: `Panic test result (average grade ${c.grade}, pass ${c.pass}, modifier ${c.modifier >= 0 ? '+' : ''}${c.modifier})`,
          outcomes: ['pass', ...RESPONSES],
        },
        {
          name: 'bases_deserted',
          title: batteriesDesert(switches)
            ? "Bases lost to desertion (its brigades' and batteries', lowest grade first)"
            : "Bases lost to desertion (its brigades'; switch panicDesertBatteries: batteries never desert)",
          outcomes: countLabels(c.failLoss),
        },
      ],
      means: [
        {
          name: 'units_routed_1M',
          title: routedUnitsTitle(switches),
          unit: 'units',
        },
        {
          name: 'batteries_deserted',
          title:
            "Batteries lost to desertion (guns lost; a grade's deserters drawn at random among its bases)",
          unit: 'batteries',
        },
        {
          name: 'forced_move',
          title: `Forced move of its infantry and batteries (its cavalry moves ${cavalryPercent}% of it)`,
          unit: 'inches',
        },
      ],
    };
    const distance = rules.forcedMoves.distances[RESPONSES[c.failRank]].value;
    const table = buildFaceTable(spec, Array(Math.max(1, conditions)).fill(10), (faces) => {
      // §6.2: one die per condition; the worse result holds, and any failure is the fail result
      let failed = false;
      for (let i = 0; i < faces.length; i++) failed ||= faces[i] + c.modifier < c.pass;
      if (!failed) return { outcomes: [0, 0], values: [0, 0, 0], provisional: c.provisional };
      bases.set(arrays.bases);
      morale.set(arrays.morale);
      applyPanicFailure(arrays, bases, morale, c.failRank, c.failLoss, routM, out);
      return {
        outcomes: [1 + c.failRank, out[0]],
        values: [
          c.failRank === ROUT ? routedUnitsMean(arrays, arrays.bases, arrays.morale, c.failLoss) : 0,
          batteriesDesertedMean(arrays, arrays.bases, c.failLoss),
          distance,
        ],
        provisional: c.provisional,
      };
    });
    const reading = {
      modifiers: `${c.items.join(', ')} = ${c.modifier > 0 ? '+' : ''}${c.modifier}, added to each die (§6.3)`,
      'pass number': `average grade ${c.grade}: the modified die passes on ${c.pass}+, so natural ${c.failFaces === 0 ? 'rolls never fail' : `1 to ${c.failFaces} fail`}; ${conditions} condition${conditions === 1 ? '' : 's'}, one die each, the worse holds (§6.2)`,
    };
    return { ...table, reading };
  },
});
