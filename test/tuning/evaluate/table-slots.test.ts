import { describe, expect, it } from 'vitest';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { rungValue } from '../../../src/tuning/evaluate/cell-slots.ts';
import { ReloadedRules, tableSlots } from '../../../src/tuning/evaluate/table-slots.ts';

const fresh = () => loadRulesetOf('republic', 'republic-1.0-beta');

describe('the provisional cells of every Republic table, beyond the assault table and Panic Index', () => {
  const slots = tableSlots(new ReloadedRules(fresh()));
  const slot = (field: string, file: string) => slots.find((s) => s.field === field && s.file === file)!;

  it('moves artillery hits along a ladder ordered by B then M hits, never out of range or the range columns', () => {
    expect(slot('chart.mediumRifle[3]', 'artillery.yaml').ladder.map((r) => r.text)).toEqual([
      '1M',
      '1M 1B',
      '2M 1B',
      '3M 1B',
    ]);
    expect(slot('chart.mediumRifle[9]', 'artillery.yaml')).toBeUndefined(); // out: beyond the battery's reach
    expect(slot('chart.ranges[2]', 'artillery.yaml')).toBeUndefined(); // the chart's layout, not a result
  });

  it('moves numbers one at a time, within one of the table and never across zero', () => {
    expect(slot('table.crack.assault', 'maneuver.yaml').ladder.map((r) => r.value)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(slot('outnumbered.steps[3].modifier', 'assault.yaml').ladder.map((r) => r.value)).toEqual([
      -5, -4, -3, -2, -1, 0,
    ]);
    expect(slot('table.rows[7][1]', 'hors-de-combat.yaml').ladder.map((r) => r.text)).toEqual(['-', 'HdC']);
    // text and example cells never move: green's rattled rally line is the §2.3 example's 10
    expect(slot('table.green[2]', 'rally.yaml')).toBeUndefined();
    expect(new Set(slots.map((s) => s.file))).toEqual(
      new Set([
        'grades.yaml',
        'assault.yaml',
        'panic-index.yaml',
        'artillery.yaml',
        'skirmish.yaml',
        'rally.yaml',
        'maneuver.yaml',
        'hors-de-combat.yaml',
      ]),
    );
  });

  it('puts a value in the loaded rules and takes it back out', () => {
    const rs = fresh();
    const s = tableSlots(new ReloadedRules(rs)).find((x) => x.field === 'chart.mediumRifle[3]')!;
    const table = rs.data.assault.table;
    s.set(rungValue(s, -1)!);
    expect(rs.data.artillery.chart.mediumRifle[3].cell.text).toBe('1M');
    expect(rs.data.artillery.chart.mediumRifle[3].cell.source).toBe('patch');
    // the parts moved in place by their own slots stay the same objects
    expect(rs.data.assault.table).toBe(table);
    s.set(s.original);
    expect(rs.data.artillery.chart.mediumRifle[3].cell.text).toBe('1M 1B');
  });
});
