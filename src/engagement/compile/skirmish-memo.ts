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
  constructor(
    private readonly rules: RepublicRules,
    private readonly s: EngagementSituation,
    private readonly switches: Record<string, string>,
  ) {}

  /** The exchange, or null beyond skirmish range. */
  get(
    attacker: number,
    target: number,
    range: number,
    screen: number,
    blockers: number,
  ): CompiledSkirmish | null {
    const r = this.rules.skirmish;
    if (range > r.maxRange.value) return null;
    let bracket = 0;
    while (bracket < r.brackets.length && range > r.brackets[bracket].value) bracket++;
    if (bracket === r.brackets.length) bracket = -1; // as findIndex: beyond the last bracket
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
