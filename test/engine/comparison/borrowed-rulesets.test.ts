import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/engine/input/input-error.ts';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import type { Patch } from '../../../src/engine/ruleset/patch.ts';

const patch = (file: string, at: Array<string | number>, value: unknown): Patch => ({
  file: 'p.yaml',
  title: 'p',
  edits: [{ file, at, value, origin: { file: 'p.yaml', line: 3 } }],
  text: JSON.stringify([file, at, value]),
});

describe('the four borrowed rulesets load like Republic', () => {
  for (const id of ['blake', 'activation', 'blue-and-gray', 'half-a-league']) {
    it(`${id}: every cell carries a provenance; values the text gives are not provisional`, () => {
      const r = loadRuleset(id);
      expect(r.family).toBe(id);
      expect(r.ledger.total).toBeGreaterThan(20);
      expect(r.ledger.counts.text).toBeGreaterThan(0);
      expect(r.ledger.cells.every((c) => c.file && c.field)).toBe(true);
    });
  }

  it('Blue & Gray: the classic CRT is public, the revised one provisional as a whole', () => {
    const r = loadRuleset('blue-and-gray');
    // the 60 cells of the classic CRT and 13 of its key (the text names the results but prints no key);
    // the revised table is not public, so none of its 60 cells is
    expect(r.ledger.counts.public).toBe(73);
    // what Ae* and Ex* do is given nowhere: every cell of theirs is provisional
    const partialKey = r.ledger.cells.filter((c) => /^results\.(Ae|Ex)\*\./.test(c.field));
    expect(partialKey.map((c) => c.source)).toEqual(Array(6).fill('provisional'));
    const partial = r.ledger.cells.filter((c) => c.text === 'Ae*' || c.text === 'Ex*');
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.every((c) => c.source === 'provisional')).toBe(true);
  });

  it('a patched cell is marked `patch` and changes the odds', () => {
    const r = loadRuleset('blake', [patch('morale.yaml', ['standMorale', 'B'], 4)]);
    const cell = r.ledger.cells.find((c) => c.field === 'standMorale.B')!;
    expect(cell.source).toBe('patch');
    expect(
      (r.data as { morale: { standFailsAtOrBelow: { B: { value: number } } } }).morale.standFailsAtOrBelow.B
        .value,
    ).toBe(4);
  });

  it('a bad cell is one clear message naming the patch line and the field', () => {
    const load = () =>
      loadRuleset('activation', [patch('activation.yaml', ['criticalEvent', 'totals', 0], 'teaParty')]);
    expect(load).toThrow(InputError);
    expect(load).toThrow(/p\.yaml:3: .*criticalEvent\.totals\[0\]: expected one of officerKilled/);
  });

  it('a bad band is reported in the rulebook notation it expects', () => {
    expect(() =>
      loadRuleset('activation', [patch('combat.yaml', ['bands', 'attackerOver', 'melee'], '3 hits')]),
    ).toThrow(/expected a band like `1 DIS if even`/);
  });
});
