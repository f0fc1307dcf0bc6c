import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { runFixture } from '../fixture.ts';

describe("a file a user puts in a result's charts/", () => {
  it('stays through report DIR; a rerun refuses the folder naming it; run --force keeps it', async () => {
    const dir = await runFixture();
    const file = join(dirname(dirname(dir)), 'experiment.yaml');
    expect((await runCli(['report', dir])).code).toBe(0);
    const charts = readdirSync(join(dir, 'charts')).sort();
    expect(charts).toHaveLength(20);
    writeFileSync(join(dir, 'charts', 'my-chart.svg'), '<svg>mine</svg>');

    const report = await runCli(['report', dir]);
    expect(report.code, report.stderr).toBe(0);
    expect(readdirSync(join(dir, 'charts')).sort()).toEqual([...charts, 'my-chart.svg'].sort());
    expect(readFileSync(join(dir, 'charts', 'my-chart.svg'), 'utf8')).toBe('<svg>mine</svg>');

    const rerun = await runCli([
      'run',
      file,
      '--method',
      'mc',
      '--workers',
      '1',
      '--no-progress',
      '--out',
      dir,
    ]);
    expect(rerun.code).toBe(2);
    expect(rerun.stderr).toBe(
      `warbench: (command line): --out: a new or empty folder, or one warbench wrote, but ${dir} holds files warbench did not write (charts/my-chart.svg); give another folder, or --force to write among them\n`,
    );
    expect(readFileSync(join(dir, 'charts', 'my-chart.svg'), 'utf8')).toBe('<svg>mine</svg>');

    const forced = await runCli([
      'run',
      file,
      '--method',
      'mc',
      '--workers',
      '1',
      '--no-progress',
      '--seed',
      '5',
      '--out',
      dir,
      '--force',
    ]);
    expect(forced.code, forced.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).seed).toBe(5);
    expect(readdirSync(join(dir, 'charts')).sort()).toEqual([...charts, 'my-chart.svg'].sort());
    expect(readFileSync(join(dir, 'charts', 'my-chart.svg'), 'utf8')).toBe('<svg>mine</svg>');
  }, 120_000);
});
