import { describe, expect, it } from 'vitest';
import { streamFromSeed } from '../../../src/engine/dice/stream.ts';
import { ReplayStream } from '../../../src/tuning/compare/replay-stream.ts';

describe('ReplayStream', () => {
  it("gives the second reader of a trial the first reader's draws, then fresh ones from where the source left off", () => {
    const plain = streamFromSeed('x');
    const first = Array.from({ length: 6 }, () => plain.int32());
    const r = new ReplayStream(streamFromSeed('x'));
    r.nextTrial();
    const a = [r.int32(), r.int32()];
    r.rewind();
    const b = [r.int32(), r.int32(), r.int32()];
    r.nextTrial();
    const c = [r.int32()];
    expect(a).toEqual(first.slice(0, 2));
    expect(b).toEqual(first.slice(0, 3));
    expect(c).toEqual([first[3]]);
  });

  it('grows past its first buffer', () => {
    const r = new ReplayStream(streamFromSeed('y'));
    r.nextTrial();
    const a = Array.from({ length: 1000 }, () => r.int32());
    r.rewind();
    expect(Array.from({ length: 1000 }, () => r.int32())).toEqual(a);
  });
});
