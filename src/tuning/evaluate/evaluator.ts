import type { YamlNode } from '../../engine/input/yaml-node.ts';
import type { Ruleset } from '../../engine/families/families.ts';
import type { Cell } from '../../engine/ruleset/provenance.ts';
import { compileScenario } from '../../sims/prepare.ts';
import type { Compiled, Sim } from '../../sims/sim.ts';
import type { Layout } from '../../sims/layout.ts';
import { metricSlot, type MetricRef } from './metric-ref.ts';
import type { MixPart } from '../../sims/mix/situation-mix.ts';

/**
 * Exact values of metrics over situations and mixes, under a ruleset whose
 * cells the caller may change in place between calls (sensitivity and
 * tuning move one cell, evaluate, and put it back). Nothing is cached
 * across calls: every value is the rules' exact answer as they stand.
 */
export class Evaluator {
  constructor(
    readonly sim: Sim,
    readonly ruleset: Ruleset,
    /** every switch in force; callers may change readings between calls */
    readonly switches: Record<string, string>,
  ) {}

  /** Compile once with full checking, so a bad situation or switch is reported with its place. */
  check(part: MixPart, metric: MetricRef, metricNode?: YamlNode): Layout {
    const { compiled } = compileScenario(this.sim, this.ruleset, part.node, this.switches);
    const slot = metricSlot(compiled.layout, metric);
    if (typeof slot === 'string' && metricNode) metricNode.fail(`expected ${slot}`);
    return compiled.layout;
  }

  compile(part: MixPart): Compiled {
    return this.sim.compile(this.ruleset, part.node, this.switches);
  }

  /** The exact value of a metric in one situation. */
  value(part: MixPart, metric: MetricRef): number {
    const c = this.compile(part);
    const slot = metricSlot(c.layout, metric) as number;
    return this.sim.exact!(c).perTrial[slot];
  }

  /** The weighted mean of a metric over a mix. */
  mixValue(parts: readonly MixPart[], metric: MetricRef): number {
    let sum = 0;
    for (const p of parts) sum += p.share * this.value(p, metric);
    return sum;
  }

  /** Every metric's exact value over a mix (weighted), in the sim's layout; with the layout of its first part. */
  mixVector(parts: readonly MixPart[]): { layout: Layout; perTrial: Float64Array } {
    let layout: Layout | undefined;
    let out: Float64Array | undefined;
    let weight = 0;
    for (const p of parts) {
      const c = this.compile(p);
      const v = this.sim.exact!(c).perTrial;
      layout ??= c.layout;
      out ??= new Float64Array(v.length);
      for (let i = 0; i < v.length; i++) out[i] += p.weight * v[i];
      weight += p.weight;
    }
    for (let i = 0; i < out!.length; i++) out![i] /= weight;
    return { layout: layout!, perTrial: out! };
  }

  /** Which cells the mix reads, with weighted expected reads per trial. */
  mixReach(parts: readonly MixPart[]): Map<Cell, number> {
    const out = new Map<Cell, number>();
    for (const p of parts) {
      for (const r of this.sim.reach?.(this.compile(p)) ?? [])
        out.set(r.cell, (out.get(r.cell) ?? 0) + r.reads * p.share);
    }
    return out;
  }
}
