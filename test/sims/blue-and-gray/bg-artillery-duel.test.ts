import { describe, expect, it } from 'vitest';
import type { DuelCompiled } from '../../../src/sims/duel/duel-sim.ts';
import { compileSim, monteCarlo } from '../../engine/comparison/sim-harness.ts';

const guns = (range: string, extra = '') => `system: blue-and-gray\naction: bombard\nguns: 12\nattacker: {quality: average}\ndefender: {men: 2000${extra}}\nrange: ${range}`;

describe('Blue & Gray artillery in the duel', () => {
  it('§9.47 "Artillery units may never advance after combat": an adjacent attack drives the defender off and the guns never hold the position (2/3 in two turns)', () => {
    // 12 guns = 6 strength points, adjacent +1/2 (§9.48): 9 against 5 at 1-1: Dr on 1-3, Ar on 4-6.
    // Ar from an enemy controlled hex: the guns become at least Shaken (§12.11), attacking at 1/3: 3 against 5 at 1-2: Dr on 1-2.
    // Driven off in two turns: 1/2 + 1/2 x 2/6 = 2/3 (the defender never attacks guns that took its ground)
    const c = compileSim('duel', `${guns('close')}\nmaxRounds: 2`);
    const n = 200_000;
    const p = monteCarlo('duel', c, n, 5)[0];
    expect(Math.abs(p - 2 / 3)).toBeLessThan(4.5 * Math.sqrt((2 / 3) * (1 / 3) / n));
  });
  it('the guns have no men in the plain situation: their loss fraction is not defined, at any range', () => {
    for (const range of ['close', 'long']) expect((compileSim('duel', guns(range)) as DuelCompiled).engine.notDefined?.attacker_loss, range).toBeTruthy();
  });
  it('§10.38 "units in Breastworks never lose the odds column shift to the left due to non-adjacent artillery attacks from any direction"', () => {
    const shift = (range: string) => (compileSim('duel', `${guns(range, ', cover: heavy')}\napproach: flank`) as DuelCompiled).engine.mapping.shift;
    expect(shift('long')).toBe('net -1 (§10.25-10.27)');
    // adjacent guns through the uncovered hexsides void it
    expect(shift('close')).toBe('net 0 (§10.25-10.27)');
  });
});
