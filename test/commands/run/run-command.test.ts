import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../src/cli.ts';
import { REFERENCE_SWEEP, tempFiles } from '../../experiment/temp-files.ts';

const dir = tempFiles({
  'x.yaml': REFERENCE_SWEEP,
  'y.yaml': REFERENCE_SWEEP.replace('name: ref-sweep', 'name: ref-sweep-2'),
  'bad.yaml': `${REFERENCE_SWEEP}colour: red\n`,
});

function stderrOf() {
  return vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
}

afterEach(() => vi.restoreAllMocks());

describe('warbench run', () => {
  it('runs an experiment and writes its folder', async () => {
    const err = stderrOf();
    const out = join(dir, 'out');
    expect(
      await main([
        'run',
        join(dir, 'x.yaml'),
        '--method',
        'mc',
        '--workers',
        '1',
        '--trials',
        '3000',
        '--no-progress',
        '--out',
        out,
      ]),
    ).toBe(0);
    expect(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')).trials).toBe(3000);
    expect(String(err.mock.calls.at(-1)?.[0])).toMatch(/done: 4 points \(0 exact\), 12000 trials/);
  });

  it('says when every point is exact, so --trials, --precision or --extend would change nothing', async () => {
    const err = stderrOf();
    const out = join(dir, 'exact');
    const said = () => err.mock.calls.map((c) => String(c[0])).join('');
    const args = ['run', join(dir, 'x.yaml'), '--workers', '1', '--no-progress', '--no-report', '--out', out];
    expect(await main([...args, '--trials', '3000', '--precision', '0.01'])).toBe(0);
    expect(said()).toContain(
      'warbench: ref-sweep: every point is answered exactly, so --trials and --precision are not used (add --method mc to simulate it)\n',
    );
    expect(said()).toMatch(/done: 4 points \(4 exact\), 0 trials/);
    err.mockClear();
    expect(await main(['run', '--resume', out, '--extend', '100', '--no-progress', '--no-report'])).toBe(0);
    expect(said()).toContain(
      'every point is answered exactly, so --extend is not used (run the experiment again with --method mc to simulate it)',
    );
    err.mockClear();
    // a run with no such flag, or one that simulates, is not told
    expect(await main([...args, '--force'])).toBe(0);
    expect(await main([...args, '--force', '--method', 'mc', '--trials', '1000'])).toBe(0);
    expect(said()).not.toContain('not used');
  });

  it('runs several experiments into one folder each, with their reports and an index page', async () => {
    stderrOf();
    const log = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const out = join(dir, 'several');
    expect(
      await main([
        'run',
        join(dir, 'x.yaml'),
        join(dir, 'y.yaml'),
        '--method',
        'mc',
        '--workers',
        '1',
        '--trials',
        '2000',
        '--no-progress',
        '--out',
        out,
      ]),
    ).toBe(0);
    for (const name of ['ref-sweep', 'ref-sweep-2'])
      expect(existsSync(join(out, name, 'report.html'))).toBe(true);
    expect(String(log.mock.calls.at(-1)?.[0]).trim()).toMatch(/several[/\\]index\.html$/);
  });

  it.each([
    [['--workers', 'two'], /--workers: a number, got "two"/],
    [['--workers', '0'], /--workers: a whole number from 1 to 256, got 0/],
    [['--shard', '3/2'], /--shard: k\/n with 1 <= k <= n, got "3\/2"/],
    [['--shard', 'half'], /--shard: k\/n, e.g. 2\/8/],
    [
      ['--shard', '5/8'],
      /--shard: at most 4 shards \(one a sweep point\), or more splitting each point's chunks; but its point is answered exactly, with no trials to split \(give --method mc to simulate it\); got 5\/8/,
    ],
    [['--precision', '0.7'], /--precision: a half-width between 0 and 0.5/],
    [['--trials', '1.5'], /--trials: a whole number from 1 to 1000000000000, got 1.5/],
  ])('rejects a bad flag %j with exit 2 and writes nothing', async (flags, message) => {
    const err = stderrOf();
    const out = join(dir, `never-${flags.join('')}`);
    expect(await main(['run', join(dir, 'x.yaml'), ...flags, '--out', out])).toBe(2);
    expect(String(err.mock.calls[0]?.[0])).toMatch(message);
    expect(existsSync(out)).toBe(false);
  });

  it.each([
    ['a file', (f: string) => f],
    ['a folder under a file', (f: string) => join(f, 'sub')],
  ])('rejects --out naming %s before any trial, exit 2, naming --out', async (_, outOf) => {
    const err = stderrOf();
    const file = join(dir, 'out-is-a-file');
    writeFileSync(file, '');
    expect(await main(['run', join(dir, 'x.yaml'), '--workers', '1', '--out', outOf(file)])).toBe(2);
    expect(err.mock.calls.map((c) => String(c[0])).join('')).toBe(
      `warbench: (command line): --out: a folder to write the results in, but ${file} is a file, not a folder\n`,
    );
  });

  it('checks every experiment file before the first runs: a bad later file, nothing written', async () => {
    const err = stderrOf();
    const out = join(dir, 'never-several');
    expect(
      await main(['run', join(dir, 'x.yaml'), join(dir, 'bad.yaml'), '--workers', '1', '--out', out]),
    ).toBe(2);
    expect(String(err.mock.calls[0]?.[0])).toMatch(/bad\.yaml:10: colour: unknown field/);
    expect(existsSync(out)).toBe(false);
  });

  it("refuses --out '' and two files of one name into one folder", async () => {
    const err = stderrOf();
    expect(await main(['run', join(dir, 'x.yaml'), '--out', ''])).toBe(2);
    expect(String(err.mock.calls[0]?.[0])).toBe('warbench: (command line): --out: a folder name, got ""\n');
    expect(await main(['run', join(dir, 'x.yaml'), join(dir, 'x.yaml'), '--out', join(dir, 'twice')])).toBe(
      2,
    );
    expect(String(err.mock.calls[1]?.[0])).toMatch(
      /x\.yaml: name: a name no other file of this run has; .*x\.yaml is also named ref-sweep/,
    );
  });

  it('rejects a bad experiment file with exit 2, file:line, and writes nothing', async () => {
    const err = stderrOf();
    const out = join(dir, 'never');
    expect(await main(['run', join(dir, 'bad.yaml'), '--out', out])).toBe(2);
    expect(String(err.mock.calls[0]?.[0])).toMatch(/bad\.yaml:10: colour: unknown field/);
    expect(existsSync(out)).toBe(false);
  });
});
