import { InputError } from '../engine/input/input-error.ts';
import type { Method } from './point-method.ts';
import { MAX_TRIALS } from './limits.ts';
import { shardFromEnv } from './shard-from-env.ts';

export interface RunOptions {
  /** the experiment file (with `resume`, only when it moved since the run) */
  file?: string;
  seed?: number;
  trials?: number;
  workers?: number;
  precision?: number;
  out?: string;
  quick?: boolean;
  shard?: { index: number; count: number };
  progress?: boolean;
  /** exact odds where the sim has them (auto), or always Monte Carlo (mc), or exact only */
  method?: Method;
  /** write into a folder holding another experiment's results or other files */
  force?: boolean;
  /** go on with the run in this folder (an interrupted one, or with `extend` a finished one) */
  resume?: string;
  /** with `resume`: trials to add to every point */
  extend?: number;
}

/** Trials per point in a --quick smoke run. */
export const QUICK_TRIALS = 20_000;

function bad(field: string, expected: string, got: unknown): never {
  throw new InputError({
    file: '(command line)',
    field,
    expected: `${expected}, got ${JSON.stringify(got)}`,
  });
}

/** Check options at the boundary, with one message per bad option. */
export function checkRunOptions(o: RunOptions): void {
  if (o.seed !== undefined && !(Number.isSafeInteger(o.seed) && o.seed >= 0))
    bad('--seed', 'a whole number from 0', o.seed);
  if (o.trials !== undefined && !(Number.isSafeInteger(o.trials) && o.trials >= 1 && o.trials <= MAX_TRIALS))
    bad('--trials', `a whole number from 1 to ${MAX_TRIALS}`, o.trials);
  if (o.workers !== undefined && !(Number.isInteger(o.workers) && o.workers >= 1 && o.workers <= 256))
    bad('--workers', 'a whole number from 1 to 256', o.workers);
  if (o.precision !== undefined && !(o.precision > 0 && o.precision < 0.5))
    bad('--precision', 'a half-width between 0 and 0.5, e.g. 0.002', o.precision);
  if (o.extend !== undefined && !(Number.isSafeInteger(o.extend) && o.extend >= 1 && o.extend <= MAX_TRIALS))
    bad('--extend', `a whole number of trials from 1 to ${MAX_TRIALS}`, o.extend);
  if (o.out !== undefined && o.out.trim() === '') bad('--out', 'a folder name', o.out);
  if (o.resume !== undefined && o.resume.trim() === '') bad('--resume', 'a result folder', o.resume);
  if (o.extend !== undefined && o.resume === undefined)
    bad('--extend', 'used with --resume DIR (the finished run to add trials to)', o.extend);
  if (o.resume !== undefined) {
    const fixed = (['seed', 'trials', 'precision', 'quick', 'shard', 'out', 'method'] as const).filter(
      (k) => o[k] !== undefined && o[k] !== false,
    );
    if (fixed.length > 0) {
      const v = o[fixed[0]];
      bad(
        `--${fixed[0]}`,
        'no such flag with --resume: the run goes on as its manifest records (add trials with --extend N)',
        typeof v === 'object' ? `${v.index}/${v.count}` : v,
      );
    }
  }
  if (o.method === 'exact') {
    const simulated = (['trials', 'precision'] as const).find((k) => o[k] !== undefined);
    if (simulated)
      bad(
        `--${simulated}`,
        'no such flag with --method exact: exact odds take no trials (--method auto or mc simulates)',
        o[simulated],
      );
  }
  const s = o.shard;
  if (
    s &&
    !(
      Number.isInteger(s.index) &&
      Number.isInteger(s.count) &&
      s.count >= 1 &&
      s.index >= 1 &&
      s.index <= s.count
    )
  )
    bad('--shard', 'k/n with 1 <= k <= n', s && `${s.index}/${s.count}`);
}

/** `k/n` -> {index: k, count: n}; `auto` or `auto/N`: from the batch scheduler's job array (shardFromEnv). */
export function parseShard(
  text: string,
  env: Record<string, string | undefined> = process.env,
): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m && !text.trim().startsWith('auto'))
    bad('--shard', 'k/n, e.g. 2/8 for the second of eight shards, or auto (auto/N) from a job array', text);
  const shard = m ? { index: Number(m[1]), count: Number(m[2]) } : shardFromEnv(text, env);
  checkRunOptions({ file: '', shard });
  return shard;
}
