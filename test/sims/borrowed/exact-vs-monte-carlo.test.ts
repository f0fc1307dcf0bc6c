import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeOdds } from '../../../src/commands/odds/odds-command.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileSim, monteCarlo, worstZ } from '../../engine/comparison/sim-harness.ts';

const BORROWED = [
  'blake-fire', 'blake-melee', 'blake-morale', 'blake-end-of-turn', 'blake-facing',
  'activation', 'activation-combat', 'activation-critical', 'activation-damage',
  'bg-combat', 'bg-rally', 'hal-charge-morale', 'hal-close-combat', 'hal-fire',
];
const opts = { patch: [], switch: [], set: [] };

describe('borrowed-system sims: exact odds and seeded Monte Carlo agree on the shipped examples', () => {
  for (const id of BORROWED) {
    it(`${id}: every distribution sums to one and 100k seeded trials sit within 4.5 SE`, () => {
      const c = compileSim(id, readFileSync(SIMS[id].exampleSituation, 'utf8'));
      const ex = SIMS[id].exact!(c).perTrial;
      for (const d of c.layout.distributions) {
        const at = c.layout.distOffset[d.name];
        expect(ex.slice(at, at + d.outcomes.length).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      }
      const n = 100_000;
      expect(worstZ(c, monteCarlo(id, c, n), ex, n)).toBeLessThan(4.5);
    });

    it(`${id}: warbench odds answers with no situation`, () => {
      const s = computeOdds(id, undefined, opts);
      expect(s.sim).toBe(id);
      expect(s.leftover).toBe(0);
    });
  }
});
