import { describe, expect, it } from 'vitest';
import { assaultFrom } from '../../../helpers/republic.ts';

const column = (yaml: string) => assaultFrom(yaml).column;

describe('§5.3 column selection and §5.2 open order', () => {
  it('same against same is Pitched Battle', () => {
    expect(column(`attacker: {grade: average}\ndefender: {grade: average}`)).toBe('PB');
  });
  it('troops in the open against troops in cover: Defender Advantage', () => {
    expect(column(`attacker: {grade: average}\ndefender: {grade: average, cover: light}`)).toBe('DA');
  });
  it('cavalry against the front of infantry: Defender Advantage; against its flank: Attacker Advantage', () => {
    expect(column(`attacker: {arm: cavalry, grade: average}\ndefender: {grade: average}`)).toBe('DA');
    expect(
      column(`direction: flank\nattacker: {arm: cavalry, grade: average}\ndefender: {grade: average}`),
    ).toBe('AA');
  });
  it('cavalry against artillery: Attacker Advantage', () => {
    expect(
      column(`attacker: {arm: cavalry, grade: average}\ndefender: {arm: artillery, grade: average}`),
    ).toBe('AA');
  });
  // §5.3: "if infantry in the open is attacking dismounted enemy cavalry in cover, the attacker
  // advantage of infantry vs dismounted cavalry would be negated by the defender advantage of
  // in-open vs cover, resulting in a Pitched Battle resolution."
  it('the §5.3 example: infantry in the open against dismounted cavalry in cover cancels to Pitched Battle', () => {
    expect(
      column(`attacker: {grade: average}\ndefender: {arm: dismountedCavalry, grade: average, cover: medium}`),
    ).toBe('PB');
  });
  it('an open-order defender against close order: Attacker Advantage regardless of cover', () => {
    expect(column(`attacker: {grade: average}\ndefender: {grade: average, order: open, cover: heavy}`)).toBe(
      'AA',
    );
  });
  it('an open-order attacker against close order: Defender Advantage', () => {
    expect(column(`attacker: {grade: average, order: open}\ndefender: {grade: average}`)).toBe('DA');
  });
  it('open order against artillery is not disadvantaged', () => {
    expect(
      column(`attacker: {grade: average, order: open}\ndefender: {arm: artillery, grade: average}`),
    ).toBe('PB');
  });
});
