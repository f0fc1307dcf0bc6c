import type { ChainProcess } from './chain-process.ts';

/**
 * The exact distribution of a process's final states, for one whose states
 * are too many for the tables: the distinct states carried step by step
 * along the schedule by key, every face of every step applied directly.
 * Each final state goes to `tally` with its probability (the same as
 * exactChain gives the tables' states). `visit`, where given, is told each
 * step's cell read and its probability, as exactChain tells it.
 */
export function exactProcess(
  p: ChainProcess,
  tally: (st: Int32Array, weight: number) => void,
  visit?: (cell: number, weight: number) => void,
): void {
  let frontier = new Map<string, { st: Int32Array; p: number }>([
    [p.start.join(','), { st: p.start.slice(), p: 1 }],
  ]);
  const work = new Int32Array(p.start.length);
  const out = new Int32Array(3);
  for (const { kind: k } of p.schedule) {
    const kind = p.kinds[k];
    const next = new Map<string, { st: Int32Array; p: number }>();
    const add = (st: Int32Array, w: number) => {
      const key = st.join(',');
      const seen = next.get(key);
      if (seen) seen.p += w;
      else next.set(key, { st: st.slice(), p: w });
    };
    for (const { st, p: mass } of frontier.values()) {
      if (kind.idle?.(st)) {
        add(st, mass);
        continue;
      }
      const w = mass / kind.faces;
      for (let face = 0; face < kind.faces; face++) {
        work.set(st);
        out.fill(0);
        out[2] = -1;
        kind.apply(work, face, out);
        visit?.(out[2], w);
        if (p.done(work)) tally(work, w);
        else add(work, w);
      }
    }
    frontier = next;
  }
  for (const { st, p: mass } of frontier.values()) tally(st, mass);
}
