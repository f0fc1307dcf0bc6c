import { diceEach, hitChance, penetrates, WEAPONS, type FireOrder } from '../../engine/blake/fire-odds.ts';
import type { BlakeRules } from '../../engine/blake/rules/blake-rules.ts';
import { CLASSES, type Target } from '../../engine/blake/rules/fire.ts';
import { d10 } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import { makeLayout } from '../layout.ts';
import type { Compiled, ExactResult, Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../tally.ts';
import { binomial } from '../../engine/comparison/binomial.ts';

export interface BlakeFireCompiled extends Compiled {
  dice: number;
  /** a D10 hits on this natural score or more (11: never) */
  need: number;
  p: number;
  behind: boolean;
  /** defensive fire fails on this double (0: no check) */
  failsOnDouble: number;
  leaderDouble: number;
  prov: number;
  offsets: { behind: number; leader: number; fired: number; figures: number; prov: number };
}

const TARGET_OF: Record<string, Target> = { none: 'closeOrderOpen', soft: 'softCover', hard: 'hardCover' };

/** One fire: hits on the target, hits on the stand behind, the leader roll. */
function tallyFire(c: BlakeFireCompiled, fired: number, hits: number, behind: number, leader: number, acc: Float64Array, w: number): void {
  tallyOutcome(acc, c.offsets.fired, fired, w);
  tallyOutcome(acc, 0, hits, w);
  if (c.behind) tallyOutcome(acc, c.offsets.behind, behind, w);
  tallyOutcome(acc, c.offsets.leader, leader, w);
  tallyValue(acc, c.offsets.figures, hits + behind, w);
  tallyOutcome(acc, c.offsets.prov, c.prov, w);
}

export const blakeFireSim: Sim<BlakeFireCompiled> = {
  id: 'blake-fire',
  title: 'Blake: fire (D10 per weapon, volleys, canister penetration)',
  families: ['blake'],
  defaultRuleset: 'blake',
  exampleSituation: 'experiments/situations/blake-fire.yaml',
  compile(ruleset, s) {
    s.allowKeys(['firer', 'target', 'defensive']);
    const r = ruleset.data as BlakeRules;
    const f = s.get('firer');
    f.allowKeys(['weapon', 'class', 'stands', 'volley', 'skirmishers', 'heavyGun', 'elite']);
    const t = s.get('target');
    t.allowKeys(['order', 'cover', 'standBehind']);
    const order: FireOrder = {
      weapon: f.get('weapon').oneOf(WEAPONS),
      cls: f.get('class').optOneOf(CLASSES, 'B'),
      volley: f.get('volley').optBool(false),
      heavyGun: f.get('heavyGun').optBool(false),
      elite: f.get('elite').optBool(false),
    };
    const stands = f.get('stands').optInt(1, 1, 12);
    const cover = t.get('cover').optOneOf(['none', 'soft', 'hard'] as const, 'none');
    const openOrder = t.get('order').optOneOf(['close', 'open'] as const, 'close') === 'open';
    const target: Target = openOrder && cover === 'none' ? 'openOrder' : TARGET_OF[cover];
    const defensive = s.get('defensive').optBool(false);
    if (defensive) order.volley = true; // DEFENSIVE FIRE: treat as volley-rapid fire
    const dice = stands * diceEach(r, order, target === 'hardCover');
    const chance = hitChance(r, order, f.get('skirmishers').optBool(false), target);
    const behind = t.get('standBehind').optBool(false) && penetrates(r, order, target);
    const upTo = (n: number) => Array.from({ length: n + 1 }, (_, i) => String(i));
    const layout = makeLayout({
      distributions: [
        { name: 'hits', title: 'Figures hit on the target stands', outcomes: upTo(dice) },
        ...(behind ? [{ name: 'hits_behind', title: 'Figures hit on the stand behind (penetration)', outcomes: upTo(dice) }] : []),
        { name: 'fired', title: 'Fire delivered', outcomes: ['no', 'yes'] },
        { name: 'leader_falls', title: 'A leader with the target falls', outcomes: ['no', 'yes'] },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [{ name: 'figures_removed', title: 'Figures removed', unit: 'figures' }],
    });
    return {
      layout,
      dice,
      need: 11 - Math.round(chance.p * 10),
      p: chance.p,
      behind,
      failsOnDouble: defensive ? r.fire.defensiveFireFailsOnDouble.value : 0,
      leaderDouble: r.fire.leaderFallsOnDouble.value,
      prov: chance.provisional ? 1 : 0,
      offsets: {
        behind: behind ? layout.distOffset.hits_behind : 0,
        leader: layout.distOffset.leader_falls,
        fired: layout.distOffset.fired,
        figures: layout.meanOffset.figures_removed,
        prov: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
      },
    };
  },
  kernel(rng: Stream, c: BlakeFireCompiled, trials: number, acc: Float64Array): void {
    for (let t = 0; t < trials; t++) {
      if (c.failsOnDouble > 0 && d10(rng) === c.failsOnDouble && d10(rng) === c.failsOnDouble) {
        tallyFire(c, 0, 0, 0, 0, acc, 1);
        continue;
      }
      let hits = 0;
      let behind = 0;
      for (let i = 0; i < c.dice; i++) if (d10(rng) >= c.need) hits++;
      if (c.behind) for (let i = 0; i < c.dice; i++) if (d10(rng) >= c.need) behind++;
      // DANGER TO LEADERS: with casualties, two D10 each scoring 10
      const leader = hits + behind > 0 && d10(rng) === c.leaderDouble && d10(rng) === c.leaderDouble ? 1 : 0;
      tallyFire(c, 1, hits, behind, leader, acc, 1);
    }
  },
  exact(c: BlakeFireCompiled): ExactResult {
    const out = new Float64Array(c.layout.size);
    const pFail = c.failsOnDouble > 0 ? 0.01 : 0;
    tallyFire(c, 0, 0, 0, 0, out, pFail);
    const front = binomial(c.dice, c.p);
    const back = c.behind ? front : Float64Array.of(1);
    for (let h = 0; h <= c.dice; h++) {
      for (let b = 0; b < back.length; b++) {
        const w = (1 - pFail) * front[h] * back[b];
        if (w === 0) continue;
        if (h + b === 0) tallyFire(c, 1, 0, 0, 0, out, w);
        else {
          tallyFire(c, 1, h, b, 1, out, w * 0.01);
          tallyFire(c, 1, h, b, 0, out, w * 0.99);
        }
      }
    }
    return { perTrial: out, leftover: 0 };
  },
};
