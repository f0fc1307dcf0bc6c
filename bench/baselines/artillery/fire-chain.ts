import { setUnit, T } from '../../../src/engine/republic/artillery/apply-hits.ts';
import type { CompiledFire } from '../../../src/engine/republic/artillery/compile-fire.ts';
import { fireBattery, type Volley } from '../../../src/engine/republic/artillery/volley.ts';

/**
 * A volley on one plain unit compiled into lookup tables over the unit's
 * states, as the assault is compiled into its chain: a node is (bases,
 * morale state, the phase's P hits capped at 4), numbered
 * (bases * 5 + morale) * 5 + P. The batteries fire in pairs, each pair one
 * step read with one draw for both dice (d10Pair), a last odd battery alone
 * (d10). The tables are filled by the same applyArtilleryHits the exact odds
 * and the interpreting kernels use, so the rules stay in one place.
 */
export interface FireChain {
  steps: FireStep[];
}

export interface FireStep {
  /** 100 for a pair of batteries, 10 for one */
  faces: number;
  /** next[node * faces + face]: the node after the step */
  next: Int32Array;
  /** the P hits the step adds (the node keeps only the phase's P up to 4) */
  dP: Int32Array;
}

/** Morale states and the phase's P levels in a node. */
const MORALES = 5;
const PS = 5;

export const nodeOf = (bases: number, morale: number, p: number): number =>
  (bases * MORALES + morale) * PS + (p < 4 ? p : 4);
export const basesOf = (node: number): number => (node / (MORALES * PS)) | 0;
export const moraleOf = (node: number): number => ((node / PS) | 0) % MORALES;
export const phasePOf = (node: number): number => node % PS;
/** Nodes of a unit of at most `bases` bases. */
export const nodeCount = (bases: number): number => (bases + 1) * MORALES * PS;

/** The volley of `fires` on a unit of at most `maxBases` bases, as lookup steps. */
export function compileFireChain(fires: readonly CompiledFire[], v: Volley, maxBases: number): FireChain {
  const n = nodeCount(maxBases);
  const st = new Int32Array(T.SIZE);
  const steps: FireStep[] = [];
  for (let i = 0; i < fires.length; i += 2) {
    const group = fires.slice(i, i + 2);
    const faces = group.length === 2 ? 100 : 10;
    const next = new Int32Array(n * faces);
    const dP = new Int32Array(n * faces);
    for (let node = 0; node < n; node++) {
      for (let face = 0; face < faces; face++) {
        setUnit(st, T.MAIN, basesOf(node), moraleOf(node));
        // the first die is the face's tens digit for a pair (as d10Pair gives it)
        const dice = group.length === 2 ? [((face / 10) | 0) + 1, (face % 10) + 1] : [face + 1];
        group.forEach((f, k) => fireBattery(v, f, dice[k], st));
        next[node * faces + face] = nodeOf(
          st[T.MAIN + T.BASES],
          st[T.MAIN + T.MORALE],
          phasePOf(node) + st[T.MAIN + T.P],
        );
        dP[node * faces + face] = st[T.MAIN + T.P];
      }
    }
    steps.push({ faces, next, dP });
  }
  return { steps };
}
