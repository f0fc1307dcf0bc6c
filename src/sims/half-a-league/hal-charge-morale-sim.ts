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
  /** Leaders: "In a Combat Morale Check: Automatically pass" (1: the side spends the benefit) */
  attPasses: number;
  defPasses: number;
  passOn: number;
  provOffset: number;
}

/** Close Combat (a): the charger tests; an outnumbered defender tests and withdraws on failure. */
function score(c: HalChargeCompiled, f: Int32Array, acc: Float64Array, w: number): void {
  let outcome = 2;
  if (!c.attPasses && c.attBase + f[0] < c.passOn) outcome = 0;
  else if (c.defTests && !c.defPasses && c.defBase + f[1] < c.passOn) outcome = 1;
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
    const a = readHalUnit(s.get('attacker'), 16, ['commandPass']);
    const d = readHalUnit(s.get('defender'), 16, ['commandPass']);
    // Leaders: the unit commander's benefit "In a Combat Morale Check: Automatically pass" (a command
    // point), or an attached brigadier's "one extra FREE command benefit" ("automatically pass a combat morale")
    const passes = (side: 'attacker' | 'defender') => (s.get(side).get('commandPass').optBool(false) ? 1 : 0);
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
      attPasses: passes('attacker'),
      defPasses: passes('defender'),
      defTests: outnumbered(compileCcRules(r, switches), a.stands, lead(a), d.stands, lead(d)),
      passOn: m.passOn.value,
      provOffset: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
    };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
