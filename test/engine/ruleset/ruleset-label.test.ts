import { describe, expect, it } from 'vitest';
import { rulesetLabel } from '../../../src/engine/ruleset/ruleset-label.ts';

describe('rulesetLabel', () => {
  const shipped = { id: 'republic-1.0-beta', dir: 'rulesets/republic-1.0-beta' };

  it('names the shipped ruleset by its id, and a patched one by its patches in order', () => {
    expect(rulesetLabel({ ...shipped, patches: [] })).toBe('republic-1.0-beta');
    expect(
      rulesetLabel({
        ...shipped,
        patches: [
          { file: 'patches/a.yaml', title: 'A', edits: [{}] },
          { file: 'patches/b.yaml', title: '', edits: [{}, {}] },
        ],
      }),
    ).toBe('republic-1.0-beta patched by patches/a.yaml ("A"), then patches/b.yaml');
  });

  it('says so of a patch that sets no cell (a tune that moved nothing), rather than passing it off as a variant', () => {
    expect(
      rulesetLabel({ ...shipped, patches: [{ file: 'patches/none.yaml', title: 'fit', edits: [] }] }),
    ).toBe('republic-1.0-beta patched by patches/none.yaml ("fit"), which sets no cell');
  });
});
