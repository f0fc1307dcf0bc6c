import { adaptSituation } from '../../engine/comparison/adapters.ts';
import {
  DECISIONS,
  O_ATT_LOST,
  O_DECISION,
  O_DEF_BREAKS,
  O_DEF_LOST,
  O_PROV,
  O_ROUNDS,
  O_SIZE,
  type DuelEngine,
} from '../../engine/duel/duel-engine.ts';
import { menLost } from '../../engine/duel/men-lost.ts';
import { readPlainSituation, type PlainSituation } from '../../engine/duel/plain-situation.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import { makeLayout } from '../layout.ts';
import type { Compiled, Sim } from '../sim.ts';
import { MAPPING_DISTRIBUTION, PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../tally.ts';
import { budgetNote, METRIC_DEFINITIONS } from './duel-metrics.ts';

export interface DuelCompiled extends Compiled {
  engine: DuelEngine;
  /** the ruleset this system read, and how much of it is provisional */
  rulesetNote: string;
  /** the family of that ruleset when it is its system's own shipped one, not the ruleset the duel was given; else undefined */
  playsOther: string | undefined;
  budgetNote: string;
  out: Int32Array;
  o: {
    breaks: number;
    att: number;
    def: number;
    attMen: number;
    defMen: number;
    minutes: number;
    prov: number;
    map: number;
  };
  /** 1 when the result rests on an adapter's mapping choice (the same for every trial of a situation) */
  restsOnMapping: number;
  /** 1 where the system produces the metric, NaN where it is not defined (the estimate is then absent) */
  has: { decision: number; breaks: number; att: number; def: number; minutes: number };
  /** men a loss unit stands for on each side, NaN where the loss unit is not men */
  attMen: number;
  defMen: number;
  /** each side's men engaged: the most it can lose */
  attEngaged: number;
  defEngaged: number;
  /** 1 when every loss unit stands for an equal share of the men (mapping partialUnit: spread) */
  spread: number;
  /** minutes of battle a game turn stands for */
  perTurn: number;
}

/** The same layout for every system, so a sweep over `system` lines them up. */
const LAYOUT = makeLayout({
  distributions: [
    {
      name: 'decision',
      title: 'How the engagement ends',
      outcomes: DECISIONS,
      definition: METRIC_DEFINITIONS.decision,
    },
    {
      name: 'defender_breaks',
      title: 'The defender breaks, routs or is destroyed',
      outcomes: ['no', 'yes'],
      definition: METRIC_DEFINITIONS.defender_breaks,
    },
    PROVISIONAL_DISTRIBUTION,
    MAPPING_DISTRIBUTION,
  ],
  means: [
    {
      name: 'attacker_loss_fraction',
      least: 0,
      most: 1,
      title: 'Fraction of the attacker lost (in men)',
      unit: 'fraction',
      definition: METRIC_DEFINITIONS.attacker_loss_fraction,
    },
    {
      name: 'defender_loss_fraction',
      least: 0,
      most: 1,
      title: 'Fraction of the defender lost (in men)',
      unit: 'fraction',
      definition: METRIC_DEFINITIONS.defender_loss_fraction,
    },
    {
      name: 'attacker_men_lost',
      least: 0,
      title: 'Men of the attacker lost',
      unit: 'men',
      definition: METRIC_DEFINITIONS.attacker_men_lost,
    },
    {
      name: 'defender_men_lost',
      least: 0,
      title: 'Men of the defender lost',
      unit: 'men',
      definition: METRIC_DEFINITIONS.defender_men_lost,
    },
    {
      name: 'minutes',
      least: 0,
      title: 'Minutes of battle (to a decision or the budget)',
      unit: 'minutes',
      definition: METRIC_DEFINITIONS.minutes,
    },
  ],
});

const defined = (e: DuelEngine, m: keyof NonNullable<DuelEngine['notDefined']>) =>
  e.notDefined?.[m] ? NaN : 1;

export const duelSim: Sim<DuelCompiled> = {
  id: 'duel',
  title:
    'One plain engagement under each rule system (Republic, Blake, activation, Blue & Gray, Half a League)',
  families: ['republic', 'blake', 'activation', 'blue-and-gray', 'half-a-league'],
  defaultRuleset: 'republic-1.0-beta',
  exampleSituation: 'experiments/situations/duel.yaml',
  compile(ruleset, s, switches) {
    const plain: PlainSituation = readPlainSituation(s);
    s.problems.throwIfAny();
    const { engine, ruleset: used } = adaptSituation(plain, s, ruleset, switches);
    const l = LAYOUT;
    return {
      layout: l,
      engine,
      rulesetNote: `${used.source.id} (${used.ledger.provisional} of ${used.ledger.total} cells provisional)`,
      playsOther: used === ruleset ? undefined : used.family,
      budgetNote: budgetNote(plain),
      out: new Int32Array(O_SIZE),
      o: {
        breaks: l.distOffset.defender_breaks,
        att: l.meanOffset.attacker_loss_fraction,
        def: l.meanOffset.defender_loss_fraction,
        attMen: l.meanOffset.attacker_men_lost,
        defMen: l.meanOffset.defender_men_lost,
        minutes: l.meanOffset.minutes,
        prov: l.distOffset[PROVISIONAL_DISTRIBUTION.name],
        map: l.distOffset[MAPPING_DISTRIBUTION.name],
      },
      restsOnMapping: engine.choices ? engine.choices.restsOnMapping : 1,
      has: {
        decision: defined(engine, 'decision'),
        breaks: defined(engine, 'defender_breaks'),
        att: defined(engine, 'attacker_loss'),
        def: defined(engine, 'defender_loss'),
        minutes: defined(engine, 'minutes'),
      },
      attMen: engine.attMenPerUnit ?? NaN,
      defMen: engine.defMenPerUnit ?? NaN,
      attEngaged: engine.attMen ?? NaN,
      defEngaged: engine.defMen ?? NaN,
      spread: engine.partialUnit === 'spread' ? 1 : 0,
      perTurn: engine.minutesPerTurn ?? NaN,
    };
  },
  playsOtherRules: (c: DuelCompiled) => c.playsOther,
  describe(c: DuelCompiled) {
    const nd = Object.entries(c.engine.notDefined ?? {}).map(([k, why]) => `${k} (${why})`);
    return {
      ruleset: c.rulesetNote,
      budget: c.budgetNote,
      ...c.engine.mapping,
      ...(nd.length ? { 'not defined': nd.join('; ') } : {}),
    };
  },
  kernel(rng: Stream, c: DuelCompiled, trials: number, acc: Float64Array): void {
    const out = c.out;
    const e = c.engine;
    const h = c.has;
    const spread = c.spread === 1;
    // losses in men where the loss unit stands for men, never past the men engaged; else a fraction of the units
    const attInMen = !Number.isNaN(c.attMen);
    const defInMen = !Number.isNaN(c.defMen);
    for (let t = 0; t < trials; t++) {
      e.run(rng, out);
      // a metric the system cannot produce is tallied as NaN: its estimate is absent, never 0
      tallyOutcome(acc, 0, out[O_DECISION], h.decision);
      tallyOutcome(acc, c.o.breaks, out[O_DEF_BREAKS], h.breaks);
      const attMen = attInMen ? menLost(out[O_ATT_LOST], e.attTotal, c.attMen, c.attEngaged, spread) : NaN;
      const defMen = defInMen ? menLost(out[O_DEF_LOST], e.defTotal, c.defMen, c.defEngaged, spread) : NaN;
      tallyValue(acc, c.o.att, (attInMen ? attMen / c.attEngaged : out[O_ATT_LOST] / e.attTotal) * h.att, 1);
      tallyValue(acc, c.o.def, (defInMen ? defMen / c.defEngaged : out[O_DEF_LOST] / e.defTotal) * h.def, 1);
      tallyValue(acc, c.o.attMen, attMen * h.att, 1);
      tallyValue(acc, c.o.defMen, defMen * h.def, 1);
      tallyValue(acc, c.o.minutes, out[O_ROUNDS] * c.perTurn * h.minutes, 1);
      tallyOutcome(acc, c.o.prov, out[O_PROV], 1);
      tallyOutcome(acc, c.o.map, c.restsOnMapping, 1);
    }
    if (Number.isNaN(h.decision)) acc.fill(NaN, 0, DECISIONS.length);
    if (Number.isNaN(h.breaks)) acc.fill(NaN, c.o.breaks, c.o.breaks + 2);
  },
};
