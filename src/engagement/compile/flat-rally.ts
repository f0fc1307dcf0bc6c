import type { CompiledRally } from '../../engine/republic/rally/compile-rally.ts';

/**
 * Every unit's CompiledRally (§2.3) in flat arrays read by index, so a rally
 * reads numbers, not each unit's objects: unit u's old rally number and its
 * provisional mark for a morale state at u * states + state; its loss
 * modifier for `lost` bases (or damage points) gone at u * lossSpan + lost,
 * each unit's last entry carried to the span's end (losses past its row
 * take its last modifier); its columns as compiled.
 */
export interface FlatRally {
  states: number;
  old: Int32Array;
  provisionalOld: Uint8Array;
  lossSpan: number;
  loss: Int32Array;
  columns: Int32Array[];
}

export function flatRally(rallies: readonly CompiledRally[]): FlatRally {
  const states = Math.max(1, ...rallies.map((r) => r.old.length));
  const lossSpan = Math.max(1, ...rallies.map((r) => r.lossModifier.length));
  const old = new Int32Array(rallies.length * states);
  const provisionalOld = new Uint8Array(rallies.length * states);
  const loss = new Int32Array(rallies.length * lossSpan);
  rallies.forEach((r, u) => {
    old.set(r.old, u * states);
    provisionalOld.set(r.provisionalOld, u * states);
    for (let lost = 0; lost < lossSpan; lost++)
      loss[u * lossSpan + lost] = r.lossModifier[Math.min(lost, r.lossModifier.length - 1)];
  });
  return { states, old, provisionalOld, lossSpan, loss, columns: rallies.map((r) => r.columns) };
}
