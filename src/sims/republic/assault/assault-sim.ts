import { d10Pair } from '../../../engine/dice/roll.ts';
import type { Stream } from '../../../engine/dice/stream.ts';
import { buildAssaultChain, type AssaultChain } from '../../../engine/republic/assault/assault-chain.ts';
import { S } from '../../../engine/republic/assault/assault-state.ts';
import { compileAssault } from '../../../engine/republic/assault/compile-assault.ts';
import type { CompiledAssault } from '../../../engine/republic/assault/compiled-assault.ts';
import { exactAssault } from '../../../engine/republic/assault/exact-assault.ts';
import { assaultReach } from '../../../engine/republic/assault/assault-reach.ts';
import { firstRoundModifiers } from '../../../engine/republic/assault/modifier-breakdown.ts';
import { runAssault } from '../../../engine/republic/assault/run-assault.ts';
import { readAssaultSituation } from '../../../engine/republic/assault/situation.ts';
import type { RepublicRules } from '../../../engine/republic/rules/republic-rules.ts';
import { COLUMN_NAMES } from '../../../engine/republic/rules/assault-table.ts';
import type { Layout } from '../../layout.ts';
import type { Compiled, ExactResult, Sim } from '../../sim.ts';
import { cachedExact } from './exact-cache.ts';
import { assaultLayout, assaultOffsets, tallyAssault, type AssaultOffsets } from './assault-layout.ts';

export interface AssaultCompiled extends Compiled {
  assault: CompiledAssault;
  offsets: AssaultOffsets;
  /**
   * The assault as a table of state transitions (undefined if too large),
   * built on first read: exact odds, reach and tuning never read it, and
   * building it costs more than the exact odds themselves.
   */
  readonly chain: AssaultChain | undefined;
  /** trials ending in each final state of the chain, per kernel call (built with the chain) */
  readonly finalCounts: Float64Array;
  /** the interpreting kernel's state buffer, allocated once per compile */
  st: Int32Array;
}

/** Follow the compiled chain: two d10 and one table lookup per round. */
function chainKernel(
  rng: Stream,
  c: AssaultCompiled,
  chain: AssaultChain,
  trials: number,
  acc: Float64Array,
): void {
  const trans = chain.trans;
  const counts = c.finalCounts;
  counts.fill(0);
  for (let t = 0; t < trials; t++) {
    let s = 0;
    for (;;) {
      // one draw for both dice: (attacker's face - 1) * 10 + defender's face - 1
      const x = trans[s * 100 + d10Pair(rng)];
      if (x >= 0) s = x;
      else {
        counts[-1 - x]++;
        break;
      }
    }
  }
  for (let f = 0; f < counts.length; f++)
    if (counts[f] > 0) tallyAssault(c.offsets, chain.finals[f], acc, counts[f]);
}

/** Interpret the rules round by round (used when the chain would be too large). */
export function interpretingKernel(rng: Stream, c: AssaultCompiled, trials: number, acc: Float64Array): void {
  const st = c.st;
  for (let t = 0; t < trials; t++) {
    runAssault(rng, c.assault, st);
    tallyAssault(c.offsets, st, acc, 1);
  }
}

/**
 * A compiled assault whose chain (and the chain's final counts) is built on
 * the first read of either, then kept.
 */
function withLazyChain(layout: Layout, assault: CompiledAssault): AssaultCompiled {
  let built: { chain: AssaultChain | undefined; finalCounts: Float64Array } | undefined;
  const build = () => {
    if (!built) {
      const chain = buildAssaultChain(assault);
      built = { chain, finalCounts: new Float64Array(chain?.finals.length ?? 0) };
    }
    return built;
  };
  return {
    layout,
    assault,
    offsets: assaultOffsets(layout),
    st: new Int32Array(S.SIZE),
    get chain() {
      return build().chain;
    },
    get finalCounts() {
      return build().finalCounts;
    },
  };
}

function makeAssaultSim(
  id: string,
  title: string,
  rounds: 'whole' | 'one',
  exampleSituation: string,
): Sim<AssaultCompiled> {
  return {
    id,
    title,
    families: ['republic'],
    defaultRuleset: 'republic-1.0-beta',
    exampleSituation,

    compile(ruleset, situation, switches) {
      const rules = ruleset.data as RepublicRules;
      const s = readAssaultSituation(situation, rules.restrictions, switches);
      if (rounds === 'one') s.maxRounds = 1;
      const assault = compileAssault(rules, s, switches);
      const layout: Layout = assaultLayout(s.maxRounds);
      return withLazyChain(layout, assault);
    },

    kernel(rng: Stream, c: AssaultCompiled, trials: number, acc: Float64Array): void {
      if (c.chain) chainKernel(rng, c, c.chain, trials, acc);
      else interpretingKernel(rng, c, trials, acc);
    },

    // the rules interpreted round by round: the kernel before the chain
    baselines: { interpreting: interpretingKernel },

    describe(c: AssaultCompiled) {
      const f = c.assault.formationNotes;
      const m = firstRoundModifiers(c.assault);
      return {
        column: `${COLUMN_NAMES[c.assault.column]}: ${c.assault.columnReasons.join('; ')}`,
        'attacker modifiers, first round': m.attacker,
        'defender modifiers, first round': m.defender,
        'difference before the dice': m.difference,
        ...(f.attacker.length ? { 'attacker units': f.attacker.join('; ') } : {}),
        ...(f.defender.length ? { 'defender units': f.defender.join('; ') } : {}),
      };
    },

    reach(c: AssaultCompiled) {
      return assaultReach(c.assault);
    },

    exact(c: AssaultCompiled): ExactResult {
      return cachedExact(c.assault, () => {
        const out = new Float64Array(c.layout.size);
        const leftover = exactAssault(c.assault, (st, w) => tallyAssault(c.offsets, st, out, w));
        return { perTrial: out, leftover };
      });
    },
  };
}

/** The whole assault: rounds to a decision or the round cap (§5.1). */
export const assaultSim = makeAssaultSim(
  'assault',
  'Republic assault, all rounds to a decision (§5)',
  'whole',
  'experiments/situations/assault.yaml',
);

/** One assault round from the situation as given (§5.1 steps 1-6). */
export const assaultRoundSim = makeAssaultSim(
  'assault-round',
  'Republic assault, one round (§5.1); "unresolved" = the sides roll again',
  'one',
  'experiments/situations/assault-stone-wall.yaml',
);
