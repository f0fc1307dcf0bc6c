export { wilsonInterval, Z95 } from './wilson-interval.ts';
export { wilsonStdError } from './wilson-std-error.ts';
export { meanFromSums, type MeanEstimate } from './mean-from-sums.ts';
export { normalInterval } from './normal-interval.ts';
export { maxWilsonHalfWidth } from './max-wilson-half-width.ts';
export { normalPValue } from './normal-p-value.ts';
export { holm } from './holm.ts';
