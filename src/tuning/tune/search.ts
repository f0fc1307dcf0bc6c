import type { Finding } from '../../engine/republic/audit/finding.ts';
import type { Evaluator } from '../evaluate/evaluator.ts';
import { rungValue, type CellSlot } from '../evaluate/cell-slots.ts';
import type { Target } from './read-brief.ts';

/** How far a value lies outside its target range (0 inside). */
export function miss(t: Target, v: number): number {
  return v < t.low ? t.low - v : v > t.high ? v - t.high : 0;
}

export interface SearchState {
  /** each movable slot's current place on its ladder, relative to its original */
  steps: Map<CellSlot, number>;
  values: number[];
  objective: number;
}

/** Why a target could not be brought closer, gathered over the last round of moves. */
export interface Binding {
  /** moves that would bring the target closer but break an audit rule: the rules they break */
  audit: Map<string, string[]>;
  /** moves that would bring it closer but cost more elsewhere (other targets, the cost per cell) */
  tradeOff: string[];
  /** moves the audit allows that would bring it closer but break a guard rail of the brief (a protected metric) */
  protect: string[];
}

export interface SearchOptions {
  costPerCell: number;
  /** cheap audit checks for every candidate; the whole audit for a move about to be kept */
  quickProblems: () => Finding[];
  fullProblems: () => Finding[];
  /** why a move about to be kept is refused by the brief's guard rails (values: the targets' values with it), or undefined */
  refusal?: (values: readonly number[]) => string | undefined;
  /** stop after this many kept moves */
  maxMoves?: number;
  /** called after each kept move (to bring what reads what up to date) */
  afterMove?: () => void;
  /** awaited before each cell is tried: lets a Ctrl-C in (it may end the process there) */
  between?: () => Promise<void>;
}

/** A slot's value `step` rungs from its original: the original cell itself at 0. */
function valueAt(slot: CellSlot, step: number) {
  return step === 0 ? slot.original : rungValue(slot, step);
}

function weightedMiss(targets: readonly Target[], values: readonly number[]): number {
  return targets.reduce((s, t, i) => s + t.weight * miss(t, values[i]), 0);
}

/**
 * Greedy descent over the movable cells: each round tries every slot one
 * rung up and one rung down (back toward its original included), keeps the
 * move that lowers the weighted miss plus the cost of changed cells most
 * while every audit rule still holds, and stops when no move helps. Only
 * targets whose situations read the moved cell are evaluated again.
 */
export async function searchTable(
  ev: Evaluator,
  targets: readonly Target[],
  slots: readonly CellSlot[],
  readers: (slot: CellSlot) => number[],
  opts: SearchOptions,
): Promise<{ state: SearchState; binding: Binding[]; moves: number }> {
  const values = targets.map((t) => ev.mixValue(t.parts, t.metric));
  const steps = new Map(slots.map((s) => [s, 0]));
  const changed = () => [...steps.values()].filter((x) => x !== 0).length;
  let objective = weightedMiss(targets, values) + opts.costPerCell * changed();
  let binding: Binding[] = [];
  let moves = 0;
  for (;;) {
    binding = targets.map(() => ({ audit: new Map(), tradeOff: [], protect: [] }));
    const candidates: Array<{ slot: CellSlot; to: number; objective: number; values: number[] }> = [];
    for (const slot of slots) {
      await opts.between?.();
      const at = steps.get(slot)!;
      const who = readers(slot);
      if (who.length === 0) continue;
      for (const dir of [-1, 1]) {
        const value = valueAt(slot, at + dir);
        if (!value) continue;
        const kept = slot.get();
        slot.set(value);
        const problems = opts.quickProblems();
        const next = [...values];
        // a move the audit forbids is still evaluated where it could help an unmet target: to say which rule binds
        const unmet = who.filter((i) => miss(targets[i], values[i]) > 0);
        if (problems.length === 0 || unmet.length)
          for (const i of problems.length ? unmet : who)
            next[i] = ev.mixValue(targets[i].parts, targets[i].metric);
        slot.set(kept);
        const closer = who.filter((i) => miss(targets[i], next[i]) < miss(targets[i], values[i]) - 1e-12);
        if (problems.length) {
          for (const i of closer)
            binding[i].audit.set(`${slot.name} -> ${value.cell.text}`, [
              ...new Set(problems.map((p) => p.check)),
            ]);
          continue;
        }
        const cells = changed() + (at === 0 ? 1 : at + dir === 0 ? -1 : 0);
        const obj = weightedMiss(targets, next) + opts.costPerCell * cells;
        candidates.push({ slot, to: at + dir, objective: obj, values: next });
        if (obj >= objective - 1e-12)
          for (const i of closer) binding[i].tradeOff.push(`${slot.name} -> ${value.cell.text}`);
      }
    }
    candidates.sort((a, b) => a.objective - b.objective);
    let kept = false;
    for (const c of candidates) {
      if (c.objective >= objective - 1e-12) break;
      const before = c.slot.get();
      c.slot.set(valueAt(c.slot, c.to)!);
      const refused = opts.fullProblems().length === 0 ? opts.refusal?.(c.values) : 'audit';
      if (refused && refused !== 'audit')
        for (const i of readers(c.slot))
          if (miss(targets[i], c.values[i]) < miss(targets[i], values[i]) - 1e-12)
            binding[i].protect.push(`${c.slot.name} -> ${valueAt(c.slot, c.to)!.cell.text}: ${refused}`);
      if (!refused) {
        steps.set(c.slot, c.to);
        values.splice(0, values.length, ...c.values);
        objective = c.objective;
        kept = true;
        opts.afterMove?.();
        break;
      }
      c.slot.set(before);
    }
    if (!kept || ++moves >= (opts.maxMoves ?? 200)) break;
  }
  return { state: { steps, values, objective }, binding, moves };
}
