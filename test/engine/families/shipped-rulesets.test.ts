import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/engine/input/input-error.ts';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { rulesetBytes } from '../../../src/engine/families/sent-ruleset.ts';

// a module of its own (the test files share a process): no other test's loads in it
const fresh = new URL('../../../src/engine/families/shipped-rulesets.ts?fresh', import.meta.url).href;
const { receiveShipped, shippedBytes, shippedRuleset } = (await import(
  fresh
)) as typeof import('../../../src/engine/families/shipped-rulesets.ts');

describe('shipped rulesets read by id', () => {
  it('are built from the bytes received, the tables the main thread loaded', () => {
    const loaded = loadRuleset('blake');
    receiveShipped({ blake: rulesetBytes(loaded) });
    const r = shippedRuleset('blake', 'blake');
    // built from the bytes: no file of the folder was parsed
    expect(r.source.files.size).toBe(0);
    expect(isDeepStrictEqual(r.data, loaded.data)).toBe(true);
    expect(r.ledger.counts).toEqual(loaded.ledger.counts);
    expect(shippedRuleset('blake', 'blake')).toBe(r);
  });

  it('are read from their folder when none were received, and offered as bytes', () => {
    const r = shippedRuleset('activation', 'activation');
    expect(r.source.files.size).toBeGreaterThan(0);
    expect(Object.keys(shippedBytes()).sort()).toEqual(['activation', 'blake']);
    expect(shippedBytes().activation).toBe(rulesetBytes(r));
  });

  it('refuses a ruleset of another family, naming both', () => {
    try {
      shippedRuleset('republic', 'activation');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(InputError);
      expect((err as InputError).problems[0].expected).toBe(
        'republic (the family read here), got activation',
      );
    }
  });
});
