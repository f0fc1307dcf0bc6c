import { InputError } from '../../engine/input/input-error.ts';
import { loadRuleset } from '../../engine/families/load-ruleset.ts';
import { resolveSwitches } from '../../engine/ruleset/switches.ts';
import { readExperiment } from '../../experiment/read-experiment.ts';
import type { Method } from '../../experiment/point-method.ts';
import { parseMetricRef, type MetricRef } from '../evaluate/metric-ref.ts';
import type { Comparison } from './compare-types.ts';
import { checkTrials } from '../../experiment/limits.ts';
import { comparePairs, PAIRED_CHUNKS, pairExperiments, pairWithinSweep } from './compare-experiments.ts';
import { readVariantSpec, variantExperiment } from './variant.ts';

export interface CompareRequest {
  a: string;
  b?: string;
  on?: string;
  across?: string;
  method: Method;
  trials: number;
  seed?: number;
  metric?: string;
}

/** `name` or `name:outcome` (names may hold colons: resolved against the sim's layout before the first trial). */
function readMetric(text: string | undefined): MetricRef | undefined {
  if (text === undefined) return undefined;
  const metric = parseMetricRef(text);
  if (!metric.metric)
    throw new InputError({
      file: '(command line)',
      field: '--metric',
      expected: `name or name:outcome (e.g. winner:attacker), got ${JSON.stringify(text)}`,
    });
  return metric;
}

/**
 * What `warbench compare` compares: one experiment's swept variants against
 * its first, or two sides (experiments, or a patch, ruleset or switch
 * reading applied to the experiment given with --on).
 */
export function runCompare(r: CompareRequest): Comparison {
  checkTrials('--trials', r.trials, PAIRED_CHUNKS, `Monte Carlo trials a point (in ${PAIRED_CHUNKS} chunks)`);
  if (r.b !== undefined && r.across !== undefined) {
    throw new InputError({
      file: '(command line)',
      field: '--across',
      expected: `only with one experiment (the swept parameter compared within it); with two sides, A and B are what is compared; got --across ${r.across}`,
    });
  }
  const opts = { method: r.method, trials: r.trials, seed: r.seed, metric: readMetric(r.metric) };
  if (r.b === undefined) {
    const spec = readVariantSpec(r.a, 'A');
    if (spec.kind !== 'experiment')
      throw new InputError({
        file: '(command line)',
        field: 'B',
        expected: `a second side to compare ${r.a} with (or give one experiment that sweeps patch sets or switches)`,
      });
    unusedOn(r.on, 'A is an experiment compared within its own sweep');
    const exp = readExperiment(spec.file);
    const { pairs, first, param } = pairWithinSweep(exp, r.across);
    return comparePairs(
      exp,
      pairs,
      first,
      {
        a: `${param} = ${exp.sweep.find((p) => p.name === param)!.values[0].label}`,
        b: `each other ${param}`,
      },
      opts,
    );
  }
  const specA = readVariantSpec(r.a, 'A');
  const specB = readVariantSpec(r.b, 'B');
  if (specA.kind === 'experiment' && specB.kind === 'experiment')
    unusedOn(r.on, 'A and B are both experiments');
  const expA = variantExperiment(specA, r.on, 'A');
  const expB = variantExperiment(specB, r.on, 'B');
  for (const [spec, exp, field] of [
    [specA, expA, 'A'],
    [specB, expB, 'B'],
  ] as const) {
    if (spec.kind === 'switch')
      resolveSwitches(
        loadRuleset(exp.ruleset).source.switches,
        { [spec.name]: spec.value },
        { file: '(command line)', field },
      );
  }
  const { pairs, first } = pairExperiments(expA, expB);
  return comparePairs(expA, pairs, first, { a: r.a, b: r.b }, opts);
}

/** --on names the experiment a patch, ruleset or switch reading runs on: with experiments on both sides nothing would read it. */
function unusedOn(on: string | undefined, why: string): void {
  if (on === undefined) return;
  throw new InputError({
    file: '(command line)',
    field: '--on',
    expected: `only when A or B is a patch, ruleset, switch reading or shipped (the experiment they run on), but ${why}; got --on ${on}`,
  });
}
