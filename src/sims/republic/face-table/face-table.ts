import { d10, rollDie } from '../../../engine/dice/roll.ts';
import { diceOf, fixedDiceExact, forEachRoll, type FixedDiceCompiled } from '../../fixed-dice.ts';
import { makeLayout, type Layout, type LayoutSpec } from '../../layout.ts';
import type { ExactResult } from '../../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../../tally.ts';
import type { Stream } from '../../../engine/dice/stream.ts';

/** What one combination of faces leads to, in a sim's layout terms. */
export interface FaceOutcome {
  /** outcome index for each distribution of the spec, in order (the provisional one excluded) */
  outcomes: number[];
  /** value of each mean of the spec, in order */
  values: number[];
  /** the result used a provisional table cell */
  provisional: boolean;
}

/**
 * A mechanic decided wholly by a few dice: every combination of faces is
 * resolved once at compile time into layout slots, so the kernel only rolls
 * and adds, and the exact answer adds the same slots weighted by probability.
 */
export interface FaceTableCompiled extends FixedDiceCompiled {
  /** per face combination: the layout slot of each distribution */
  slots: Int32Array;
  /** per face combination: the value of each mean */
  values: Float64Array;
  meanAt: Int32Array;
  dists: number;
  stride: Int32Array;
  /** trials per face combination in one kernel call (reused) */
  counts: Float64Array;
  /** how the rules read the situation (each modifier), for Sim.describe */
  reading?: Record<string, string>;
}

/** Sim.describe of a face-table mechanic: the reading it was compiled with. */
export function faceTableReading(c: FaceTableCompiled): Record<string, string> {
  return c.reading ?? {};
}

/** Build the table: `resolve` is called once per face combination. */
export function buildFaceTable(
  spec: LayoutSpec,
  sides: readonly number[],
  resolve: (faces: Int32Array) => FaceOutcome,
): FaceTableCompiled {
  const layout: Layout = makeLayout({
    distributions: [...spec.distributions, PROVISIONAL_DISTRIBUTION],
    means: spec.means,
  });
  const dice = diceOf(sides);
  const combos = sides.reduce((a, s) => a * s, 1);
  const dists = spec.distributions.length + 1;
  const slots = new Int32Array(combos * dists);
  const values = new Float64Array(combos * spec.means.length);
  const stride = new Int32Array(sides.length);
  for (let i = sides.length - 1, s = 1; i >= 0; s *= sides[i], i--) stride[i] = s;
  const meanAt = Int32Array.from(spec.means.map((m) => layout.meanOffset[m.name]));
  forEachRoll(dice.sides, (faces) => {
    const at = comboIndex(stride, faces);
    const r = resolve(faces);
    spec.distributions.forEach((d, k) => {
      const o = r.outcomes[k];
      if (!(o >= 0 && o < d.outcomes.length)) throw new Error(`face table: outcome ${o} outside ${d.name}`);
      slots[at * dists + k] = layout.distOffset[d.name] + o;
    });
    slots[at * dists + dists - 1] =
      layout.distOffset[PROVISIONAL_DISTRIBUTION.name] + (r.provisional ? 1 : 0);
    r.values.forEach((v, j) => (values[at * spec.means.length + j] = v));
  });
  return { layout, ...dice, slots, values, meanAt, dists, stride, counts: new Float64Array(combos) };
}

function comboIndex(stride: Int32Array, faces: Int32Array): number {
  let at = 0;
  for (let i = 0; i < faces.length; i++) at += (faces[i] - 1) * stride[i];
  return at;
}

function score(c: FaceTableCompiled, faces: Int32Array, acc: Float64Array, weight: number): void {
  addCombo(c, comboIndex(c.stride, faces), acc, weight);
}

/** Add one face combination's slots, `weight` times. */
function addCombo(c: FaceTableCompiled, at: number, acc: Float64Array, weight: number): void {
  const base = at * c.dists;
  for (let k = 0; k < c.dists; k++) tallyOutcome(acc, c.slots[base + k], 0, weight);
  const m = c.meanAt.length;
  for (let j = 0; j < m; j++) tallyValue(acc, c.meanAt[j], c.values[at * m + j], weight);
}

/**
 * Roll the dice and count each face combination; the slots are added once
 * per combination at the end (the same sums as adding them trial by trial).
 */
export function faceTableKernel(rng: Stream, c: FaceTableCompiled, trials: number, acc: Float64Array): void {
  const counts = c.counts;
  const sides = c.sides;
  const stride = c.stride;
  const n = sides.length;
  counts.fill(0);
  for (let t = 0; t < trials; t++) {
    let at = 0;
    for (let i = 0; i < n; i++) at += ((sides[i] === 10 ? d10(rng) : rollDie(rng, sides[i])) - 1) * stride[i];
    counts[at]++;
  }
  for (let at = 0; at < counts.length; at++) if (counts[at] > 0) addCombo(c, at, acc, counts[at]);
}
export const faceTableExact: <C extends FaceTableCompiled>(c: C) => ExactResult = fixedDiceExact(score);

/** Labels 0..max as strings, for count distributions. */
export function countLabels(max: number): string[] {
  return Array.from({ length: max + 1 }, (_, i) => String(i));
}
