import { signedModifier } from '../../../engine/notation/signed-modifier.ts';
import { compileRally, type CompiledRally } from '../../../engine/republic/rally/compile-rally.ts';
import { distancePenalty } from '../../../engine/republic/rally/rally-modifier.ts';
import { rallyTo } from '../../../engine/republic/rally/rally-roll.ts';
import { readRallySituation, type RallySituation } from '../../../engine/republic/rally/rally-situation.ts';
import { MORALE_STATES } from '../../../engine/republic/rules/grades.ts';
import type { RepublicRules } from '../../../engine/republic/rules/republic-rules.ts';
import { buildFaceTable, type FaceTableCompiled } from '../face-table/face-table.ts';
import { faceTableSim } from '../face-table/face-table-sim.ts';

const signed = signedModifier;

/** The §2.3 rally modifiers item by item, and the grade line the roll is read on. */
function rallyReading(
  rules: RepublicRules,
  s: RallySituation,
  c: CompiledRally,
  modifier: number,
  minusOneSeniorsAdded: boolean,
): Record<string, string> {
  const l = s.leaders;
  // the seniors' part as compiled: switch rallySeniorMinusOne leftOut leaves a -1 senior out
  const counted = l.seniorRatings.filter((r) => r >= 0 || minusOneSeniorsAdded);
  const seniorSum = counted.reduce((a, b) => a + b, 0);
  const rating = l.divisionHorsDeCombat ? -l.divisionRating : l.divisionRating;
  // the distance part as compiled: switch rallyFallenLeaderDistance may leave it out for a fallen leader
  const distance = c.leaderModifier - rating - seniorSum;
  const away =
    l.divisionHorsDeCombat && distance === 0 && distancePenalty(rules.rally, l.divisionDistance) !== 0
      ? 'his distance not counted'
      : `${l.divisionDistance}" away ${signed(distance)}`;
  const leader = l.divisionHorsDeCombat
    ? `division leader hors de combat ${signed(rating)}, ${away}`
    : `division leader rating ${signed(rating)}, ${away}`;
  const left = l.seniorRatings.length - counted.length;
  const seniors = l.seniorRatings.length
    ? `, senior leaders within 4" ${signed(seniorSum)}${left ? ` (${left} rated -1 left out: not his direct command, §2.2; switch rallySeniorMinusOne)` : ''}`
    : '';
  const lost = s.arm === 'battery' ? `${s.lost} damage` : `${s.lost} of ${s.bases + s.lost} bases lost`;
  return {
    modifiers: `${leader}${seniors}, losses (${lost}) ${signed(c.lossModifier[s.lost])} = ${signed(modifier)}, added to the die`,
    'rally line': `${s.grade}, now ${MORALE_STATES[s.morale]} (old number ${c.old[s.morale]}); the modified die is compared with ${[...c.columns].join(', ')} (§2.3)`,
  };
}

const CHANGES = ['better', 'same', 'worse'] as const;

/** One unit's rally attempt, one 1D10 (§2.3). */
export const rallySim = faceTableSim<FaceTableCompiled>({
  id: 'rally',
  title: 'Republic rally of one unit (§2.3)',
  exampleSituation: 'experiments/situations/rally.yaml',

  compile(ruleset, situation, switches) {
    const s = readRallySituation(situation);
    const c = compileRally(ruleset.data, s, switches);
    const modifier = c.leaderModifier + c.lossModifier[s.lost];
    const spec = {
      distributions: [
        { name: 'new_morale', title: 'Morale after the rally', outcomes: MORALE_STATES },
        { name: 'change', title: 'Morale change', outcomes: CHANGES },
      ],
      means: [{ name: 'steps_gained', title: 'Morale steps gained', unit: 'steps' }],
    };
    const table = buildFaceTable(spec, [10], (faces) => {
      const to = rallyTo(c.columns, c.old[s.morale], faces[0] + modifier, c.asPrinted);
      // the columns compared against: every one down to the result (or all, to fall to Demoralized)
      let prov = c.provisionalOld[s.morale] === 1;
      for (let k = 0; k <= Math.min(to, c.columns.length - 1); k++) prov ||= c.provisionalColumn[k] === 1;
      return {
        outcomes: [to, to < s.morale ? 0 : to === s.morale ? 1 : 2],
        values: [s.morale - to],
        provisional: prov,
      };
    });
    return {
      ...table,
      reading: rallyReading(ruleset.data, s, c, modifier, switches.rallySeniorMinusOne === 'added'),
    };
  },
});
