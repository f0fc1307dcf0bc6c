import { compileCcRules, outnumbered } from '../../engine/half-a-league/close-combat.ts';
import { diceOf, fixedDiceExact, fixedDiceKernel, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome } from '../tally.ts';
import { readHalUnit } from './hal-side.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';

export interface HalChargeCompiled extends FixedDiceCompiled {
  /** stands + leader + chit minus, to which the die is added */
  attBase: number;
  defBase: number;
  defTests: boolean;
  /** Leaders: "In a Combat Morale Check: Automatically pass" (1: the side spends the benefit) */
  attPasses: number;
  defPasses: number;
  /** switch moraleBenefitDeclared `beforeDie`: a point is spent on every check it is declared for (1), else on a failed die */
  beforeDie: number;
  passOn: number;
  /** the command points spent distribution (-1: no side spends the benefit) */
  spentOffset: number;
  provOffset: number;
}

/** Close Combat (a): the charger tests; an outnumbered defender tests and withdraws on failure. */
function score(c: HalChargeCompiled, f: Int32Array, acc: Float64Array, w: number): void {
  let outcome = 2,
    spent = 0;
  const attFails = c.attBase + f[0] < c.passOn;
  if (c.attPasses && (c.beforeDie || attFails)) spent++;
  if (attFails && !c.attPasses) outcome = 0;
  else if (c.defTests) {
    const defFails = c.defBase + f[1] < c.passOn;
    if (c.defPasses && (c.beforeDie || defFails)) spent++;
    if (defFails && !c.defPasses) outcome = 1;
  }
  tallyOutcome(acc, 0, outcome, w);
  if (c.spentOffset >= 0) tallyOutcome(acc, c.spentOffset, spent, w);
  tallyOutcome(acc, c.provOffset, 0, w);
}

export const halChargeMoraleSim: Sim<HalChargeCompiled, 'half-a-league'> = {
  id: 'hal-charge-morale',
  title: 'Half a League: charge morale (stands + leader + 1D6 >= 8)',
  families: ['half-a-league'],
  defaultRuleset: 'half-a-league',
  exampleSituation: 'experiments/situations/hal-charge-morale.yaml',
  compile(ruleset, s, switches) {
    const sw = typedSwitches('half-a-league', switches);
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
    const spends = passes('attacker') + passes('defender') > 0;
    const layout = makeLayout({
      distributions: [
        {
          name: 'charge',
          title: 'Charge',
          outcomes: ['fails_attacker_takes_chit', 'defender_withdraws', 'melee'],
        },
        ...(spends
          ? [
              {
                name: 'command_points_spent',
                title: 'Command points spent on the checks',
                outcomes: ['0', '1', '2'],
              },
            ]
          : []),
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
      beforeDie: sw.moraleBenefitDeclared === 'beforeDie' ? 1 : 0,
      passOn: m.passOn.value,
      spentOffset: spends ? layout.distOffset.command_points_spent : -1,
      provOffset: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
    };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
