import { describe, expect, it } from 'vitest';
import { moraleReading as frozenMoraleReading } from '../../../../bench/baselines/engagement/assault/morale-reading.ts';
import {
  FORMATION_DEFAULTS,
  formationOf,
  moraleReading,
  type AssaultUnit,
} from '../../../../src/engine/republic/assault/formation.ts';
import { DEF, ATT } from '../../../../src/engine/republic/assault/assault-state.ts';
import { assaultFrom, republic } from '../../../helpers/republic.ts';

const unit = (over: Partial<AssaultUnit>): AssaultUnit => ({
  arm: 'infantry',
  bases: 4,
  grade: 'average',
  morale: 0,
  order: 'close',
  square: false,
  repeaters: false,
  skirmisherQuarters: 0,
  basesLostThisTurn: 0,
  panicHitsThisPhase: 0,
  cover: 'none',
  inBuildings: false,
  ...over,
});

describe('FORMATION_DEFAULTS', () => {
  it("are the shipped ruleset's own defaults of those switches", () => {
    const shipped = Object.fromEntries(republic.source.switches.map((s) => [s.name, s.default]));
    for (const [name, reading] of Object.entries(FORMATION_DEFAULTS))
      expect(reading, name).toBe(shipped[name]);
  });
});

describe('several units read as one formation (§5.4)', () => {
  it('takes the grade and cover of the greatest percentage of bases', () => {
    const { unit: f } = formationOf([
      unit({ bases: 5, grade: 'veteran', cover: 'medium' }),
      unit({ bases: 3, grade: 'green' }),
    ]);
    expect(f.bases).toBe(8);
    expect(f.grade).toBe('veteran');
    expect(f.cover).toBe('medium');
  });

  it('breaks a tie of grades toward the worse grade, and reads cover as switch sideCover says', () => {
    const side = [unit({ grade: 'veteran', cover: 'heavy' }), unit({ grade: 'green' })];
    const { unit: f } = formationOf(side);
    expect(f.grade).toBe('green');
    // §5.4 Ea. cover point: "if the greatest percentage of bases present (rounding up) qualify for one of the cover bonuses"
    expect(f.cover).toBe('heavy');
    expect(formationOf(side, { sideCover: 'mostBases' }).unit.cover).toBe('none');
    expect(formationOf(side, { sideCover: 'mostBases' }).unit.grade).toBe('green');
  });

  it('takes under halfOrBetter the best cover that half or more of the bases hold, in it or better (§4.3 "half or more of a target unit is in medium or heavy cover")', () => {
    const cover = (covers: Array<[number, string]>, sideCover?: 'halfOrBetter' | 'mostBases') =>
      formationOf(
        covers.map(([bases, c]) => unit({ bases, cover: c as AssaultUnit['cover'] })),
        sideCover ? { sideCover } : {},
      ).unit.cover;
    // 4 of 7 bases in medium cover or better
    expect(
      cover([
        [2, 'heavy'],
        [2, 'medium'],
        [3, 'none'],
      ]),
    ).toBe('medium');
    expect(
      cover(
        [
          [2, 'heavy'],
          [2, 'medium'],
          [3, 'none'],
        ],
        'mostBases',
      ),
    ).toBe('none');
    // 8 of 12 in medium or better, 4 in heavy
    expect(
      cover([
        [4, 'light'],
        [4, 'heavy'],
        [4, 'medium'],
      ]),
    ).toBe('medium');
    expect(
      cover(
        [
          [4, 'light'],
          [4, 'heavy'],
          [4, 'medium'],
        ],
        'mostBases',
      ),
    ).toBe('light');
    // 4 of 6 in light or better, 2 in heavy
    expect(
      cover([
        [2, 'heavy'],
        [2, 'light'],
        [2, 'none'],
      ]),
    ).toBe('light');
    // 3 of 7 in cover: under half
    expect(
      cover([
        [3, 'heavy'],
        [4, 'none'],
      ]),
    ).toBe('none');
    expect(
      cover([
        [4, 'light'],
        [3, 'heavy'],
      ]),
    ).toBe('light');
    expect(
      cover(
        [
          [4, 'light'],
          [3, 'heavy'],
        ],
        'mostBases',
      ),
    ).toBe('light');
  });

  it('§5.4 "a) Over half of the bases in assault contact belong to units with morale hits, or b) the greatest percentage of bases present belong to units with morale hits"', () => {
    expect(
      formationOf([unit({ bases: 5, morale: 2 }), unit({ bases: 2, morale: 3 }), unit({ bases: 4 })]).unit
        .morale,
    ).toBe(2);
    // b): 4 Shaken bases beside two Formed units of 3: the largest unit has morale hits
    const b = [unit({ bases: 4, morale: 3 }), unit({ bases: 3 }), unit({ bases: 3 })];
    expect(formationOf(b).unit.morale).toBe(3);
    // a tie of largest units goes to the worse reading
    expect(formationOf([unit({ bases: 4, morale: 2 }), unit({ bases: 4 })]).unit.morale).toBe(2);
    expect(formationOf([unit({ bases: 3, morale: 2 }), unit({ bases: 4 })]).unit.morale).toBe(0);
    // switch moraleHitShare=overHalf (A17): only a)
    expect(formationOf(b, { moraleHitShare: 'overHalf' }).unit.morale).toBe(0);
    expect(
      formationOf([unit({ bases: 4, morale: 2 }), unit({ bases: 4 })], { moraleHitShare: 'overHalf' }).unit
        .morale,
    ).toBe(0);
  });

  it('reads the largest unit whatever the order of the units, and a tie of states goes to the worse', () => {
    const read = (bases: number[], morale: number[], largestUnit = true) =>
      moraleReading(bases.length, Int32Array.from(bases), Int32Array.from(morale), largestUnit);
    // b): the largest unit (4 bases) has hits, whether it comes before or after the one it ties
    expect([read([4, 4, 1], [0, 2, 0]), read([4, 4, 1], [2, 0, 0])]).toEqual([2, 2]);
    // a unit with hits that was the largest until a larger one came is not the largest
    expect(read([3, 4, 1], [2, 0, 0])).toBe(0);
    // 3 Rattled and 3 Shaken bases: the worse, Shaken
    expect(read([3, 3, 1], [2, 3, 0])).toBe(3);
    // the same hits beside a larger Formed unit: neither a) nor b)
    expect(read([3, 3, 7], [2, 3, 0])).toBe(0);
  });

  it('moraleReading reads every small side as the four-pass reading the frozen engagement kernel keeps', () => {
    // every side of up to 4 units of 0-3 bases in any morale state, under both switch readings
    const bases = new Int32Array(4);
    const morale = new Int32Array(4);
    let checked = 0;
    let applied = 0;
    for (let n = 0; n <= 4; n++)
      for (let code = 0; code < 20 ** n; code++) {
        for (let i = 0, c = code; i < n; i++, c = Math.floor(c / 20)) {
          bases[i] = c % 4;
          morale[i] = Math.floor(c / 4) % 5;
        }
        for (const largestUnit of [false, true]) {
          const live = moraleReading(n, bases, morale, largestUnit);
          if (live !== frozenMoraleReading(n, bases, morale, largestUnit))
            expect([n, [...bases.subarray(0, n)], [...morale.subarray(0, n)], largestUnit, live]).toEqual(
              'the frozen reading',
            );
          checked++;
          if (live > 0) applied++;
        }
      }
    expect(checked).toBe(2 * (1 + 20 + 400 + 8000 + 160000));
    expect(applied).toBeGreaterThan(100000);
  });

  it('§5.2: batteries count as bases for strength, not for the arm that picks the column (§5.3)', () => {
    const side = [unit({ arm: 'cavalry', bases: 2 }), unit({ arm: 'artillery', bases: 3 })];
    expect(formationOf(side).unit.arm).toBe('cavalry');
    expect(formationOf([unit({ arm: 'artillery', bases: 2 })]).unit.arm).toBe('artillery');
  });

  it('counts repeaters and skirmishers when half or more of the bases qualify', () => {
    const f = formationOf([
      unit({ bases: 4, repeaters: true, skirmisherQuarters: 2 }),
      unit({ bases: 4 }),
    ]).unit;
    expect(f.repeaters).toBe(true);
    expect(f.skirmisherQuarters).toBe(2);
    expect(formationOf([unit({ bases: 3, repeaters: true }), unit({ bases: 5 })]).unit.repeaters).toBe(false);
  });

  it("adds every base lost this turn and keeps the worst unit's panic hits", () => {
    const f = formationOf([
      unit({ basesLostThisTurn: 1, panicHitsThisPhase: 1 }),
      unit({ basesLostThisTurn: 2, panicHitsThisPhase: 3 }),
    ]).unit;
    expect(f.basesLostThisTurn).toBe(3);
    expect(f.panicHitsThisPhase).toBe(3);
  });

  it('compiles a side given as units like the equivalent single formation', () => {
    const units = assaultFrom(
      `attacker: {grade: veteran}\ndefender:\n  leaders: {proficient: 1}\n  units:\n    - {bases: 4, grade: average, cover: light}\n    - {bases: 2, grade: green}`,
    );
    const single = assaultFrom(
      `attacker: {grade: veteran}\ndefender: {bases: 6, grade: average, cover: light, leaders: {proficient: 1}}`,
    );
    expect(units.staticMod[DEF]).toBe(single.staticMod[DEF]);
    expect(units.staticMod[ATT]).toBe(single.staticMod[ATT]);
    expect(units.column).toBe(single.column);
    expect(Array.from(units.init)).toEqual(Array.from(single.init));
    expect(units.formationNotes.defender[0]).toMatch(/2 units, 6 bases, read as one formation/);
  });

  it('compiles a line split evenly between a wall and the open as one in the wall under sideCover halfOrBetter, in the open under mostBases', () => {
    const split = `attacker: {bases: 6, grade: veteran}\ndefender:\n  units:\n    - {bases: 3, grade: average, cover: medium}\n    - {bases: 3, grade: average}`;
    const whole = (cover: string) =>
      assaultFrom(
        `attacker: {bases: 6, grade: veteran}\ndefender: {bases: 6, grade: average, cover: ${cover}}`,
      );
    for (const [reading, cover] of [
      ['halfOrBetter', 'medium'],
      ['mostBases', 'none'],
    ]) {
      const a = assaultFrom(split, { sideCover: reading });
      const b = whole(cover);
      expect(a.column, reading).toBe(b.column);
      expect(a.staticMod[DEF], reading).toBe(b.staticMod[DEF]);
      expect(Array.from(a.init), reading).toEqual(Array.from(b.init));
    }
    expect(assaultFrom(split).column).toBe(whole('medium').column);
    expect(assaultFrom(split).column).not.toBe(whole('none').column);
  });

  it('refuses a unit with a side-level field, and an empty list, with the field path', () => {
    expect(() =>
      assaultFrom(
        `attacker: {grade: veteran}\ndefender:\n  units:\n    - {bases: 4, grade: average, canRetreat: false}`,
      ),
    ).toThrow(/test\.yaml:4: defender\.units\[0\]\.canRetreat: unknown field/);
    expect(() => assaultFrom(`attacker: {grade: veteran}\ndefender:\n  units: []`)).toThrow(
      /defender\.units: expected at least one unit/,
    );
    // the one message: the side's own grade is not asked for as well
    let message = '';
    try {
      assaultFrom(`attacker: {grade: veteran}\ndefender:\n  units: []`);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toBe('test.yaml:3: defender.units: expected at least one unit, got an empty list');
  });
});

describe('switch assaultOrder: open or close order beside batteries', () => {
  // §5.2 "When an open order brigade is in assault contact with a close order brigade ... the open order brigade is
  // automatically considered disadvantaged"; §1.4 "A brigade using open order must ... space its combat bases at one-base intervals"
  it('brigades (the default): an open-order brigade of 3 bases beside 4 batteries is open order; allBases: the batteries outvote it', () => {
    const units = [unit({ bases: 3, order: 'open' }), unit({ arm: 'artillery', bases: 4 })];
    expect(formationOf(units).unit.order).toBe('open');
    expect(formationOf(units, { assaultOrder: 'allBases' }).unit.order).toBe('close');
  });
});
