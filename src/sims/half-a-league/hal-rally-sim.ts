import { diceOf, fixedDiceExact, fixedDiceKernel, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome } from '../tally.ts';
import { readHalUnit } from './hal-side.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';

export interface HalRallyCompiled extends FixedDiceCompiled {
  /** stands + leader, less a pip per chit that counts (switch rallyChits), to which the die is added */
  base: number;
  passOn: number;
  provOffset: number;
}

/**
 * The chits that count -1 on the rally die (switch rallyChits): none, those
 * beyond the rout threshold (stands plus leader), or all of them.
 */
export function rallyChits(chits: number, threshold: number, reading: string | undefined): number {
  if (reading === 'applied') return chits;
  if (reading === 'beyondRout') return Math.max(0, chits - threshold);
  return 0;
}

/** MORALE (d), (f): a routing unit regains morale by pulling a chit: stands + leader + 1D6 >= 8. */
function score(c: HalRallyCompiled, f: Int32Array, acc: Float64Array, w: number): void {
  tallyOutcome(acc, 0, c.base + f[0] >= c.passOn ? 0 : 1, w);
  tallyOutcome(acc, c.provOffset, 0, w);
}

export const halRallySim: Sim<HalRallyCompiled, 'half-a-league'> = {
  id: 'hal-rally',
  title: 'Half a League: rally from rout (pull a chit on stands + leader + 1D6 >= 8)',
  families: ['half-a-league'],
  defaultRuleset: 'half-a-league',
  exampleSituation: 'experiments/situations/hal-rally.yaml',
  compile(ruleset, s, given) {
    const switches = typedSwitches('half-a-league', given);
    s.allowKeys(['unit']);
    const m = ruleset.data.morale;
    const u = readHalUnit(s.get('unit'));
    const lead = u.stands + (u.leader ? m.leaderCounts.value : 0);
    const layout = makeLayout({
      distributions: [
        { name: 'rally', title: 'The routing unit', outcomes: ['regains_morale', 'routs_again'] },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [],
    });
    return {
      layout,
      ...diceOf([6]),
      base: lead + rallyChits(u.chits, lead, switches.rallyChits) * m.chitModifier.value,
      passOn: m.passOn.value,
      provOffset: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
    };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
