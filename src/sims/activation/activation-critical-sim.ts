import { EVENTS } from '../../engine/activation/rules/activation-rules.ts';
import { anyProvisional } from '../../engine/ruleset/named-cells.ts';
import { diceOf, fixedDiceExact, fixedDiceKernel, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome } from '../tally.ts';
import { eventIndex } from './combat-situation.ts';

export interface ActivationCriticalCompiled extends FixedDiceCompiled {
  events: Int32Array;
  prov: number;
  provOffset: number;
}

/** Critical Event Table: 2D6. */
function score(c: ActivationCriticalCompiled, f: Int32Array, acc: Float64Array, w: number): void {
  tallyOutcome(acc, 0, c.events[f[0] + f[1] - 2], w);
  tallyOutcome(acc, c.provOffset, c.prov, w);
}

export const activationCriticalSim: Sim<ActivationCriticalCompiled, 'activation'> = {
  id: 'activation-critical',
  title: 'Activation draft: the Critical Event table (2D6)',
  families: ['activation'],
  defaultRuleset: 'activation',
  exampleSituation: 'experiments/situations/activation-critical.yaml',
  compile(ruleset, s) {
    s.allowKeys([]);
    const r = ruleset.data;
    const layout = makeLayout({
      distributions: [
        { name: 'critical_event', title: 'Critical event', outcomes: EVENTS },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [],
    });
    return {
      layout,
      ...diceOf([6, 6]),
      events: Int32Array.from(r.critical, (e) => eventIndex(e.value)),
      prov: anyProvisional(...r.critical),
      provOffset: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
    };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
