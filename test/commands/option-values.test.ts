import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { checkOptionValues } from '../../src/commands/option-values.ts';
import { tempFiles } from '../experiment/temp-files.ts';
import { runCli } from '../helpers/cli.ts';

/** A program of one command with a one-value flag, a repeatable one and a list, as the commands declare them. */
function program(): { program: Command; seen: () => Record<string, unknown> } {
  const p = new Command('warbench').exitOverride();
  let seen: Record<string, unknown> = {};
  p.command('go')
    .option('--out <dir>', 'a folder')
    .option('--patch <file>', 'repeatable', (v: string, all: string[]) => [...all, v], [])
    .option('--engagement <situation...>', 'a list')
    .option('--quick', 'a switch')
    .action((flags: Record<string, unknown>) => {
      seen = flags;
    });
  checkOptionValues(p);
  return { program: p, seen: () => seen };
}

describe('flag values on the command line', () => {
  it('refuses a flag whose value is left out (the next flag read as a folder named --quick), exit 2, writing nothing', async () => {
    const dir = tempFiles({});
    const r = await runCli(['table', '--out', '--json'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'warbench: (command line): --out: a value (<dir>) after it, got the next flag --json\n',
    );
    expect(readdirSync(dir)).toEqual([]);
    const help = await runCli(['odds', 'assault', '--ruleset', '-h'], dir);
    expect(help.stderr).toBe(
      'warbench: (command line): --ruleset: a value (<id>) after it, got the next flag -h\n',
    );
  });

  it('refuses a one-value flag given twice (the later silently won), exit 2, writing nothing', async () => {
    const dir = tempFiles({});
    const r = await runCli(['table', '--out', join(dir, 'a'), '--out', join(dir, 'b')], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `warbench: (command line): --out: one value, got it twice (${join(dir, 'a')} and then ${join(dir, 'b')}); give it once\n`,
    );
    expect(existsSync(join(dir, 'a')) || existsSync(join(dir, 'b'))).toBe(false);
  });

  it('still gathers a repeatable flag and a list over every time they are given, and takes a negative number as a value', async () => {
    const { program: p, seen } = program();
    await p.parseAsync(
      [
        'go',
        '--patch',
        'a.yaml',
        '--patch',
        'b.yaml',
        '--engagement',
        'x.yaml',
        'y.yaml',
        '--quick',
        '--engagement',
        'z.yaml',
        '--out',
        '-5',
      ],
      { from: 'user' },
    );
    expect(seen()).toEqual({
      patch: ['a.yaml', 'b.yaml'],
      engagement: ['x.yaml', 'y.yaml', 'z.yaml'],
      quick: true,
      out: '-5',
    });
    const { program: again } = program();
    await expect(again.parseAsync(['go', '--patch', '--out', 'x'], { from: 'user' })).rejects.toThrow(
      '(command line): --patch: a value (<file>) after it, got the next flag --out',
    );
  });
});
