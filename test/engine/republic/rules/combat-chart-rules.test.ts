import { describe, expect, it } from 'vitest';
import { loadRuleset, loadRulesetOf } from '../../../../src/engine/families/load-ruleset.ts';
import type { Patch } from '../../../../src/engine/ruleset/patch.ts';

const patch = (file: string, at: Array<string | number>, value: unknown): Patch => ({
  file: 'variant.yaml',
  title: 'variant',
  text: `${file} ${at.join('.')} ${String(value)}`,
  edits: [{ file, at, value, origin: { file: 'variant.yaml', line: 4 } }],
});

describe('the Combat Chart tables load with their provenance, and bad cells are reported where they are', () => {
  const r = loadRulesetOf('republic', 'republic-1.0-beta').data;
  it('forced moves (§3.3): D 6, W 8, F 10, Re 12, Rt 14; cavalry 200%; rout 1M', () => {
    const f = r.forcedMoves;
    expect(['D', 'W', 'F', 'Re', 'Rt'].map((k) => f.distances[k as 'D'].value)).toEqual([6, 8, 10, 12, 14]);
    expect([f.cavalryPercent.value, f.routMoraleHits.value]).toEqual([200, 1]);
  });
  it('panic test modifiers (§6.3): +2 unshaken, -2 per demoralized unit', () => {
    expect([r.panicTest.modifiers.unshaken.value, r.panicTest.modifiers.perDemoralizedUnit.value]).toEqual([
      2, -2,
    ]);
  });
  it('a fire chart cell with P hits is reported at the patch line', () => {
    expect(() =>
      loadRuleset('republic-1.0-beta', [patch('artillery.yaml', ['chart', 'heavyRifle', 0], '2P')]),
    ).toThrow(/variant\.yaml:4: .*chart\.heavyRifle\[0\]: expected M and B hits only/);
  });
  it('a battery row that is out of reach and then reaches a farther column is reported', () => {
    expect(() =>
      loadRuleset('republic-1.0-beta', [patch('artillery.yaml', ['chart', 'mediumRifle', 3], 'out')]),
    ).toThrow(
      /chart\.mediumRifle\[4\]: expected out: a battery that cannot reach a range column cannot reach a farther one/,
    );
  });
  it('a rally line with a value missing is reported', () => {
    expect(() =>
      loadRuleset('republic-1.0-beta', [patch('rally.yaml', ['table', 'veteran'], [15, 12, 10, 8])]),
    ).toThrow(/table\.veteran: expected 5 values, one per column/);
  });
  it('a Flee number that would also hit is reported', () => {
    expect(() => loadRuleset('republic-1.0-beta', [patch('skirmish.yaml', ['flee', 'green'], 9)])).toThrow(
      /flee\.green: expected a Flee number below/,
    );
  });
  it('a patched cell counts as patch, not provisional', () => {
    const l = loadRuleset('republic-1.0-beta', [patch('maneuver.yaml', ['table', 'crack', 'assault'], 3)]);
    expect(l.ledger.counts.patch).toBe(1);
  });
});
