import { bandReading } from '../../engine/activation/rules/bands.ts';
import {
  compileOpposed,
  OUT_ATT_DIS,
  OUT_ATT_RECOILS,
  OUT_BAND,
  OUT_DEF_DIS,
  OUT_EVENT,
  resolveOpposed,
  type Opposed,
} from '../../engine/activation/opposed.ts';
import { EVENTS } from '../../engine/activation/rules/activation-rules.ts';
import { BAND_LABELS } from '../../engine/activation/rules/bands.ts';
import { diceOf, fixedDiceExact, fixedDiceKernel, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../tally.ts';
import { eventIndex, opposedSides, readCombatSetup } from './combat-situation.ts';

export interface ActivationCombatCompiled extends FixedDiceCompiled {
  opposed: Opposed;
  out: Int32Array;
  panic: number;
  prov: number;
  o: { event: number; recoil: number; defDis: number; attDis: number; prov: number };
}

function score(c: ActivationCombatCompiled, f: Int32Array, acc: Float64Array, w: number): void {
  const out = c.out;
  resolveOpposed(c.opposed, f[0], f[1], f[2], f[3], out);
  tallyOutcome(acc, 0, out[OUT_BAND], w);
  tallyOutcome(acc, c.o.event, out[OUT_EVENT], w);
  tallyOutcome(acc, c.o.recoil, out[OUT_ATT_RECOILS], w);
  // Critical Event 9, Panic!: one more DIS
  tallyValue(acc, c.o.defDis, out[OUT_DEF_DIS] + (out[OUT_EVENT] - 1 === c.panic ? 1 : 0), w);
  tallyValue(acc, c.o.attDis, out[OUT_ATT_DIS], w);
  tallyOutcome(acc, c.o.prov, c.prov, w);
}

export const activationCombatSim: Sim<ActivationCombatCompiled, 'activation'> = {
  id: 'activation-combat',
  title: 'Activation draft: opposed melee, musketry or bombardment',
  families: ['activation'],
  defaultRuleset: 'activation',
  exampleSituation: 'experiments/situations/activation-combat.yaml',
  compile(ruleset, s, switches) {
    const r = ruleset.data;
    const opposed = compileOpposed(r, readCombatSetup(s), eventIndex, bandReading(switches));
    const die = opposedSides(switches);
    const layout = makeLayout({
      distributions: [
        { name: 'band', title: 'Outcome band (modified totals)', outcomes: BAND_LABELS },
        { name: 'critical_event', title: 'Critical event on the defender', outcomes: ['none', ...EVENTS] },
        { name: 'attacker_recoils', title: 'Attacker recoils', outcomes: ['no', 'yes'] },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [
        { name: 'defender_disorder', title: 'Disorder on the defender', unit: 'DIS' },
        { name: 'attacker_disorder', title: 'Disorder on the attacker', unit: 'DIS' },
      ],
    });
    return {
      layout,
      ...diceOf([die, die, 6, 6]),
      opposed,
      out: new Int32Array(5),
      panic: eventIndex('panic'),
      prov: opposed.provisional ? 1 : 0,
      o: {
        event: layout.distOffset.critical_event,
        recoil: layout.distOffset.attacker_recoils,
        defDis: layout.meanOffset.defender_disorder,
        attDis: layout.meanOffset.attacker_disorder,
        prov: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
      },
    };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
