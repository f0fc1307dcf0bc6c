import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../../src/engine/input/input-error.ts';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { loadResults, type ResultSet } from '../../../src/report/load/load-results.ts';
import { readCsv } from '../../../src/report/load/read-csv.ts';
import { runFixture } from '../fixture.ts';

let dir: string;
let set: ResultSet;
beforeAll(async () => {
  dir = await runFixture();
  set = loadResults(dir);
});

describe('loadResults', () => {
  it('keeps sweep values in the order the sweep lists them', () => {
    expect(set.params.map((p) => [p.name, p.kind, p.values, p.numeric])).toEqual([
      ['attacker.grade', 'situation', ['crack', 'average', 'untrained'], false],
      ['naturalRollMoraleHits', 'switch', ['loser always', 'only if lost modified'], false],
    ]);
    expect(set.points.map((p) => p.values['attacker.grade'])).toEqual([
      'crack',
      'crack',
      'average',
      'average',
      'untrained',
      'untrained',
    ]);
  });

  it('reads every results.csv row with its numbers, and each point its provisional share', () => {
    const raw = readCsv(readFileSync(join(dir, 'results.csv'), 'utf8'));
    expect(set.rows).toHaveLength(raw.length);
    raw.forEach((r, i) => {
      expect(set.rows[i].estimate).toBe(Number(r.estimate));
      expect(set.rows[i].low).toBe(Number(r.ci95_low));
      expect(set.rows[i].exact).toBe(r.exact === '' ? null : Number(r.exact));
    });
    for (const p of set.points) {
      const yes = raw.find(
        (r) => Number(r.point) === p.index && r.metric === 'rests_on_provisional' && r.outcome === 'yes',
      )!;
      expect(p.provisional).toBe(Number(yes.estimate));
      expect(p.trials).toBe(4000);
    }
  });

  it('reads a sweep parameter named as a results.csv column (kind) from its own column', async () => {
    const kinds = loadResults(
      await runFixture(`name: kind-sweep
sim: activation-combat
situationFile: ${join(PROJECT_ROOT, 'experiments/situations/activation-combat.yaml')}
sweep:
  kind: [melee, musketry]
trials: 200
seed: 1
`),
    );
    expect(kinds.params.map((p) => [p.name, p.values])).toEqual([['kind', ['melee', 'musketry']]]);
    expect(kinds.points.map((p) => p.values.kind)).toEqual(['melee', 'musketry']);
    expect(new Set(kinds.rows.map((r) => r.kind))).toEqual(new Set(['probability', 'mean']));
  });

  it('names the missing file when a result folder is incomplete', () => {
    rmSync(join(dir, 'results.csv'));
    expect(() => loadResults(dir)).toThrow(InputError);
    expect(() => loadResults(dir)).toThrow(/results\.csv/);
  });
});
