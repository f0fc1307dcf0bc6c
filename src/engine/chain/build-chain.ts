import { EVENT_LIMIT, type ChainProcess } from './chain-process.ts';
import { E } from './chain-packing.ts';

/**
 * A process compiled into tables: its states numbered from 0 (the start),
 * each step kind a table of entries by row (state * E.ROW) and face. An
 * entry packs the next state's row, the events the step reported, whether
 * the trial is done and which idle kinds rest in the next state, and the
 * step's gain (see E).
 */
export interface ChainTables {
  /**
   * every state reached, by number: the start (0) and the states not done in
   * the order the schedule meets them, then those done (rows no walk reads)
   */
  states: Int32Array[];
  /** every kind's table end to end: entry at kind * states * E.ROW + row + face */
  entries: Int32Array;
  /** cells[same index]: the table cell the step read (-1: none), for cell reach */
  cells: Int32Array;
  /**
   * The schedule, a word a step: where its kind's table starts in `entries`
   * (E.BASE), the entry bit that says the kind rests in a state (E.IDLES),
   * and E.WIDE when it rolls two dice.
   */
  steps: Int32Array;
  /** the clock of each scheduled step */
  clocks: Int32Array;
  /** the flags of the start state (its idle bits, done), as an entry leading to it would have them */
  startFlags: number;
  events: readonly string[];
  /** the process's ChainProcess.oneDrawAStep */
  oneDrawAStep: boolean;
  /** every trial is done by the schedule's end: a walk may take steps until a state is done */
  closed: boolean;
}

const FNV_PRIME = 0x01000193;

/**
 * A state's hash: states are found by it, then compared field by field, so
 * it decides only how fast a state is found, never which. FNV-1a over every
 * fourth field in four lanes, the lanes then FNV-1a'd in order: one chain of
 * multiplies over all the fields waited on each multiply in turn, and was
 * most of the time spent building an assault's chain.
 */
function hashOf(st: Int32Array): number {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  let c = 0x2e1b2149;
  let d = 0x6c62272e;
  const n = st.length;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    a = Math.imul(a ^ st[i], FNV_PRIME);
    b = Math.imul(b ^ st[i + 1], FNV_PRIME);
    c = Math.imul(c ^ st[i + 2], FNV_PRIME);
    d = Math.imul(d ^ st[i + 3], FNV_PRIME);
  }
  for (; i < n; i++) a = Math.imul(a ^ st[i], FNV_PRIME);
  return Math.imul(Math.imul(Math.imul(a ^ b, FNV_PRIME) ^ c, FNV_PRIME) ^ d, FNV_PRIME);
}

/** Whether two states are equal, four fields a test (most tests find the state sought: every field is read). */
function same(a: Int32Array, b: Int32Array): boolean {
  const n = a.length;
  let i = 0;
  for (; i + 3 < n; i += 4)
    if ((a[i] ^ b[i]) | (a[i + 1] ^ b[i + 1]) | (a[i + 2] ^ b[i + 2]) | (a[i + 3] ^ b[i + 3])) return false;
  for (; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** States kept in one block of memory (see buildChain). */
const STATES_A_BLOCK = 256;

/** A process that reaches more states than the tables hold: walkProcess and exactProcess apply its steps directly. */
export class ChainTooLarge extends Error {}

/** Enumerate the states a process reaches along its schedule, every face of every step, into tables. */
export function buildChain(p: ChainProcess, maxStates = 10_000): ChainTables {
  if (p.events.length > EVENT_LIMIT)
    throw new Error(`a chain reports at most ${EVENT_LIMIT} events, got ${p.events.length}`);
  const idleKinds = p.kinds.map((k, i) => (k.idle ? i : -1)).filter((i) => i >= 0);
  if (idleKinds.length > 2)
    throw new Error(`a chain has at most 2 step kinds that rest, got ${idleKinds.length}`);
  const idleBit = Int32Array.from(p.kinds, (_, i) =>
    idleKinds.includes(i) ? E.IDLE << idleKinds.indexOf(i) : 0,
  );
  // the states by hash: the number of the first with that hash, or the numbers of all (rare)
  const ids = new Map<number, number | number[]>();
  const states: Int32Array[] = [];
  // each state a view into a shared block: a copy of its own was an array buffer a state, most of the chain's time
  const size = p.start.length;
  let block = new Int32Array(0);
  let used = 0;
  const keep = (st: Int32Array): Int32Array => {
    if (used + size > block.length) {
      block = new Int32Array(size * STATES_A_BLOCK);
      used = 0;
    }
    const view = new Int32Array(block.buffer, used * Int32Array.BYTES_PER_ELEMENT, size);
    view.set(st);
    used += size;
    return view;
  };
  const idOf = (st: Int32Array): number => {
    const h = hashOf(st);
    const found = ids.get(h);
    if (typeof found === 'number') {
      if (same(states[found], st)) return found;
    } else if (found) for (const id of found) if (same(states[id], st)) return id;
    const id = states.length;
    if (id >= maxStates) throw new ChainTooLarge(`the chain has more than ${maxStates} states`);
    ids.set(h, found === undefined ? id : typeof found === 'number' ? [found, id] : [...found, id]);
    states.push(keep(st));
    return id;
  };
  idOf(p.start);
  // what an entry leading to state `id` carries besides its row: done, and the idle kinds
  const flagsOf = (st: Int32Array): number => {
    let f = p.done(st) ? E.DONE : 0;
    for (const k of idleKinds) if (p.kinds[k].idle!(st)) f |= idleBit[k];
    return f;
  };
  // the states each scheduled step meets, from the start: each kind's entries filled once per state it meets
  const rows: Array<Array<{ next: number; events: number; gain: number; cell: number }>> = [];
  const work = new Int32Array(p.start.length);
  const out = new Int32Array(3);
  let frontier = new Set([0]);
  for (const { kind: k } of p.schedule) {
    const kind = p.kinds[k];
    const next = new Set<number>();
    for (const id of frontier) {
      const st = states[id];
      if (kind.idle?.(st)) {
        next.add(id);
        continue;
      }
      const row = (rows[id] ??= []);
      for (let face = 0; face < kind.faces; face++) {
        let to = row[k * 100 + face];
        if (to === undefined) {
          work.set(st);
          out.fill(0);
          out[2] = -1;
          kind.apply(work, face, out);
          to = row[k * 100 + face] = { next: idOf(work), events: out[1], gain: out[0], cell: out[2] };
        }
        if (!p.done(states[to.next])) next.add(to.next);
      }
    }
    frontier = next;
  }
  const n = states.length;
  if (n * E.ROW > E.ROWS + 1 || p.kinds.length * n * E.ROW > E.BASE)
    throw new ChainTooLarge(`${n} states are beyond the chain's packing`);
  // the states not done first (the start at 0), the done after them: the rows a walk reads lie together
  const order = states.map((_, id) => id);
  const last = states.map((st, id) => (id > 0 && p.done(st) ? 1 : 0));
  order.sort((a, b) => last[a] - last[b] || a - b);
  const num = new Int32Array(n);
  order.forEach((id, i) => (num[id] = i));
  const oldFlags = states.map(flagsOf);
  const flags = order.map((id) => oldFlags[id]);
  const entries = new Int32Array(p.kinds.length * n * E.ROW);
  const cells = new Int32Array(p.kinds.length * n * E.ROW).fill(-1);
  rows.forEach((row, id) => {
    if (!row) return;
    for (let key = 0; key < row.length; key++) {
      const t = row[key];
      if (!t) continue;
      const k = Math.floor(key / 100);
      const face = key % 100;
      if (t.gain < 0 || t.gain >= 1 << (32 - E.GAIN_SHIFT))
        throw new Error(`a step's gain of ${t.gain} is beyond the chain's packing`);
      const at = (k * n + num[id]) * E.ROW + face;
      const to = num[t.next];
      entries[at] = (to * E.ROW) | (t.events << E.EVENT_SHIFT) | flags[to] | (t.gain << E.GAIN_SHIFT);
      cells[at] = t.cell;
    }
  });
  return {
    states: order.map((id) => states[id]),
    entries,
    cells,
    steps: Int32Array.from(
      p.schedule,
      (s) => (s.kind * n * E.ROW) | idleBit[s.kind] | (p.kinds[s.kind].faces === 100 ? E.WIDE : 0),
    ),
    clocks: Int32Array.from(p.schedule, (s) => s.clock),
    startFlags: flags[0],
    events: p.events,
    oneDrawAStep: p.oneDrawAStep === true,
    closed: frontier.size === 0,
  };
}

/** The tables of a process, or undefined when it reaches more than `maxStates` states or more than they can pack. */
export function tryBuildChain(p: ChainProcess, maxStates = 10_000): ChainTables | undefined {
  try {
    return buildChain(p, maxStates);
  } catch (e) {
    if (e instanceof ChainTooLarge) return undefined;
    throw e;
  }
}
