import { CLASSES } from '../../engine/blake/rules/fire.ts';
import { anyProvisional } from '../../engine/ruleset/named-cells.ts';
import { diceOf, fixedDiceExact, fixedDiceKernel, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome } from '../tally.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';

export interface BlakeMoraleCompiled extends FixedDiceCompiled {
  /** the stand fails (flees or routs) on this natural score or less */
  failsAtOrBelow: number;
  prov: number;
  provOffset: number;
}

function score(c: BlakeMoraleCompiled, faces: Int32Array, acc: Float64Array, w: number): void {
  tallyOutcome(acc, 0, faces[0] <= c.failsAtOrBelow ? 1 : 0, w);
  tallyOutcome(acc, c.provOffset, c.prov, w);
}

export const blakeMoraleSim: Sim<BlakeMoraleCompiled, 'blake'> = {
  id: 'blake-morale',
  title: 'Blake: stand morale test after fire, and D class charged',
  families: ['blake'],
  defaultRuleset: 'blake',
  exampleSituation: 'experiments/situations/blake-morale.yaml',
  compile(ruleset, s, given) {
    const switches = typedSwitches('blake', given);
    s.allowKeys(['test', 'class', 'visibility', 'eliteGunners']);
    const r = ruleset.data.morale;
    const test = s.get('test').oneOf(['standAfterFire', 'dClassCharged'] as const);
    // ELITE ARTILLERY: "Some gunners can be counted as 'elite' i.e. A class"
    const eliteGunners = s.get('eliteGunners').optBool(false);
    const cls = s.get('class').optOneOf(CLASSES, eliteGunners ? 'A' : 'D');
    if (eliteGunners && (test !== 'standAfterFire' || cls !== 'A'))
      s.get('eliteGunners').fail(
        'expected eliteGunners only with test: standAfterFire and class: A (ELITE ARTILLERY: "elite" i.e. A class)',
      );
    const vis = s.get('visibility').optOneOf(['open', 'limitedVisibility'] as const, 'open');
    if (test === 'dClassCharged' && cls !== 'D') {
      s.problems.add({
        file: s.file,
        line: s.get('class').line,
        field: 'class',
        expected: 'D (only D class stands test when charged, AUTOMATIC ROUTS)',
      });
    }
    // INDIVIDUAL STAND MORALE fails on the class score; AUTOMATIC ROUTS unless 7+ (8+).
    const cell = test === 'standAfterFire' ? r.standFailsAtOrBelow[cls] : r.dClassCharged[vis];
    // ELITE ARTILLERY "Elite gunners +1 to all D10 rolls" (switch eliteGunnerDice `every`): a gun's test too
    const elite =
      eliteGunners && switches.eliteGunnerDice === 'every' ? ruleset.data.fire.eliteArtillery.value : 0;
    const failsAtOrBelow = test === 'standAfterFire' ? Math.max(0, cell.value - elite) : cell.value - 1;
    const layout = makeLayout({
      distributions: [
        {
          name: 'morale',
          title: test === 'standAfterFire' ? 'Stand morale test' : 'D class charged',
          outcomes: ['holds', test === 'standAfterFire' ? 'flees' : 'routs'],
        },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [],
    });
    return {
      layout,
      ...diceOf([10]),
      failsAtOrBelow,
      prov: anyProvisional(cell),
      provOffset: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
    };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
