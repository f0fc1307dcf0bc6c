import { facingModifier } from '../../engine/blake/facing-test.ts';
import { FACING_TROOPS } from '../../engine/blake/rules/facing.ts';
import { anyProvisional } from '../../engine/ruleset/named-cells.ts';
import { diceOf, fixedDiceExact, fixedDiceKernel, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome } from '../tally.ts';

export interface BlakeFacingCompiled extends FixedDiceCompiled {
  modifier: number;
  failsAtOrBelow: number;
  prov: number;
  provOffset: number;
}

/** CHANGING FACE AND INCLINING: a modified 1 on the D10 fails. */
function score(c: BlakeFacingCompiled, faces: Int32Array, acc: Float64Array, w: number): void {
  tallyOutcome(acc, 0, faces[0] + c.modifier <= c.failsAtOrBelow ? 1 : 0, w);
  tallyOutcome(acc, c.provOffset, c.prov, w);
}

export const blakeFacingSim: Sim<BlakeFacingCompiled, 'blake'> = {
  id: 'blake-facing',
  title: 'Blake: facing-change test (one D10, a modified 1 fails)',
  families: ['blake'],
  defaultRuleset: 'blake',
  exampleSituation: 'experiments/situations/blake-facing.yaml',
  compile(ruleset, s, switches) {
    s.allowKeys(['troops', 'mountedOver45', 'attempt']);
    const r = ruleset.data;
    const troops = s.get('troops').oneOf(FACING_TROOPS);
    const mounted = s.get('mountedOver45').optBool(false);
    const attempt = s.get('attempt').optInt(1, 1, 10);
    const layout = makeLayout({
      distributions: [
        { name: 'facing', title: 'Facing change', outcomes: ['changes', 'fails_and_disorders'] },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [],
    });
    const f = r.facing;
    return {
      layout,
      ...diceOf([10]),
      modifier: facingModifier(r, troops, mounted, attempt, switches),
      failsAtOrBelow: f.failsAtOrBelow.value,
      prov: anyProvisional(f.modifier[troops], f.failsAtOrBelow),
      provOffset: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
    };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
