import { describe, expect, it } from 'vitest';
import { orderedColors } from '../../../src/report/charts/heat-colors.ts';
import { inkOn } from '../../../src/report/charts/palette.ts';
import {
  meanLabel,
  outcomeLabel,
  paramTitle,
  valueWords,
  percentExact,
  percentLabel,
  pointsText,
  signedMean,
  wrapWords,
} from '../../../src/report/charts/text.ts';

describe('chart text', () => {
  it('prints chances as percentages that read at a glance', () => {
    expect([0, 0.004, 0.005, 0.374, 0.996, 1].map(percentLabel)).toEqual([
      '0%',
      '<1%',
      '1%',
      '37%',
      '>99%',
      '100%',
    ]);
    // one format everywhere: one decimal, never a third decimal for small values
    expect([0.3745, 0.0004, 0.0017, 0, 0.9996, 1].map(percentExact)).toEqual([
      '37.5%',
      '<0.1%',
      '0.2%',
      '0%',
      '>99.9%',
      '100%',
    ]);
  });

  it('prints differences in signed percentage points, never -0.0', () => {
    expect([0.0234, -0.004, -0.0001, 0, 0.00004].map(pointsText)).toEqual([
      '+2.3 pts',
      '-0.4 pts',
      '0.0 pts',
      '0.0 pts',
      '0.0 pts',
    ]);
    expect([-0.001, 0.25].map(signedMean)).toEqual(['0.00', '+0.25']);
  });

  it('names panic responses in plain words and spaces out outcome names', () => {
    expect(['D', 'Re', 'Rt', 'surrender', 'drive_away', '+3'].map(outcomeLabel)).toEqual([
      'D (disengage)',
      'Re (retreat)',
      'Rt (rout)',
      'surrender',
      'drive away',
      '+3',
    ]);
  });

  it('reads sweep parameter paths as words: list positions from 1, camelCase split, switches by their name', () => {
    expect(paramTitle('divisions[3].units[0].morale')).toBe('division 4, unit 1: morale');
    expect(paramTitle('units[1].morale')).toBe('unit 2: morale');
    expect(paramTitle('batteries[2]')).toBe('battery 3');
    expect(paramTitle('battery.range')).toBe('battery range');
    expect(paramTitle('maxRounds')).toBe('max rounds');
    expect(paramTitle('attacker.PB_column')).toBe('attacker PB column');
    expect(paramTitle('naturalRollMoraleHits', 'switch')).toBe('switch: natural roll morale hits');
    expect(paramTitle('patch', 'patch')).toBe('variant (patch)');
    expect(paramTitle('panic4Test', 'switch')).toBe('switch: panic 4 test');
    // a key the situation names (a side) stands as written, for the collection it belongs to
    expect(paramTitle('sides.Confederate.doctrine.supportBases')).toBe('Confederate: doctrine support bases');
  });

  it('says swept identifiers in words and leaves numbers and notation as written', () => {
    expect(
      [
        'heavyRifle',
        'allOut',
        'onlyIfLostModified',
        'drive_away',
        '3M 1B',
        '12',
        'none',
        'PB',
        'pb-plus1-drive-away',
        'extraMAndP',
        'panic4Test',
        'blue-and-gray',
      ].map((v) => valueWords(v)),
    ).toEqual([
      'heavy rifle',
      'all out',
      'only if lost modified',
      'drive away',
      '3M 1B',
      '12',
      'none',
      'PB',
      'pb-plus1-drive-away',
      'extra M and P',
      'panic 4 test',
      'blue and gray',
    ]);
  });

  it('leaves a patch or ruleset named as its file', () => {
    expect(valueWords('no-cover-bonus', 'patch')).toBe('no-cover-bonus');
    expect(valueWords('republic-1.0-beta', 'ruleset')).toBe('republic-1.0-beta');
  });

  it('wraps long subtitles at spaces', () => {
    expect(wrapWords('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });

  it('picks white ink on the dark end of viridis and black on the bright end', () => {
    const [dark, , bright] = orderedColors(3);
    expect(dark).toBe('rgb(68, 1, 84)');
    expect(inkOn(dark)).toBe('white');
    expect(inkOn(bright)).toBe('black');
  });

  it('shows a mean too small for two decimals as <0.01, never 0.00 beside a true 0', () => {
    expect([0, 0.0026, -0.0026, 0.005, 0.017, Number.NaN].map(meanLabel)).toEqual([
      '0.00',
      '<0.01',
      '>-0.01',
      '0.01',
      '0.02',
      '',
    ]);
  });
});
