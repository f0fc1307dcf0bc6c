import { bandReading } from '../../engine/activation/rules/bands.ts';
import {
  compileOpposed,
  OUT_DEF_DIS,
  OUT_EVENT,
  resolveOpposed,
  type Opposed,
} from '../../engine/activation/opposed.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import { d6, rollDie } from '../../engine/dice/roll.ts';
import { forEachRoll } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Compiled, ExactResult, Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../tally.ts';
import { eventIndex, opposedSides, readCombatSetup } from './combat-situation.ts';

const STATES = ['fresh', '1_coloured', '2_coloured', 'crippled', 'removed'] as const;
const REMOVED = 4;

export interface ActivationDamageCompiled extends Compiled {
  attacks: number;
  /** the defender's coloured dice before the first attack (its `damage`) */
  start: number;
  die: number;
  /** the opposed roll against a sound (0) and a crippled (1) defender */
  opposed: Opposed[];
  out: Int32Array;
  panic: number;
  rout: number;
  crippledAt: number;
  prov: number;
  o: { routed: number; damage: number; prov: number };
}

/** Damage: each DIS turns a white die coloured; a crippled unit that takes more is removed. */
function addDamage(state: number, dis: number): number {
  return Math.min(REMOVED, state + dis);
}

function tallyEnd(
  c: ActivationDamageCompiled,
  state: number,
  routed: number,
  acc: Float64Array,
  w: number,
): void {
  tallyOutcome(acc, 0, state, w);
  tallyOutcome(acc, c.o.routed, routed, w);
  tallyValue(acc, c.o.damage, state, w);
  tallyOutcome(acc, c.o.prov, c.prov, w);
}

/** One attack's disorder (Panic! adds one) and whether it routs the unit. */
function attack(
  c: ActivationDamageCompiled,
  state: number,
  a: number,
  d: number,
  e1: number,
  e2: number,
): number {
  resolveOpposed(c.opposed[state >= c.crippledAt ? 1 : 0], a, d, e1, e2, c.out);
  const event = c.out[OUT_EVENT] - 1;
  c.out[0] = c.out[OUT_DEF_DIS] + (event === c.panic ? 1 : 0);
  return event === c.rout ? 1 : 0;
}

export const activationDamageSim: Sim<ActivationDamageCompiled, 'activation'> = {
  id: 'activation-damage',
  title: 'Activation draft: damage dice over repeated attacks (crippled, removed)',
  families: ['activation'],
  defaultRuleset: 'activation',
  exampleSituation: 'experiments/situations/activation-damage.yaml',
  compile(ruleset, s, switches) {
    const r = ruleset.data;
    const setup = readCombatSetup(s, ['attacks']);
    const attacks = s.get('attacks').optInt(4, 1, 30);
    const crippledAt = r.damage.whiteDice.value;
    const opposed = [0, crippledAt].map((damage) =>
      compileOpposed(
        r,
        { ...setup, defender: { ...setup.defender, damage } },
        eventIndex,
        bandReading(switches),
      ),
    );
    const layout = makeLayout({
      distributions: [
        { name: 'defender_state', title: `Defender after ${attacks} attacks`, outcomes: STATES },
        { name: 'routed', title: 'Defender routed (Critical Event 11-12)', outcomes: ['no', 'yes'] },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [{ name: 'damage_dice', title: 'Coloured dice (4 = removed)', unit: 'dice' }],
    });
    return {
      layout,
      attacks,
      // Damage: a unit that starts with coloured dice keeps them; crippled, "receives additional damage, it is removed"
      start: setup.defender.damage,
      die: opposedSides(switches),
      opposed,
      out: new Int32Array(5),
      panic: eventIndex('panic'),
      rout: eventIndex('rout'),
      crippledAt,
      prov: opposed.some((o) => o.provisional) ? 1 : 0,
      o: {
        routed: layout.distOffset.routed,
        damage: layout.meanOffset.damage_dice,
        prov: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
      },
    };
  },
  kernel(rng: Stream, c: ActivationDamageCompiled, trials: number, acc: Float64Array): void {
    for (let t = 0; t < trials; t++) {
      let state = c.start;
      let routed = 0;
      for (let k = 0; k < c.attacks && state < REMOVED; k++) {
        routed |= attack(c, state, rollDie(rng, c.die), rollDie(rng, c.die), d6(rng), d6(rng));
        state = addDamage(state, c.out[0]);
      }
      tallyEnd(c, state, routed, acc, 1);
    }
  },
  exact(c: ActivationDamageCompiled): ExactResult {
    // a Markov chain over (damage state, routed) with one enumerated attack per step
    let p = new Float64Array(10);
    p[c.start << 1] = 1;
    const sides = Int32Array.of(c.die, c.die, 6, 6);
    for (let k = 0; k < c.attacks; k++) {
      const next = new Float64Array(10);
      for (let s = 0; s < 10; s++) {
        if (p[s] === 0) continue;
        const state = s >> 1;
        if (state === REMOVED) {
          next[s] += p[s];
          continue;
        }
        forEachRoll(sides, (f, w) => {
          const routed = (s & 1) | attack(c, state, f[0], f[1], f[2], f[3]);
          next[(addDamage(state, c.out[0]) << 1) | routed] += p[s] * w;
        });
      }
      p = next;
    }
    const out = new Float64Array(c.layout.size);
    for (let s = 0; s < 10; s++) if (p[s] > 0) tallyEnd(c, s >> 1, s & 1, out, p[s]);
    return { perTrial: out, leftover: 0 };
  },
};
