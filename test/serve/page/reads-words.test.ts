import { describe, expect, it } from 'vitest';
import { readsWords } from '../../../src/serve/page/chart-panel.ts';
import { reachPercent } from '../../../src/tuning/reach/reach-shade.ts';

describe("a workbench cell's tooltip says how often it is read as table --reach does", () => {
  it('in expected reads per trial, not a share of trials (a row read round after round passes 100%)', () => {
    expect(readsWords(0.135)).toBe('expected reads per trial: 13.5%');
    expect(readsWords(2.5)).toBe('expected reads per trial: 250.0%');
    expect(readsWords(0.0004)).toBe('expected reads per trial: <0.1%');
    expect(readsWords(0)).toBe('expected reads per trial: 0%');
  });
  it('with the same figure table --reach prints', () => {
    for (const reads of [0, 0.0001, 0.0005, 0.135, 0.9996, 1.75])
      expect(readsWords(reads)).toBe(`expected reads per trial: ${reachPercent(reads)}`);
  });
});
