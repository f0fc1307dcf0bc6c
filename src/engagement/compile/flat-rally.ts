import type { CompiledRally } from '../../engine/republic/rally/compile-rally.ts';
import { rallyTo } from '../../engine/republic/rally/rally-roll.ts';

/**
 * The modified rolls `to` holds: a d10 with the leader's part and the loss modifier (§2.3) lies well
 * within them; a roll outside is read by rallyTo itself. A const enum, so a bundle writes them as literals.
 */
const enum TO {
  LOWEST_MODIFIED = -30,
  MODIFIED = 70,
}

/**
 * Every unit's CompiledRally (§2.3) in flat arrays read by index, so a rally
 * reads numbers, not each unit's objects: unit u's old rally number and its
 * provisional mark for a morale state at u * states + state; its loss
 * modifier for `lost` bases (or damage points) gone at u * lossSpan + lost,
 * each unit's last entry carried to the span's end (losses past its row
 * take its last modifier); its columns as compiled; and the state each
 * modified roll leaves it in from each state (rallyTo), at
 * (u * states + state) * TO.MODIFIED + modified - TO.LOWEST_MODIFIED (toAt).
 */
export interface FlatRally {
  states: number;
  old: Int32Array;
  provisionalOld: Uint8Array;
  lossSpan: number;
  loss: Int32Array;
  columns: Int32Array[];
  to: Int8Array;
}

/** A rally's slot of FlatRally.to (unit u's old number at u * states + state), -1 for a modified roll it does not hold. */
export function toAt(at: number, modified: number): number {
  const i = modified - TO.LOWEST_MODIFIED;
  return i >= 0 && i < TO.MODIFIED ? at * TO.MODIFIED + i : -1;
}

export function flatRally(rallies: readonly CompiledRally[]): FlatRally {
  const states = Math.max(1, ...rallies.map((r) => r.old.length));
  const lossSpan = Math.max(1, ...rallies.map((r) => r.lossModifier.length));
  const old = new Int32Array(rallies.length * states);
  const provisionalOld = new Uint8Array(rallies.length * states);
  const loss = new Int32Array(rallies.length * lossSpan);
  const to = new Int8Array(rallies.length * states * TO.MODIFIED);
  rallies.forEach((r, u) => {
    old.set(r.old, u * states);
    provisionalOld.set(r.provisionalOld, u * states);
    for (let lost = 0; lost < lossSpan; lost++)
      loss[u * lossSpan + lost] = r.lossModifier[Math.min(lost, r.lossModifier.length - 1)];
    for (let state = 0; state < r.old.length; state++)
      for (let i = 0; i < TO.MODIFIED; i++)
        to[(u * states + state) * TO.MODIFIED + i] = rallyTo(
          r.columns,
          r.old[state],
          TO.LOWEST_MODIFIED + i,
          r.asPrinted,
        );
  });
  return { states, old, provisionalOld, lossSpan, loss, columns: rallies.map((r) => r.columns), to };
}
