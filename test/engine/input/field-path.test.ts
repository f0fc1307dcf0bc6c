import { describe, expect, it } from 'vitest';
import { formatPath, parsePath } from '../../../src/engine/input/field-path.ts';

describe('parsePath: names joined by single dots, with list indices', () => {
  it.each([
    ['attacker.grade', ['attacker', 'grade']],
    ['table.rows[13][2]', ['table', 'rows', 13, 2]],
    ['levels.P2.average', ['levels', 'P2', 'average']],
    ['[0].x', [0, 'x']],
    ['switch:grades', ['switch:grades']],
  ])('reads %s', (text, path) => {
    expect(parsePath(text)).toEqual(path);
    expect(formatPath(path)).toBe(text);
  });

  it.each(['attacker..grade', '.attacker', 'attacker.', 'a.[0]', 'a[', 'a[x]', 'a[0]b', ' a.b', 'a. b', ''])(
    'refuses %j',
    (text) => {
      expect(parsePath(text)).toBeUndefined();
    },
  );
});
