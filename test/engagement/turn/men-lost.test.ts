import { describe, expect, it } from 'vitest';
import { menLost, PER_SIDE, sideSums } from '../../../src/engagement/turn/run-engagement.ts';
import { brigadeAndGuns, fieldFrom } from './field.ts';

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

describe('§1.1 guns lost', () => {
  it('"artillery bases represent 10 guns each": a battery deserted at a fire Panic 4 (§4.7) is 10 guns lost, not a deserter; bases deserted from a brigade are deserters', () => {
    const { c, f } = fieldFrom(brigadeAndGuns(3, 8));
    f.deserted.set([2, 1]);
    f.prisoners.set([1, 1]);
    f.damage[1] = 2;
    const sums = new Float64Array(2 * PER_SIDE);
    const kw = new Float64Array(2);
    const missing = new Float64Array(2);
    sideSums(c, f, sums, kw, missing);
    // Union: guns lost, battery damage, prisoners, deserters, units Demoralized
    expect(Array.from(sums.subarray(0, PER_SIDE))).toEqual([20, 2, 1, 2, 0]);
    // the brigade's prisoner and 2 deserters are 3 bases of 275 men missing; no B hits, no men killed and wounded
    expect(missing[0]).toBe(3 * 275);
    expect(kw[0]).toBe(0);
  });
});
