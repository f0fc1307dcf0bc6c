import { describe, expect, it } from 'vitest';
import { checkRunOptions } from '../../src/experiment/run-options.ts';

describe('run options', () => {
  it('names a flag that --resume refuses with its value as typed: a shard as k/n', () => {
    expect(() => checkRunOptions({ resume: 'out/x', shard: { index: 1, count: 2 } })).toThrow(
      '(command line): --shard: no such flag with --resume: the run goes on as its manifest records (add trials with --extend N), got "1/2"',
    );
    expect(() => checkRunOptions({ resume: 'out/x', seed: 4 })).toThrow(
      /--seed: no such flag with --resume: .*, got 4$/,
    );
  });

  it('refuses --trials or --precision with --method exact: exact odds take no trials and have no interval to narrow', () => {
    expect(() => checkRunOptions({ method: 'exact', precision: 0.01 })).toThrow(
      '(command line): --precision: no such flag with --method exact: exact odds take no trials (--method auto or mc simulates), got 0.01',
    );
    expect(() => checkRunOptions({ method: 'exact', trials: 500 })).toThrow(
      /--trials: no such flag with --method exact: /,
    );
    expect(() => checkRunOptions({ method: 'mc', trials: 500, precision: 0.01 })).not.toThrow();
  });
});
