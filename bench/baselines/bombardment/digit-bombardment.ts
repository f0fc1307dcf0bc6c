import { d10Nine } from '../../../src/engine/dice/roll.ts';
import type { Stream } from '../../../src/engine/dice/stream.ts';
import type { FireStep } from '../artillery/fire-chain.ts';
import { basesOf, moraleOf } from '../artillery/fire-chain.ts';
import { MORALE_STATES } from '../../../src/engine/republic/rules/grades.ts';
import { B, type CompiledBombardment } from '../../../src/engine/republic/bombardment/bombardment.ts';
import { FUSED_PACKING, type FusedBombardment } from './fused-bombardment.ts';

/**
 * The fused bombardment tables laid out for nine dice a draw: every table
 * has a row of ROW entries per node, and an entry holds the next node's row
 * (node * ROW) rather than the node, so a step's index is the row plus the
 * face, with no multiplication on the chain of dependent lookups a trial
 * is. A step of one battery or a rally uses the first 10 entries of a row.
 */
export interface DigitBombardment {
  firstSteps: DigitStep[];
  laterSteps: DigitStep[];
  /** faces of the volley's last step (100: a pair of batteries, 10: one) */
  firstFaces: number;
  laterFaces: number;
  /** last[row + face]: packed (see E) */
  firstLast: Int32Array;
  laterLast: Int32Array;
  /** rally[row + die - 1]: the row after the brigade's rally roll */
  rally: Int32Array;
  start: number;
}

/** A volley's step before its last (three or more batteries): next[row + face] is a row. */
export interface DigitStep {
  faces: number;
  next: Int32Array;
  dP: Int32Array;
}

/**
 * The packing of a last-step entry: the next row in the low bits, then the
 * flags as the fused tables have them, then the fire's P hits. A const enum:
 * esbuild writes its members into the trial loop as literals, where
 * module-level constants (bundled as `var`) are loaded and checked on every
 * use, a tenth of the kernel's time.
 */
const enum E {
  /** entries per node in every table: the faces of a pair of batteries */
  ROW = 100,
  ROWS = 0x7ffff,
  FLAGS_SHIFT = 19,
  PANIC4 = 1 << 19,
  SHAKEN = 1 << 20,
  DEMORALIZED = 1 << 21,
  DEAD = 1 << 22,
  RALLIES = 1 << 23,
  P_SHIFT = 24,
  EVENTS = PANIC4 | SHAKEN | DEMORALIZED | DEAD,
}

/** A table indexed node * faces + face, laid out node * E.ROW + face, each value through `f`. */
function widen(t: Int32Array, faces: number, f: (v: number) => number): Int32Array {
  const nodes = t.length / faces;
  if (nodes * E.ROW > E.ROWS + 1)
    throw new Error(`${nodes} brigade states are beyond the digit bombardment's packing`);
  const out = new Int32Array(nodes * E.ROW);
  for (let node = 0; node < nodes; node++)
    for (let face = 0; face < faces; face++) out[node * E.ROW + face] = f(t[node * faces + face]);
  return out;
}

/** A fused entry (node, flags, P hits) with the node as its row. */
function repack(e: number): number {
  const p = e >>> FUSED_PACKING.P_SHIFT;
  if (p >= 1 << (32 - E.P_SHIFT))
    throw new Error(`a fire of ${p} P hits is beyond the digit bombardment's packing`);
  return (
    ((e & FUSED_PACKING.NODE) * E.ROW) |
    (((e >>> FUSED_PACKING.FLAGS_SHIFT) & 0x1f) << E.FLAGS_SHIFT) |
    (p << E.P_SHIFT)
  );
}

const step = (s: FireStep): DigitStep => ({
  faces: s.faces,
  next: widen(s.next, s.faces, (node) => node * E.ROW),
  dP: widen(s.dP, s.faces, (p) => p),
});

export function layOutDigits(f: FusedBombardment): DigitBombardment {
  return {
    firstSteps: f.firstSteps.map(step),
    laterSteps: f.laterSteps.map(step),
    firstFaces: f.firstFaces,
    laterFaces: f.laterFaces,
    firstLast: widen(f.firstLast, f.firstFaces, repack),
    laterLast: widen(f.laterLast, f.laterFaces, repack),
    rally: widen(f.rally, 10, (node) => node * E.ROW),
    start: f.start * E.ROW,
  };
}

/**
 * The next `n` dice in hand (1 or 2) as one number, x % 10^n, read as the
 * trial loop reads them inline: `dice` holds the digits not yet used ([0])
 * and how many ([1]); nine more are drawn (d10Nine) when fewer than `n` are
 * left, the one left over dropped.
 */
function take(rng: Stream, dice: Int32Array, n: 1 | 2): number {
  if (dice[1] < n) {
    dice[0] = d10Nine(rng);
    dice[1] = 9;
  }
  const digits = dice[0];
  const face = digits % 10 ** n;
  dice[0] = (digits - face) / 10 ** n;
  dice[1] -= n;
  return face;
}

/** A volley's steps before its last from `row`: the row after them, their P hits added to pHits[0]. */
function leadingSteps(
  rng: Stream,
  steps: DigitStep[],
  row: number,
  dice: Int32Array,
  pHits: Int32Array,
): number {
  for (const s of steps) {
    const at = row + take(rng, dice, s.faces === 100 ? 2 : 1);
    pHits[0] += s.dP[at];
    row = s.next[at];
  }
  return row;
}

/**
 * One bombardment on the digit tables, its dice peeled off nine-d10 draws
 * (d10Nine) lowest digit first: a fire's pair is the next two digits read as
 * d10Pair reads a draw (x % 100: the first battery's die the tens), a lone
 * battery's or a rally's die the next one; a pair wanted with one digit left
 * drops it and takes a fresh draw. `dice` carries the digits not yet used
 * from one trial to the next ([0] the digits, [1] how many): the kernel
 * clears [1] at the start of each chunk. `pHits` is scratch for the P hits
 * of a volley's leading steps. The same tables, rules and results
 * as runFusedBombardment (§2.3, §4.2, §4.7), about a fifth of its draws.
 * Allocates nothing.
 */
export function runDigitBombardment(
  rng: Stream,
  c: CompiledBombardment,
  f: DigitBombardment,
  dice: Int32Array,
  pHits: Int32Array,
  res: Int32Array,
): void {
  const rally = f.rally;
  const turns = c.turns;
  const fires = c.firesPerTurn;
  const leading = f.firstSteps.length > 0 || f.laterSteps.length > 0;
  let digits = dice[0];
  let left = dice[1];
  let hits = 0;
  pHits[0] = 0;
  let shaken = 0;
  let demoralized = 0;
  let panic4 = 0;
  let seen = 0;
  let row = f.start;
  fire: for (let turn = 1; turn <= turns; turn++) {
    for (let k = 0; k < fires; k++) {
      const first = turn === 1 && k === 0;
      if (leading) {
        // a third battery or more: rarer, so read through take() rather than inlined
        dice[0] = digits;
        dice[1] = left;
        row = leadingSteps(rng, first ? f.firstSteps : f.laterSteps, row, dice, pHits);
        digits = dice[0];
        left = dice[1];
      }
      let at: number;
      if ((first ? f.firstFaces : f.laterFaces) === 100) {
        if (left < 2) {
          digits = d10Nine(rng);
          left = 9;
        }
        const q = (digits / 100) | 0;
        at = row + digits - q * 100;
        digits = q;
        left -= 2;
      } else {
        if (left === 0) {
          digits = d10Nine(rng);
          left = 9;
        }
        const q = (digits / 10) | 0;
        at = row + digits - q * 10;
        digits = q;
        left -= 1;
      }
      const e = (first ? f.firstLast : f.laterLast)[at];
      hits += e >>> E.P_SHIFT;
      row = e & E.ROWS;
      const fresh = e & ~seen & E.EVENTS;
      if (fresh !== 0) {
        seen |= fresh;
        if ((fresh & E.PANIC4) !== 0) panic4 = turn;
        if ((fresh & E.SHAKEN) !== 0) shaken = turn;
        if ((fresh & E.DEMORALIZED) !== 0) demoralized = turn;
        if ((fresh & E.DEAD) !== 0) break fire;
      }
      // §2.3 the rally step of the brigade's own command phase
      if (k === 0 && (e & E.RALLIES) !== 0) {
        if (left === 0) {
          digits = d10Nine(rng);
          left = 9;
        }
        const q = (digits / 10) | 0;
        row = rally[row + digits - q * 10];
        digits = q;
        left -= 1;
      }
    }
  }
  dice[0] = digits;
  dice[1] = left;
  const node = (row / E.ROW) | 0;
  res[B.SHAKEN_TURN] = shaken;
  res[B.DEMORALIZED_TURN] = demoralized;
  res[B.PANIC4_TURN] = panic4;
  res[B.P] = hits + pHits[0];
  res[B.LOST] = c.bases - basesOf(node);
  res[B.END] = (seen & E.DEAD) !== 0 ? MORALE_STATES.length : moraleOf(node);
}
