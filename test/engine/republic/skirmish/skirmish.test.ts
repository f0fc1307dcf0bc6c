import { describe, expect, it } from 'vitest';
import {
  compileSkirmish,
  HIT,
  hitsFrom,
  skirmishResult,
} from '../../../../src/engine/republic/skirmish/skirmish.ts';
import { GRADES } from '../../../../src/engine/republic/rules/grades.ts';
import { compileText, distOf, exactOf, rules } from '../../../sims/republic/compile-situation.ts';

const s = rules.skirmish;

describe('§4.1 skirmishing', () => {
  it('range 5"; only Untrained or Green markers flee', () => {
    expect(s.maxRange.value).toBe(5);
    for (const g of ['crack', 'veteran', 'average'] as const) expect(s.flee[g].value).toBe(0);
  });
  it("a hit on a Demoralized target is a P hit, read on the target's own Panic Index line (§2.3, §4.7)", () => {
    const c = compileText(
      'skirmish',
      'attacker: {grade: veteran, range: 3}\ntarget: {morale: demoralized, grade: green}',
    );
    const e = exactOf('skirmish', c);
    const hit = distOf(c, e, 'result').hit;
    // Green P1 is W (withdraw)
    expect(distOf(c, e, 'target_panic')).toMatchObject({ none: 1 - hit, W: hit });
    expect(rules.panic.levels[0].green.value.rank).toBe(1);
  });
  it('five blockers may try to block one marker ("Multiple defending skirmish markers may attempt to block")', () => {
    const c = compileText(
      'skirmish',
      'attacker: {grade: veteran, range: 1}\nblockers: [green, green, green, green, green]',
    );
    const pg = (11 - s.block.green.value) / 10;
    expect(distOf(c, exactOf('skirmish', c), 'result').blocked).toBeCloseTo(1 - (1 - pg) ** 5, 9);
  });
  it('six blockers are refused, saying how many were given (not "got a list")', () => {
    expect(() =>
      compileText(
        'skirmish',
        'attacker: {grade: veteran, range: 1}\nblockers: [green, green, green, green, green, green]',
      ),
    ).toThrow(
      'skirmish.yaml:2: blockers: expected at most 5 blocking markers (the text sets no limit; the exact odds enumerate every die), got 6',
    );
  });

  it('several blockers: the marker is blocked unless every blocker fails', () => {
    const c = compileText('skirmish', 'attacker: {grade: veteran, range: 1}\nblockers: [veteran, green]');
    const pv = (11 - s.block.veteran.value) / 10;
    const pg = (11 - s.block.green.value) / 10;
    const free = (1 - pv) * (1 - pg);
    const d = distOf(c, exactOf('skirmish', c), 'result');
    expect(d.blocked).toBeCloseTo(1 - free, 12);
    expect(d.hit).toBeCloseTo((free * (11 - s.attack.veteran[0].value)) / 10, 12);
    expect(d.fled).toBe(0);
  });
  it('a Green attacker flees on its Flee numbers and scores 1M past Demoralized as 1P', () => {
    const c = compileText('skirmish', 'attacker: {grade: green, range: 5}\ntarget: {morale: demoralized}');
    const ex = exactOf('skirmish', c);
    expect(distOf(c, ex, 'result').fled).toBeCloseTo(s.flee.green.value / 10, 12);
    expect(distOf(c, ex, 'target_p_hits')['1']).toBeCloseTo((11 - s.attack.green[1].value) / 10, 12);
  });
  describe('A13: whose grade gives the Block number ("the number shown for the corresponding troop grade")', () => {
    // a Crack marker at 1" blocked by one Untrained marker: the two readings read different rows
    const yaml = 'attacker: {grade: crack, range: 1}\nblockers: [untrained]';
    const odds = (block: number) => {
      const pBlock = (11 - block) / 10;
      const pHit = (11 - s.attack.crack[0].value) / 10;
      return { blocked: pBlock, hit: (1 - pBlock) * pHit, missed: (1 - pBlock) * (1 - pHit), fled: 0 };
    };
    const resultOf = (switches: Record<string, string>) => {
      const c = compileText('skirmish', yaml, switches);
      return distOf(c, exactOf('skirmish', c), 'result');
    };
    it('blocker (default): the Untrained blocker rolls on its own row', () => {
      const d = resultOf({});
      expect(d).toEqual(resultOf({ skirmishBlockGrade: 'blocker' }));
      for (const [k, v] of Object.entries(odds(s.block.untrained.value))) expect(d[k]).toBeCloseTo(v, 12);
      // the shipped table: Untrained blocks on 9+, Crack hits at 1" on 5+
      expect(d).toEqual({ blocked: 0.2, missed: 0.32, fled: 0, hit: 0.48 });
    });
    it("attacker: the Untrained blocker rolls on the Crack attacker's row", () => {
      const d = resultOf({ skirmishBlockGrade: 'attacker' });
      for (const [k, v] of Object.entries(odds(s.block.crack.value))) expect(d[k]).toBeCloseTo(v, 12);
      // the shipped table: Crack's Block number is 5
      expect(d).toEqual({ blocked: 0.6, missed: 0.16, fled: 0, hit: 0.24 });
    });
    it("several blockers all read the attacker's row under attacker", () => {
      const c = compileText('skirmish', 'attacker: {grade: green, range: 1}\nblockers: [crack, veteran]', {
        skirmishBlockGrade: 'attacker',
      });
      const pg = (11 - s.block.green.value) / 10;
      expect(distOf(c, exactOf('skirmish', c), 'result').blocked).toBeCloseTo(1 - (1 - pg) ** 2, 12);
    });
  });
  it('beyond 5" is bad input', () => {
    expect(() => compileText('skirmish', 'attacker: {grade: green, range: 6}')).toThrow(/attacker\.range/);
  });
  it('monotone: a better grade blocks and hits no worse; closer hits no worse', () => {
    GRADES.forEach((g, i) => {
      if (i > 0) expect(s.block[GRADES[i - 1]].value).toBeLessThanOrEqual(s.block[g].value);
      s.attack[g].forEach((a, b) => {
        if (i > 0) expect(s.attack[GRADES[i - 1]][b].value).toBeLessThanOrEqual(a.value);
        if (b > 0) expect(s.attack[g][b - 1].value).toBeLessThanOrEqual(a.value);
      });
    });
  });
});

describe('hitsFrom: the least attack die that scores', () => {
  it('an unblocked marker hits on exactly the dice at or above it, for every grade and range bracket', () => {
    const none = new Int32Array(0);
    for (const grade of GRADES)
      for (const bracket of s.brackets) {
        const c = compileSkirmish(
          rules,
          { attackerGrade: grade, range: bracket.value, blockers: [], targetMorale: 0 },
          {},
        );
        for (let die = 1; die <= 10; die++)
          expect(skirmishResult(c, none, die) === HIT).toBe(die >= hitsFrom(c));
      }
  });
});
