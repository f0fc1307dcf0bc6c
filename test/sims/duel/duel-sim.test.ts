import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/engine/input/input-error.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import type { DuelCompiled } from '../../../src/sims/duel/duel-sim.ts';
import { compileSim, distOf, monteCarlo } from '../../engine/comparison/sim-harness.ts';

const SYSTEMS = ['republic', 'blake', 'activation', 'blue-and-gray', 'half-a-league'];
const plain = (system: string, extra = '') => `system: ${system}
attacker: {men: 2000, quality: average, formation: column}
defender: {men: 2000, quality: average, formation: line, cover: none}
minutes: 320
${extra}`;

function duel(yaml: string, trials = 20_000, seed = 5): { c: DuelCompiled; p: Float64Array } {
  const c = compileSim('duel', yaml) as DuelCompiled;
  return { c, p: monteCarlo('duel', c, trials, seed) };
}

describe('duel: one plain situation under five systems', () => {
  it('every system fills the same layout, so a sweep over system lines them up', () => {
    const layouts = SYSTEMS.map((s) => JSON.stringify(compileSim('duel', plain(s)).layout));
    expect(new Set(layouts).size).toBe(1);
    expect(compileSim('duel', plain('blake')).layout.distributions.map((d) => d.outcomes)).toEqual([
      ['attacker_takes_position', 'defender_holds', 'undecided'],
      ['no', 'yes'],
      ['no', 'yes'],
      ['no', 'yes'],
    ]);
    expect(compileSim('duel', plain('blake')).layout.distributions.map((d) => d.name)).toEqual([
      'decision',
      'defender_breaks',
      'rests_on_provisional',
      'rests_on_mapping',
    ]);
  });

  it("maps 2,000 men by each adapter's data: 7 Republic bases, 8 Blake stands, 4 regiments, 5 strength points, 10 stands", () => {
    const totals = SYSTEMS.map((s) => (compileSim('duel', plain(s)) as DuelCompiled).engine.attTotal);
    // Republic bases; Blake figures (8 x 6); damage dice (4 x 4); strength points; figures (10 x 4)
    expect(totals).toEqual([7, 48, 16, 5, 40]);
  });

  it("says in Half a League's description that both sides fire before the charge, and in no other system's", () => {
    // Game Sequence: "Fire: First fire all unlimbered Artillery simultaneously. Then fire all Small Arms simultaneously." comes before "Charge"
    const seq = SYSTEMS.map((s) => SIMS.duel.describe!(compileSim('duel', plain(s)) as never).sequence);
    expect(seq.map((x) => x !== undefined)).toEqual([false, false, false, false, true]);
    expect(seq[4]).toContain('both sides fire before the charge');
    expect(seq[4]).toContain('the chargers fire too');
  });

  it('the same seed gives the same tallies', () => {
    for (const s of SYSTEMS) {
      const c = compileSim('duel', plain(s));
      expect(Array.from(monteCarlo('duel', c, 2000, 9))).toEqual(Array.from(monteCarlo('duel', c, 2000, 9)));
    }
  });

  it('under every system an elite attacker against raw troops in the open does better than raw against elite in heavy cover', () => {
    for (const s of SYSTEMS) {
      const strong = duel(
        `system: ${s}\nattacker: {men: 2000, quality: elite, formation: column}\ndefender: {men: 2000, quality: raw, cover: none}`,
      );
      const weak = duel(
        `system: ${s}\nattacker: {men: 2000, quality: raw, formation: column}\ndefender: {men: 2000, quality: elite, cover: heavy}`,
      );
      expect(strong.p[0], s).toBeGreaterThan(weak.p[0] + 0.05);
    }
  });

  it('fractions lost lie within 0 and 1 where defined, and the minutes of battle within the budget', () => {
    for (const s of SYSTEMS) {
      const { c, p } = duel(plain(s), 5000);
      const at = (n: string) => p[c.layout.meanOffset[n]];
      for (const n of ['attacker_loss_fraction', 'defender_loss_fraction'])
        if (s !== 'activation') expect(at(n)).toBeGreaterThanOrEqual(0), expect(at(n)).toBeLessThanOrEqual(1);
      expect(at('minutes')).toBeGreaterThanOrEqual(40);
      expect(at('minutes')).toBeLessThanOrEqual(320);
    }
  });

  it('a Republic assault is fought within one turn (§5), "approximately 40 minutes of battle time" (§1.1)', () => {
    const { c, p } = duel(plain('republic'), 2000);
    expect(p[c.layout.meanOffset.minutes]).toBe(40);
  });
});

describe('duel agrees with the single-mechanic sims', () => {
  it('Blue & Gray, one round: the attacker takes the hex on Dr, De or Ex at the 1-1 column (bg-combat exact)', () => {
    const c = compileSim('bg-combat', 'attacker: {strength: 5}\ndefender: {strength: 5}');
    const r = distOf(c, SIMS['bg-combat'].exact!(c).perTrial, 'result');
    const take = r.Dr + r.De + r.Ex;
    const n = 100_000;
    const { p } = duel(
      plain('blue-and-gray', '')
        .replace('minutes: 320', 'minutes: 40')
        .replace('quality: average, formation: column', 'quality: average'),
      n,
    );
    expect(Math.abs(p[0] - take)).toBeLessThan(4.5 * Math.sqrt((take * (1 - take)) / n));
  });

  it("Republic: the duel drives the lead's assault; its mapped decisions match the assault sim's exact odds", () => {
    const y =
      'assault: allOut\ndirection: front\nmaxRounds: 8\nattacker: {bases: 7, grade: average}\ndefender: {bases: 7, grade: average}';
    const c = compileSim('assault', y);
    const d = distOf(c, SIMS.assault.exact!(c).perTrial, 'decision');
    const take =
      d.carry +
      d.drive_away +
      d.breakthrough_may +
      d.breakthrough_must +
      d.overrun +
      d.defender_destroyed +
      d.defender_surrenders;
    const n = 100_000;
    const { p } = duel(plain('republic'), n);
    expect(Math.abs(p[0] - take)).toBeLessThan(4.5 * Math.sqrt((take * (1 - take)) / n));
  });
});

describe('duel: bad input', () => {
  it('names the field and the systems for an unknown system', () => {
    expect(() => compileSim('duel', plain('napoleon'))).toThrow(
      /system: expected one of republic, blake, activation, blue-and-gray, half-a-league/,
    );
  });
  it('reports an unknown field with its line', () => {
    expect(() => compileSim('duel', `${plain('blake')}\nweather: rain`)).toThrow(InputError);
    expect(() => compileSim('duel', `${plain('blake')}\nweather: rain`)).toThrow(
      /duel.yaml:6: weather: unknown field/,
    );
  });
  it('a bombardment needs its guns', () => {
    expect(() => compileSim('duel', 'system: republic\naction: bombard\ndefender: {men: 2000}')).toThrow(
      /guns: required/,
    );
  });
});

describe('duel: one definition per common metric', () => {
  it('budget turns: Republic fights one assault (§5), so every common metric is not defined (NaN), never 0', () => {
    const { c, p } = duel(plain('republic', 'budget: turns'), 500);
    expect(c.engine.notDefined?.decision).toMatch(/one assault/);
    expect(Number.isNaN(p[0])).toBe(true);
    expect(Number.isNaN(p[c.layout.meanOffset.attacker_loss_fraction])).toBe(true);
  });

  it('a bombardment has no return fire in any system: attacker losses are not defined, defender losses are where counted in men to the decision', () => {
    for (const s of SYSTEMS.filter((x) => x !== 'blue-and-gray' && x !== 'activation' && x !== 'republic')) {
      const { c, p } = duel(
        `system: ${s}\naction: bombard\nguns: 12\nattacker: {men: 200, quality: average}\ndefender: {men: 2000, quality: average}`,
        500,
      );
      expect(Number.isNaN(p[c.layout.meanOffset.attacker_men_lost]), s).toBe(true);
      expect(p[c.layout.meanOffset.defender_men_lost], s).toBeGreaterThanOrEqual(0);
    }
  });

  it("losses are counted in men: each system's whole loss units at its men per unit, the last unit holding the rest of the 2,000 (test/sims/duel/men-lost.test.ts)", () => {
    const menOf = (s: string) => {
      const e = (compileSim('duel', plain(s)) as DuelCompiled).engine;
      return e.attTotal * e.attMenPerUnit!;
    };
    // Republic 7 bases x 275 men (§1.1); Blake 48 figures x 40; activation: not men; B&G 5 points x 400; HaL 40 figures x 50:
    // a force lost whole is still its 2,000 men (Republic's last base holds 350, Blake's last figure 120; partialUnit lastLost)
    expect(SYSTEMS.map(menOf)).toEqual([1925, 1920, NaN, 2000, 2000]);
  });

  it('the activation draft\'s damage dice are "combat ability lost to casualties, decreasing morale, and/or desertion", not men: its losses are not defined', () => {
    const { c, p } = duel(plain('activation'), 500);
    expect(c.engine.notDefined?.defender_loss).toMatch(/not men/);
    for (const n of [
      'attacker_loss_fraction',
      'defender_loss_fraction',
      'attacker_men_lost',
      'defender_men_lost',
    ])
      expect(Number.isNaN(p[c.layout.meanOffset[n]]), n).toBe(true);
  });

  it('the Republic bombardment counts bases lost past the decision (the engine plays no forced moves), so its losses are not defined', () => {
    const { c, p } = duel(
      'system: republic\naction: bombard\nguns: 12\nattacker: {quality: average}\ndefender: {men: 2000, quality: average}',
      500,
    );
    expect(c.engine.notDefined?.defender_loss).toMatch(/past the decision/);
    expect(Number.isNaN(p[c.layout.meanOffset.defender_men_lost])).toBe(true);
  });

  it('the reading states the budget, and the layout defines every common metric once for all systems', () => {
    const c = compileSim('duel', plain('blake'));
    const d = SIMS.duel.describe!(c);
    expect(d.budget).toBe(
      'one engagement to a decision (no renewed attack, no return), at most 320 minutes of battle',
    );
    const defined = [...c.layout.distributions, ...c.layout.means]
      .filter((m) => m.definition)
      .map((m) => m.name);
    expect(defined).toEqual([
      'decision',
      'defender_breaks',
      'attacker_loss_fraction',
      'defender_loss_fraction',
      'attacker_men_lost',
      'defender_men_lost',
      'minutes',
    ]);
    expect(c.layout.distributions[0].definition).toMatch(
      /^takes the position: the defender leaves its ground/,
    );
  });
});
