import { describe, expect, it } from 'vitest';
import { InputError } from '../../../../src/engine/input/input-error.ts';
import { compileText } from '../../../sims/republic/compile-situation.ts';

/** Every problem a situation gives, one line each. */
function problemsOf(sim: string, yaml: string): string[] {
  try {
    compileText(sim, yaml);
  } catch (e) {
    if (e instanceof InputError) return e.problems.map((p) => `${p.field}: ${p.expected}`);
    throw e;
  }
  return [];
}

describe('the rally situation reader: one message per mistake', () => {
  it('a missing morale is reported as required, and not also as a state without morale hits', () => {
    expect(problemsOf('rally', 'grade: green\nbases: 4\n')).toEqual([
      'morale: required; expected one of formed, unformed, rattled, shaken, demoralized',
    ]);
  });

  it('a Formed unit is still refused: only units with morale hits rally (§2.3)', () => {
    expect(problemsOf('rally', 'grade: green\nmorale: formed\n')).toEqual([
      'morale: expected a state with morale hits: only those units rally (§2.3), got "formed"',
    ]);
  });

  it("a battery made from a unit's situation can clear its basesLost: 0 (or left out) says nothing, and the message says so", () => {
    const battery = 'grade: green\nmorale: rattled\narm: battery\ndamage: 2\n';
    expect(problemsOf('rally', `${battery}basesLost: 0\n`)).toEqual([]);
    expect(problemsOf('rally', `${battery}basesLost: ~\n`)).toEqual([]);
    expect(problemsOf('rally', `${battery}basesLost: 1\n`)).toEqual([
      'basesLost: expected damage: for a battery (basesLost is for a unit): leave it out or make it 0 (--set basesLost=0), got 1',
    ]);
    expect(problemsOf('rally', 'grade: green\nmorale: rattled\nbasesLost: 1\ndamage: 0\n')).toEqual([]);
    expect(problemsOf('rally', 'grade: green\nmorale: rattled\ndamage: 2\n')).toEqual([
      'damage: expected basesLost: for a unit (damage is for a battery): leave it out or make it 0 (--set damage=0), got 2',
    ]);
  });
});
