import { describe, expect, it } from 'vitest';
import { provisionalSummary, runSummary } from '../../../src/report/html/run-summary.ts';
import { exactSet, fixtureSet } from '../fixture.ts';

describe('runSummary', () => {
  it('says exact odds where nothing was sampled, with no trials, seed or chunks', async () => {
    const first = runSummary(await exactSet())[0];
    expect(first).toBe(
      'Sim <b>artillery</b>, exact odds at each of 4 sweep points: every way the dice can fall, weighed by its chance, so the numbers are the same on every run.',
    );
  });

  it('gives trials, seed and chunks of a Monte Carlo run', async () => {
    const items = runSummary(await fixtureSet());
    expect(items[0]).toMatch(
      /^Sim <b>assault<\/b>, 4,000 trials at each of 6 sweep points \(24,000 trials in all\), seed 3, in chunks of 2,000\./,
    );
    // a swept switch in words, with the name to type beside it
    expect(items).toContain(
      'Sweeps the interpretation switch <b>natural roll morale hits</b> (naturalRollMoraleHits) over loser always and only if lost modified.',
    );
  });

  it('times exact odds without trials a second, and a Monte Carlo run with them', async () => {
    const exact = runSummary(await exactSet()).find((i) => i.startsWith('Run '))!;
    expect(exact).toMatch(/UTC: exact odds in (under 0\.1 s|\d+\.\d s); warbench/);
    expect(exact).not.toContain('trials a second');
    const mc = runSummary(await fixtureSet()).find((i) => i.startsWith('Run '))!;
    expect(mc).toMatch(/UTC: (under 0\.1 s|\d+\.\d s) on \d+ workers? \([\d,]+ trials a second\)/);
  });

  it('gives the provisional share of exact odds as a share of the odds, not of trials', async () => {
    const exact = provisionalSummary(await exactSet());
    expect(exact).toMatch(/of the odds \(every outcome weighed by its chance\)/);
    expect(exact).not.toContain('of trials');
    expect(provisionalSummary(await fixtureSet())).toMatch(
      / of trials( at every sweep point| per sweep point)? used at least one/,
    );
  });
});
