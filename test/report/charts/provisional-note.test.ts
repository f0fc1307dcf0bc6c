import { describe, expect, it } from 'vitest';
import { provisionalNote, shareOf } from '../../../src/report/charts/provisional-note.ts';
import { exactSet, fixtureSet } from '../fixture.ts';

describe('provisional shares', () => {
  it('are shares of the odds where the run was exact, of trials where it sampled', async () => {
    const exact = await exactSet();
    expect(shareOf(exact)).toBe('of the odds (every outcome weighed by its chance)');
    expect(provisionalNote(exact)).toMatch(
      /^Provisional: .* of the odds \(every outcome weighed by its chance\)/,
    );
    const mc = await fixtureSet();
    expect(shareOf(mc)).toBe('of trials');
    const mixed = { ...mc, points: [{ ...mc.points[0], method: 'exact' as const }, ...mc.points.slice(1)] };
    expect(shareOf(mixed)).toBe('of trials (of the odds, at the points answered exactly)');
  });
});
