import type { SweepParam } from '../load/load-results.ts';

/** Rough width of a 12 px DejaVu Sans label, a character at a time (lower case runs ~7 px). */
const CHAR_PX = 7.2;
/** Widest a category band grows to fit its label flat before the labels turn... */
const MAX_FLAT_STEP = 130;
/** ...unless the few bands so widened still take no more than this in all. */
const MAX_FLAT_WIDTH = 480;

export function labelWidth(text: string): number {
  return Math.ceil(text.length * CHAR_PX);
}

/**
 * A band step and label angle for a category axis: wide enough for the
 * longest label to sit flat, or, when that would make the bars too wide,
 * labels turned so neighbours never overlap.
 */
export function categoryBand(
  values: readonly string[],
  minStep: number,
): { step: number; axis: { labelAngle: number; labelAlign?: string; labelBaseline?: string } } {
  const need = Math.max(0, ...values.map(labelWidth)) + 12;
  if (need <= MAX_FLAT_STEP || need * values.length <= MAX_FLAT_WIDTH)
    return { step: Math.max(minStep, need), axis: { labelAngle: 0 } };
  return {
    step: Math.max(minStep, 40),
    axis: { labelAngle: -35, labelAlign: 'right', labelBaseline: 'top' },
  };
}

/** Label angle for a category axis of fixed width: flat when each label fits its share. */
export function fittedLabels(
  values: readonly string[],
  width: number,
): { labelAngle: number; labelAlign?: string; labelBaseline?: string } {
  const need = Math.max(0, ...values.map(labelWidth)) + 8;
  return need <= width / Math.max(1, values.length)
    ? { labelAngle: 0 }
    : { labelAngle: -35, labelAlign: 'right', labelBaseline: 'top' };
}

/** Whole-number sweeps (rounds, bases lost) tick at whole numbers: 1, 2, 3, not 1.0, 1.5. */
export function integerTicks(param: SweepParam): Record<string, unknown> {
  return param.numeric && param.values.every((v) => Number.isInteger(Number(v)))
    ? { tickMinStep: 1, format: 'd' }
    : {};
}

/** Decimals needed to print multiples of `step` exactly (at most 3). */
export function stepDecimals(step: number): number {
  for (let d = 0; d < 3; d++) if (Math.abs(Math.round(step * 10 ** d) - step * 10 ** d) < 1e-9) return d;
  return 3;
}

/**
 * Even ticks for an axis centred on zero (a difference from a baseline):
 * the domain runs from -M to +M, so 0 sits in the middle and both
 * directions read alike; five ticks of 1, 2, 2.5, 3, 4 or 5 times a power of ten.
 */
export function symmetricTicks(
  extent: number,
  maxSteps = 2,
): { domain: [number, number]; values: number[]; step: number } {
  const reach = extent > 0 && Number.isFinite(extent) ? extent : 1;
  const raw = reach / maxSteps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 3, 4, 5, 10].map((m) => m * power).find((s) => s >= raw - 1e-12) ?? 10 * power;
  const n = Math.ceil(reach / step - 1e-9);
  const values = Array.from({ length: 2 * n + 1 }, (_, i) => Number(((i - n) * step).toPrecision(12)));
  return { domain: [-n * step, n * step], values, step };
}

/**
 * Signed axis labels for a difference: `+2`, `-2.5` (the axis title says
 * percentage points, so five ticks fit without running into each other);
 * `percent` when the values are shares of 1 to be printed as points.
 */
export function signedLabels(percent: boolean, step: number): string {
  const scale = percent ? 100 : 1;
  const digits = stepDecimals(step * scale);
  return `(datum.value > 0 ? '+' : '') + format(datum.value * ${scale}, '.${digits}f')`;
}
