import { describe, expect, it } from 'vitest';
import {
  applyArtilleryHits,
  KIND_BATTERY,
  KIND_SKIRMISHERS,
  KIND_UNIT,
  setUnit,
  tandemBaseHits,
  tandemMoraleHits,
  T,
  type HitRules,
} from '../../../../src/engine/republic/artillery/apply-hits.ts';

const scratch = new Int32Array(1);
const rules = (over: Partial<HitRules> = {}): HitRules => ({
  kind: KIND_UNIT,
  multiplier: 1,
  tandem: false,
  adjacent: false,
  tandemMoraleDivisor: 2,
  tandemBaseDivisor: 3,
  tandemBalanceOnly: false,
  ...over,
});

function group(main: [number, number], tandem?: [number, number], adjacent?: [number, number]): Int32Array {
  const st = new Int32Array(T.SIZE);
  setUnit(st, T.MAIN, ...main);
  if (tandem) setUnit(st, T.TANDEM, ...tandem);
  if (adjacent) setUnit(st, T.ADJACENT, ...adjacent);
  return st;
}

describe('§4.6 artillery fire results', () => {
  // §4.6: "A rattled unit which suffers three M and one B hit will become demoralized with one P hit
  // added (due to the "extra" M hit beyond demoralized). If the same unit started the artillery
  // phase already demoralized, it would suffer three P hits"
  it('a Rattled unit taking 3M 1B becomes Demoralized with 1P and loses a base', () => {
    const st = group([4, 2]);
    applyArtilleryHits(st, rules(), 3, 1, scratch);
    expect([st[T.MAIN + T.MORALE], st[T.MAIN + T.P], st[T.MAIN + T.BASES], st[T.MAIN + T.LOST]]).toEqual([
      4, 1, 3, 1,
    ]);
  });
  it('the same unit already Demoralized takes 3P', () => {
    const st = group([4, 4]);
    applyArtilleryHits(st, rules(), 3, 1, scratch);
    expect(st[T.MAIN + T.P]).toBe(3);
  });
  // §4.6: "Artillery fire hits against packed artillery bases are all doubled; a 1M hit converts to a 2M hit"
  it('a packed battery takes every hit doubled: 1M becomes 2M', () => {
    const st = group([0, 0]);
    applyArtilleryHits(st, rules({ kind: KIND_BATTERY, multiplier: 2 }), 1, 1, scratch);
    expect([st[T.MAIN + T.MORALE], st[T.MAIN + T.LOST]]).toEqual([2, 2]);
  });
  it('packed skirmishers pass M hits to the parent; each B drops their grade', () => {
    const st = group([0, 1]);
    applyArtilleryHits(st, rules({ kind: KIND_SKIRMISHERS }), 2, 1, scratch);
    expect([st[T.MAIN + T.MORALE], st[T.SKIRMISHER_DROP]]).toEqual([3, 1]);
  });
});

describe('§4.5 tandem and adjacent targets (the Secondary Targets example)', () => {
  // §4.5: "If unit A suffers either two or three morale hits, then unit C will suffer one morale hit.
  // If unit A suffers four morale hits, then unit C will suffer two morale hits. If unit A suffers
  // three base hits, then it will be destroyed, and the unassigned base hit will "carry over" to
  // unit C, causing it to lose one base. If units A and C were composed of only one base each and
  // the same loses were suffered, their two bases would be removed, along with one base from unit B"
  it('the tandem target takes half the M hits, rounded down: 2-3M -> 1, 4M -> 2', () => {
    for (const [m, want] of [
      [1, 0],
      [2, 1],
      [3, 1],
      [4, 2],
    ]) {
      const st = group([6, 0], [4, 0]);
      applyArtilleryHits(st, rules({ tandem: true }), m, 0, scratch);
      expect(st[T.MAIN + T.MORALE]).toBe(m);
      expect(st[T.TANDEM + T.MORALE]).toBe(want);
    }
  });
  it('3B on a two-base unit A destroys it and C loses one base', () => {
    const st = group([2, 0], [4, 0], [4, 0]);
    applyArtilleryHits(st, rules({ tandem: true, adjacent: true }), 0, 3, scratch);
    expect([st[T.MAIN + T.LOST], st[T.TANDEM + T.LOST], st[T.ADJACENT + T.LOST]]).toEqual([2, 1, 0]);
  });
  it('with A and C one base each, the same 3B removes both and one base of B', () => {
    const st = group([1, 0], [1, 0], [4, 0]);
    applyArtilleryHits(st, rules({ tandem: true, adjacent: true }), 0, 3, scratch);
    expect([st[T.MAIN + T.LOST], st[T.TANDEM + T.LOST], st[T.ADJACENT + T.LOST]]).toEqual([1, 1, 1]);
  });
  it('with no tandem, the adjacent unit takes the balance and the M hits of a destroyed main target', () => {
    const st = group([1, 0], undefined, [4, 0]);
    applyArtilleryHits(st, rules({ adjacent: true }), 2, 2, scratch);
    expect([st[T.ADJACENT + T.LOST], st[T.ADJACENT + T.MORALE]]).toEqual([1, 2]);
    const kept = group([3, 0], undefined, [4, 0]);
    applyArtilleryHits(kept, rules({ adjacent: true }), 2, 2, scratch);
    expect([kept[T.ADJACENT + T.LOST], kept[T.ADJACENT + T.MORALE]]).toEqual([0, 0]);
  });
});

describe('§4.5 the tandem share of B hits (switch tandemBaseShare)', () => {
  // §4.5: "They also share approximately one-third of the total base hits rolled on the artillery fire
  // chart, always rounding down. If all bases in the main target are killed, the unit in the tandem target
  // position closest to attacking battery center-line will suffer the balance of the required base hits"
  it('third: a third rounded down, the main target the rest, the tandem the balance', () => {
    expect([1, 2, 3, 4, 5, 6].map((b) => tandemBaseHits(rules(), b, 6))).toEqual([0, 0, 1, 1, 1, 2]);
    // 3B on three bases: the main target keeps one, the tandem takes its third
    expect(tandemBaseHits(rules(), 3, 3)).toBe(1);
    // 4B on two bases: the third and the balance the main target cannot absorb
    expect(tandemBaseHits(rules(), 4, 2)).toBe(2);
  });
  it('balanceWhenDestroyed: hits that destroy the main target leave the tandem only the balance', () => {
    const r = rules({ tandem: true, tandemBalanceOnly: true });
    expect(tandemBaseHits(r, 3, 3)).toBe(0);
    expect(tandemBaseHits(r, 4, 2)).toBe(2);
    expect(tandemBaseHits(r, 3, 6)).toBe(1);
    const st = group([3, 0], [4, 0]);
    applyArtilleryHits(st, r, 0, 3, scratch);
    expect([st[T.MAIN + T.LOST], st[T.TANDEM + T.LOST]]).toEqual([3, 0]);
    const third = group([3, 0], [4, 0]);
    applyArtilleryHits(third, rules({ tandem: true }), 0, 3, scratch);
    expect([third[T.MAIN + T.LOST], third[T.TANDEM + T.LOST]]).toEqual([2, 1]);
  });
  it('the tandem takes half the M hits, rounded down (tandemMoraleHits)', () => {
    expect([0, 1, 2, 3, 4, 5].map((m) => tandemMoraleHits(rules(), m))).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
