/**
 * Tally helpers shared by kernels and exact enumerations: the same call with
 * weight 1 counts a trial, with weight p adds its probability, so Monte
 * Carlo and exact results fill the same slots.
 */
export function tallyOutcome(acc: Float64Array, offset: number, outcome: number, weight: number): void {
  acc[offset + outcome] += weight;
}

export function tallyValue(acc: Float64Array, offset: number, value: number, weight: number): void {
  acc[offset] += weight * value;
  acc[offset + 1] += weight * value * value;
}

/**
 * The first `n` of one Monte Carlo trial's `values` (weight 1) into the mean
 * slots from `offset` on, value i at offset + 2i, the same sums tallyValue
 * makes. A zero is skipped: it would add +0 to a sum that, starting at +0,
 * is never -0, which leaves the sum's bytes as they are.
 */
export function tallyTrialValues(acc: Float64Array, offset: number, values: Float64Array, n: number): void {
  for (let i = 0, k = offset; i < n; i++, k += 2) {
    const v = values[i];
    if (v !== 0) {
      acc[k] += v;
      acc[k + 1] += v * v;
    }
  }
}

/** The standard distribution every sim carries (see Sim). */
export const PROVISIONAL_DISTRIBUTION = {
  name: 'rests_on_provisional',
  title: 'Result rests on a provisional table cell',
  outcomes: ['no', 'yes'],
} as const;

/**
 * Carried by sims that read a situation through an adapter's mapping (the
 * duel): a result resting on a mapping choice (rulesets/comparison/) rests
 * on an assumption just as one on a provisional cell does.
 */
export const MAPPING_DISTRIBUTION = {
  name: 'rests_on_mapping',
  title: "Result rests on an adapter's mapping choice",
  outcomes: ['no', 'yes'],
} as const;
