import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../../src/engine/dice/stream.ts';
import { rollCascadeFails } from '../../../../bench/baselines/panic-cascade/roll-cascade-fails.ts';
import { failsOn, rollCascadeDice } from '../../../../src/engine/republic/panic/cascade.ts';
import type { CascadeCompiled } from '../../../../src/sims/republic/panic-cascade/panic-cascade-sim.ts';
import { compileText } from '../../../sims/republic/compile-situation.ts';

const text = `
divisions:
  - {name: A, internal: true, units: [{grade: average, bases: 4, morale: formed}, {grade: green, bases: 3, morale: shaken}]}
  - {name: B, internal: false, units: [{grade: green, bases: 4, morale: shaken}]}
  - {name: C, internal: true, units: [{grade: veteran, bases: 2, morale: demoralized}]}
  - {name: D, internal: false, units: [{grade: untrained, bases: 5}]}
`;

describe('rollCascadeDice and failsOn', () => {
  it('draw the dice rollCascadeFails draws, in its order, and read the same fails from them', () => {
    const k = (compileText('panic-cascade', text) as CascadeCompiled).cascade;
    const want = new Uint8Array(2 * k.n);
    const got = new Uint8Array(2 * k.n);
    const a = chunkStream(5, 0, 0);
    const b = chunkStream(5, 0, 0);
    for (let trial = 0; trial < 200; trial++) {
      rollCascadeFails(a, k, want);
      rollCascadeDice(b, k, k.dice);
      // a division with no Panic 4 event rolls no internal die
      expect(k.dice[2]).toBe(0);
      expect(k.dice[6]).toBe(0);
      for (let d = 0; d < k.n; d++) {
        failsOn(k, d, k.dice, got, 0);
        failsOn(k, d, k.dice, got, 1);
      }
      expect(Array.from(got)).toEqual(Array.from(want));
    }
    // the streams stand at the same draw
    expect(a.int32()).toBe(b.int32());
  });
});
