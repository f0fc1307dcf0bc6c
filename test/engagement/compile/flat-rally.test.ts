import { describe, expect, it } from 'vitest';
import { toAt } from '../../../src/engagement/compile/flat-rally.ts';
import { rallyTo } from '../../../src/engine/republic/rally/rally-roll.ts';
import { fieldFrom } from '../turn/field.ts';
import { MIXED_FIELD } from './mixed-field.ts';

describe('flatRally: every unit rally rules in flat arrays', () => {
  it('reads for every unit, morale state and loss, far past its loss row, what its own CompiledRally gives', () => {
    const { c } = fieldFrom(MIXED_FIELD);
    const r = c.rally;
    for (let u = 0; u < c.nUnits; u++) {
      const own = c.unitRules[u].rally;
      expect(r.columns[u]).toBe(own.columns);
      for (let state = 0; state < own.old.length; state++) {
        expect(r.old[u * r.states + state]).toBe(own.old[state]);
        expect(r.provisionalOld[u * r.states + state]).toBe(own.provisionalOld[state]);
      }
      const n = own.lossModifier.length;
      for (let lost = 0; lost < 20; lost++)
        expect(r.loss[u * r.lossSpan + Math.min(lost, r.lossSpan - 1)]).toBe(
          own.lossModifier[Math.min(lost, n - 1)],
        );
    }
  });

  it('holds, for every unit and morale state, the state each modified roll a rally can make leaves it in (rallyTo)', () => {
    const { c } = fieldFrom(MIXED_FIELD);
    const r = c.rally;
    // §2.3 a d10 plus the division leader's part (any rating, in action or not) plus the unit's loss modifier
    const parts = [...c.rallyLeaderParts];
    const losses = [...r.loss];
    const lowest = 1 + Math.min(...parts) + Math.min(...losses);
    const highest = 10 + Math.max(...parts) + Math.max(...losses);
    expect(r.lowest).toBeLessThanOrEqual(lowest);
    expect(r.lowest + r.span - 1).toBeGreaterThanOrEqual(highest);
    for (let u = 0; u < c.nUnits; u++) {
      const own = c.unitRules[u].rally;
      for (let state = 0; state < own.old.length; state++) {
        const at = u * r.states + state;
        for (let modified = lowest; modified <= highest; modified++)
          expect(r.to[toAt(r, at, modified)]).toBe(
            rallyTo(own.columns, own.old[state], modified, own.asPrinted),
          );
      }
    }
  });
});
