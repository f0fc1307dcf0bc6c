import { compileSkirmish, type CompiledSkirmish } from '../../engine/republic/skirmish/skirmish.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';
import type { EngagementSituation } from '../situation/engagement-situation.ts';

/**
 * One skirmish marker of `attacker` shooting at `target` at a range, with so
 * many markers of the defending brigade `screen` trying to block it (§4.1),
 * compiled on first use by the skirmish rules' own compileSkirmish.
 */
export class SkirmishMemo {
  private readonly memo = new Map<number, CompiledSkirmish | null>();
  /** the range brackets' upper bounds and the longest range, inches (§4.1) */
  private readonly brackets: Float64Array;
  private readonly maxRange: number;
  constructor(
    private readonly rules: RepublicRules,
    private readonly s: EngagementSituation,
    private readonly switches: Record<string, string>,
  ) {
    this.brackets = Float64Array.from(rules.skirmish.brackets, (b) => b.value);
    this.maxRange = rules.skirmish.maxRange.value;
  }

  /**
   * The range of the next `get`, inches: a fraction handed over in a typed
   * slot, as an argument to a call not inlined it would be boxed, an
   * allocation each marker.
   */
  readonly range = new Float64Array(1);

  /** The exchange at this.range, or null beyond skirmish range. */
  get(attacker: number, target: number, screen: number, blockers: number): CompiledSkirmish | null {
    const range = this.range[0];
    if (range > this.maxRange) return null;
    const brackets = this.brackets;
    let bracket = 0;
    while (bracket < brackets.length && range > brackets[bracket]) bracket++;
    if (bracket === brackets.length) bracket = -1; // as findIndex: beyond the last bracket
    const key =
      (((attacker * 64 + target) * 64 + (blockers > 0 ? screen : 0)) * 16 + bracket) * 16 + blockers;
    let c = this.memo.get(key);
    if (c === undefined) {
      const a = this.s.units[attacker];
      const b = this.s.units[blockers > 0 ? screen : target];
      c = compileSkirmish(
        this.rules,
        {
          attackerGrade: a.grade,
          range: Math.max(range, 0.5),
          blockers: Array<typeof b.grade>(blockers).fill(b.grade),
          targetMorale: 0,
        },
        this.switches,
      );
      this.memo.set(key, c);
    }
    return c;
  }
}
