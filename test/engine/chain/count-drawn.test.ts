import { describe, expect, it } from 'vitest';
import { buildChain } from '../../../src/engine/chain/build-chain.ts';
import type { ChainProcess } from '../../../src/engine/chain/chain-process.ts';
import { chainRun, runTrials } from '../../../src/engine/chain/chain-run.ts';
import { countDrawn } from '../../../src/engine/chain/count-drawn.ts';
import { d10, d10Pair } from '../../../src/engine/dice/roll.ts';
import { chunkStream } from '../../../src/engine/dice/stream.ts';

/**
 * A process rolled a draw a step: a d10 adds its face (0-9) to a total, then
 * a pair of dice ends the trial when the first die is the higher; a last
 * d10 rests while the total is 0 and otherwise doubles it.
 */
function drawn(): ChainProcess {
  return {
    start: Int32Array.of(0, 0),
    kinds: [
      {
        faces: 10,
        apply(st, face) {
          st[0] += face;
        },
      },
      {
        faces: 100,
        apply(st, face) {
          st[1] = ((face / 10) | 0) > face % 10 ? 1 : 0;
        },
      },
      {
        faces: 10,
        idle: (st) => st[0] === 0,
        apply(st) {
          st[0] *= 2;
        },
      },
    ],
    schedule: [
      { kind: 0, clock: 1 },
      { kind: 1, clock: 1 },
      { kind: 2, clock: 2 },
    ],
    events: [],
    done: (st) => st[1] === 1,
    oneDrawAStep: true,
  };
}

/** The same trials by hand: one draw a step, d10 for one die, d10Pair for two. */
function byHand(seed: number, trials: number): Map<string, number> {
  const rng = chunkStream(seed, 0, 0);
  const out = new Map<string, number>();
  for (let t = 0; t < trials; t++) {
    let total = d10(rng) - 1;
    const pair = d10Pair(rng);
    const over = ((pair / 10) | 0) > pair % 10;
    if (!over && total > 0) {
      d10(rng);
      total *= 2;
    }
    const key = `${total},${over ? 1 : 0}`;
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

describe('a chain rolled a draw a step', () => {
  it('reads one draw a step (d10, d10Pair), resting steps none, on the tables and applying the steps directly', () => {
    const expected = byHand(5, 20_000);
    const onTables = new Map<string, number>();
    const direct = new Map<string, number>();
    const tabled = chainRun(drawn());
    expect(tabled.tables?.oneDrawAStep).toBe(true);
    runTrials(chunkStream(5, 0, 0), tabled, 20_000, (st, n) => onTables.set(st.join(','), n));
    const untabled = chainRun(drawn(), 2);
    expect(untabled.tables).toBeUndefined();
    runTrials(chunkStream(5, 0, 0), untabled, 20_000, (st, n) =>
      direct.set(st.join(','), (direct.get(st.join(',')) ?? 0) + n),
    );
    expect(onTables).toEqual(expected);
    expect(direct).toEqual(expected);
  });

  it('the one-kind loop: a pair a step until done, the schedule unread once every trial ends within it', () => {
    // a double ends it; at most three pairs, the last always ending it
    const p: ChainProcess = {
      start: Int32Array.of(0, 0),
      kinds: [
        {
          faces: 100,
          apply(st, face) {
            st[0]++;
            if (((face / 10) | 0) === face % 10 || st[0] === 3) st[1] = 1;
          },
        },
      ],
      schedule: [1, 2, 3].map((clock) => ({ kind: 0, clock })),
      events: [],
      done: (st) => st[1] === 1,
      oneDrawAStep: true,
    };
    const t = buildChain(p);
    expect(t.closed).toBe(true);
    const counts = new Float64Array(t.states.length);
    countDrawn(chunkStream(9, 0, 0), t, 10_000, counts);
    const rng = chunkStream(9, 0, 0);
    const expected = new Float64Array(t.states.length);
    for (let k = 0; k < 10_000; k++) {
      let rounds = 0;
      let double = false;
      while (!double && rounds < 3) {
        const x = d10Pair(rng);
        rounds++;
        double = ((x / 10) | 0) === x % 10;
      }
      expected[t.states.findIndex((s) => s[0] === rounds && s[1] === 1)]++;
    }
    expect([...counts]).toEqual([...expected]);
    // a double is 1 in 10: three rounds 0.81 of the time
    expect(counts[t.states.findIndex((s) => s[0] === 3)]).toBeGreaterThan(7_900);
  });
});
