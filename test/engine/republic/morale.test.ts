import { describe, expect, it } from 'vitest';
import { addMoraleHits } from '../../../src/engine/republic/morale.ts';

// §4.6: "A rattled unit which suffers three M and one B hit will become demoralized with one P hit
// added ... If the same unit started the artillery phase already demoralized, it would suffer three P hits"
describe('M hits past Demoralized become P hits (§4.6)', () => {
  const out = new Int32Array(1);
  it('Rattled taking 3M becomes Demoralized with 1P (the §4.6 example)', () => {
    expect(addMoraleHits(2, 3, out)).toBe(4);
    expect(out[0]).toBe(1);
  });
  it('already Demoralized, 3M becomes 3P', () => {
    expect(addMoraleHits(4, 3, out)).toBe(4);
    expect(out[0]).toBe(3);
  });
  it('Formed taking 2M becomes Rattled with no P', () => {
    expect(addMoraleHits(0, 2, out)).toBe(2);
    expect(out[0]).toBe(0);
  });
});
