import { auditRepublic } from '../../engine/republic/audit/audit-republic.ts';
import type { Ruleset } from '../../engine/families/families.ts';
import type { Layout } from '../../sims/layout.ts';
import { metricSlot, showMetric, type MetricRef } from '../evaluate/metric-ref.ts';
import type { Evaluator } from '../evaluate/evaluator.ts';
import type { Brief, Protected, SideEffectThreshold, Target } from './read-brief.ts';
import { movedWithinSide, sideFavoured, sideOutcome } from './same-side.ts';

/** A metric of a target's situation that a patch moved by more than the brief's threshold. */
export interface SideEffect {
  target: string;
  metric: string;
  kind: 'chance' | 'mean';
  before: number;
  after: number;
}

/** A target met (or brought closer) only by moving probability into another outcome as good for the same side. */
export interface SameSideFlag {
  target: string;
  side: string;
  /** the side's own outcome, e.g. winner:attacker */
  outcome: string;
  before: number;
  after: number;
  /** the target's own move (after - before), the direction the side's outcome is read against */
  targetMove: number;
  /** the side's own outcome is protected: the move is refused */
  refused: boolean;
}

/**
 * A same-side flag in words: the side's own outcome moved less than half as
 * far as the target, the same way (the carry fell and the attacker holds the
 * ground as often), or the other way (the carry rose, taken from the attacker's
 * drive-aways, and the attacker holds the ground less often).
 */
export function sameSideWords(f: SameSideFlag, show: (x: number) => string): string {
  const change = `${f.outcome} ${show(f.before)} → ${show(f.after)}`;
  return (f.after - f.before) * f.targetMove < 0
    ? `met only by moving probability among outcomes as good for the ${f.side}, while the ${f.side}'s own outcome went the other way: ${change}`
    : `met only by moving probability into another outcome as good for the ${f.side}: ${change}`;
}

const has = (layout: Layout, m: MetricRef) => typeof metricSlot(layout, m) === 'number';
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Whether a protected metric holds at `v`, given its value before the tune. */
function holds(p: Protected, before: number, v: number): boolean {
  if (p.range) return v >= p.range[0] - 1e-12 && v <= p.range[1] + 1e-12;
  return Math.abs(v - before) <= p.tolerance! + 1e-12;
}

function allowed(p: Protected, before: number, show: (x: number) => string): string {
  return p.range ? `${show(p.range[0])} to ${show(p.range[1])}` : `${show(before)} ± ${show(p.tolerance!)}`;
}

/**
 * The brief's guard rails, measured against the rules as they stand when
 * built (before the tune): each protected metric in every target's
 * situation that has it, and each target's side outcome (winner:attacker
 * for a carry), so a move can be refused when it breaks one.
 */
export class GuardRails {
  private readonly protectBefore: Array<Array<number | undefined>>;
  private readonly sides: Array<MetricRef | undefined>;
  private readonly sideBefore: Array<number | undefined>;

  constructor(
    private readonly ev: Evaluator,
    private readonly brief: Brief,
    private readonly layouts: readonly Layout[],
    private readonly before: readonly number[],
  ) {
    for (const p of brief.protect) {
      if (!layouts.some((l) => has(l, p.metric)))
        p.node.fail(
          `expected a metric of at least one target's situation (${showMetric(p.metric)} is in none)`,
        );
    }
    this.protectBefore = brief.protect.map((p) =>
      brief.targets.map((t, i) => (has(layouts[i], p.metric) ? ev.mixValue(t.parts, p.metric) : undefined)),
    );
    this.sides = brief.targets.map((t, i) => sideOutcome(layouts[i], t.metric));
    this.sideBefore = brief.targets.map((t, i) =>
      this.sides[i] ? ev.mixValue(t.parts, this.sides[i]!) : undefined,
    );
  }

  private isProtected(m: MetricRef): boolean {
    return this.brief.protect.some((p) => showMetric(p.metric) === showMetric(m));
  }

  /** Why the rules as they now stand (a candidate move in place) are refused, or undefined; `values` are the targets' values under them. */
  refusal(values: readonly number[]): string | undefined {
    const { brief, ev } = this;
    for (let k = 0; k < brief.protect.length; k++) {
      const p = brief.protect[k];
      for (let i = 0; i < brief.targets.length; i++) {
        const b = this.protectBefore[k][i];
        if (b === undefined) continue;
        const v = ev.mixValue(brief.targets[i].parts, p.metric);
        if (!holds(p, b, v))
          return `protected ${showMetric(p.metric)} would move from ${pct(b)} to ${pct(v)} in "${brief.targets[i].name}" (allowed ${allowed(p, b, pct)})`;
      }
    }
    for (const f of this.sameSide(values))
      if (f.refused) return `"${f.target}" would be ${sameSideWords(f, pct)} (protected)`;
    return undefined;
  }

  /** Targets that moved only within their side's outcome (values: the targets' values under the rules `now` evaluates). */
  sameSide(values: readonly number[], now: Evaluator = this.ev): SameSideFlag[] {
    const out: SameSideFlag[] = [];
    this.brief.targets.forEach((t, i) => {
      const m = this.sides[i];
      if (!m || !movedToward(t, this.before[i], values[i])) return;
      const after = now.mixValue(t.parts, m);
      if (
        movedWithinSide({ before: this.before[i], after: values[i] }, { before: this.sideBefore[i]!, after })
      ) {
        out.push({
          target: t.name,
          side: sideFavoured(this.layouts[i], t.metric)!,
          outcome: showMetric(m),
          before: this.sideBefore[i]!,
          after,
          targetMove: values[i] - this.before[i],
          refused: this.isProtected(m),
        });
      }
    });
    return out;
  }
}

/** Did the value move toward the target's range? */
function movedToward(t: Target, before: number, after: number): boolean {
  return (before > t.high && after < before) || (before < t.low && after > before);
}

/** Every metric of each target's situation but the target's own that moved by more than the threshold, before and after (exact). */
export function sideEffects(
  before: Evaluator,
  after: Evaluator,
  targets: readonly Target[],
  threshold: SideEffectThreshold,
): SideEffect[] {
  const out: SideEffect[] = [];
  for (const t of targets) {
    const a = before.mixVector(t.parts);
    const b = after.mixVector(t.parts).perTrial;
    for (const d of a.layout.distributions) {
      if (d.name === 'rests_on_provisional') continue;
      d.outcomes.forEach((o, k) => {
        const s = a.layout.distOffset[d.name] + k;
        if (
          `${d.name}:${o}` !== showMetric(t.metric) &&
          Math.abs(b[s] - a.perTrial[s]) > threshold.chance + 1e-12
        )
          out.push({
            target: t.name,
            metric: `${d.name}:${o}`,
            kind: 'chance',
            before: a.perTrial[s],
            after: b[s],
          });
      });
    }
    for (const m of a.layout.means) {
      const s = a.layout.meanOffset[m.name];
      if (
        m.name !== showMetric(t.metric) &&
        Math.abs(b[s] - a.perTrial[s]) > threshold.mean * Math.max(Math.abs(a.perTrial[s]), 1e-9) + 1e-12
      )
        out.push({ target: t.name, metric: m.name, kind: 'mean', before: a.perTrial[s], after: b[s] });
    }
  }
  return out;
}

/** Audit findings (problems and notes: a cliff, a step out of order) the patched rules have and the shipped ones do not. */
export function auditFindingsCreated(
  before: Ruleset<'republic'>,
  after: Ruleset<'republic'>,
  switches: Record<string, string>,
): string[] {
  const said = (r: Ruleset<'republic'>) =>
    auditRepublic(r, switches).findings.map((f) => `${f.severity}: ${f.check}: ${f.message}`);
  const old = new Set(said(before));
  return said(after).filter((f) => !old.has(f));
}
