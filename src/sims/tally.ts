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
