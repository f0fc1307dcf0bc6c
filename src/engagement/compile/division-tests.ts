import {
  compileDivision,
  type CompiledDivision,
  type DivisionSituation,
} from '../../engine/republic/panic/division.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';

/** Bases a unit may have in a key (more read as a text key). */
const MAX_KEY_BASES = 63;
/** Units a numeric key holds: 9 bits each (6 bases, 3 morale) in a double's 53. */
const MAX_KEY_UNITS = 5;

/**
 * One division's panic test (§6.1, §6.3) by the state of its units (bases
 * and morale state of each infantry and cavalry unit and each battery),
 * compiled by the panic rules' own compileDivision the first time a state
 * is met and kept: a division that tests again in the same state reads its
 * test back by a number.
 */
export class DivisionTests {
  private readonly numeric = new Map<number, CompiledDivision>();
  private readonly text = new Map<string, CompiledDivision>();
  /** the field's units the test reads, in the order of situation.units then situation.batteries */
  private readonly ids: Int32Array;
  constructor(
    private readonly rules: RepublicRules,
    /** the division as the test reads it; its units' bases and morale are set by `get` */
    private readonly situation: DivisionSituation,
    combat: readonly number[],
    batteries: readonly number[],
    private readonly switches: Record<string, string>,
  ) {
    this.ids = Int32Array.from([...combat, ...batteries]);
  }

  /** The test with the division's units at the field's bases and morale states (indexed by unit). */
  get(bases: Int32Array, morale: Int32Array): CompiledDivision {
    const ids = this.ids;
    if (ids.length > MAX_KEY_UNITS) return this.byText(bases, morale);
    let key = 0;
    for (let j = 0; j < ids.length; j++) {
      const u = ids[j];
      if (bases[u] > MAX_KEY_BASES) return this.byText(bases, morale);
      key = key * 512 + bases[u] * 8 + morale[u];
    }
    return this.numeric.get(key) ?? this.compile(this.numeric, key, bases, morale);
  }

  /** A state too large for a numeric key (many units, or many bases). */
  private byText(bases: Int32Array, morale: Int32Array): CompiledDivision {
    const key = Array.from(this.ids, (u) => `${bases[u]}:${morale[u]}`).join('/');
    return this.text.get(key) ?? this.compile(this.text, key, bases, morale);
  }

  private compile<K>(
    memo: Map<K, CompiledDivision>,
    key: K,
    bases: Int32Array,
    morale: Int32Array,
  ): CompiledDivision {
    const ids = this.ids;
    const units = this.situation.units;
    const batteries = this.situation.batteries ?? [];
    for (let j = 0; j < ids.length; j++) {
      const x = j < units.length ? units[j] : batteries[j - units.length];
      x.bases = bases[ids[j]];
      x.morale = morale[ids[j]];
    }
    const test = compileDivision(this.rules, this.situation, this.switches);
    memo.set(key, test);
    return test;
  }
}
