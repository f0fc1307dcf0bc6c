import { describe, expect, it } from 'vitest';
import { didYouMean } from '../../../src/engine/input/did-you-mean.ts';

describe('didYouMean', () => {
  it('names the valid name a typo most likely meant: a letter changed, missing, extra or two swapped', () => {
    const fields = ['name', 'title', 'trials', 'seed', 'sweep', 'charts'];
    expect(didYouMean('titel', fields)).toBe('; did you mean title?');
    expect(didYouMean('trails', fields)).toBe('; did you mean trials?');
    expect(didYouMean('chart', fields)).toBe('; did you mean charts?');
    expect(didYouMean('Seed', fields)).toBe('; did you mean seed?');
    expect(didYouMean('averge', ['crack', 'veteran', 'average', 'green', 'untrained'])).toBe(
      '; did you mean average?',
    );
  });

  it('says nothing for a name far from every valid one, a tie, or a valid name', () => {
    expect(didYouMean('colour', ['name', 'title'])).toBe('');
    expect(didYouMean('ab', ['ac', 'ad'])).toBe('');
    expect(didYouMean('title', ['title'])).toBe('');
    expect(didYouMean(3, ['title'])).toBe('');
  });
});
