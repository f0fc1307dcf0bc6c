import { describe, expect, it } from 'vitest';
import { readPlainSituation } from '../../../src/engine/duel/plain-situation.ts';
import { parseYaml } from '../../../src/engine/input/parse-yaml.ts';
import { Problems } from '../../../src/engine/input/problems.ts';

function problems(yaml: string): string[] {
  const p = new Problems();
  readPlainSituation(parseYaml(yaml, 'duel.yaml', p));
  return p.list.map((x) => `${x.field}: ${x.expected}`);
}

const BOMBARD = 'system: republic\naction: bombard\nguns: 12\ndefender: {men: 2000}\n';
const ASSAULT = 'system: republic\nattacker: {men: 2000}\ndefender: {men: 2000}\n';

describe('the duel situation: every field is checked, whichever action reads it', () => {
  it('reads a bombardment and an assault with their own fields', () => {
    expect(problems(`${BOMBARD}attacker: {quality: veteran}\nrange: long\n`)).toEqual([]);
    expect(problems(`${BOMBARD}attacker: {men: 200, quality: veteran, formation: line}\n`)).toEqual([]);
    expect(problems(`${ASSAULT}budget: turns\napproach: flank\n`)).toEqual([]);
  });

  it('checks a bombardment attacker’s fields as an assault’s, though its attacker is the guns', () => {
    expect(
      problems(`${BOMBARD}attacker: {quality: average, men: 99999999, formation: wedge, nonsense: 1}\n`),
    ).toEqual([
      'attacker.nonsense: unknown field; expected one of men, quality, formation, weapon',
      'attacker.men: expected a whole number from 50 to 100000, got 99999999',
      'attacker.formation: expected one of line, column, got "wedge"',
    ]);
  });

  it('checks guns given to an assault', () => {
    expect(problems(`${ASSAULT}guns: 1000\n`)).toEqual([
      'guns: expected a whole number from 1 to 48, got 1000',
    ]);
  });
});
