import { compileDivision, type CompiledDivision, type DivisionSituation } from '../../engine/republic/panic/division.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';

/** Bases a unit may have in a key (more read as a text key). */
const MAX_KEY_BASES = 63;
/** Units a numeric key holds: 9 bits each (6 bases, 3 morale) in a double's 53. */
const MAX_KEY_UNITS = 5;

/**
 * One division's panic test (§6.1, §6.3) by the state of its infantry and
 * cavalry (bases and morale state of each), compiled by the panic rules'
 * own compileDivision the first time a state is met and kept: a division
 * that tests again in the same state reads its test back by a number.
 */
export class DivisionTests {
  private readonly memo = new Map<number | string, CompiledDivision>();
  private readonly numeric: boolean;
  constructor(
    private readonly rules: RepublicRules,
    /** the division as the test reads it; its units' bases and morale are set by `get` */
    private readonly situation: DivisionSituation,
    private readonly switches: Record<string, string>,
  ) {
    this.numeric = situation.units.length <= MAX_KEY_UNITS;
  }

  /** The test with the division's units at these bases and morale states (in the order of situation.units). */
  get(bases: ArrayLike<number>, morale: ArrayLike<number>): CompiledDivision {
    const n = this.situation.units.length;
    let key: number | string = 0;
    let fits = this.numeric;
    for (let j = 0; j < n && fits; j++) {
      if (bases[j] > MAX_KEY_BASES) fits = false;
      else key = (key as number) * 512 + bases[j] * 8 + morale[j];
    }
    if (!fits) key = Array.from({ length: n }, (_, j) => `${bases[j]}:${morale[j]}`).join('/');
    let test = this.memo.get(key);
    if (!test) {
      for (let j = 0; j < n; j++) {
        this.situation.units[j].bases = bases[j];
        this.situation.units[j].morale = morale[j];
      }
      test = compileDivision(this.rules, this.situation, this.switches);
      this.memo.set(key, test);
    }
    return test;
  }
}
