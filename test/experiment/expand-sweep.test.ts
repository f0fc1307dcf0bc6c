import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandSweep } from '../../src/experiment/expand-sweep.ts';
import { readExperiment } from '../../src/experiment/read-experiment.ts';
import { tempFiles } from './temp-files.ts';

describe('expandSweep', () => {
  it('is the cartesian product, the last parameter fastest', () => {
    const dir = tempFiles({
      'p.yaml': 'set: []\n',
      'x.yaml':
        'name: x\nsim: reference\nsweep:\n  switch:grades: [five, four]\n  patches: [[], [p.yaml]]\n  a.b: [1, 2]\n',
    });
    const points = expandSweep(readExperiment(join(dir, 'x.yaml')));
    expect(points.map((p) => p.label)).toEqual([
      'grades=five, patch=none, a.b=1',
      'grades=five, patch=none, a.b=2',
      'grades=five, patch=p, a.b=1',
      'grades=five, patch=p, a.b=2',
      'grades=four, patch=none, a.b=1',
      'grades=four, patch=none, a.b=2',
      'grades=four, patch=p, a.b=1',
      'grades=four, patch=p, a.b=2',
    ]);
    expect(points[3].values).toEqual({ grades: 'five', patch: ['p.yaml'], 'a.b': 2 });
    expect(points[3].patches).toEqual([join(dir, 'p.yaml')]);
    expect(points[3].switches).toEqual({ grades: 'five' });
    expect(points[3].overrides.map((o) => [o.path, o.value, o.origin.line])).toEqual([['a.b', 2, 6]]);
  });

  it('gives one point with no sweep', () => {
    const dir = tempFiles({ 'x.yaml': 'name: x\nsim: reference\n' });
    expect(expandSweep(readExperiment(join(dir, 'x.yaml'))).map((p) => p.label)).toEqual(['']);
  });
});
