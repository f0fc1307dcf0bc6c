import { describe, expect, it } from 'vitest';
import { DivisionTests } from '../../../src/engagement/compile/division-tests.ts';
import { compileDivision, type DivisionSituation } from '../../../src/engine/republic/panic/division.ts';
import { MORALE_STATES, type Grade } from '../../../src/engine/republic/rules/grades.ts';
import { rules } from '../../sims/republic/compile-situation.ts';

const GRADES_OF: Grade[] = ['veteran', 'average', 'green'];

/** A division of three brigades (field units 1, 3, 4) and an Untrained battery (field unit 0), as the engagement lists it. */
function division(): DivisionSituation {
  return {
    name: 'd',
    units: GRADES_OF.map((grade) => ({ grade, bases: 4, morale: 0 })),
    batteries: [{ grade: 'untrained', bases: 1, morale: 0 }],
    internal: true,
    adjoining: false,
    retreatThroughTown: false,
    retreatAcrossWater: false,
    retreatFromRear: false,
  };
}

const COMBAT = [1, 3, 4];
const BATTERY = 0;

describe('DivisionTests', () => {
  const readings: Array<Record<string, string>> = [
    {},
    { grades: 'four', extraDemoralized: 'beyondFirst' },
    { panicAverageGrade: 'byUnit', unshakenDivision: 'noMoraleHits' },
    { panicGradeBatteries: 'leftOut' },
    { panicGradeBatteries: 'leftOut', panicAverageGrade: 'byUnit' },
  ];
  for (const switches of readings) {
    it(`gives the test compileDivision gives for every state of the units (${JSON.stringify(switches)})`, () => {
      const tests = new DivisionTests(rules, division(), COMBAT, [BATTERY], switches);
      const bases = new Int32Array(5);
      const morale = new Int32Array(5);
      const fresh = division();
      const states = MORALE_STATES.length;
      let compared = 0;
      const leftOut = switches.panicGradeBatteries === 'leftOut';
      // every morale state of the four units, with bases 0-2 a brigade and 0-1 on the battery, a unit the average
      // grade reads with bases left (the battery alone under panicGradeBatteries counted, §6.2)
      for (let b = 0; b < 3 ** 3 * 2; b++) {
        const unitBases = [b % 3, Math.floor(b / 3) % 3, Math.floor(b / 9) % 3];
        if (unitBases.every((x) => x === 0) && (leftOut || b < 27)) continue;
        for (let m = 0; m < states ** 4; m++) {
          const unitMorale = [
            m % states,
            Math.floor(m / states) % states,
            Math.floor(m / states ** 2) % states,
          ];
          COMBAT.forEach((u, j) => {
            bases[u] = unitBases[j];
            morale[u] = unitMorale[j];
            fresh.units[j].bases = unitBases[j];
            fresh.units[j].morale = unitMorale[j];
          });
          bases[BATTERY] = Math.floor(b / 27);
          morale[BATTERY] = Math.floor(m / states ** 3);
          fresh.batteries![0] = { grade: 'untrained', bases: bases[BATTERY], morale: morale[BATTERY] };
          expect(tests.get(bases, morale)).toEqual(compileDivision(rules, fresh, switches));
          compared++;
        }
      }
      expect(compared).toBe((leftOut ? 26 * 2 : 26 * 2 + 1) * 625);
    });
  }
});
