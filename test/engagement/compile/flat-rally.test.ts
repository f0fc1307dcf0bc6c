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
      expect(c.rallyAsPrinted).toBe(own.asPrinted);
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

  it('holds, for every unit and morale state, the state each modified roll from -30 to 39 leaves it in (rallyTo); past them, no slot', () => {
    const { c } = fieldFrom(MIXED_FIELD);
    const r = c.rally;
    for (let u = 0; u < c.nUnits; u++) {
      const own = c.unitRules[u].rally;
      for (let state = 0; state < own.old.length; state++) {
        const at = u * r.states + state;
        for (let modified = -30; modified < 40; modified++)
          expect(r.to[toAt(at, modified)]).toBe(
            rallyTo(own.columns, own.old[state], modified, own.asPrinted),
          );
        expect([toAt(at, -31), toAt(at, 40)]).toEqual([-1, -1]);
      }
    }
  });
});
