import { compileSkirmish, type CompiledSkirmish } from '../../../../src/engine/republic/skirmish/skirmish.ts';
import type { RepublicRules } from '../../../../src/engine/republic/rules/republic-rules.ts';
import type { EngagementSituation } from '../situation/engagement-situation.ts';

/**
 * One skirmish marker of `attacker` shooting at `target` at a range, with so
 * many of the target's markers trying to block it (§4.1), compiled on first
 * use by the skirmish rules' own compileSkirmish.
 */
export class SkirmishMemo {
  private readonly memo = new Map<number, CompiledSkirmish | null>();
  constructor(
    private readonly rules: RepublicRules,
    private readonly s: EngagementSituation,
    private readonly switches: Record<string, string>,
  ) {}

  /** The exchange, or null beyond skirmish range. */
  get(attacker: number, target: number, range: number, blockers: number): CompiledSkirmish | null {
    const r = this.rules.skirmish;
    if (range > r.maxRange.value) return null;
    const bracket = r.brackets.findIndex((b) => range <= b.value);
    const key = ((attacker * 64 + target) * 16 + bracket) * 16 + blockers;
    let c = this.memo.get(key);
    if (c === undefined) {
      const a = this.s.units[attacker];
      const t = this.s.units[target];
      c = compileSkirmish(
        this.rules,
        {
          attackerGrade: a.grade,
          range: Math.max(range, 0.5),
          blockers: Array<typeof t.grade>(blockers).fill(t.grade),
          targetMorale: 0,
        },
        this.switches,
      );
      this.memo.set(key, c);
    }
    return c;
  }
}
