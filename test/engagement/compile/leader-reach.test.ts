import { describe, expect, it } from 'vitest';
import { fieldFrom } from '../turn/field.ts';

// Two sectors: each side's division has a brigade with markers in one sector and one without in the other,
// the markers facing each other's plain brigade; each leader stands with all his division's units.
const CROSSED = `
sectors: [{gap: 8}, {gap: 8}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0, skirmishers: 1}, {grade: average, sector: 1}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 1, skirmishers: 1}, {grade: average, sector: 0}]}]
`;

describe("LeaderReach: the §4.7 leader checks' lists", () => {
  const r = fieldFrom(CROSSED).c.leaderReach;
  it('lists by sector each division whose leader stands with units there, and those units', () => {
    expect([...r.at]).toEqual([0, 2, 4]);
    expect([...r.division]).toEqual([0, 1, 0, 1]);
    expect([...r.unit]).toEqual([0, 3, 1, 2]);
  });
  it("pairs by division each unit its leader stands with and each enemy brigade with markers in that unit's sector", () => {
    expect([...r.pairAt]).toEqual([0, 1, 2]);
    expect([...r.leaderUnit]).toEqual([1, 3]);
    expect([...r.marker]).toEqual([2, 0]);
  });
  it('reads the leader reach of the rules (§4.7 "within 4"")', () => {
    expect(r.reach).toBe(4);
  });
});
