import { resolve } from 'node:path';
import type { Stream } from '../../engine/dice/stream.ts';
import type { YamlNode } from '../../engine/input/yaml-node.ts';
import type { Ruleset } from '../../engine/families/families.ts';
import type { Cell } from '../../engine/ruleset/provenance.ts';
import { projectRootOf } from '../../engine/input/project-root.ts';
import type { Layout } from '../layout.ts';
import type { Compiled, ExactResult, Sim } from '../sim.ts';
import { readSituationMix } from './situation-mix.ts';

/** A compiled mix: each part compiled, and where each part's share ends on the 32-bit draw. */
export class MixCompiled implements Compiled {
  constructor(
    readonly layout: Layout,
    readonly parts: Compiled[],
    readonly weights: number[],
    /** part k takes draws below ends[k] (the last end is 2^32) */
    readonly ends: Float64Array,
  ) {}
}

const TWO32 = 2 ** 32;
const layoutKey = (l: Layout) => JSON.stringify([l.distributions, l.means]);

/** Is this situation node a weighted mix (`mix:` a list of {weight, situation | situationFile})? */
export function isMix(situation: YamlNode): boolean {
  return situation.isMap() && situation.has('mix');
}

/** A mix as plain data, every part inline (what crosses threads and is hashed as a run's input). */
export function plainMix(situation: YamlNode): { mix: Array<{ weight: number; situation: unknown }> } {
  const parts = readSituationMix(situation, projectRootOf(resolve(situation.file)), 'mix');
  return { mix: parts.map((p) => ({ weight: p.weight, situation: p.node.value() ?? {} })) };
}

function compileMix<C extends Compiled>(
  sim: Sim<C>,
  ruleset: Ruleset,
  node: YamlNode,
  switches: Record<string, string>,
): MixCompiled {
  const parts = readSituationMix(node, projectRootOf(resolve(node.file)), 'mix');
  node.problems.throwIfAny(); // a bad weight or missing file: not worth compiling the parts
  const compiled = parts.map((p) => {
    // a part from its own file records its problems there: report them as the mix's
    const c = p.node.problems.guard(() => sim.compile(ruleset, p.node, switches));
    if (p.node.problems !== node.problems) p.node.problems.throwIfAny();
    return c;
  });
  node.problems.throwIfAny();
  const first = compiled[0].layout;
  compiled.forEach((c, i) => {
    if (layoutKey(c.layout) !== layoutKey(first))
      node
        .get('mix')
        .items()
        [i].fail(
          `expected a situation with the outcomes of mix[0] (a mix averages one set of outcomes), got other metrics or outcomes`,
        );
  });
  node.problems.throwIfAny();
  const ends = new Float64Array(parts.length);
  let sum = 0;
  parts.forEach((p, k) => {
    sum += p.share;
    ends[k] = k === parts.length - 1 ? TWO32 : Math.min(TWO32, Math.round(sum * TWO32));
  });
  return new MixCompiled(
    first,
    compiled,
    parts.map((p) => p.share),
    ends,
  );
}

/**
 * A sim that also reads a weighted mix of situations ("a typical battle"):
 * Monte Carlo draws each trial's part from the stream (one 32-bit draw, so
 * paired runs pick the same part), then runs that part's trial; exact odds
 * and cell reach are the parts' own, averaged by weight. A plain situation
 * goes to the sim untouched.
 */
export function withMixes<C extends Compiled>(sim: Sim<C>): Sim {
  const { exact, reach, describe } = sim;
  return {
    ...sim,
    compile: (ruleset, situation, switches) =>
      isMix(situation)
        ? compileMix(sim, ruleset, situation, switches)
        : sim.compile(ruleset, situation, switches),
    kernel(rng: Stream, c: Compiled, trials: number, acc: Float64Array): void {
      if (!(c instanceof MixCompiled)) return sim.kernel(rng, c as C, trials, acc);
      const last = c.parts.length - 1;
      for (let t = 0; t < trials; t++) {
        const u = rng.int32() >>> 0;
        let k = 0;
        while (k < last && u >= c.ends[k]) k++;
        sim.kernel(rng, c.parts[k] as C, 1, acc);
      }
    },
    exact:
      exact &&
      ((c: Compiled): ExactResult => {
        if (!(c instanceof MixCompiled)) return exact.call(sim, c as C);
        const perTrial = new Float64Array(c.layout.size);
        let leftover = 0;
        c.parts.forEach((part, k) => {
          const r = exact.call(sim, part as C);
          for (let s = 0; s < perTrial.length; s++) perTrial[s] += c.weights[k] * r.perTrial[s];
          leftover += c.weights[k] * r.leftover;
        });
        return { perTrial, leftover, note: `a mix of ${c.parts.length} situations, weighted` };
      }),
    reach:
      reach &&
      ((c: Compiled) => {
        if (!(c instanceof MixCompiled)) return reach.call(sim, c as C);
        const reads = new Map<Cell, number>();
        c.parts.forEach((part, k) => {
          for (const r of reach.call(sim, part as C))
            reads.set(r.cell, (reads.get(r.cell) ?? 0) + c.weights[k] * r.reads);
        });
        return [...reads].map(([cell, n]) => ({ cell, reads: n }));
      }),
    describe:
      describe &&
      ((c: Compiled) => {
        if (!(c instanceof MixCompiled)) return describe.call(sim, c as C);
        const out: Record<string, string> = {};
        c.parts.forEach((part, k) => {
          for (const [key, v] of Object.entries(describe.call(sim, part as C)))
            out[`mix[${k}] (${(c.weights[k] * 100).toFixed(1)}%) ${key}`] = v;
        });
        return out;
      }),
  };
}
