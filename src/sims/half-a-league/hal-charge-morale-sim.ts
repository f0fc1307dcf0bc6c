import { compileCcRules, outnumbered } from '../../engine/half-a-league/close-combat.ts';
import { diceOf, fixedDiceExact, fixedDiceKernel, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome } from '../tally.ts';
import { readHalUnit } from './hal-side.ts';

export interface HalChargeCompiled extends FixedDiceCompiled {
  /** stands + leader + chit minus, to which the die is added */
  attBase: number;
  defBase: number;
  defTests: boolean;
  passOn: number;
  provOffset: number;
}

/** Close Combat (a): the charger tests; an outnumbered defender tests and withdraws on failure. */
function score(c: HalChargeCompiled, f: Int32Array, acc: Float64Array, w: number): void {
  let outcome = 2;
  if (c.attBase + f[0] < c.passOn) outcome = 0;
  else if (c.defTests && c.defBase + f[1] < c.passOn) outcome = 1;
  tallyOutcome(acc, 0, outcome, w);
  tallyOutcome(acc, c.provOffset, 0, w);
}

export const halChargeMoraleSim: Sim<HalChargeCompiled, 'half-a-league'> = {
  id: 'hal-charge-morale',
  title: 'Half a League: charge morale (stands + leader + 1D6 >= 8)',
  families: ['half-a-league'],
  defaultRuleset: 'half-a-league',
  exampleSituation: 'experiments/situations/hal-charge-morale.yaml',
  compile(ruleset, s, switches) {
    s.allowKeys(['attacker', 'defender']);
    const r = ruleset.data;
    const a = readHalUnit(s.get('attacker'));
    const d = readHalUnit(s.get('defender'));
    const m = r.morale;
    const lead = (u: typeof a) => (u.leader ? m.leaderCounts.value : 0);
    const base = (u: typeof a) => u.stands + lead(u) + u.chits * m.chitModifier.value;
    const layout = makeLayout({
      distributions: [
        {
          name: 'charge',
          title: 'Charge',
          outcomes: ['fails_attacker_takes_chit', 'defender_withdraws', 'melee'],
        },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [],
    });
    return {
      layout,
      ...diceOf([6, 6]),
      attBase: base(a),
      defBase: base(d),
      defTests: outnumbered(compileCcRules(r, switches), a.stands, lead(a), d.stands, lead(d)),
      passOn: m.passOn.value,
      provOffset: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
    };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
