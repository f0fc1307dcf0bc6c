import { describe, expect, it } from 'vitest';
import { computeOdds } from '../../src/tuning/odds/compute-odds.ts';
import { SIMS } from '../../src/sims/registry.ts';

const opts = { patch: [], switch: [], set: [] };
/** Sims whose assault round cap leaves mass undecided (counted as `unresolved`); every other exact sim leaves none. */
const CAPPED = new Set(['assault', 'assault-round', 'prepared-assault']);

/**
 * Every sim with exact odds, at its shipped example situation: `warbench
 * odds` answers with no situation file, and every exact distribution sums
 * to one. (Monte Carlo against exact for the same sims:
 * test/workers/monte-carlo-vs-exact.test.ts.) New sims are covered without
 * touching this file.
 */
describe.each(
  Object.values(SIMS)
    .filter((s) => s.exact)
    .map((s) => [s.id] as const),
)('exact sim %s', (id) => {
  it('answers warbench odds with no situation, every distribution summing to one', () => {
    const s = computeOdds(id, undefined, opts);
    expect(s.sim).toBe(id);
    if (CAPPED.has(id)) expect(s.leftover).toBeLessThan(0.3);
    else expect(s.leftover).toBe(0);
    expect(s.restsOnProvisional).not.toBeNull();
    for (const d of s.distributions)
      expect(d.outcomes.reduce((a, o) => a + o.probability, 0)).toBeCloseTo(1, 12);
  });
});
