import { describe, expect, it } from 'vitest';
import { buildChain, ChainTooLarge, tryBuildChain } from '../../../src/engine/chain/build-chain.ts';
import type { ChainProcess } from '../../../src/engine/chain/chain-process.ts';
import { countFinals } from '../../../src/engine/chain/count-finals.ts';
import { chainCounts, countWalked } from '../../../src/engine/chain/count-walked.ts';
import { exactChain } from '../../../src/engine/chain/exact-chain.ts';
import { exactProcess } from '../../../src/engine/chain/exact-process.ts';
import { walkChain, W } from '../../../src/engine/chain/walk-chain.ts';
import { walkProcess } from '../../../src/engine/chain/walk-process.ts';
import { chunkStream, type Stream } from '../../../src/engine/dice/stream.ts';

/**
 * A small process with every part the module reads: a count that a d10 of 6
 * or more raises by one (gain: the die rolled), an event when it reaches 2,
 * a pair of dice that ends the trial on a double, and a step that rests
 * while the count is 0.
 */
function counter(): ChainProcess {
  return {
    start: Int32Array.of(0, 0),
    kinds: [
      {
        faces: 10,
        apply(st, face, out) {
          if (face >= 5) st[0]++;
          out[0] = face + 1;
          if (st[0] === 2) out[1] = 1;
          out[2] = face;
        },
      },
      {
        // a double ends it
        faces: 100,
        apply(st, face) {
          if (((face / 10) | 0) === face % 10) st[1] = 1;
        },
      },
      {
        faces: 10,
        idle: (st) => st[0] === 0,
        apply(st) {
          st[0] += 10;
        },
      },
    ],
    schedule: [
      { kind: 0, clock: 1 },
      { kind: 0, clock: 2 },
      { kind: 1, clock: 2 },
      { kind: 2, clock: 3 },
    ],
    events: ['two'],
    done: (st) => st[1] === 1,
  };
}

/** The chance of each final state, by its words. */
function finals(c: ReturnType<typeof buildChain>, final: Float64Array): Record<string, number> {
  const out: Record<string, number> = {};
  final.forEach((p, i) => p > 0 && (out[c.states[i].join(',')] = p));
  return out;
}

describe('the chain module', () => {
  const c = buildChain(counter());

  it('enumerates the states the schedule reaches, in the order it meets them: those that go on first, then those a trial ends in', () => {
    expect(c.states.map((s) => s.join(','))).toEqual([
      '0,0',
      '1,0',
      '2,0',
      '11,0',
      '12,0',
      '0,1',
      '1,1',
      '2,1',
    ]);
  });

  it("exact odds: the counts, the double that ends a trial, the resting step, the event and the gain's moments", () => {
    const odds = exactChain(c);
    // two d10 of 6+: 0, 1, 2 with 1/4, 1/2, 1/4; a double (1/10) ends the trial before the last step, which rests at 0
    const f = finals(c, odds.final);
    expect(Object.keys(f).sort()).toEqual(['0,0', '0,1', '1,1', '11,0', '12,0', '2,1']);
    expect(f['0,0']).toBeCloseTo(0.25 * 0.9, 15);
    expect(f['0,1']).toBeCloseTo(0.25 * 0.1, 15);
    expect(f['11,0']).toBeCloseTo(0.5 * 0.9, 15);
    expect(f['12,0']).toBeCloseTo(0.25 * 0.9, 15);
    expect(odds.first[0][2]).toBeCloseTo(0.25, 15);
    expect(odds.first[0][1]).toBe(0);
    expect(odds.never[0]).toBeCloseTo(0.75, 15);
    // the sum of two d10: mean 11, mean square 2 * 8.25 + 11^2
    expect(odds.gain).toBeCloseTo(11, 12);
    expect(odds.gainSquare).toBeCloseTo(137.5, 12);
  });

  it("cell reach: each step's cell read with its probability", () => {
    const reads = new Map<number, number>();
    exactChain(c, (cell, w) => reads.set(cell, (reads.get(cell) ?? 0) + w));
    // cells 0-9: the count step's faces, read twice a trial (1/10 each); -1: the steps that name no cell
    for (let face = 0; face < 10; face++) expect(reads.get(face)).toBeCloseTo(0.2, 15);
    expect(reads.get(-1)).toBeCloseTo(1 + 0.75 * 0.9, 12);
  });

  it('Monte Carlo reads the dice off nine-digit draws, lowest digit first, a pair as two digits (the first die the tens)', () => {
    const draws = [123456789, 987654321];
    let at = 0;
    const rng: Stream = { int32: () => draws[at++] };
    const hand = new Int32Array(2);
    const out = new Int32Array(W.SIZE);
    walkChain(rng, c, hand, out);
    // 9: count 1 (gain 10); 8: count 2 (gain 9), the event at clock 2; pair 67: no double; rest: +10
    expect(c.states[out[W.STATE]].join(',')).toBe('12,0');
    expect([out[W.GAIN], out[W.FIRST], at, hand[0], hand[1]]).toEqual([19, 2, 1, 1234, 4]);
    // the next trial reads on from the digits in hand: 4, 3, then the pair 21 (two digits) -> 1 left, so a pair of the next draw is not needed
    walkChain(rng, c, hand, out);
    expect(c.states[out[W.STATE]].join(',')).toBe('0,0');
    expect([out[W.GAIN], out[W.FIRST], at, hand[1]]).toEqual([9, 0, 1, 0]);
  });

  it('Monte Carlo agrees with the exact odds within 4 standard errors', () => {
    const odds = exactChain(c);
    const rng = chunkStream(3, 0, 0);
    const hand = new Int32Array(2);
    const out = new Int32Array(W.SIZE);
    const n = 100_000;
    const seen = new Float64Array(c.states.length);
    let gain = 0;
    for (let t = 0; t < n; t++) {
      walkChain(rng, c, hand, out);
      seen[out[W.STATE]]++;
      gain += out[W.GAIN];
    }
    odds.final.forEach((p, i) =>
      expect(Math.abs(seen[i] / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n) + 1e-12),
    );
    expect(Math.abs(gain / n - odds.gain)).toBeLessThan(
      4 * Math.sqrt((odds.gainSquare - odds.gain ** 2) / n),
    );
  });

  it('counts the trials walkChain gives, trial for trial: by final state, first clock of each event, summed gain (countWalked, countFinals)', () => {
    const trials = 5_000;
    const rng = chunkStream(4, 0, 0);
    const hand = new Int32Array(2);
    const out = new Int32Array(W.SIZE);
    const want = chainCounts(c);
    for (let t = 0; t < trials; t++) {
      walkChain(rng, c, hand, out);
      want.final[out[W.STATE]]++;
      if (out[W.FIRST] === 0) want.never[0]++;
      else want.first[0][out[W.FIRST]]++;
      want.gain += out[W.GAIN];
      want.gainSquare += out[W.GAIN] ** 2;
    }
    const counted = chainCounts(c);
    const countedHand = new Int32Array(2);
    countWalked(chunkStream(4, 0, 0), c, trials, countedHand, new Int32Array(W.SIZE), counted);
    expect(counted).toEqual(want);
    expect([...countedHand]).toEqual([...hand]);
    const finals = new Float64Array(c.states.length);
    const finalsHand = new Int32Array(2);
    countFinals(chunkStream(4, 0, 0), c, trials, finalsHand, finals);
    expect([...finals]).toEqual([...want.final]);
    expect([...finalsHand]).toEqual([...hand]);
    // the event at clock 2 in about a quarter of the trials
    expect(want.first[0][2] + want.never[0]).toBe(trials);
    expect(want.first[0][2]).toBeGreaterThan(1_000);
  });

  it('refuses a process beyond its packing', () => {
    expect(() => buildChain({ ...counter(), events: ['a', 'b', 'c', 'd', 'e'] })).toThrow(/at most 4 events/);
    expect(() => buildChain(counter(), 5)).toThrow(ChainTooLarge);
    expect(tryBuildChain(counter(), 5)).toBeUndefined();
    expect(tryBuildChain(counter())?.states.length).toBe(8);
  });
});

describe('a process walked without its tables (more states than they hold)', () => {
  const c = buildChain(counter());

  it('exact odds: the final states the tables give, with the same chances', () => {
    const got: Record<string, number> = {};
    exactProcess(counter(), (st, w) => {
      const key = st.join(',');
      got[key] = (got[key] ?? 0) + w;
    });
    const want = finals(c, exactChain(c).final);
    expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort());
    for (const [k, p] of Object.entries(want)) expect(got[k]).toBeCloseTo(p, 15);
  });

  it('Monte Carlo reads the same dice as the table walk: a seed gives the same trials, and leaves the same digits in hand', () => {
    const p = counter();
    const [a, b] = [chunkStream(5, 0, 0), chunkStream(5, 0, 0)];
    const [handA, handB] = [new Int32Array(2), new Int32Array(2)];
    const out = new Int32Array(W.SIZE);
    const st = new Int32Array(p.start.length);
    const scratch = new Int32Array(3);
    for (let t = 0; t < 1000; t++) {
      walkChain(a, c, handA, out);
      walkProcess(b, p, handB, st, scratch);
      expect(st.join(',')).toBe(c.states[out[W.STATE]].join(','));
      expect([...handB]).toEqual([...handA]);
    }
  });
});
