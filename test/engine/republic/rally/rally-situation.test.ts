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
});
