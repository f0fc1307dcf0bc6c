import {
  ACT_ACTIONS,
  ACT_BLUNDER,
  ACT_TURNOVER,
  activationSetup,
  blunderPairs,
  resolveActivation,
  type ActivationSetup,
} from '../../engine/activation/activation-roll.ts';
import { BLUNDERS, PLAN_ACTIONS, TIERS } from '../../engine/activation/rules/activation-rules.ts';
import { anyProvisional } from '../../engine/ruleset/named-cells.ts';
import { diceOf, fixedDiceExact, fixedDiceKernel, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Sim } from '../sim.ts';
import type { YamlNode } from '../../engine/input/yaml-node.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../tally.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';

export interface ActivationCompiled extends FixedDiceCompiled {
  setup: ActivationSetup;
  out: Int32Array;
  prov: number;
  /** actions the situation's plan costs (0: no plan) */
  planCost: number;
  o: { turnover: number; blunder: number; actions: number; plan: number; prov: number };
}

function score(c: ActivationCompiled, f: Int32Array, acc: Float64Array, w: number): void {
  resolveActivation(c.setup, f, c.out);
  tallyOutcome(acc, 0, c.out[ACT_ACTIONS], w);
  tallyOutcome(acc, c.o.turnover, c.out[ACT_TURNOVER], w);
  tallyOutcome(acc, c.o.blunder, c.out[ACT_BLUNDER], w);
  tallyValue(acc, c.o.actions, c.out[ACT_ACTIONS], w);
  if (c.planCost > 0) tallyOutcome(acc, c.o.plan, c.out[ACT_ACTIONS] >= c.planCost ? 1 : 0, w);
  tallyOutcome(acc, c.o.prov, c.prov, w);
}

const LINE = 1,
  COLUMN = 2,
  SQUARE = 4;
const FORMATION_BITS = { none: 0, line: LINE, column: COLUMN, square: SQUARE } as const;
const MOVING = ['move', 'doubleTime', 'seizeInitiative', 'recoil'];
/** A change of formation that names the one it forms ("Change formation: 1 action"), so what follows is known. */
const NAMED_CHANGES = { formLine: LINE, formColumn: COLUMN, formSquare: SQUARE } as const;
const PLAN_WORDS = [...PLAN_ACTIONS, ...(Object.keys(NAMED_CHANGES) as Array<keyof typeof NAMED_CHANGES>)];

/**
 * The plan's free pivots, its formation followed through it (none given: nothing read until a named change). Infantry Formations:
 * "Column: ... Turn one point free" (its first pivots cost nothing), "Square: No movement" (no move, doubleTime,
 * Seize the Initiative, which "includes closing with enemy", or Recoil, "Infantry recoil 1S"); "Change formation: 1 action" leaves the formation for
 * one of the other two, and a move or pivot that hangs on which one (the plan cannot say) is refused; formLine,
 * formColumn and formSquare change it to the one they name.
 */
function freePivots(
  plan: readonly string[],
  formation: keyof typeof FORMATION_BITS,
  free: number,
  at: readonly YamlNode[],
): number {
  let may: number = FORMATION_BITS[formation],
    left = free,
    freed = 0;
  plan.forEach((a, i) => {
    if (a in NAMED_CHANGES) {
      const to = NAMED_CHANGES[a as keyof typeof NAMED_CHANGES];
      if (may === to) at[i].fail(`expected a change to another formation than the one the unit is in`);
      may = to;
      return;
    }
    if (may === 0) return;
    if (a === 'changeFormation') {
      let next = 0;
      for (const b of [LINE, COLUMN, SQUARE]) if (may & b) next |= 7 & ~b;
      may = next;
    } else if (MOVING.includes(a) && may & SQUARE)
      at[i].fail(
        may === SQUARE
          ? `expected no ${a} in square (Infantry Formations "Square: No movement")`
          : `expected no ${a} after a changeFormation that may form square (the plan does not say which formation it forms: formLine, formColumn or formSquare does; "Square: No movement")`,
      );
    else if (a === 'pivot45' && may & COLUMN) {
      if (may !== COLUMN)
        at[i].fail(
          'expected no pivot45 after a changeFormation that may form column (the plan does not say which formation it forms: formLine, formColumn or formSquare does; "Column: ... Turn one point free")',
        );
      else if (left > 0) {
        left--;
        freed++;
      }
    }
  });
  return freed;
}

export const activationSim: Sim<ActivationCompiled, 'activation'> = {
  id: 'activation',
  title: 'Activation draft: one unit activates (actions, turnover, blunder)',
  families: ['activation'],
  defaultRuleset: 'activation',
  exampleSituation: 'experiments/situations/activation.yaml',
  compile(ruleset, s, given) {
    const switches = typedSwitches('activation', given);
    s.allowKeys(['tier', 'quality', 'dice', 'damage', 'plan', 'formation']);
    const r = ruleset.data;
    const max = r.activation.maxDice.value;
    const dice = s.get('dice').optInt(max, 1, max);
    const damage = s.get('damage').optInt(0, 0, r.damage.whiteDice.value);
    const cell = s.has('quality') ? undefined : r.profiles[s.get('tier').optOneOf(TIERS, 'average')].quality;
    const quality = cell ? cell.value : s.get('quality').int(1, 7);
    // "Units may break their movement up ... move 1S, pivot, and then move 1S. It has then used three actions."
    const items = s.has('plan') ? s.get('plan').items() : [];
    const plan = items.map((n) => n.oneOf(PLAN_WORDS));
    // "Limbering or unlimbering artillery is treated the same as infantry changing formation" (switch limberActions `asFormation`)
    const cost = (a: (typeof PLAN_WORDS)[number]) =>
      (a === 'limber' && switches.limberActions === 'asFormation') || a in NAMED_CHANGES
        ? r.actions.changeFormation.value
        : r.actions[a as (typeof PLAN_ACTIONS)[number]].value;
    const formation = s.get('formation').optOneOf(['none', 'line', 'column', 'square'] as const, 'none');
    const planCost =
      plan.reduce((t, a) => t + cost(a), 0) -
      freePivots(plan, formation, r.formation.columnFreePivots.value, items) * r.actions.pivot45.value;
    const setup = activationSetup(r, quality, dice, damage, switches);
    const layout = makeLayout({
      distributions: [
        {
          name: 'actions',
          title: 'Actions gained',
          outcomes: Array.from({ length: dice + 1 }, (_, i) => String(i)),
        },
        { name: 'turnover', title: 'Turnover', outcomes: ['no', 'yes'] },
        { name: 'blunder', title: 'Blunder', outcomes: ['none', ...BLUNDERS] },
        ...(planCost > 0
          ? [
              {
                name: 'plan',
                title: `The plan (${plan.join(', ')}: ${planCost} actions)`,
                outcomes: ['short_of_actions', 'carried_out'],
              },
            ]
          : []),
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [{ name: 'mean_actions', title: 'Actions gained', unit: 'actions' }],
    });
    return {
      layout,
      ...diceOf([...Array<number>(dice).fill(6), ...Array<number>(2 * blunderPairs(setup)).fill(6)]),
      setup,
      out: new Int32Array(3),
      planCost,
      prov: cell ? anyProvisional(cell) : 0,
      o: {
        turnover: layout.distOffset.turnover,
        blunder: layout.distOffset.blunder,
        actions: layout.meanOffset.mean_actions,
        plan: planCost > 0 ? layout.distOffset.plan : 0,
        prov: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
      },
    };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
