import { adaptSituation } from '../../engine/comparison/adapters/adapters.ts';
import { DECISIONS, O_ATT_LOST, O_DECISION, O_DEF_BREAKS, O_DEF_LOST, O_PROV, O_ROUNDS, O_SIZE, type DuelEngine } from '../../engine/comparison/duel-engine.ts';
import { readPlainSituation } from '../../engine/comparison/plain-situation.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import { makeLayout } from '../layout.ts';
import type { Compiled, Sim } from '../sim.ts';
import { MAPPING_DISTRIBUTION, PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../tally.ts';

export interface DuelCompiled extends Compiled {
  engine: DuelEngine;
  /** the ruleset this system read, and how much of it is provisional */
  rulesetNote: string;
  out: Int32Array;
  o: { breaks: number; att: number; def: number; rounds: number; prov: number; map: number };
  /** 1 when the result rests on an adapter's mapping choice (the same for every trial of a situation) */
  restsOnMapping: number;
}

/** The same layout for every system, so a sweep over `system` lines them up. */
const LAYOUT = makeLayout({
  distributions: [
    { name: 'decision', title: 'How the engagement ends', outcomes: DECISIONS },
    { name: 'defender_breaks', title: 'The defender breaks, routs or is destroyed', outcomes: ['no', 'yes'] },
    PROVISIONAL_DISTRIBUTION,
    MAPPING_DISTRIBUTION,
  ],
  means: [
    { name: 'attacker_loss_fraction', title: 'Fraction of the attacker lost', unit: 'fraction' },
    { name: 'defender_loss_fraction', title: 'Fraction of the defender lost', unit: 'fraction' },
    { name: 'rounds', title: 'Rounds or turns to a decision', unit: 'rounds' },
  ],
});

export const duelSim: Sim<DuelCompiled> = {
  id: 'duel',
  title: 'One plain engagement under each rule system (Republic, Blake, activation, Blue & Gray, Half a League)',
  families: ['republic', 'blake', 'activation', 'blue-and-gray', 'half-a-league'],
  defaultRuleset: 'republic-1.0-beta',
  exampleSituation: 'experiments/situations/duel.yaml',
  compile(ruleset, s, switches) {
    const plain = readPlainSituation(s);
    s.problems.throwIfAny();
    const { engine, ruleset: used } = adaptSituation(plain, ruleset, switches);
    const l = LAYOUT;
    return {
      layout: l,
      engine,
      rulesetNote: `${used.source.id} (${used.ledger.provisional} of ${used.ledger.total} cells provisional)`,
      out: new Int32Array(O_SIZE),
      o: {
        breaks: l.distOffset.defender_breaks,
        att: l.meanOffset.attacker_loss_fraction,
        def: l.meanOffset.defender_loss_fraction,
        rounds: l.meanOffset.rounds,
        prov: l.distOffset[PROVISIONAL_DISTRIBUTION.name],
        map: l.distOffset[MAPPING_DISTRIBUTION.name],
      },
      restsOnMapping: engine.choices ? engine.choices.restsOnMapping : 1,
    };
  },
  describe(c: DuelCompiled) {
    return { ruleset: c.rulesetNote, ...c.engine.mapping };
  },
  kernel(rng: Stream, c: DuelCompiled, trials: number, acc: Float64Array): void {
    const out = c.out;
    const e = c.engine;
    for (let t = 0; t < trials; t++) {
      e.run(rng, out);
      tallyOutcome(acc, 0, out[O_DECISION], 1);
      tallyOutcome(acc, c.o.breaks, out[O_DEF_BREAKS], 1);
      tallyValue(acc, c.o.att, out[O_ATT_LOST] / e.attTotal, 1);
      tallyValue(acc, c.o.def, out[O_DEF_LOST] / e.defTotal, 1);
      tallyValue(acc, c.o.rounds, out[O_ROUNDS], 1);
      tallyOutcome(acc, c.o.prov, out[O_PROV], 1);
      tallyOutcome(acc, c.o.map, c.restsOnMapping, 1);
    }
  },
};
