import { describe, expect, it } from 'vitest';
import { runCli } from '../../../helpers/cli.ts';

const FILE = 'experiments/situations/assault.yaml';
const NOT_A_UNIT = "expected a mapping of the unit's fields (grade, bases, ...)";

describe('the assault situation reader: one message per mistake', () => {
  // each: the --set, and the one message it gives (before, a side given as 5 also read "attacker.grade: required")
  const cases: Array<[string, string]> = [
    ['attacker=5', `attacker: ${NOT_A_UNIT}, got 5`],
    ['defender={units: [5]}', `defender.units[0]: ${NOT_A_UNIT}, got 5`],
    ['defender={units: 5}', 'defender.units: expected a list, got 5'],
    [
      'attacker.units=[{grade: green}]',
      "attacker.units: expected either units: or one unit's fields, not both (this side also has arm, bases, grade)",
    ],
  ];
  it.each(cases)('--set %s gives one message', async (set, message) => {
    const r = await runCli(['odds', 'assault', '--set', set]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`warbench: --set ${set}: ${FILE}: ${message}\n`);
  });
});

describe('a battery takes no field of infantry or cavalry', () => {
  // each moved the odds: repeaters +4, a quarter of skirmishers -1, a square changes the outnumbering (§5.4)
  it.each([
    ['repeaters: true', 'repeaters', 'true'],
    ['skirmisherQuarters: 4', 'skirmisherQuarters', '4'],
    ['square: true', 'square', 'true'],
    ['order: open', 'order', '"open"'],
  ])('refuses %s on an artillery unit, at its field', async (field, name, value) => {
    const r = await runCli([
      'odds',
      'assault',
      '--set',
      `defender={arm: artillery, bases: 2, grade: average, ${field}}`,
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `warbench: --set defender={arm: artillery, bases: 2, grade: average, ${field}}: ${FILE}: defender.${name}: expected only on infantry or cavalry, not on a battery (arm: artillery), got ${value}\n`,
    );
  });

  it('takes a battery with none of them, and with their defaults', async () => {
    for (const d of [
      '{arm: artillery, bases: 2, grade: average}',
      '{arm: artillery, bases: 2, grade: average, repeaters: false, skirmisherQuarters: 0, square: false, order: close}',
    ]) {
      const r = await runCli(['odds', 'assault', '--set', `defender=${d}`, '--set', 'attacker.arm=cavalry']);
      expect(r.code, r.stderr).toBe(0);
    }
  });
});

describe('an untrained unit neither uses open order nor has skirmishers out, as the engagement reads it', () => {
  it.each([
    [
      'order: open',
      'order: expected close on an untrained unit: a brigade using open order must be trained, Green or better (§1.4), got "open"',
    ],
    [
      'skirmisherQuarters: 2',
      'skirmisherQuarters: expected 0 on an untrained unit: only trained brigades (Green or better) deploy skirmish markers (§3.5), got 2',
    ],
  ])(
    'refuses %s on an untrained defender (it moved the odds: -2 for two quarters)',
    async (field, message) => {
      const set = `defender={grade: untrained, ${field}}`;
      const r = await runCli(['odds', 'assault', '--set', set]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`warbench: --set ${set}: ${FILE}: defender.${message}\n`);
    },
  );
});
