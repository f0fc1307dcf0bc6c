import { describe, expect, it } from 'vitest';
import { resetField, startPlayerTurn } from '../../../src/engagement/state/field-state.ts';
import { runEngagement } from '../../../src/engagement/turn/run-engagement.ts';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { fieldFrom } from '../turn/field.ts';

const TWO_SECTORS = `
turns: 3
stop: never
sectors: [{gap: 6}, {gap: 6}]
sides:
  Union:
    divisions: [{units: [{grade: average, bases: 5, sector: 0}, {grade: green, bases: 4, sector: 1, line: second}, {arm: artillery, battery: mediumRifle, grade: average, bases: 2, sector: 1}]}]
  Confederate:
    divisions: [{leader: {rating: 2}, units: [{grade: veteran, bases: 6, sector: 0, morale: rattled}, {grade: average, sector: 1}]}]
`;

describe('field state', () => {
  it('resetField puts back the start of the situation after an engagement has been played on the field', () => {
    const { c, f } = fieldFrom(TWO_SECTORS);
    const start = {
      bases: Array.from(f.bases),
      morale: Array.from(f.morale),
      pos: Array.from(f.pos),
      rating: Array.from(f.rating),
    };
    expect(start).toEqual({
      bases: [5, 4, 2, 6, 6],
      morale: [0, 0, 0, 2, 0],
      pos: [0, -3, 0, 0, 0],
      rating: [0, 2],
    });
    runEngagement(chunkStream(3, 0, 0), c, f, new Float64Array(4 * c.s.turns));
    expect(f.playerTurns).toBe(6);
    resetField(c, f);
    expect({
      bases: Array.from(f.bases),
      morale: Array.from(f.morale),
      pos: Array.from(f.pos),
      rating: Array.from(f.rating),
    }).toEqual(start);
    for (const a of [f.lostB, f.prisoners, f.deserted, f.damage, f.lastMoved, f.ruleCount, f.lossMen])
      expect(a.every((x) => x === 0)).toBe(true);
    for (const a of [f.brokenTurn, f.ordersReset, f.panicked, f.horsDeCombat, f.replaced, f.sideBrokenTurn])
      expect(a.every((x) => x === 0)).toBe(true);
    expect([f.prov, f.playerTurns]).toEqual([0, 0]);
  });

  it('startPlayerTurn clears every per-turn mark, the worst forced move to none (-1)', () => {
    const { f } = fieldFrom(TWO_SECTORS);
    const marks = [
      f.lostThisTurn,
      f.charged,
      f.fired,
      f.p4,
      f.movedBack,
      f.backBeforeAssault,
      f.advanced,
      f.assaulting,
      f.worstP,
      f.destroyedInAssault,
    ];
    for (const a of marks) a.fill(3);
    f.response.fill(2);
    f.bases[0] = 1;
    startPlayerTurn(f);
    for (const a of marks) expect(Array.from(a)).toEqual([0, 0, 0, 0, 0]);
    expect(Array.from(f.response)).toEqual([-1, -1, -1, -1, -1]);
    expect(f.bases[0]).toBe(1); // the state of the units stays
  });
});
