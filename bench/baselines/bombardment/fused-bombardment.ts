import { nodeCount, nodeOf, type FireStep } from '../artillery/fire-chain.ts';
import { DEMORALIZED, MORALE_STATES } from '../../../src/engine/republic/rules/grades.ts';
import type { CompiledBombardment } from '../../../src/engine/republic/bombardment/bombardment.ts';
import type { BombardmentChain } from './bombardment-chain.ts';

const SHAKEN = MORALE_STATES.indexOf('shaken');

/**
 * The bombardment chain with each fire's last step folded into the phase's
 * end: one lookup gives the node after the fire and the Panic 4 deserters
 * (its P cleared), the fire's P hits and what the turn's tallies need, so a
 * fire of two batteries is one draw (d10Pair) and one lookup, the rally one
 * d10 and one lookup. It reads the stream exactly as runBombardmentChain does
 * (same draws, same order), so a seed gives the same tallies.
 */
export interface FusedBombardment {
  /** the volley's steps before its last (only with three or more batteries) */
  firstSteps: FireStep[];
  laterSteps: FireStep[];
  /** faces of the last step (100: a pair of batteries, 10: one) */
  firstFaces: number;
  laterFaces: number;
  /** last[node * faces + face]: packed (see NODE..P_SHIFT) */
  firstLast: Int32Array;
  laterLast: Int32Array;
  rally: Int32Array;
  start: number;
}

/** The packing of a fused entry: node in the low bits, then flags, then the fire's P hits (module constants: bundled, each is a `var` the trial loop loads at every use; digit-bombardment.ts writes its as a const enum, which esbuild inlines). */
const NODE = 0xfff;
const PANIC4 = 1 << 12;
const SHAKEN_BIT = 1 << 13;
const DEMORALIZED_BIT = 1 << 14;
const DEAD = 1 << 15;
const RALLIES = 1 << 16;
const P_SHIFT = 17;

/** The packing for tables built from these (digit-bombardment.ts): the flags PANIC4..RALLIES as five bits from FLAGS_SHIFT. */
export const FUSED_PACKING = { NODE, FLAGS_SHIFT: 12, P_SHIFT } as const;

/** The last step of a volley joined to the phase's end (Panic 4 deserters, §4.7), packed as NODE..P_SHIFT say. */
function fuseLast(step: FireStep, k: BombardmentChain, maxBases: number): Int32Array {
  const out = new Int32Array(step.next.length);
  for (let at = 0; at < out.length; at++) {
    const mid = step.next[at];
    const node = k.endNext[mid];
    const m = k.morale[node];
    const dead = k.bases[node] === 0;
    const dP = step.dP[at];
    if (dP >= 1 << (31 - P_SHIFT))
      throw new Error(`a fire of ${dP} P hits is beyond the fused bombardment's packing`);
    out[at] =
      node |
      (k.endP4[mid] === 1 ? PANIC4 : 0) |
      (m >= SHAKEN ? SHAKEN_BIT : 0) |
      (m >= DEMORALIZED ? DEMORALIZED_BIT : 0) |
      (dead ? DEAD : 0) |
      (!dead && m > 0 ? RALLIES : 0) |
      (dP << P_SHIFT);
  }
  if (nodeCount(maxBases) > NODE + 1)
    throw new Error(`a brigade of ${maxBases} bases is beyond the fused bombardment's packing`);
  return out;
}

export function fuseBombardment(c: CompiledBombardment, k: BombardmentChain): FusedBombardment {
  return {
    firstSteps: k.first.slice(0, -1),
    laterSteps: k.later.slice(0, -1),
    firstFaces: k.first[k.first.length - 1].faces,
    laterFaces: k.later[k.later.length - 1].faces,
    firstLast: fuseLast(k.first[k.first.length - 1], k, c.bases),
    laterLast: fuseLast(k.later[k.later.length - 1], k, c.bases),
    rally: k.rally,
    start: nodeOf(c.bases, c.morale, 0),
  };
}
