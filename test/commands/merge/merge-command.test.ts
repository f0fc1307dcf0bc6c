import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../src/cli.ts';
import { REFERENCE_SWEEP, tempFiles } from '../../experiment/temp-files.ts';

const dir = tempFiles({ 'x.yaml': REFERENCE_SWEEP.replace('trials: 25000', 'trials: 4000') });

afterEach(() => vi.restoreAllMocks());

describe('warbench merge', () => {
  it('joins shards run from the command line into the same files as one run', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const run = (extra: string[]) =>
      main(['run', join(dir, 'x.yaml'), '--method', 'mc', '--workers', '1', '--no-progress', ...extra]);
    expect(await run(['--out', join(dir, 'whole')])).toBe(0);
    expect(await run(['--shard', '1/2', '--out', join(dir, 'a')])).toBe(0);
    expect(await run(['--shard', '2/2', '--out', join(dir, 'b')])).toBe(0);
    expect(await main(['merge', join(dir, 'b'), join(dir, 'a'), '--out', join(dir, 'm')])).toBe(0);
    for (const f of ['results.csv', 'outcomes.csv'])
      expect(readFileSync(join(dir, 'm', f), 'utf8')).toBe(readFileSync(join(dir, 'whole', f), 'utf8'));
  });

  it('says how many points it merged, one point as one', async () => {
    const one = tempFiles({
      'one.yaml': REFERENCE_SWEEP.replace('trials: 25000', 'trials: 20000')
        .replace('[five, four]', '[five]')
        .replace('[loserAlways, onlyIfLostModified]', '[loserAlways]'),
    });
    const said: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((s) => (said.push(String(s)), true));
    for (const k of [1, 2])
      expect(
        await main([
          'run',
          join(one, 'one.yaml'),
          '--method',
          'mc',
          '--workers',
          '1',
          '--no-progress',
          '--shard',
          `${k}/2`,
          '--out',
          join(one, `s${k}`),
        ]),
      ).toBe(0);
    expect(await main(['merge', join(one, 's1'), join(one, 's2'), '--out', join(one, 'm')])).toBe(0);
    expect(said.at(-1)).toMatch(/^warbench: merged 2 shards, 1 point -> /);
  });

  it('exits 2 on a folder that holds no results', async () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await main(['merge', join(dir, 'nothing'), '--out', join(dir, 'm2')])).toBe(2);
    expect(String(err.mock.calls[0]?.[0])).toMatch(
      /nothing: a result folder written by warbench run or merge \(not found\)/,
    );
  });
});
