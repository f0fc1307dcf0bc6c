import type { HalRules } from '../../engine/half-a-league/rules/hal-rules.ts';
import type { YamlNode } from '../../engine/input/yaml-node.ts';
import { diceOf, forEachRoll, rollInto, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { ExactResult, Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome } from '../tally.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';

export interface HalInitiativeCompiled extends FixedDiceCompiled {
  /** each side's modifier (Initiative (b)) */
  aAdd: number;
  bAdd: number;
  /** a tie is rolled again (switch initiativeTie) */
  rollAgain: boolean;
  provOffset: number;
}

/** 0 side A, 1 side B, 2 a tie. */
const winner = (c: HalInitiativeCompiled, f: Int32Array) => {
  const a = f[0] + c.aAdd;
  const b = f[1] + c.bAdd;
  return a > b ? 0 : b > a ? 1 : 2;
};

const SIDE_KEYS = ['wonLastTurn', 'wonMostCloseCombats', 'moreRouting'] as const;

function readSide(r: HalRules, n: YamlNode): number {
  n.allowKeys([...SIDE_KEYS]);
  const i = r.initiative;
  return (
    (n.get('wonLastTurn').optBool(false) ? i.wonLastTurn.value : 0) +
    (n.get('wonMostCloseCombats').optBool(false) ? i.wonMostCloseCombats.value : 0) +
    (n.get('moreRouting').optBool(false) ? i.moreRouting.value : 0)
  );
}

/**
 * Initiative (a) "The highest die chooses who has initiative this turn": one side had it last turn; (b) "won
 * most close combats", "more Routing units": one side has most, or more. Each is refused on both sides.
 */
function refuseBoth(a: YamlNode, b: YamlNode): void {
  for (const k of SIDE_KEYS)
    if (a.get(k).optBool(false) && b.get(k).optBool(false))
      b.get(k).fail(`expected ${k} on one side at most (Initiative (a), (b): one side has it), not on both`);
}

export const halInitiativeSim: Sim<HalInitiativeCompiled, 'half-a-league'> = {
  id: 'hal-initiative',
  title: 'Half a League: initiative (a die each with modifiers, the highest chooses)',
  families: ['half-a-league'],
  defaultRuleset: 'half-a-league',
  exampleSituation: 'experiments/situations/hal-initiative.yaml',
  compile(ruleset, s, given) {
    const switches = typedSwitches('half-a-league', given);
    s.allowKeys(['sideA', 'sideB']);
    const r = ruleset.data;
    refuseBoth(s.get('sideA'), s.get('sideB'));
    const layout = makeLayout({
      distributions: [
        { name: 'initiative', title: 'Who has the initiative', outcomes: ['side_a', 'side_b', 'tie'] },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [],
    });
    return {
      layout,
      ...diceOf([6, 6]),
      aAdd: readSide(r, s.get('sideA')),
      bAdd: readSide(r, s.get('sideB')),
      rollAgain: switches.initiativeTie !== 'unsettled',
      provOffset: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
    };
  },
  kernel(rng, c, trials, acc) {
    for (let t = 0; t < trials; t++) {
      let w = 2;
      do {
        rollInto(rng, c.sides, c.faces);
        w = winner(c, c.faces);
      } while (w === 2 && c.rollAgain);
      tallyOutcome(acc, 0, w, 1);
      tallyOutcome(acc, c.provOffset, 0, 1);
    }
  },
  exact(c): ExactResult {
    const out = new Float64Array(c.layout.size);
    let tie = 0;
    forEachRoll(c.sides, (f, w) => {
      const k = winner(c, f);
      if (k === 2) tie += w;
      tallyOutcome(out, 0, k, w);
    });
    // rolling a tie again until it is settled: each side's share of the settled rolls
    if (c.rollAgain && tie > 0) {
      out[0] /= 1 - tie;
      out[1] /= 1 - tie;
      out[2] = 0;
    }
    tallyOutcome(out, c.provOffset, 0, 1);
    return { perTrial: out, leftover: 0 };
  },
};
