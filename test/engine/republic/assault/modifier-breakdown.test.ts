import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { S } from '../../../../src/engine/republic/assault/assault-state.ts';
import { firstRoundModifiers } from '../../../../src/engine/republic/assault/modifier-breakdown.ts';
import { applyRound } from '../../../../src/engine/republic/assault/round.ts';
import { assaultFrom } from '../../../helpers/republic.ts';

const STONE_WALL = readFileSync(
  new URL('../../../../experiments/situations/assault-stone-wall.yaml', import.meta.url),
  'utf8',
);

/** The difference `firstRoundModifiers` prints, as a number. */
function printed(yaml: string): number {
  return Number(/^([+-]?\d+) /.exec(firstRoundModifiers(assaultFrom(yaml)).difference)![1]);
}

/**
 * Whether the first round, with natural rolls 10 against 1 and every
 * modifier moved by `shift`, runs past the table's top row: it does exactly
 * when 9 + the round's own difference before the dice + shift > maxDiff.
 */
function pastTheTop(yaml: string, shift: number): boolean {
  const c = assaultFrom(yaml);
  c.staticDiff += shift;
  const st = c.init.slice();
  applyRound(c, st, 10, 1);
  return st[S.CLAMPED] === 1;
}

describe('firstRoundModifiers: the §5.4 modifiers of the first round, item by item', () => {
  // §5.1: "Attacker Unit A is a veteran infantry brigade. Defender Unit B is an average infantry
  // brigade. [...] Unit A rolls a natural 8 and Unit B rolls a natural 3. After die roll modifiers,
  // the A to B modified difference is 9 to 3": the grades put the attacker 1 up before the dice.
  it('reads the §5.1 example as veteran +1 against average 0: difference +1', () => {
    const m = firstRoundModifiers(
      assaultFrom('assault: general\nattacker: {grade: veteran}\ndefender: {grade: average}\n'),
    );
    expect(m).toEqual({
      attacker: 'veteran +1, no cover 0, formed 0 = +1',
      defender: 'average 0, no cover 0, formed 0 = 0',
      difference: "+1 (attacker +1 minus defender 0); the natural rolls' difference is added to it",
    });
  });

  it('names leaders, cover, skirmishers, a fresh battery, the flank, the morale state and recent losses where they apply', () => {
    const m = firstRoundModifiers(assaultFrom(STONE_WALL));
    expect(m.attacker).toBe(
      'veteran +1, leader within 2" +1, no cover 0, quarter of skirmishers out -1, unformed -1, bases lost this turn -1 = -1',
    );
    expect(m.defender).toBe(
      'green -1, leader within 2" +1, medium cover +2, fresh battery +1, outflanked -4, formed 0, panic hits this phase -1 = -2',
    );
    expect(m.difference).toMatch(/^\+1 \(attacker -1 minus defender -2\)/);
  });

  it('adds up to the difference the round itself uses, outnumbered or not', () => {
    const outnumbered =
      'assault: general\nattacker: {grade: veteran, bases: 3}\ndefender: {grade: average, bases: 6}\n';
    expect(firstRoundModifiers(assaultFrom(outnumbered)).attacker).toMatch(/, outnumbered -\d = /);
    for (const yaml of [
      STONE_WALL,
      outnumbered,
      'attacker: {grade: crack, morale: shaken}\ndefender: {grade: untrained, cover: heavy}\n',
    ]) {
      const shift = assaultFrom(yaml).maxDiff - 9 - printed(yaml);
      expect([pastTheTop(yaml, shift), pastTheTop(yaml, shift + 1)]).toEqual([false, true]);
    }
  });
});
