import { describe, expect, it } from 'vitest';
import { formatOdds, oddsCsv, type OddsSummary } from '../../../src/tuning/odds/odds-summary.ts';

function summary(over: Partial<OddsSummary> = {}): OddsSummary {
  return {
    sim: 'x',
    title: 'A test mechanic',
    ruleset: { id: 'republic-1.0-beta', hash: 'h', cells: 10, provisionalCells: 2 },
    switches: {},
    situation: {},
    distributions: [
      {
        name: 'response',
        title: 'Panic response',
        outcomes: [
          { outcome: 'none', probability: 0.5 },
          { outcome: 'D', probability: 0.25 },
          { outcome: 'F', probability: 0.125 },
          { outcome: 'Rt', probability: 0.125 },
        ],
      },
      {
        name: 'winner',
        title: 'Winner',
        outcomes: [
          { outcome: 'attacker', probability: 0.75 },
          { outcome: 'both_retire', probability: 0.25 },
        ],
      },
    ],
    means: [{ name: 'hits', title: 'Hits', unit: 'hits', expected: -0.0000001, sd: 0 }],
    leftover: 0,
    restsOnProvisional: 1 - 1e-15,
    ...over,
  };
}

describe('formatOdds', () => {
  it('prints each outcome in words and, on an ordered scale, the chance of each one or worse', () => {
    const text = formatOdds(summary());
    expect(text).toMatch(/ {2}D \(disengage\) +25\.00%/);
    expect(text).toMatch(/ {2}D \(disengage\) or worse +50\.00%/);
    expect(text).toMatch(/ {2}F \(fall back\) or worse +25\.00%/);
    expect(text).toMatch(/ {2}Rt \(rout\) or worse +12\.50%/);
    // an unordered outcome (who won) gets no at-least rows, and ids read as words
    expect(text).toMatch(/ {2}both retire +25\.00%/);
    expect(text).not.toContain('both retire or worse');
  });

  it('never prints -0.000 and calls a float-noise 1 100%', () => {
    const text = formatOdds(summary(), true);
    expect(text).toContain('Hits  0.000 ± 0.000 hits');
    expect(text).toContain('Rests on provisional cells: 100% of outcomes.');
  });

  it('names a patched ruleset as patched', () => {
    const text = formatOdds(
      summary({
        ruleset: {
          id: 'republic-1.0-beta',
          name: 'republic-1.0-beta patched by p.yaml ("P")',
          hash: 'h',
          cells: 10,
          provisionalCells: 2,
        },
      }),
    );
    expect(text).toContain('ruleset republic-1.0-beta patched by p.yaml ("P") (2 of 10 cells provisional)');
  });

  it('puts the modifier breakdown first under the tables', () => {
    const text = formatOdds(
      summary({
        reading: { column: 'PB', breakdown: 'attacker: veteran +1; difference before the dice +1' },
      }),
    );
    expect(text).toMatch(
      /modifiers and what they add up to\)\n  breakdown: attacker: veteran \+1; difference before the dice \+1\n  column: PB\n/,
    );
  });

  it('shows the headline tables, then the modifier breakdown, and leaves the rest to --verbose', () => {
    const third = { name: 'rounds', title: 'Rounds fought', outcomes: [{ outcome: '1', probability: 1 }] };
    const s = summary({
      distributions: [...summary().distributions, third],
      reading: { breakdown: 'veteran +1' },
    });
    const quiet = formatOdds(s);
    expect(quiet.indexOf('Winner')).toBeLessThan(quiet.indexOf('breakdown: veteran +1'));
    expect(quiet).not.toContain('Rounds fought');
    expect(quiet).not.toContain('Hits  ');
    expect(quiet).toContain(
      '--verbose shows 1 more outcome table and 1 expected value that prints as 0.000.',
    );
    const fourth = { ...third, name: 'rounds_again' };
    const zero = { ...s.means[0], name: 'hits_again' };
    expect(
      formatOdds({ ...s, distributions: [...s.distributions, fourth], means: [...s.means, zero] }),
    ).toContain('--verbose shows 2 more outcome tables and 2 expected values that print as 0.000.');
    const verbose = formatOdds(s, true);
    expect(verbose.indexOf('breakdown: veteran +1')).toBeLessThan(verbose.indexOf('Rounds fought'));
    expect(verbose).toContain('Hits  0.000 ± 0.000 hits');
  });

  it('lists only the switches not at their default, unless verbose', () => {
    const s = summary({ switches: { a: 'x', b: 'y', c: 'z' }, switchDefaults: { a: 'x', b: 'w', c: 'z' } });
    expect(formatOdds(s)).toContain('\nswitches not at their default: b=y (default w)\n');
    expect(formatOdds(summary({ switches: { a: 'x' }, switchDefaults: { a: 'x' } }))).toContain(
      '\nswitches: all 1 at their defaults (--verbose lists them)\n',
    );
    expect(formatOdds(s, true)).toContain('\nswitches: a=x, b=y (not the default), c=z\n');
  });

  it('keeps every line within 100 columns, wrapping a long one with an indent', () => {
    const long = Array.from({ length: 30 }, (_, i) => `modifier${i} +1`).join(', ');
    const text = formatOdds(summary({ reading: { breakdown: long } }));
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    expect(text).toMatch(/\n  breakdown: modifier0 \+1, .*\n {6}modifier/);
  });
});

describe('oddsCsv', () => {
  it('has one row per outcome with its at-least chance, and one per mean', () => {
    const rows = oddsCsv(summary()).trim().split('\n');
    expect(rows[0]).toBe(
      'metric,metric_title,outcome,outcome_words,probability,probability_at_least,expected,sd,unit',
    );
    expect(rows).toContain('response,Panic response,F,F (fall back),0.125,0.25,,,probability 0-1');
    expect(rows).toContain('winner,Winner,both_retire,both retire,0.25,,,,probability 0-1');
    expect(rows).toHaveLength(1 + 4 + 2 + 1);
  });
});

describe('summarise', () => {
  it('rounds the float noise off restsOnProvisional: 1, not 1.000000000000016', async () => {
    const { computeOdds } = await import('../../../src/tuning/odds/compute-odds.ts');
    const s = computeOdds('assault', undefined, { patch: [], switch: [], set: [] });
    expect(s.restsOnProvisional).toBe(1);
  });
});
