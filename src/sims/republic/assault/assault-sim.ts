import { frozenAssaultKernel } from '../../../../bench/baselines/assault/kernel.ts';
import { chainRun, runTrials, type ChainRun } from '../../../engine/chain/chain-run.ts';
import type { Stream } from '../../../engine/dice/stream.ts';
import { assaultProcess } from '../../../engine/republic/assault/assault-process.ts';
import { S } from '../../../engine/republic/assault/assault-state.ts';
import { compileAssault } from '../../../engine/republic/assault/compile-assault.ts';
import type { CompiledAssault } from '../../../engine/republic/assault/compiled-assault.ts';
import { exactAssault } from '../../../engine/republic/assault/exact-assault.ts';
import { assaultReach } from '../../../engine/republic/assault/assault-reach.ts';
import { firstRoundModifiers } from '../../../engine/republic/assault/modifier-breakdown.ts';
import { runAssault } from '../../../engine/republic/assault/run-assault.ts';
import { readAssaultSituation } from '../../../engine/republic/assault/situation.ts';
import { COLUMN_NAMES } from '../../../engine/republic/rules/assault-table.ts';
import type { Layout } from '../../layout.ts';
import type { Compiled, ExactResult, Sim } from '../../sim.ts';
import { cachedExact } from './exact-cache.ts';
import { assaultLayout, assaultOffsets, tallyAssault, type AssaultOffsets } from './assault-layout.ts';

export interface AssaultCompiled extends Compiled {
  assault: CompiledAssault;
  offsets: AssaultOffsets;
  /**
   * The assault on the chain module (assaultProcess): its tables (none if
   * too large, its rounds then applied directly with the same dice), built
   * on first read: exact odds, reach and tuning build their own.
   */
  readonly run: ChainRun;
  /** the interpreting kernel's state buffer, allocated once per compile */
  st: Int32Array;
}

/** Interpret the rules round by round (the kernel before the chain). */
export function interpretingKernel(rng: Stream, c: AssaultCompiled, trials: number, acc: Float64Array): void {
  const st = c.st;
  for (let t = 0; t < trials; t++) {
    runAssault(rng, c.assault, st);
    tallyAssault(c.offsets, st, acc, 1);
  }
}

/** A compiled assault whose chain is built on the first read, then kept. */
function withLazyChain(layout: Layout, assault: CompiledAssault): AssaultCompiled {
  let run: ChainRun | undefined;
  return {
    layout,
    assault,
    offsets: assaultOffsets(layout, assault.movementLeft),
    st: new Int32Array(S.SIZE),
    get run() {
      run ??= chainRun(assaultProcess(assault));
      return run;
    },
  };
}

function makeAssaultSim(
  id: string,
  title: string,
  rounds: 'whole' | 'one',
  exampleSituation: string,
): Sim<AssaultCompiled, 'republic'> {
  return {
    id,
    title,
    families: ['republic'],
    defaultRuleset: 'republic-1.0-beta',
    exampleSituation,

    compile(ruleset, situation, switches) {
      const rules = ruleset.data;
      const s = readAssaultSituation(situation, rules.restrictions, switches);
      if (rounds === 'one') s.maxRounds = 1;
      const assault = compileAssault(rules, s, switches);
      const layout: Layout = assaultLayout(s.maxRounds);
      return withLazyChain(layout, assault);
    },

    // a round a step along the chain's tables, trials counted by final state (chain-run)
    kernel(rng: Stream, c: AssaultCompiled, trials: number, acc: Float64Array): void {
      runTrials(rng, c.run, trials, (st, n) => tallyAssault(c.offsets, st, acc, n));
    },

    baselines: {
      // the kernel before the chain module: its own chain and trial loop (bench/baselines/assault)
      chain: (rng: Stream, c: AssaultCompiled, trials: number, acc: Float64Array) =>
        frozenAssaultKernel(rng, c.assault, c.offsets, trials, acc, () =>
          interpretingKernel(rng, c, trials, acc),
        ),
      // the rules interpreted round by round: the kernel before any chain
      interpreting: interpretingKernel,
    },

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
