export { wilsonInterval, Z95 } from './wilson-interval.ts';
export { proportionStdError } from './proportion-std-error.ts';
export { meanFromSums, type MeanEstimate } from './mean-from-sums.ts';
export { normalInterval } from './normal-interval.ts';
export { maxWilsonHalfWidth } from './max-wilson-half-width.ts';
