import { describe, expect, it } from 'vitest';
import { chainRun, exactTrials, runTrials } from '../../../../src/engine/chain/chain-run.ts';
import { chunkStream } from '../../../../src/engine/dice/stream.ts';
import { assaultProcess, OVER } from '../../../../src/engine/republic/assault/assault-process.ts';
import { S } from '../../../../src/engine/republic/assault/assault-state.ts';
import { assaultFrom } from '../../../helpers/republic.ts';

const MIXED = `assault: mixed\nattacker: {arm: cavalry, grade: green, bases: 4}\ndefender: {grade: crack, cover: medium, morale: shaken}`;

/** Final states by their words, with the trials (or probability) that end in each. */
function byState(add: (end: (st: Int32Array, n: number) => void) => void): Map<string, number> {
  const out = new Map<string, number>();
  add((st, n) => out.set(st.join(','), (out.get(st.join(',')) ?? 0) + n));
  return out;
}

describe('the whole assault on the chain module', () => {
  const c = assaultFrom(MIXED);

  it('a round a step to the cap, every trial over by the last', () => {
    const run = chainRun(assaultProcess(c));
    expect(run.tables?.closed).toBe(true);
    expect(run.process.schedule).toHaveLength(c.maxRounds);
    for (const [i, st] of run.tables!.states.entries())
      if (i > 0) expect(st[OVER] === 1 || st[S.ROUND] < c.maxRounds).toBe(true);
  });

  it('gives the same trials and exact odds on its tables as applying its rounds directly (a chain too large)', () => {
    const tabled = chainRun(assaultProcess(c));
    const direct = chainRun(assaultProcess(c), 10);
    expect(direct.tables).toBeUndefined();
    const mc = (k: typeof tabled) => byState((end) => runTrials(chunkStream(3, 1, 4), k, 30_000, end));
    expect(mc(direct)).toEqual(mc(tabled));
    const exact = (k: typeof tabled) => byState((end) => exactTrials(k, end));
    const a = exact(tabled);
    const b = exact(direct);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [key, p] of a) expect(Math.abs(b.get(key)! - p)).toBeLessThan(1e-12);
  });
});
