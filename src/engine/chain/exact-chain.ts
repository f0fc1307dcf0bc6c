import type { ChainTables } from './build-chain.ts';
import { E } from './chain-packing.ts';

/** The exact distribution of a chain's trials, each part its own marginal. */
export interface ChainOdds {
  /** final[state]: the chance a trial ends in it */
  final: Float64Array;
  /** first[event][clock]: the chance the event is first reported at that clock (clock 0 unused) */
  first: Float64Array[];
  /** never[event]: the chance a trial ends without the event */
  never: Float64Array;
  /** the summed gain's mean and mean square */
  gain: number;
  gainSquare: number;
}

/**
 * Exact odds of a chain: the probability of every state and set of events
 * seen so far carried step by step along the schedule over the same tables
 * Monte Carlo walks, with the summed gain's first two moments. `visit`,
 * where given, is told each step's cell read (cells[kind][at]) and its
 * probability, for cell reach.
 */
export function exactChain(t: ChainTables, visit?: (cell: number, weight: number) => void): ChainOdds {
  const n = t.states.length;
  const sets = 1 << t.events.length;
  const maxClock = t.clocks.reduce((a, b) => Math.max(a, b), 0);
  const steps = t.clocks.length;
  const first = t.events.map(() => new Float64Array(maxClock + 1));
  const final = new Float64Array(n);
  const never = new Float64Array(t.events.length);
  const ends = (seen: number, w: number) => {
    for (let b = 0; b < t.events.length; b++) if ((seen & (1 << b)) === 0) never[b] += w;
  };
  let gain = 0;
  let gainSquare = 0;
  // mass, and the gain's first and second moments times mass, by state * sets + events seen
  let p = new Float64Array(n * sets);
  let g1 = new Float64Array(n * sets);
  let g2 = new Float64Array(n * sets);
  let flags = new Int32Array(n * sets);
  p[0] = 1;
  flags[0] = t.startFlags;
  for (let i = 0; i < steps; i++) {
    const base = t.steps[i] & E.BASE;
    const mode = t.steps[i] & E.IDLES;
    const wide = (t.steps[i] & E.WIDE) !== 0;
    const faces = wide ? 100 : 10;
    const np = new Float64Array(n * sets);
    const n1 = new Float64Array(n * sets);
    const n2 = new Float64Array(n * sets);
    const nf = new Int32Array(n * sets);
    for (let at = 0; at < p.length; at++) {
      const mass = p[at];
      if (mass === 0) continue;
      if ((flags[at] & mode) !== 0) {
        np[at] += mass;
        n1[at] += g1[at];
        n2[at] += g2[at];
        nf[at] = flags[at];
        continue;
      }
      const state = (at / sets) | 0;
      const seen = at % sets;
      const w = mass / faces;
      for (let face = 0; face < faces; face++) {
        const e = t.entries[base + state * E.ROW + face];
        if (visit) visit(t.cells[base + state * E.ROW + face], w);
        const d = e >>> E.GAIN_SHIFT;
        const m1 = g1[at] / faces + w * d;
        const m2 = g2[at] / faces + (2 * d * g1[at]) / faces + w * d * d;
        const events = (e & E.EVENTS) >>> E.EVENT_SHIFT;
        const fresh = events & ~seen;
        for (let b = 0; b < t.events.length; b++) if ((fresh & (1 << b)) !== 0) first[b][t.clocks[i]] += w;
        const next = ((e & E.ROWS) / E.ROW) | 0;
        if ((e & E.DONE) !== 0) {
          final[next] += w;
          ends(seen | events, w);
          gain += m1;
          gainSquare += m2;
          continue;
        }
        const to = next * sets + (seen | events);
        np[to] += w;
        n1[to] += m1;
        n2[to] += m2;
        nf[to] = e & ~E.EVENTS & ~E.ROWS & ((1 << E.GAIN_SHIFT) - 1);
      }
    }
    p = np;
    g1 = n1;
    g2 = n2;
    flags = nf;
  }
  for (let at = 0; at < p.length; at++) {
    final[(at / sets) | 0] += p[at];
    ends(at % sets, p[at]);
    gain += g1[at];
    gainSquare += g2[at];
  }
  return { final, first, never, gain, gainSquare };
}
