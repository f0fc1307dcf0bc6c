/**
 * Where an estimate sits against the range it is judged by, read from its
 * 95% interval as a tune judges a target: `inside` when the whole interval
 * is, `above` or `below` when the whole interval is, `not sure` when the
 * interval reaches across an edge of the range (more trials would say);
 * `no value` when either has none (a share of losses where no trial lost a
 * man, a record with no battle of the kind), never judged inside.
 */
export type Where = 'below' | 'inside' | 'above' | 'not sure' | 'no value';

/** Where an estimate's 95% interval `low` to `high` sits against a range (Where). */
export const whereIn = (low: number, high: number, r: readonly [number, number]): Where =>
  ![low, high, r[0], r[1]].every(Number.isFinite)
    ? 'no value'
    : high < r[0]
      ? 'below'
      : low > r[1]
        ? 'above'
        : low >= r[0] && high <= r[1]
          ? 'inside'
          : 'not sure';
