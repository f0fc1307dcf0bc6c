import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

describe('warbench bench --sims', () => {
  it('refuses a sim named twice (exit 2) before timing anything; it was timed twice and ended in a stack trace', async () => {
    const r = await runCli(['bench', '--sims', 'assault,rally,assault', '--quick', '--no-pool']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'warbench: (command line): --sims: each sim once, got assault twice in "assault,rally,assault"\n',
    );
  });
});
