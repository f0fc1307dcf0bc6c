import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

describe('warbench mapping', () => {
  /** `mapping` with these flags succeeds, its output holding every one of `words` and nothing `never` matches. */
  async function mappingSays(flags: string[], words: string[], never: RegExp): Promise<void> {
    const r = await runCli(['mapping', ...flags]);
    expect(r.code).toBe(0);
    for (const w of words) expect(r.stdout).toContain(w);
    expect(r.stdout).not.toMatch(never);
  }

  it('counts one gun, battery or base in the singular in a bombardment, and says no men for guns whose losses are not defined', async () => {
    await mappingSays(
      ['--set', 'action=bombard', '--set', 'guns=2', '--set', 'defender.men=250'],
      [
        '1 average base, no cover',
        '1 veteran battery,',
        '1 gun figure firing',
        'defender 250 men in 6 loss units of 40',
      ],
      /attacker \d+ men in/,
    );
  });

  it('counts one unit in the singular and names no cover as none', async () => {
    await mappingSays(
      ['--set', 'attacker.men=300'],
      ['1 veteran base,', '7 average bases, no cover', '1 stand of', '1 veteran regiment in', ', no cover,'],
      /\b1 (veteran )?(bases|stands|regiments|strength points)\b|none cover/,
    );
  });

  it("prints each system's reading of a sound situation", async () => {
    const r = await runCli(['mapping', '--set', 'attacker.quality=green', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).map((row: { system: string }) => row.system)).toEqual([
      'republic',
      'blake',
      'activation',
      'blue-and-gray',
      'half-a-league',
    ]);
  });

  it.each([
    [
      ['--set', 'attacker.quality=bogus'],
      /^warbench: --set attacker\.quality=bogus: .*duel\.yaml: attacker\.quality: expected one of elite, veteran, average, green, raw, got "bogus"\n$/,
    ],
    [
      ['--set', 'attacker..quality=green'],
      /^warbench: --set attacker\.\.quality=green: attacker\.\.quality: a field path like attacker\.grade\n$/,
    ],
    [
      ['--set', 'attacker.men=1e400'],
      /attacker\.men: expected a whole number from 50 to 100000, got .inf\n$/,
    ],
    [
      ['no-such-situation.yaml'],
      /^warbench: no-such-situation\.yaml: a readable file \(not found at \/.*\/no-such-situation\.yaml\)\n$/,
    ],
    [
      ['--set', 'system=warhammer'],
      /^warbench: \(command line\): --set: a situation field other than system: mapping shows every system \(republic, blake, activation, blue-and-gray, half-a-league\), got system=warhammer\n$/,
    ],
  ])('exits 2 on bad input %j, naming the place, never printing a reading', async (args, message) => {
    const r = await runCli(['mapping', ...args]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  it('refuses a situation naming a system warbench does not know, at its line', async () => {
    const text = readFileSync('experiments/situations/duel.yaml', 'utf8').replace(
      'system: blue-and-gray',
      'system: warhammer',
    );
    const dir = tempFiles({ 'duel.yaml': text });
    const r = await runCli(['mapping', join(dir, 'duel.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /duel\.yaml:4: system: expected one of republic, blake, activation, blue-and-gray, half-a-league, got "warhammer"/,
    );
  });
});
