import { describe, expect, it } from 'vitest';
import type { ResultRow, ResultSet } from '../../../src/report/load/load-results.ts';
import { rulesActed } from '../../../src/report/html/rules-acted.ts';

const row = (point: number, metric: string, estimate: number): ResultRow => ({
  point,
  metric,
  outcome: '',
  kind: 'mean',
  estimate,
  stdError: 0,
  low: estimate,
  high: estimate,
  trials: 100,
  exact: null,
});
const set = (rows: ResultRow[], points: number): ResultSet =>
  ({ rows, points: Array.from({ length: points }, (_, index) => ({ index })) }) as unknown as ResultSet;

describe('rulesActed', () => {
  it('names each rule that acted with its mean count a trial over the sweep points, then the rules that never acted', () => {
    const rows = [
      row(0, 'rule: §5 assault fought', 0.5),
      row(1, 'rule: §5 assault fought', 12.25),
      row(0, 'rule: §5.5 supporting brigade hit and moved', 0),
      row(1, 'rule: §5.5 supporting brigade hit and moved', 0),
      row(0, 'rule: §4.7 leader hors de combat', 0.004),
      row(1, 'rule: §4.7 leader hors de combat', 0.004),
      row(0, 'men lost: North', 300),
    ];
    expect(rulesActed(set(rows, 2))).toBe(
      '<details><summary>2 of 3 rules acted; times a trial, mean (the range over sweep points)</summary><ul>' +
        '<li><b>§5 assault fought</b>: 0.50 to 12.3</li><li><b>§4.7 leader hors de combat</b>: &#60;0.01</li></ul></details>' +
        'Never acted in any trial: §5.5 supporting brigade hit and moved.',
    );
  });

  it('is absent for a sim that counts no rules', () => {
    expect(rulesActed(set([row(0, 'men lost: North', 3)], 1))).toBeNull();
  });
});
