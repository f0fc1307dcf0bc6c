import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import type { Layout } from '../../../src/sims/layout.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileText } from '../republic/compile-situation.ts';

const sim = SIMS.engagement;
const shipped = (name: string) => readFileSync(`experiments/situations/engagement-${name}.yaml`, 'utf8');
/**
 * The brigade assault with the Union assaulting general, not all-out, and carrying a "may" breakthrough: since the frozen kernel, an all-out
 * side's follow-up after continuing movement is all-out (§5.1 "the extra M hit and tactical bonus may be
 * repeatedly gained through those additional rounds"), which the frozen kernel plays as general. Under
 * carryPosition withinMove the all-out brigade meets such follow-ups; a general side fights them the same in both.
 * Since the frozen kernel, too, a Demoralized attacker takes no voluntary advance (§2.3 "will not voluntarily
 * advance toward any enemies": no Carry, "may" breakthrough or Overrun), which the all-out brigade, its extra M
 * hit leaving it Demoralized more often, meets at the default readings; the general brigade does not at this seed.
 * And carrying, not pursuing: since the frozen kernel, a follow-up assault's "may" breakthrough the doctrine pursues
 * goes on into the next line (§5.5 Overrun "may continue assaulting units in this manner"), where the frozen kernel
 * stopped after the follow-up. Not under grades four: since the frozen kernel, a failed division's deserters are
 * drawn at random among its lowest grade's bases (§6.1 "taken randomly"), and four grades put the brigade's average
 * and green units in one grade, where the frozen kernel took them from the first unit listed.
 */
const generalBrigade = () => {
  const text = shipped('brigade');
  const general = text.replace(
    'doctrine: {assault: allOut, breakthrough: pursue}',
    'doctrine: {assault: general, breakthrough: carry}',
  );
  if (general === text) throw new Error('engagement-brigade.yaml: the Union doctrine line has changed');
  return general;
};

/** The readings under which the live rules are those the frozen kernel plays (the defaults when it was frozen). */
const FROZEN_READINGS = {
  mustBreakthroughDisorder: 'always',
  forcedMoveMatch: 'allForcedMoves',
  divisionalPanicBatteries: 'moveOnly',
  fireThroughFriends: 'allowed',
  skirmishTargets: 'brigades',
  panickedDivisionOrders: 'defendToEnd',
  followUpBonus: 'general',
  horsDeCombatReach: 'endOfPhase',
  sameActionBonus: 'led',
  tandemTargets: 'none',
  assaultSkirmishers: 'recalled',
  deepTargets: 'none',
  fledMarkers: 'stayOut',
  adjoiningDivisions: 'sectors',
  panicGradeBatteries: 'leftOut',
};

/** The tally slots the frozen kernel writes: the first nine distributions, and the means up to its last rule count. */
function frozenSlots(layout: Layout): number[] {
  const slots: number[] = [];
  for (const d of layout.distributions.slice(0, 9))
    for (let i = 0; i < d.outcomes.length; i++) slots.push(layout.distOffset[d.name] + i);
  const end = layout.meanOffset['rule: §6 divisional panic test failed'] + 2;
  for (let i = layout.meanOffset[layout.means[0].name]; i < end; i++) slots.push(i);
  return slots;
}

// The frozen kernel (bench/baselines/engagement) plays the rules as they stood when it was frozen. Where the
// live rules can be read back to those (FROZEN_READINGS) and a situation meets no rule changed since without a
// switch (the brigade assault has no batteries, whose state the division test now reads, §6.3), the compiled
// kernel gives its tallies to the bit. Equality at today's rules is checked against the code before compiling.
describe('the compiled engagement kernel against the frozen one', () => {
  it.each([
    ['brigade (Union assaulting general)', {}, generalBrigade(), 300],
    [
      'brigade (Union assaulting general)',
      {
        carryPosition: 'withinMove',
        retreatDisorder: 'attackerOnly',
        rallyLosses: 'baseHits',
      },
      generalBrigade(),
      300,
    ],
  ] as const)(
    '%s %j: the same tallies, bit for bit, from the same stream',
    (_name, readings, text, trials) => {
      const switches = { ...FROZEN_READINGS, ...readings };
      const c = compileText('engagement', text, switches);
      const live = new Float64Array(c.layout.size);
      const frozen = new Float64Array(c.layout.size);
      sim.kernel(chunkStream(11, 0, 0), c, trials, live);
      sim.baselines!.frozen(chunkStream(11, 0, 0), c, trials, frozen);
      const slots = frozenSlots(c.layout);
      expect(slots.map((i) => live[i])).toEqual(slots.map((i) => frozen[i]));
    },
  );
});
