import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReport } from '../../../src/report/build-report.ts';
import { loadResults } from '../../../src/report/load/load-results.ts';
import { readResultDir } from '../../../src/results/read-result-dir.ts';
import { writeResults } from '../../../src/results/write-results.ts';
import { runFixture } from '../fixture.ts';

/**
 * Rewrite a result folder as a run stopped before points `from`.. began:
 * those points hold no trial, as runPoints leaves them.
 */
function stopBefore(dir: string, from: number): void {
  const { manifest, tallies } = readResultDir(dir);
  const points = tallies.points.map((t) =>
    t.point < from ? t : { ...t, trials: 0, chunks: 0, tallies: t.tallies.map(() => 0) },
  );
  manifest.sweep.points = manifest.sweep.points.map((p) => (p.index < from ? p : { ...p, trials: 0 }));
  writeResults(dir, { ...manifest, partial: true }, points);
}

let dir: string;
beforeAll(async () => {
  dir = await runFixture();
  stopBefore(dir, 2);
});

describe('a run stopped before some points began', () => {
  it('charts only the points that ran and lists the others as not run', () => {
    const set = loadResults(dir);
    expect(set.points.map((p) => p.index)).toEqual([0, 1]);
    expect(set.notRun.map((p) => p.index)).toEqual([2, 3, 4, 5]);
    expect(new Set(set.rows.map((r) => r.point))).toEqual(new Set([0, 1]));
    expect(set.rows.every((r) => Number.isFinite(r.estimate))).toBe(true);
    // the sweep itself is still described whole
    expect(set.params[0].values).toEqual(['crack', 'average', 'untrained']);
  });

  it('builds its report, which says which points did not run', async () => {
    const { page, charts } = await buildReport(dir);
    expect(charts).toBe(5);
    const html = readFileSync(page, 'utf8');
    expect(html).toMatch(/4 of 6 sweep points were not run before the run was stopped/);
    expect(html).toMatch(/attacker\.grade=average, naturalRollMoraleHits=loserAlways; /);
    expect(readdirSync(join(dir, 'charts'))).toHaveLength(20);
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('leaves no chart folder of a failed build: old charts/ and report.html stay as they were', async () => {
    const before = readFileSync(join(dir, 'report.html'), 'utf8');
    const { manifest } = readResultDir(dir);
    // a chart naming a parameter the sweep lacks, added to the experiment file the charts are drawn from, fails while the page is made
    const experiment = manifest.experiment.path!;
    writeFileSync(
      experiment,
      `${readFileSync(experiment, 'utf8')}  - {kind: curve, title: x, metric: decision, outcome: carry, x: nope}\n`,
    );
    await expect(buildReport(dir)).rejects.toThrow(/nope/);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toBe(before);
    expect(readdirSync(join(dir, 'charts'))).toHaveLength(20);
    expect(existsSync(join(dir, `.charts.${process.pid}.tmp`))).toBe(false);
  });
});
