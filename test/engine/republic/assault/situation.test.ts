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
