import { describe, expect, it } from 'vitest';
import { FONT_FILES } from '../../../src/report/render/fonts.ts';
import { readFontWidths } from '../../../src/report/render/font-widths.ts';

describe('readFontWidths', () => {
  it('reads DejaVu Sans advance widths from the font file (M is 1767 of 2048 units, i 569)', () => {
    const regular = readFontWidths(FONT_FILES[0]);
    expect(regular.measure('M')).toBe(1767 / 2048);
    expect(regular.measure('i')).toBe(569 / 2048);
    expect(regular.measure('Mi')).toBe((1767 + 569) / 2048);
    // bold is wider than regular for the same text
    expect(readFontWidths(FONT_FILES[1]).measure('chance')).toBeGreaterThan(regular.measure('chance'));
  });
});
