import { describe, expect, it } from 'vitest';
import { menLost } from '../../../src/engagement/turn/run-engagement.ts';
import { fieldFrom } from './field.ts';

describe('§1.1 men lost', () => {
  it('"Infantry bases represent 275 men each, cavalry bases represent 150 men each"; "Dismounted cavalry troops represent roughly half of the number of troops present in a regular infantry base" (§1.3): a cavalry base on foot is 150 men', () => {
    const { c, f } = fieldFrom(`
sectors: [{}]
sides:
  Union:
    divisions: [{units: [{arm: infantry, grade: average, sector: 0}, {arm: cavalry, grade: average, sector: 0}, {arm: dismountedCavalry, grade: average, sector: 0}, {arm: mountedInfantry, grade: average, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);
    f.lostB.set([1, 1, 1, 1]);
    expect(menLost(c, f, 0)).toBe(275 + 150 + 150 + 275);
  });
});
