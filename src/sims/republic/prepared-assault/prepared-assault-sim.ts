import { exactTrials, runTrials } from '../../../engine/chain/chain-run.ts';
import type { Stream } from '../../../engine/dice/stream.ts';
import {
  ATT,
  DECISIONS,
  D_INDEX,
  DEF,
  RESPONSE_OUTCOMES,
  S,
} from '../../../engine/republic/assault/assault-state.ts';
import { WINNER_DISTRIBUTION } from '../assault/assault-layout.ts';
import { winnerOf } from '../../../engine/republic/assault/round.ts';
import { firstRoundModifiers } from '../../../engine/republic/assault/modifier-breakdown.ts';
import { COLUMN_NAMES } from '../../../engine/republic/rules/assault-table.ts';
import {
  compilePreparedAssault,
  PA,
  type CompiledPreparedAssault,
} from '../../../engine/republic/prepared-assault/prepared-assault.ts';
import {
  compilePreparedAssaultChain,
  endOf,
  type PreparedAssaultChain,
} from '../../../engine/republic/prepared-assault/prepared-assault-process.ts';
import {
  frozenInterpretingKernel,
  frozenLookupKernel,
} from '../../../../bench/baselines/prepared-assault/kernel.ts';
import { MORALE_STATES } from '../../../engine/republic/rules/grades.ts';
import { makeLayout } from '../../layout.ts';
import type { Compiled, ExactResult, Sim } from '../../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../../tally.ts';
import { countLabels } from '../face-table/face-table.ts';

export interface PreparedAssaultCompiled extends Compiled {
  p: CompiledPreparedAssault;
  chain: PreparedAssaultChain;
  /** offsets: prepared, guns morale, guns lost, decision, defender response, panic4, provisional, first mean, clamped, winner */
  at: Int32Array;
}

const PREPARED = [
  'assault fought',
  'defender left before the assault',
  'defender destroyed by the guns',
  'defender surrendered to the guns',
];

/** Artillery preparation, then the assault in the same turn (exact, and Monte Carlo). */
export const preparedAssaultSim: Sim<PreparedAssaultCompiled, 'republic'> = {
  id: 'prepared-assault',
  title: 'Republic prepared assault: the guns fire, then the assault goes in the same turn (§4, §5)',
  families: ['republic'],
  defaultRuleset: 'republic-1.0-beta',
  exampleSituation: 'experiments/situations/prepared-assault.yaml',

  compile(ruleset, situation, switches) {
    const p = compilePreparedAssault(ruleset.data, situation, switches);
    const layout = makeLayout({
      // the headline tables first, as the assault's: who holds the ground, how the assault ends
      distributions: [
        WINNER_DISTRIBUTION,
        {
          name: 'decision',
          title: 'How the assault ends (a carry, as a carry cell reads, if the defender left before it)',
          outcomes: DECISIONS,
        },
        { name: 'prepared', title: 'What the guns left to do', outcomes: PREPARED },
        {
          name: 'defender_morale_after_guns',
          title: "Defender's morale after the guns",
          outcomes: MORALE_STATES,
        },
        {
          name: 'defender_bases_lost_to_guns',
          title: 'Defender bases lost to the guns',
          outcomes: countLabels(p.defenderBases),
        },
        {
          name: 'defender_response',
          title: "Defender's panic response (from the guns or the assault)",
          outcomes: RESPONSE_OUTCOMES,
        },
        {
          name: 'panic4',
          title:
            "The division must test: a Panic 4 event, or a unit destroyed in the assault (all its brigades' bases, or an artillery unit's batteries lost) (§1.3, §5.5, §6.2)",
          outcomes: ['none', 'attacker', 'defender', 'both'],
        },
        {
          name: 'beyond_table',
          title: 'An assault difference fell beyond the table span (clamped to its end row)',
          outcomes: ['within', 'clamped'],
        },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [
        {
          name: 'defender_bases_lost',
          title: 'Defender bases lost in all (guns, assault, prisoners, deserters)',
          unit: 'bases',
        },
        { name: 'attacker_bases_lost', title: 'Attacker bases lost (assault, prisoners)', unit: 'bases' },
        { name: 'rounds', title: 'Assault rounds fought', unit: 'rounds' },
        {
          name: 'defender_prisoners',
          title: 'Defender bases taken prisoner or surrendered (§5.5)',
          unit: 'bases',
        },
        {
          name: 'defender_deserters',
          title: 'Defender bases deserted at a Panic 4 from the guns (§4.7)',
          unit: 'bases',
        },
      ],
    });
    const o = layout.distOffset;
    const at = Int32Array.from([
      o.prepared,
      o.defender_morale_after_guns,
      o.defender_bases_lost_to_guns,
      o.decision,
      o.defender_response,
      o.panic4,
      o.rests_on_provisional,
      layout.meanOffset.defender_bases_lost,
      o.beyond_table,
      o.winner,
    ]);
    return {
      layout,
      p,
      chain: compilePreparedAssaultChain(p),
      at,
    };
  },

  kernel(rng: Stream, c: PreparedAssaultCompiled, trials: number, acc: Float64Array): void {
    const k = c.chain;
    runTrials(rng, k, trials, (st, n, f) =>
      f >= 0
        ? tallyPrepared(c.at, k.assault[f], k.res[f], acc, n, c.p.assault.movementLeft)
        : tallyEnd(c, st, acc, n),
    );
  },

  baselines: {
    // the guns on the fire chain's steps and each assault on its own chain: the kernel before the chain module
    lookupTables(rng: Stream, c: PreparedAssaultCompiled, trials: number, acc: Float64Array): void {
      frozenLookupKernel(rng, c.p, trials, (st, res, w) =>
        tallyPrepared(c.at, st, res, acc, w, c.p.assault.movementLeft),
      );
    },
    // the guns die by die and the assault round by round: the kernel before the tables
    interpreting(rng: Stream, c: PreparedAssaultCompiled, trials: number, acc: Float64Array): void {
      frozenInterpretingKernel(rng, c.p, trials, (st, res, w) =>
        tallyPrepared(c.at, st, res, acc, w, c.p.assault.movementLeft),
      );
    },
  },

  describe(c: PreparedAssaultCompiled) {
    const m = firstRoundModifiers(c.p.assault);
    return {
      column: `${COLUMN_NAMES[c.p.assault.column]}: ${c.p.assault.columnReasons.join('; ')}`,
      'attacker modifiers, first round': m.attacker,
      'defender modifiers, first round, as the guns found it': `${m.defender} (the guns' M hits and lost bases then change its morale and outnumbering)`,
      'difference before the dice, the guns aside': m.difference,
      'hors de combat': `played: when the guns take bases, ${c.p.defenderLeaders + c.p.attackerLeaders === 0 ? 'no leader to roll (the situation gives none within 2" of either unit)' : `${[c.p.defenderLeaders > 0 ? `the defender's ${c.p.defenderLeaders} leader${c.p.defenderLeaders === 1 ? '' : 's'} (+1 a die per base hit)` : '', c.p.attackerLeaders > 0 ? `the attacker's ${c.p.attackerLeaders} (within 2" of a unit within 2")` : ''].filter(Boolean).join(' and ')} roll 2D10 before the assault (§4.7 "each leader who was within 4" of any unit that suffered base hits"); one lost is "unable to contribute to unit assault" (§2.3), his +1 gone`}${c.p.assault.assaultType === 1 ? '' : '; in a general or mixed assault the attacker\'s leaders may stand 6" off the unit hit and roll none'}`,
      ...(c.p.assault.init[S.BATTERIES + DEF] > 0
        ? {
            'defending batteries':
              'go with their brigade: when the guns destroy it, drive it off or make it surrender, the attacker carries the position (§4.7 "all targeted defending brigades route, retreat and otherwise disengage, the attacking brigades may automatically carry the position"; batteries are no brigades), a surrender taking them prisoner too; the reading that has the attacker then assault them alone (§5.1 units that "continue to face the attacking unit") is not played. The guns read the brigade\'s own cover, square, order, morale and grade (§4.3-§4.6); the assault reads the side (§5.4), each of its brigades at the worse of its own state and the state the guns left them in (docs/limitations.md)',
          }
        : {}),
      // how often each battery's fire moves past an end of its row (A10, A18)
      ...c.p.rowEnds,
    };
  },

  exact(c: PreparedAssaultCompiled): ExactResult {
    const out = new Float64Array(c.layout.size);
    let leftover = 0;
    exactTrials(c.chain, (st, w) => {
      const { s } = tallyEnd(c, st, out, w);
      if (s[S.DECISION] === D_INDEX.unresolved) leftover += w;
    });
    return { perTrial: out, leftover };
  },
};

/** A trial's final chain state into the tallies, `weight` times; returns its assault state and the guns' results. */
function tallyEnd(c: PreparedAssaultCompiled, st: Int32Array, acc: Float64Array, weight: number) {
  const end = endOf(st);
  tallyPrepared(c.at, end.s, end.res, acc, weight, c.p.assault.movementLeft);
  return end;
}

/** One prepared assault's end (assault state and PA results) into the tallies, `weight` times. */
function tallyPrepared(
  at: Int32Array,
  st: Int32Array,
  res: Int32Array,
  acc: Float64Array,
  weight: number,
  movementLeft: boolean,
): void {
  tallyOutcome(acc, at[0], res[PA.PREPARED], weight);
  tallyOutcome(acc, at[1], res[PA.GUN_MORALE], weight);
  tallyOutcome(acc, at[2], res[PA.GUN_LOST], weight);
  tallyOutcome(acc, at[3], st[S.DECISION], weight);
  tallyOutcome(acc, at[4], st[S.RESPONSE + DEF] + 1, weight);
  tallyOutcome(acc, at[5], st[S.PANIC4] | st[S.DIVISION_TEST], weight);
  tallyOutcome(acc, at[6], st[S.PROV], weight);
  tallyValue(
    acc,
    at[7],
    res[PA.GUN_LOST] + st[S.B_TAKEN + DEF] + st[S.PRISONERS + DEF] + res[PA.GUN_DESERTED],
    weight,
  );
  tallyValue(acc, at[7] + 2, st[S.B_TAKEN + ATT] + st[S.PRISONERS + ATT], weight);
  tallyValue(acc, at[7] + 4, st[S.ROUND], weight);
  tallyValue(acc, at[7] + 6, st[S.PRISONERS + DEF], weight);
  tallyValue(acc, at[7] + 8, res[PA.GUN_DESERTED], weight);
  tallyOutcome(acc, at[8], st[S.CLAMPED], weight);
  // §5.5: the side left holding the ground, by the decision (the attacker's when the guns drove the defender off or destroyed it)
  tallyOutcome(acc, at[9], winnerOf(st, movementLeft), weight);
}
