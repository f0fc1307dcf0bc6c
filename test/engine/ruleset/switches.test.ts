import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { intCell, positiveNumberCell } from '../../../src/engine/ruleset/read-cell.ts';
import { isOption, resolveSwitches, type SwitchDecl } from '../../../src/engine/ruleset/switches.ts';

const grades: SwitchDecl = {
  name: 'grades',
  ref: '§2.3',
  question: 'How many grades?',
  options: { five: 'five grades', four: 'four grades' },
  default: 'five',
};

describe("switch values are the switch's own options only", () => {
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])('refuses %s', (value) => {
    expect(isOption(grades, value)).toBe(false);
    expect(() => resolveSwitches([grades], { grades: value })).toThrow(
      `switches.grades: expected one of five, four, got ${JSON.stringify(value)}`,
    );
  });

  it('takes a real option', () => {
    expect(resolveSwitches([grades], { grades: 'four' })).toEqual({ grades: 'four' });
  });
});

describe('plain numeric cells are written as the tables write them', () => {
  it('reads whole numbers and refuses what only JavaScript reads as one', () => {
    const int = intCell(-20, 20);
    expect([int('3'), int('-2'), int('+1')]).toEqual([3, -2, 1]);
    for (const text of ['', ' ', '0x10', '1e1', '2.0', '21', 'Infinity'])
      expect(int(text)).toBe('a whole number from -20 to 20');
  });

  it('bounds positive numbers', () => {
    expect(positiveNumberCell('1.5')).toBe(1.5);
    for (const text of ['0', '1e300', '100000000000000000000', '-1', 'Infinity', ''])
      expect(positiveNumberCell(text)).toBe('a positive number up to 1000');
  });
});

describe("a switch's question names the rules' own steps", () => {
  it('A18 artilleryRowSteps: §4.2 "Step 2: Apply the Range Column modifiers"; "Step 4: If the modified die roll is a 10 or greater, move ..."', () => {
    const row = loadRuleset('republic-1.0-beta').source.switches.find((s) => s.name === 'artilleryRowSteps');
    expect(row?.question).toContain('column modifiers (step 2)');
    expect(row?.question).toContain('die drift (step 4)');
  });
});
