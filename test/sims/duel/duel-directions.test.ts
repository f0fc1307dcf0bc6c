import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSim, distOf, monteCarlo } from '../../engine/comparison/sim-harness.ts';

const SYSTEMS = ['republic', 'blake', 'activation', 'blue-and-gray', 'half-a-league'];
/** How a chart's subtitle names each system. */
const NAMED: Record<string, string> = {
  republic: 'Republic',
  blake: 'Blake',
  activation: 'activation draft',
  'blue-and-gray': 'Blue & Gray',
  'half-a-league': 'Half a League',
};

/** The first chart's subtitle of a shipped duel experiment: where it says why a system does not move. */
function subtitleOf(name: string): string {
  const text = readFileSync(resolve(import.meta.dirname, `../../../experiments/${name}.yaml`), 'utf8');
  return /subtitle: "([^"]*)"/.exec(text)?.[1] ?? '';
}

function takes(system: string, attacker: string, cover: string): number {
  const c = compileSim(
    'duel',
    `system: ${system}\nattacker: {men: 2000, quality: ${attacker}, formation: column}\ndefender: {men: 2000, quality: average, formation: line, cover: ${cover}}\nminutes: 320`,
  );
  return distOf(c, monteCarlo('duel', c, 8000, 21), 'decision').attacker_takes_position;
}

/** The mean fraction of the attacker lost in one engagement against average infantry in the open. */
function attackerLost(system: string, attacker: string): number {
  const c = compileSim(
    'duel',
    `system: ${system}\nattacker: {men: 2000, quality: ${attacker}, formation: column}\ndefender: {men: 2000, quality: average, formation: line, cover: none}\nminutes: 320`,
  );
  return monteCarlo('duel', c, 4000, 21)[c.layout.meanOffset.attacker_loss_fraction];
}

/** An experiment's description as one line of words. */
function descriptionOf(name: string): string {
  const text = readFileSync(resolve(import.meta.dirname, `../../../experiments/${name}.yaml`), 'utf8');
  return (/description: >\n((?:  .*\n)+)/.exec(text)?.[1] ?? '').replace(/\s+/g, ' ');
}

/** Never up by more than noise from one step to the next, and down overall, unless the chart says why not. */
function expectFalls(values: number[], system: string, subtitle: string): void {
  for (let i = 1; i < values.length; i++)
    expect(values[i], `${system} step ${i}: ${values.join(', ')}`).toBeLessThanOrEqual(values[i - 1] + 0.02);
  if (!subtitle.includes(NAMED[system]))
    expect(values[0], `${system}: ${values.join(', ')}`).toBeGreaterThan(values[values.length - 1] + 0.05);
}

describe('the shipped duels move every system the way its text implies, or the chart says why not', () => {
  it('duel-quality-edge: the better the attacker, the more often it takes the position', () => {
    const why = subtitleOf('duel-quality-edge');
    for (const s of SYSTEMS)
      expectFalls(
        ['elite', 'veteran', 'average', 'green', 'raw'].map((q) => takes(s, q, 'none')),
        s,
        why,
      );
  });

  it('duel-cover: the heavier the cover, the less often the attacker takes the position; the activation draft gives cover against fire only, and its chart says so', () => {
    const why = subtitleOf('duel-cover');
    expect(why).toContain('activation draft does not move');
    for (const s of SYSTEMS)
      expectFalls(
        ['none', 'light', 'heavy'].map((c) => takes(s, 'veteran', c)),
        s,
        why,
      );
  });

  it('duel-quality-edge: Blue & Gray loses men where its description says (the elite by Ex, green and raw by Ae), and none at average or veteran', () => {
    const lost = ['elite', 'veteran', 'average', 'green', 'raw'].map((q) => attackerLost('blue-and-gray', q));
    expect(lost.map((x) => x > 0)).toEqual([true, false, false, true, true]);
    const text = descriptionOf('duel-quality-edge');
    expect(text).toContain('the elite alone of the better tiers loses men');
    expect(text).toContain(
      "green's 1-2 and raw's 1-3 add Ae (the attacker eliminated), so they lose men too",
    );
  });

  it('duel-fragility: Blue & Gray and Half a League decide in one combat and never break the defender in light cover, as its description says', () => {
    for (const system of ['blue-and-gray', 'half-a-league']) {
      const c = compileSim(
        'duel',
        `system: ${system}\nattacker: {men: 2000, quality: veteran, formation: column}\ndefender: {men: 2000, quality: average, formation: line, cover: light}\nminutes: 320`,
      );
      const p = monteCarlo('duel', c, 4000, 21);
      expect(p[c.layout.meanOffset.minutes], system).toBe(40);
      expect(distOf(c, p, 'defender_breaks').yes, system).toBe(0);
    }
    const text = descriptionOf('duel-fragility');
    expect(text).toContain('Blue & Gray and Half a League also decide in one combat, within 40 minutes');
    expect(text).toContain('neither breaks the defender here');
  });
});
