import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/ruleset/paths.ts';
import { tempFiles } from '../experiment/temp-files.ts';
import { runCli } from '../helpers/cli.ts';

const listing = (d: string) => readdirSync(d).sort();

describe('compare, sensitivity and table --out claim their folder as run does', () => {
  it('refuse a finished result, leaving it as it was', async () => {
    const d = tempFiles({});
    const ref = join(d, 'ref');
    expect(
      (await runCli(['run', 'experiments/reference-check.yaml', '--quick', '--no-report', '--out', ref]))
        .code,
    ).toBe(0);
    const before = listing(ref);
    const r = await runCli(['table', '--out', ref]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `warbench: (command line): --out: a folder to write the table in, but ${ref} holds the results of reference-check (a result folder is its experiment's); give another folder\n`,
    );
    expect(listing(ref)).toEqual(before);
  });

  it("refuse a folder holding a user's file, and a file of theirs a user has edited", async () => {
    const d = tempFiles({});
    const mine = join(d, 'mine');
    mkdirSync(mine);
    writeFileSync(join(mine, 'table.json'), 'typed in');
    const r = await runCli(['table', '--out', mine]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /mine holds files warbench did not write \(table\.json\); give a new folder, or one warbench table wrote\n$/,
    );
    expect(readFileSync(join(mine, 'table.json'), 'utf8')).toBe('typed in');
    const t = join(d, 't');
    expect((await runCli(['table', '--out', t])).code).toBe(0);
    writeFileSync(join(t, 'table.svg'), 'edited');
    expect((await runCli(['table', '--out', t])).stderr).toMatch(
      /t holds files warbench did not write \(table\.svg\)/,
    );
    expect(readFileSync(join(t, 'table.svg'), 'utf8')).toBe('edited');
  });

  it('share a folder with each other, and run names what they wrote there', async () => {
    const t = join(tempFiles({}), 't');
    expect((await runCli(['table', '--out', t])).code).toBe(0);
    expect((await runCli(['table', '--out', t])).code).toBe(0); // its own files, written again
    expect((await runCli(['sensitivity', '--metric', 'mean_rounds', '--top', '5', '--out', t])).code).toBe(0);
    const r = await runCli(['run', 'experiments/reference-check.yaml', '--quick', '--out', t]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /t holds the output of warbench table \(table\.json, table\.vl\.json, table\.svg, table\.png, table\.html\) and the output of warbench sensitivity \(sensitivity\.json, sensitivity\.vl\.json, sensitivity\.svg, sensitivity\.png, sensitivity\.html\); give another folder, or --force to write among them\n$/,
    );
  });

  it('refuse an empty --out, as run, merge and tune do', async () => {
    const d = tempFiles({});
    const at = (f: string) => join(PROJECT_ROOT, f);
    for (const args of [
      ['table'],
      ['sensitivity', '--metric', 'mean_rounds'],
      [
        'compare',
        'shipped',
        'grades=four',
        '--on',
        at('experiments/reference-check.yaml'),
        '--metric',
        'rests_on_provisional:no',
        '--trials',
        '40',
      ],
      ['tune', at('experiments/briefs/republic-assault.yaml')],
    ]) {
      const r = await runCli([...args, '--out', ''], d);
      expect(r.code, args[0]).toBe(2);
      expect(r.stderr, args[0]).toBe('warbench: (command line): --out: a folder name, got an empty one\n');
    }
    expect(listing(d)).toEqual([]);
  });

  it("write a page and a PNG beside the chart, like run's reports, each chart within 1280 px and no text under 12 px", async () => {
    const d = tempFiles({});
    const at = (f: string) => join(PROJECT_ROOT, f);
    const runs: Array<[string, string[]]> = [
      ['table', ['table', '--reach', at('experiments/situations/assault-typical-battle.yaml')]],
      [
        'sensitivity',
        [
          'sensitivity',
          at('experiments/situations/assault-typical-battle.yaml'),
          '--metric',
          'defender_response:Rt',
        ],
      ],
      [
        'compare',
        [
          'compare',
          'shipped',
          at('patches/average-p2-fall-back.yaml'),
          '--on',
          at('experiments/assault-grade-matrix.yaml'),
        ],
      ],
    ];
    for (const [stem, args] of runs) {
      const out = join(d, stem);
      expect((await runCli([...args, '--out', out], d)).code, stem).toBe(0);
      expect(listing(out), stem).toEqual([
        '.warbench-files.json',
        ...['html', 'json', 'png', 'svg', 'vl.json'].map((x) => `${stem}.${x}`),
      ]);
      expect(
        readFileSync(join(out, `${stem}.png`))
          .subarray(1, 4)
          .toString(),
        stem,
      ).toBe('PNG');
      const page = readFileSync(join(out, `${stem}.html`), 'utf8');
      expect(page, stem).toContain(`<div class="chart" id="chart-${stem}">`);
      expect(page, stem).toContain(`<a href="${stem}.png">PNG</a>`);
      const svg = readFileSync(join(out, `${stem}.svg`), 'utf8');
      const width = Number(/width="([\d.]+)"/.exec(svg)![1]);
      expect(width, stem).toBeLessThanOrEqual(1280);
      const sizes = [...svg.matchAll(/font-size="([\d.]+)px"/g)].map((m) => Number(m[1]));
      expect(Math.min(...sizes), stem).toBeGreaterThanOrEqual(12);
    }
  });
});
