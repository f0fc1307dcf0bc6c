import { describe, expect, it } from 'vitest';
import { menInUnits, menLost } from '../../../src/engine/duel/men-lost.ts';

describe("how a side's men fill its loss units, as the mapping says it", () => {
  it('says what each unit holds, as menLost counts it unit by unit', () => {
    expect(menInUnits(1900, 7, 275, false)).toBe(
      '1900 men in 7 loss units of 275: 6 hold 275 each, the last holds 250 (mapping partialUnit lastLost)',
    );
    expect(menInUnits(300, 1, 275, false)).toBe(
      '300 men in 1 loss unit of 275: it holds 300 (mapping partialUnit lastLost)',
    );
    expect(menInUnits(250, 1, 275, false)).toBe(
      '250 men in 1 loss unit of 275: it holds 250 (mapping partialUnit lastLost)',
    );
    expect(menInUnits(300, 8, 50, false)).toBe(
      '300 men in 8 loss units of 50: 6 hold 50 each, the last 2 hold none (mapping partialUnit lastLost)',
    );
    expect(menInUnits(330, 8, 50, false)).toBe(
      '330 men in 8 loss units of 50: 6 hold 50 each, the next holds 30, the last holds none (mapping partialUnit lastLost)',
    );
    expect(menInUnits(300, 6, 50, false)).toBe('');
    expect(menInUnits(1900, 7, 275, true)).toBe(
      '1900 men in 7 loss units of 275: each stands for 271.4 (mapping partialUnit spread)',
    );
  });

  it('the units it describes hold what menLost takes as each is lost', () => {
    for (const [men, total, per] of [
      [1900, 7, 275],
      [300, 8, 50],
      [330, 8, 50],
      [300, 1, 275],
    ]) {
      const held = Array.from(
        { length: total },
        (_, k) => menLost(k + 1, total, per, men, false) - menLost(k, total, per, men, false),
      );
      const text = menInUnits(men, total, per, false);
      expect(held.reduce((a, b) => a + b, 0)).toBe(men);
      // the first unit's men and the last's are the figures the words give
      expect(text).toContain(total === 1 ? `it holds ${held[0]}` : `hold ${held[0]}`);
    }
  });
});
