import { describe, expect, it } from 'vitest';
import { parseSetFlags } from '../../src/sims/prepare.ts';
import { runCli } from '../helpers/cli.ts';

describe('--set flags', () => {
  it('reads each path=value, the value as YAML', () => {
    expect(parseSetFlags(['attacker.grade=green', 'defender.bases=4']).map((o) => [o.path, o.value])).toEqual(
      [
        ['attacker.grade', 'green'],
        ['defender.bases', 4],
      ],
    );
  });

  it('refuses one field set twice, as --switch refuses one switch twice, rather than the later value silently winning', () => {
    expect(() => parseSetFlags(['attacker.grade=green', 'attacker.grade=crack'])).toThrow(
      '(command line): --set: each field once, got attacker.grade given twice (attacker.grade=green and attacker.grade=crack)',
    );
    // the same field however its list index is written
    expect(() => parseSetFlags(['defender.units[0].bases=2', 'defender.units[00].bases=3'])).toThrow(
      /--set: each field once, got defender\.units\[00\]\.bases given twice/,
    );
  });

  it('refuses a field and a field inside it (exit 2): the later flag would silently overwrite the other, in either order', async () => {
    for (const [first, second] of [
      ['attacker={grade: green, bases: 6}', 'attacker.grade=veteran'],
      ['attacker.grade=veteran', 'attacker={grade: green, bases: 6}'],
    ]) {
      const r = await runCli(['odds', 'assault', '--set', first, '--set', second]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(
        `warbench: (command line): --set: each field once, got attacker.grade inside attacker, set too (${first} and ${second})\n`,
      );
    }
    // two fields side by side are two fields
    expect(parseSetFlags(['defender.units[0].grade=green', 'defender.units[1].grade=green'])).toHaveLength(2);
  });

  it('refuses an empty value (an unset shell variable: --set attacker.bases=$N), which read as YAML would put back the default', () => {
    for (const text of ['attacker.bases=', 'attacker.bases=  '])
      expect(() => parseSetFlags([text])).toThrow(
        `(command line): --set: path=value with a value (~ to leave the field to its default), got ${JSON.stringify(text)}`,
      );
    // ~ says so
    expect(parseSetFlags(['attacker.bases=~'])[0].value).toBe(null);
  });

  it('odds exits 2 with the message and prints no odds', async () => {
    const r = await runCli([
      'odds',
      'assault',
      '--set',
      'attacker.grade=green',
      '--set',
      'attacker.grade=crack',
    ]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'warbench: (command line): --set: each field once, got attacker.grade given twice (attacker.grade=green and attacker.grade=crack)\n',
    );
  });

  it('refuses a value that is bad YAML, an alias or an unknown tag with one message and exit 2, not a stack trace or a YAML warning', async () => {
    const cases: Array<[string, string]> = [
      ['attacker.bases=[1,', 'path=value with a YAML value (YAML syntax: Flow sequence must end with a ])'],
      [
        'attacker.bases=*a',
        'path=value with a YAML value (a value written out, got an alias (*a): warbench reads each value where it is written, not through YAML anchors and aliases)',
      ],
      [
        'attacker.bases=!foo 3',
        'path=value with a YAML value (expected a plain value (text, a number, a list or a mapping), got a !foo value)',
      ],
      [
        'attacker.bases=!!binary aGVsbG8=',
        'path=value with a YAML value (expected a plain value (text, a number, a list or a mapping), got a !!binary value)',
      ],
    ];
    for (const [flag, expected] of cases) {
      const r = await runCli(['odds', 'assault', '--set', flag]);
      expect(r.code, flag).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`warbench: (command line): --set: ${expected}, got ${JSON.stringify(flag)}\n`);
    }
  });
});
