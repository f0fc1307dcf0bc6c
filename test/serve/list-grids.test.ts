import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../src/engine/families/load-ruleset.ts';
import { listGrids } from '../../src/serve/list-grids.ts';
import { rulesetGrids } from '../../src/tuning/reach/ruleset-grid.ts';

const rules = loadRuleset('republic-1.0-beta');
const grids = (file: string) =>
  listGrids(rules.source, file, rulesetGrids(rules.source, rules.ledger.cells, file).loose);

describe('the lists of a ruleset file as printed tables', () => {
  it('lays the rally table out a grade a line, a morale state a column (rally.yaml: "one line per troop grade, one column per morale state")', () => {
    const [t] = grids('rally.yaml');
    expect(t.table).toBe('table');
    expect(t.rows).toEqual(['crack', 'veteran', 'average', 'green', 'untrained']);
    expect(t.columns).toEqual(['formed', 'unformed', 'rattled', 'shaken', 'demoralized']);
    expect(t.cells[0].map((c) => c!.text)).toEqual(['14', '12', '10', '8', '6']);
    expect(t.cells[3][1]!.source).toBe('example');
  });

  it('lays the artillery chart out a battery type a row across the range columns ("one row per battery type across the range columns")', () => {
    const [t] = grids('artillery.yaml');
    expect(t.rows[0]).toBe('ranges');
    expect(t.rows).toContain('heavyRifle');
    expect(t.columns).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(t.cells[t.rows.indexOf('heavyRifle')].map((c) => c!.text)).toEqual([
      '3M 1B',
      '2M 1B',
      '2M 1B',
      '1M 1B',
      '1M 1B',
      '1M',
      '1M',
      '1M',
      '1M',
      '1M',
    ]);
  });

  it('lays a ladder of steps out a step a row', () => {
    // the printed chart's own grids may already hold the ladder (the outnumbering steps); else it is one of the lists
    const own = rulesetGrids(rules.source, rules.ledger.cells, 'assault.yaml').grids;
    const t = [...own, ...grids('assault.yaml')].find(
      (g) => g.table === 'outnumbered.steps' || g.table === 'outnumbered',
    )!;
    expect(t.columns).toEqual(['ratio', 'modifier']);
    expect(t.rows[0]).toBe('1');
    expect(t.cells[0].map((c) => c!.text)).toEqual(['1.5', '-1']);
  });

  it('leaves no cell of the Republic chart out', () => {
    for (const file of [
      'assault.yaml',
      'panic-index.yaml',
      'artillery.yaml',
      'rally.yaml',
      'maneuver.yaml',
      'skirmish.yaml',
      'panic-test.yaml',
      'hors-de-combat.yaml',
    ]) {
      const { grids: own, loose } = rulesetGrids(rules.source, rules.ledger.cells, file);
      const shown = [...own, ...grids(file)].flatMap((g) => g.cells.flat().filter(Boolean)).length;
      expect(shown, file).toBe(own.flatMap((g) => g.cells.flat().filter(Boolean)).length + loose.length);
      expect(shown, file).toBe(rules.ledger.cells.filter((c) => c.file.endsWith(`/${file}`)).length);
    }
  });
});
