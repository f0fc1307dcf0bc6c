import { describe, expect, it } from 'vitest';
import { compileText, distOf, exactOf, monteCarlo } from '../../../sims/republic/compile-situation.ts';

const target = 'target: {grade: green, bases: 4, morale: unformed}';

describe('bombardment (Monte Carlo) against the single-fire exact odds', () => {
  it('one turn, one fire: bases lost as the artillery odds give them, first Shaken as the exact odds (the fire, then the rally that may worsen it)', () => {
    const art = compileText(
      'artillery',
      `battery: {type: mediumSmoothbore, range: 3}\ntarget: {bases: 4, morale: unformed}`,
    );
    const lostExact = distOf(art, exactOf('artillery', art), 'main_bases_lost');
    const c = compileText(
      'bombardment',
      `turns: 1\nfiresPerTurn: 1\nbatteries: [{type: mediumSmoothbore, range: 3}]\n${target}`,
    );
    const n = 200_000;
    const mc = monteCarlo('bombardment', c, n, 9);
    const want = distOf(c, exactOf('bombardment', c), 'turn_shaken')['1'];
    // the fire alone leaves it Shaken or worse less often than fire and rally together
    const morale = distOf(art, exactOf('artillery', art), 'main_morale');
    expect(want).toBeGreaterThan(morale.shaken + morale.demoralized);
    const got = distOf(c, mc, 'turn_shaken')['1'];
    expect(Math.abs(got - want)).toBeLessThan(4.5 * Math.sqrt((want * (1 - want)) / n));
    const lost = distOf(c, mc, 'bases_lost');
    for (const [k, p] of Object.entries(lostExact))
      expect(Math.abs(lost[k] - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n) + 1e-12);
  });
  it('a fixed seed gives the same tallies twice', () => {
    const c = compileText('bombardment', `turns: 3\nbatteries: [{type: heavyRifle, range: 9}]\n${target}`);
    expect(monteCarlo('bombardment', c, 20_000, 4)).toEqual(monteCarlo('bombardment', c, 20_000, 4));
  });
  it('a second battery never makes the brigade last longer (in expectation, same seed family)', () => {
    const one = compileText(
      'bombardment',
      `turns: 4\nbatteries: [{type: mediumRifle, range: 11}]\n${target}`,
    );
    const two = compileText(
      'bombardment',
      `turns: 4\nbatteries: [{type: mediumRifle, range: 11}, {type: mediumRifle, range: 11}]\n${target}`,
    );
    const n = 100_000;
    const never = (c: typeof one) => distOf(c, monteCarlo('bombardment', c, n, 2), 'turn_demoralized').never;
    expect(never(two)).toBeLessThan(never(one));
  });
  it("A22 baseHits is refused, not ignored: the bombardment's states cannot tell deserters from B hits", () => {
    expect(() =>
      compileText('bombardment', `turns: 2\nbatteries: [{type: mediumRifle, range: 11}]\n${target}`, {
        rallyLosses: 'baseHits',
      }),
    ).toThrow(/switch rallyLosses: expected allLosses/);
  });
  it('bad input: a battery out of range names its field', () => {
    expect(() =>
      compileText('bombardment', `turns: 2\nbatteries: [{type: lightSmoothbore, range: 29}]\n${target}`),
    ).toThrow(/batteries\[0\]\.range/);
  });
});

describe('exact bombardment', () => {
  it('agrees with 200,000 seeded Monte Carlo trials within 4.5 standard errors on every slot', () => {
    const c = compileText(
      'bombardment',
      `turns: 4\nbatteries: [{type: mediumRifle, range: 11}, {type: heavyRifle, range: 9, savedFire: true}]\n${target}\nleaders: {divisionRating: 1}`,
    );
    const n = 200_000;
    const exact = exactOf('bombardment', c);
    const mc = monteCarlo('bombardment', c, n, 17);
    for (const d of c.layout.distributions) {
      const at = c.layout.distOffset[d.name];
      d.outcomes.forEach((_, i) => {
        // exact sums carry rounding of order 1e-16, which may put a certain outcome a hair above 1
        const p = Math.min(1, Math.max(0, exact[at + i]));
        expect(Math.abs(mc[at + i] - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n) + 1e-12);
      });
    }
  });
  it('sums to one, and one turn of one fire is the artillery odds', () => {
    const c = compileText(
      'bombardment',
      `turns: 1\nfiresPerTurn: 1\nbatteries: [{type: mediumSmoothbore, range: 3}]\n${target}`,
    );
    const e = exactOf('bombardment', c);
    const art = compileText(
      'artillery',
      `battery: {type: mediumSmoothbore, range: 3}\ntarget: {bases: 4, morale: unformed}`,
    );
    expect(distOf(c, e, 'bases_lost')).toMatchObject(
      distOf(art, exactOf('artillery', art), 'main_bases_lost'),
    );
    const total = Object.values(distOf(c, e, 'end_state')).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 12);
  });
  it('§4.7 "any base hits suffered in case of a Panic 4 event count as deserters and are immediately removed"', () => {
    // four Medium Smoothbore at 2" put at least 1M each on a Demoralized brigade (the row as fitted to the record): four or more P, a Panic 4 every time
    const fire = 'type: mediumSmoothbore, range: 2';
    const c = compileText(
      'bombardment',
      `turns: 1\nfiresPerTurn: 1\nbatteries: [{${fire}}, {${fire}}, {${fire}}, {${fire}}]\ntarget: {grade: green, bases: 12, morale: demoralized}`,
    );
    const art = compileText('artillery', `battery: {${fire}}\ntarget: {bases: 12, morale: demoralized}`);
    const e = exactOf('bombardment', c);
    expect(distOf(c, e, 'turn_panic4')['1']).toBeCloseTo(1, 12);
    const mean = (d: Record<string, number>) => Object.entries(d).reduce((s, [k, p]) => s + Number(k) * p, 0);
    // Green's Panic 4 line is "Rt 1": one base deserts besides the four fires' B hits
    expect(mean(distOf(c, e, 'bases_lost'))).toBeCloseTo(
      4 * mean(distOf(art, exactOf('artillery', art), 'main_bases_lost')) + 1,
      12,
    );
  });
});
