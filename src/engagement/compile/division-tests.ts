import {
  compileDivision,
  type CompiledDivision,
  type DivisionSituation,
} from '../../engine/republic/panic/division.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';
import { IntKeyMap } from './int-key-map.ts';

/**
 * One division's panic test (§6.1, §6.3) by the state of its units (bases
 * and morale state of each infantry and cavalry unit and each battery),
 * compiled by the panic rules' own compileDivision the first time a state
 * is met and kept: a division that tests again in the same state reads its
 * test back by a key of numbers, one a unit.
 */
export class DivisionTests {
  private readonly memo: IntKeyMap<CompiledDivision>;
  /** the field's units the test reads, in the order of situation.units then situation.batteries */
  private readonly ids: Int32Array;
  /** the state last asked for, and its test */
  private readonly key: Int32Array;
  private last: CompiledDivision | undefined;
  constructor(
    private readonly rules: RepublicRules,
    /** the division as the test reads it; its units' bases and morale are set by `get` */
    private readonly situation: DivisionSituation,
    combat: readonly number[],
    batteries: readonly number[],
    private readonly switches: Record<string, string>,
  ) {
    this.ids = Int32Array.from([...combat, ...batteries]);
    this.key = new Int32Array(this.ids.length);
    this.memo = new IntKeyMap<CompiledDivision>(this.ids.length, 1 << 17);
  }

  /** The test with the division's units at the field's bases and morale states (indexed by unit). */
  get(bases: Int32Array, morale: Int32Array): CompiledDivision {
    const ids = this.ids;
    const key = this.key;
    // a division far from the fighting tests again as it stood: the last test, before any table
    let same = this.last !== undefined;
    for (let j = 0; j < ids.length; j++) {
      const k = bases[ids[j]] * 8 + morale[ids[j]];
      if (k !== key[j]) same = false;
      key[j] = k;
    }
    if (same) return this.last as CompiledDivision;
    this.last = this.memo.get(key, ids.length) ?? this.compile(bases, morale);
    return this.last;
  }

  private compile(bases: Int32Array, morale: Int32Array): CompiledDivision {
    const ids = this.ids;
    const units = this.situation.units;
    const batteries = this.situation.batteries ?? [];
    for (let j = 0; j < ids.length; j++) {
      const x = j < units.length ? units[j] : batteries[j - units.length];
      x.bases = bases[ids[j]];
      x.morale = morale[ids[j]];
    }
    return this.memo.set(this.key, ids.length, compileDivision(this.rules, this.situation, this.switches));
  }
}
