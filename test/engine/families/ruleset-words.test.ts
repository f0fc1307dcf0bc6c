import { describe, expect, it } from 'vitest';
import { rulesetWords } from '../../../src/engine/families/families.ts';

describe('a ruleset as a message names it', () => {
  it('is its id where the id is its family, and says the family where it is not', () => {
    expect(rulesetWords({ source: { id: 'blake' }, family: 'blake' })).toBe('blake');
    expect(rulesetWords({ source: { id: 'my-blake' }, family: 'blake' })).toBe('my-blake (a blake ruleset)');
  });
});
