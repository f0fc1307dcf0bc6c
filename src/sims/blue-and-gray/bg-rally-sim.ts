import { MORALE, RALLY_STATES } from '../../engine/blue-and-gray/rules/bg-rules.ts';
import { diceOf, fixedDiceExact, fixedDiceKernel, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome } from '../tally.ts';

export interface BgRallyCompiled extends FixedDiceCompiled {
  /** state after each face */
  after: Int32Array;
  prov: Uint8Array;
  provOffset: number;
}

/** §12.41(b): one die per rallying unit. */
function score(c: BgRallyCompiled, f: Int32Array, acc: Float64Array, w: number): void {
  tallyOutcome(acc, 0, c.after[f[0] - 1], w);
  tallyOutcome(acc, c.provOffset, c.prov[f[0] - 1], w);
}

export const bgRallySim: Sim<BgRallyCompiled, 'blue-and-gray'> = {
  id: 'bg-rally',
  title: 'Blue & Gray: Rally (§12.41 (b); the night removal of markers, §11.3 and §12.41 (a), is not played)',
  families: ['blue-and-gray'],
  defaultRuleset: 'blue-and-gray',
  exampleSituation: 'experiments/situations/bg-rally.yaml',
  compile(ruleset, s) {
    s.allowKeys(['state', 'town']);
    const r = ruleset.data;
    const state = s.get('state').oneOf(['disordered', 'shaken', 'routed'] as const);
    const row = r.rally[MORALE.indexOf(state) - 1];
    // §12.17 "A unit Rallying in a town/urban hex will remain at least Disordered regardless of the success of the Rally result"
    const town = s.get('town').optBool(false);
    const floor = RALLY_STATES.indexOf('disordered');
    const layout = makeLayout({
      distributions: [
        {
          name: 'after_rally',
          title: `A ${state} unit after its rally die${town ? ' in a town/urban hex (at least Disordered, §12.17)' : ''}`,
          outcomes: RALLY_STATES,
        },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [],
    });
    return {
      layout,
      ...diceOf([6]),
      after: Int32Array.from(row, (v) => {
        const k = RALLY_STATES.indexOf(v.value);
        return town && k < floor ? floor : k;
      }),
      prov: Uint8Array.from(row, (v) => (v.cell.source === 'provisional' ? 1 : 0)),
      provOffset: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
    };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
