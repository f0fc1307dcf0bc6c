import { describe, expect, it } from 'vitest';
import { ASSAULT_BY, doctrineNumbers } from '../../../src/engagement/compile/readings.ts';
import { ASSAULT_CHOICES } from '../../../src/engagement/situation/doctrine.ts';
import { fieldFrom, ONE_EACH } from '../turn/field.ts';

describe('ASSAULT_BY, a const enum', () => {
  it('is the doctrine assault reading each choice compiles to', () => {
    const { c } = fieldFrom(ONE_EACH);
    const by = { never: ASSAULT_BY.NEVER, general: ASSAULT_BY.GENERAL, allOut: ASSAULT_BY.ALL_OUT };
    for (const choice of ASSAULT_CHOICES) {
      c.s.sides[0].doctrine.assault = choice;
      expect(doctrineNumbers(c.s, 0).assault).toBe(by[choice]);
    }
  });
});
