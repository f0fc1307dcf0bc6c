import type { CompiledRally } from '../../engine/republic/rally/compile-rally.ts';
import { rallyTo } from '../../engine/republic/rally/rally-roll.ts';

/**
 * Every unit's CompiledRally (§2.3) in flat arrays read by index, so a rally
 * reads numbers, not each unit's objects: unit u's old rally number and its
 * provisional mark for a morale state at u * states + state; its loss
 * modifier for `lost` bases (or damage points) gone at u * lossSpan + lost,
 * each unit's last entry carried to the span's end (losses past its row
 * take its last modifier); its columns as compiled; and the state each
 * modified roll leaves it in from each state (rallyTo), at
 * (u * states + state) * span + modified - lowest (toAt), for every modified
 * roll a rally can make: a d10 with any leader's part and any loss modifier.
 */
export interface FlatRally {
  states: number;
  old: Int32Array;
  provisionalOld: Uint8Array;
  lossSpan: number;
  loss: Int32Array;
  columns: Int32Array[];
  to: Int8Array;
  /** the lowest modified roll `to` holds, and how many it holds from there */
  lowest: number;
  span: number;
}

/** A rally's slot of FlatRally.to (unit u's old number at u * states + state), for a modified roll it holds. */
export function toAt(r: FlatRally, at: number, modified: number): number {
  return Math.imul(at, r.span) + modified - r.lowest;
}

/** Every unit's rallies in flat arrays, for the division leaders' parts of a rally roll `leaderParts` (rallyLeaderParts). */
export function flatRally(rallies: readonly CompiledRally[], leaderParts: Int32Array): FlatRally {
  const states = Math.max(1, ...rallies.map((r) => r.old.length));
  const lossSpan = Math.max(1, ...rallies.map((r) => r.lossModifier.length));
  // §2.3 a d10 (1-10) plus the leader's part plus the loss modifier
  const losses = rallies.flatMap((r) => [...r.lossModifier]);
  const lowest = 1 + Math.min(0, ...leaderParts) + Math.min(0, ...losses);
  const span = 10 + Math.max(0, ...leaderParts) + Math.max(0, ...losses) - lowest + 1;
  const old = new Int32Array(rallies.length * states);
  const provisionalOld = new Uint8Array(rallies.length * states);
  const loss = new Int32Array(rallies.length * lossSpan);
  const to = new Int8Array(rallies.length * states * span);
  rallies.forEach((r, u) => {
    old.set(r.old, u * states);
    provisionalOld.set(r.provisionalOld, u * states);
    for (let lost = 0; lost < lossSpan; lost++)
      loss[u * lossSpan + lost] = r.lossModifier[Math.min(lost, r.lossModifier.length - 1)];
    for (let state = 0; state < r.old.length; state++)
      for (let i = 0; i < span; i++)
        to[(u * states + state) * span + i] = rallyTo(r.columns, r.old[state], lowest + i, r.asPrinted);
  });
  return {
    states,
    old,
    provisionalOld,
    lossSpan,
    loss,
    columns: rallies.map((r) => r.columns),
    to,
    lowest,
    span,
  };
}
