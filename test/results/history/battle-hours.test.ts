import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBattleHours, scaleToHours } from '../../../src/results/history/battle-hours.ts';

function withText(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'hours-')), 'battle-hours.yaml');
  writeFileSync(file, text);
  return file;
}

describe('the hours of fighting in a one-day battle (data/history/battle-hours.yaml)', () => {
  it('ships 6 to 10 hours, marked an assumption (the record gives no hours)', () => {
    const h = readBattleHours();
    expect([h.low, h.high, h.status]).toEqual([6, 10, 'assumption']);
  });

  it("scales the record's quartiles to an engagement's hours: the lower over the long day, the upper over the short", () => {
    const day = { low: 6, high: 10, status: 'assumption' as const, file: '' };
    // 2 hours: 7.4% x 2/10 and 17.6% x 2/6
    const [lo, hi] = scaleToHours([0.074, 0.176], 2, day);
    expect(lo).toBeCloseTo(0.0148, 12);
    expect(hi).toBeCloseTo(0.176 / 3, 12);
    // 8 hours: past the short day, the upper quartile stands
    const [lo8, hi8] = scaleToHours([0.074, 0.176], 8, day);
    expect(lo8).toBeCloseTo(0.0592, 12);
    expect(hi8).toBeCloseTo(0.176, 12);
    // a day or longer: the whole battle
    const [lo12, hi12] = scaleToHours([0.074, 0.176], 12, day);
    expect(lo12).toBeCloseTo(0.074, 12);
    expect(hi12).toBeCloseTo(0.176, 12);
  });

  it('names the file, line and field of a bad value', () => {
    const file = withText('status: guessed\noneDayBattle:\n  low: 9\n  high: 4\n');
    expect(() => readBattleHours(file)).toThrow(`${file}:1: status`);
    expect(() => readBattleHours(file)).toThrow(
      /:4: oneDayBattle\.high: expected a number of hours from low \(9\)/,
    );
  });
});
