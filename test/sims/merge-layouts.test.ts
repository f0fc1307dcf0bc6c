import { describe, expect, it } from 'vitest';
import { mergeLayouts, mergeOrdered } from '../../src/sims/merge-layouts.ts';

describe('the layout of a whole sweep', () => {
  it('keeps every outcome of every point, each list in its own order', () => {
    // a sweep over game turns: the outcome "3" exists only from the third turn on
    expect(
      mergeOrdered([
        ['1', 'never'],
        ['1', '2', 'never'],
        ['1', '2', '3', 'never'],
      ]),
    ).toEqual(['1', '2', '3', 'never']);
    expect(
      mergeOrdered([
        ['b', 'c'],
        ['a', 'b', 'd'],
      ]),
    ).toEqual(['a', 'b', 'd', 'c']);
  });

  it('joins distributions and means by name, the first title standing', () => {
    const one = {
      distributions: [{ name: 'turn', title: 'Game turn', outcomes: ['1', 'never'] }],
      means: [{ name: 'lost by 1', title: 'Lost by turn 1', unit: 'men' }],
    };
    const two = {
      distributions: [{ name: 'turn', title: 'Game turn', outcomes: ['1', '2', 'never'] }],
      means: [
        { name: 'lost by 1', title: 'Lost by turn 1', unit: 'men' },
        { name: 'lost by 2', title: 'Lost by turn 2', unit: 'men' },
      ],
    };
    expect(mergeLayouts([one, two])).toEqual({
      distributions: [{ name: 'turn', title: 'Game turn', outcomes: ['1', '2', 'never'] }],
      means: two.means,
    });
    expect(mergeLayouts([one])).toBe(one);
  });
});
