import { compileCcRules, outnumbered } from '../../engine/half-a-league/close-combat.ts';
import {
  combatMorale,
  MORALE_FAILS,
  MORALE_PASSES,
  MORALE_SPENT,
} from '../../engine/half-a-league/combat-morale.ts';
import type { YamlNode } from '../../engine/input/yaml-node.ts';
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
  /** who gives the side "In a Combat Morale Check: Automatically pass" (BENEFITS index: 0 none, 1 its commander, 2 a brigadier) */
  attBenefit: number;
  defBenefit: number;
  /** switch moraleBenefitDeclared `beforeDie` (1): the commander declares it before the die when a 1 would fail, else on a failed die */
  beforeDie: number;
  passOn: number;
  /** the command points spent distribution (-1: no side spends the benefit) */
  spentOffset: number;
  provOffset: number;
}

/** Who gives a side the combat morale benefit, as `commandPass` names it (true: commander, false: none). */
const BENEFITS = ['none', 'commander', 'brigadier'] as const;
const COMMANDER = 1;
const BRIGADIER = 2;

/** One side's check: an attached brigadier's "one extra FREE command benefit" passes it without a point spent. */
function check(c: HalChargeCompiled, base: number, die: number, benefit: number): number {
  if (benefit === BRIGADIER) return MORALE_PASSES;
  return combatMorale(base, die, c.passOn, benefit === COMMANDER, c.beforeDie === 1);
}

/** Close Combat (a): the charger tests; an outnumbered defender tests and withdraws on failure. */
function score(c: HalChargeCompiled, f: Int32Array, acc: Float64Array, w: number): void {
  let outcome = 2;
  const att = check(c, c.attBase, f[0], c.attBenefit);
  let spent = att === MORALE_SPENT ? 1 : 0;
  if (att === MORALE_FAILS) outcome = 0;
  else if (c.defTests) {
    const def = check(c, c.defBase, f[1], c.defBenefit);
    if (def === MORALE_SPENT) spent++;
    if (def === MORALE_FAILS) outcome = 1;
  }
  tallyOutcome(acc, 0, outcome, w);
  if (c.spentOffset >= 0) tallyOutcome(acc, c.spentOffset, spent, w);
  tallyOutcome(acc, c.provOffset, 0, w);
}

/**
 * A side's `commandPass`: Leaders "In a Combat Morale Check: Automatically
 * pass" from its commander (a command point) or an attached brigadier ("one
 * extra FREE command benefit"); true is the commander, false none.
 */
function readBenefit(n: YamlNode): number {
  const v = n.value();
  if (!n.exists || v === false) return 0;
  if (v === true) return COMMANDER;
  if (typeof v === 'string' && (BENEFITS as readonly string[]).includes(v))
    return BENEFITS.indexOf(v as 'none');
  n.fail(
    "expected commander (a command point), brigadier (an attached brigadier's free benefit), none, or true (commander) or false (none)",
  );
  return 0;
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
    const benefit = {
      attacker: readBenefit(s.get('attacker').get('commandPass')),
      defender: readBenefit(s.get('defender').get('commandPass')),
    };
    const m = r.morale;
    const lead = (u: typeof a) => (u.leader ? m.leaderCounts.value : 0);
    const base = (u: typeof a) => u.stands + lead(u) + u.chits * m.chitModifier.value;
    const spends = benefit.attacker === COMMANDER || benefit.defender === COMMANDER;
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
                title: "Command points spent on the checks (the commander's; a brigadier's benefit is free)",
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
      attBenefit: benefit.attacker,
      defBenefit: benefit.defender,
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
