/**
 * Exact distributions of a pool of n D6 (one die per stand): by natural
 * sum together with how many dice show a given face. Returned as
 * table[sum * (n + 1) + count] for sum 0..6n, count 0..n.
 */
export function poolBySumAndFace(n: number, face: number): Float64Array {
  const w = n + 1;
  let cur = new Float64Array((6 * n + 1) * w);
  cur[0] = 1;
  for (let d = 0; d < n; d++) {
    const next = new Float64Array(cur.length);
    for (let s = 0; s <= 6 * d; s++) {
      for (let k = 0; k <= d; k++) {
        const p = cur[s * w + k];
        if (p === 0) continue;
        for (let f = 1; f <= 6; f++) next[(s + f) * w + k + (f === face ? 1 : 0)] += p / 6;
      }
    }
    cur = next;
  }
  return cur;
}

/**
 * Fire dice: each die is a natural six, another hit (natural score at least
 * `need` after `pips`), or a miss. Returns p[sixes * (n + 1) + otherHits].
 */
export function poolSixesAndHits(n: number, need: number, pips: number): Float64Array {
  const w = n + 1;
  let cur = new Float64Array(w * w);
  cur[0] = 1;
  let pOther = 0;
  for (let f = 1; f <= 5; f++) if (f + pips >= need) pOther += 1 / 6;
  for (let d = 0; d < n; d++) {
    const next = new Float64Array(w * w);
    for (let s = 0; s <= d; s++) {
      for (let h = 0; h + s <= d; h++) {
        const p = cur[s * w + h];
        if (p === 0) continue;
        next[(s + 1) * w + h] += p / 6;
        next[s * w + h + 1] += p * pOther;
        next[s * w + h] += p * (5 / 6 - pOther);
      }
    }
    cur = next;
  }
  return cur;
}
