import { describe, expect, it } from 'vitest';
import { findSim } from '../../src/sims/find-sim.ts';
import { docFields, situationDoc } from '../../src/serve/situation-docs.ts';

describe('the fields of a situation doc', () => {
  const fields = docFields(situationDoc(findSim('assault'))!);
  const field = (path: string) => fields.find((f) => f.path === path);

  it('reads each field of docs/assault-situation.md with its default and its choices', () => {
    // "grade: veteran         # crack | veteran | average | green | untrained"
    expect(field('attacker.grade')).toEqual({
      path: 'attacker.grade',
      value: 'veteran',
      options: ['crack', 'veteran', 'average', 'green', 'untrained'],
      note: 'crack | veteran | average | green | untrained',
    });
    expect(field('assault')!.options).toEqual(['general', 'allOut', 'mixed']);
    expect(field('attacker.leaders.energetic')!.value).toBe('0');
    expect(field('attacker.repeaters')!.options).toEqual(['true', 'false']);
  });

  it('gives the defender ("# the same fields") the attacker\'s fields but those the doc gives the attacker alone', () => {
    expect(field('defender.cover')!.options).toEqual(['none', 'light', 'medium', 'heavy']);
    expect(field('attacker.movementLeft')).toBeDefined();
    expect(field('defender.movementLeft')).toBeUndefined();
    expect(fields.filter((f) => f.path.startsWith('defender.')).length).toBe(
      fields.filter((f) => f.path.startsWith('attacker.') && !f.note.startsWith('attacker:')).length,
    );
  });

  it("shares the assault's doc with assault-round, and has none for a mechanic without one", () => {
    expect(situationDoc(findSim('assault-round'))).toBe(situationDoc(findSim('assault')));
    expect(situationDoc(findSim('rally'))).toBeUndefined();
  });
});
