import type { Finding } from '../../engine/republic/audit/finding.ts';
import { rungValue, type CellSlot } from '../evaluate/cell-slots.ts';
import { estimateExpr, sameTallies, type MonteCarloEvaluator, type Sample } from '../evaluate/monte-carlo.ts';
import type { Target } from './read-brief.ts';
import { miss, type Binding } from './search.ts';

/** The distinct situations of a brief's targets (two targets on one situation sample it once). */
export interface Situations {
  /** each distinct situation's part */
  parts: Array<Target['parts'][number]>;
  /** for each target, its parts' situation numbers and weights */
  of: Array<Array<{ situation: number; weight: number }>>;
}

export function distinctSituations(targets: readonly Target[]): Situations {
  const keys = new Map<string, number>();
  const parts: Situations['parts'] = [];
  const of = targets.map((t) =>
    t.parts.map((p) => {
      const k = JSON.stringify(p.node.value());
      if (!keys.has(k)) {
        keys.set(k, parts.length);
        parts.push(p);
      }
      return { situation: keys.get(k)!, weight: p.weight };
    }),
  );
  return { parts, of };
}

export interface NoisySearchOptions {
  seed: number;
  trials: { screen: number; search: number };
  costPerCell: number;
  maxMoves: number;
  quickProblems: () => Finding[];
  fullProblems: () => Finding[];
  /** why a move about to be kept is refused by the brief's guard rails, from the samples with it, or undefined */
  refusal?: (samples: readonly Sample[]) => string | undefined;
  /** given the samples of the rules as they stand before any move */
  onStart?: (samples: readonly Sample[]) => void;
  between?: () => Promise<void>;
  log?: (line: string) => void;
}

export interface NoisySearchResult {
  steps: Map<CellSlot, number>;
  /** the slots whose moves changed some tally in the screening trials, with the targets they touch */
  read: Map<CellSlot, number[]>;
  binding: Binding[];
  values: number[];
  objective: { before: number; after: number };
  evaluations: number;
}

const valueAt = (slot: CellSlot, step: number) => (step === 0 ? slot.original : rungValue(slot, step));

/**
 * A greedy descent for a noisy objective, on common random numbers. Every
 * candidate is judged on the same trials (trial t of a situation reads the
 * same stream whatever the rules), so the comparison between two moves
 * carries no noise from the dice that both share: the same brief and seed
 * give the same moves. It first screens every movable cell one rung each
 * way on a few trials: a cell whose move leaves every tally of every
 * situation the same, trial for trial, is not read and is dropped. Then
 * each round tries every read cell one rung up and down on the search's
 * trials and keeps the move that lowers the weighted miss plus the cost of
 * changed cells most while the audit and the brief's guard rails hold;
 * then, in order, each other move that helped alone, if it still helps on
 * top of those kept (one evaluation each, so a round keeps several). It
 * stops when no move helps or maxMoves cells have changed.
 */
export async function noisySearch(
  mc: MonteCarloEvaluator,
  targets: readonly Target[],
  sit: Situations,
  slots: readonly CellSlot[],
  opts: NoisySearchOptions,
): Promise<NoisySearchResult> {
  let evaluations = 0;
  const sampleAll = (which: readonly number[], trials: number) =>
    which.map((k) => (evaluations++, mc.sample(sit.parts[k], k, trials, opts.seed)));
  const all = sit.parts.map((_, k) => k);
  let samples = sampleAll(all, opts.trials.search);
  const valuesOf = (s: readonly Sample[]) =>
    targets.map(
      (t, i) =>
        estimateExpr(
          t.expr,
          sit.of[i].map((p) => ({ sample: s[p.situation], weight: p.weight })),
        ).value,
    );
  const objectiveOf = (v: readonly number[], cells: number) =>
    targets.reduce((s, t, i) => s + t.weight * miss(t, v[i]), 0) + opts.costPerCell * cells;
  opts.onStart?.(samples);
  let values = valuesOf(samples);
  const before = objectiveOf(values, 0);
  let objective = before;

  // screening: which situations each cell's moves reach
  const readSituations = new Map<CellSlot, number[]>();
  opts.log?.(`warbench: tune: screening ${slots.length} cells on ${opts.trials.screen} trials a situation`);
  for (const slot of slots) {
    await opts.between?.();
    const touched = new Set<number>();
    for (const dir of [-1, 1]) {
      const v = valueAt(slot, dir);
      if (!v) continue;
      slot.set(v);
      const s = sampleAll(all, opts.trials.screen);
      slot.set(slot.original);
      all.forEach((k) => !sameTallies(s[k], samples[k], opts.trials.screen) && touched.add(k));
    }
    if (touched.size) readSituations.set(slot, [...touched]);
  }
  const read = new Map(
    [...readSituations].map(([slot, ks]) => [
      slot,
      targets.flatMap((_, i) => (sit.of[i].some((p) => ks.includes(p.situation)) ? [i] : [])),
    ]),
  );
  opts.log?.(
    `warbench: tune: ${read.size} cells read; searching on ${opts.trials.search} trials a situation`,
  );

  const steps = new Map(slots.map((s) => [s, 0]));
  const changed = () => [...steps.values()].filter((x) => x !== 0).length;
  let binding: Binding[] = [];
  for (;;) {
    binding = targets.map(() => ({ audit: new Map(), tradeOff: [], protect: [] }));
    const candidates: Array<{
      slot: CellSlot;
      to: number;
      objective: number;
      samples: Sample[];
      values: number[];
    }> = [];
    for (const [slot, ks] of readSituations) {
      const at = steps.get(slot)!;
      for (const dir of [-1, 1]) {
        await opts.between?.();
        const v = valueAt(slot, at + dir);
        if (!v) continue;
        const kept = slot.get();
        slot.set(v);
        const problems = opts.quickProblems();
        let next: Sample[] | undefined;
        if (!problems.length) {
          next = [...samples];
          const fresh = sampleAll(ks, opts.trials.search);
          ks.forEach((k, j) => (next![k] = fresh[j]));
        }
        slot.set(kept);
        if (!next) {
          for (const i of read.get(slot)!)
            binding[i].audit.set(`${slot.name} -> ${v.cell.text}`, [
              ...new Set(problems.map((p) => p.check)),
            ]);
          continue;
        }
        const nv = valuesOf(next);
        const cells = changed() + (at === 0 ? 1 : at + dir === 0 ? -1 : 0);
        const obj = objectiveOf(nv, cells);
        candidates.push({ slot, to: at + dir, objective: obj, samples: next, values: nv });
        if (obj >= objective - 1e-12)
          for (const i of read.get(slot)!)
            if (miss(targets[i], nv[i]) < miss(targets[i], values[i]) - 1e-12)
              binding[i].tradeOff.push(`${slot.name} -> ${v.cell.text}`);
      }
    }
    candidates.sort((a, b) => a.objective - b.objective || a.slot.name.localeCompare(b.slot.name));
    // keep the best move, then each next one that helped alone while it still helps on top of those kept: several moves a round
    const roundStart = objective;
    let kept = 0;
    for (const c of candidates) {
      if (c.objective >= roundStart - 1e-12 || (steps.get(c.slot) === 0 && changed() >= opts.maxMoves)) break;
      if (kept && c.to === 0 && steps.get(c.slot) === 0) continue;
      const was = c.slot.get();
      const value = valueAt(c.slot, c.to)!;
      c.slot.set(value);
      let next = { samples: c.samples, values: c.values, objective: c.objective };
      if (kept) {
        const ks = readSituations.get(c.slot)!;
        const fresh = sampleAll(ks, opts.trials.search);
        const ns = [...samples];
        ks.forEach((k, j) => (ns[k] = fresh[j]));
        const nv = valuesOf(ns);
        next = {
          samples: ns,
          values: nv,
          objective: objectiveOf(nv, changed() + (steps.get(c.slot) === 0 ? 1 : c.to === 0 ? -1 : 0)),
        };
      }
      const refused =
        next.objective >= objective - 1e-12
          ? 'worse'
          : opts.fullProblems().length
            ? 'audit'
            : opts.refusal?.(next.samples);
      if (!refused) {
        steps.set(c.slot, c.to);
        samples = next.samples;
        values = next.values;
        objective = next.objective;
        kept++;
        opts.log?.(
          `warbench: tune: ${c.slot.name} -> ${value.cell.text} (objective ${objective.toFixed(4)})`,
        );
        continue;
      }
      if (refused !== 'audit' && refused !== 'worse')
        for (const i of read.get(c.slot)!)
          binding[i].protect.push(`${c.slot.name} -> ${value.cell.text}: ${refused}`);
      c.slot.set(was);
    }
    if (!kept) break;
  }
  return { steps, read, binding, values, objective: { before, after: objective }, evaluations };
}
