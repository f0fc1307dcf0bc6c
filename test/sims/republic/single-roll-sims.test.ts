import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeOdds } from '../../../src/commands/odds/odds-command.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileText, exactOf, monteCarlo, worstZ } from './compile-situation.ts';

const SINGLE_ROLL = ['artillery', 'skirmish', 'rally', 'maneuver', 'hors-de-combat', 'panic-test'];
const opts = { patch: [], switch: [], set: [] };

describe('single-roll sims: exact odds and Monte Carlo agree', () => {
  for (const id of SINGLE_ROLL) {
    it(`${id}: exact sums to one per distribution and matches 200k seeded trials within 4.5 SE`, () => {
      const c = compileText(id, readFileSync(SIMS[id].exampleSituation, 'utf8'));
      const ex = exactOf(id, c);
      for (const d of c.layout.distributions) {
        const at = c.layout.distOffset[d.name];
        expect(ex.slice(at, at + d.outcomes.length).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      }
      const n = 200_000;
      expect(worstZ(c, monteCarlo(id, c, n), ex, n)).toBeLessThan(4.5);
    });

    it(`${id}: warbench odds answers with no situation`, () => {
      const s = computeOdds(id, undefined, opts);
      expect(s.sim).toBe(id);
      expect(s.leftover).toBe(0);
      expect(s.restsOnProvisional).not.toBeNull();
    });
  }
});
