import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { runCli } from '../../helpers/cli.ts';
import { runFixture } from '../../report/fixture.ts';

describe('warbench report', () => {
  it('rebuilds charts and the page of one result folder from its saved files', async () => {
    const dir = await runFixture();
    const r = await runCli(['report', dir]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.trim().endsWith('report.html')).toBe(true);
    expect(readdirSync(join(dir, 'charts'))).toHaveLength(20);
  });

  it('draws the charts the experiment file asks for now: an edited chart shows without running again', async () => {
    const dir = await runFixture();
    const file = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).experiment.path;
    const text = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      `${text.slice(0, text.indexOf('charts:'))}charts:\n  - {kind: curve, title: Carry by grade as steps, metric: decision, outcome: carry, x: attacker.grade, lines: step}\n`,
    );
    const r = await runCli(['report', dir]);
    expect(r.stderr).toBe('');
    expect(readdirSync(join(dir, 'charts'))).toHaveLength(4);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toContain('<h2>Carry by grade as steps</h2>');
    // a chart naming what the results do not hold: bad input, the experiment file named, the old report kept
    writeFileSync(
      file,
      `${text.slice(0, text.indexOf('charts:'))}charts:\n  - {kind: curve, title: t, metric: decision, outcome: carry, x: defender.grade}\n`,
    );
    const bad = await runCli(['report', dir]);
    expect(bad.code).toBe(2);
    const line = text.slice(0, text.indexOf('charts:')).split('\n').length + 1;
    expect(bad.stderr).toBe(
      `warbench: ${relative(PROJECT_ROOT, file)}:${line}: charts[0].x: expected a sweep parameter: attacker.grade, naturalRollMoraleHits, got "defender.grade"\n`,
    );
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toContain('<h2>Carry by grade as steps</h2>');
    // a mistyped metric: at its line, with the nearest name, as the run would have said
    writeFileSync(
      file,
      `${text.slice(0, text.indexOf('charts:'))}charts:\n  - {kind: curve, title: t, metric: decison, outcome: carry, x: attacker.grade}\n`,
    );
    const typo = await runCli(['report', dir]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(
      new RegExp(
        `^warbench: ${relative(PROJECT_ROOT, file).replace(/\./g, '\\.')}:${line}: charts\\[0\\]\\.metric: expected a metric of sim assault: winner, decision, .*got "decison"; did you mean decision\\?\n$`,
      ),
    );
  });

  it('rebuilds every result folder in a folder and writes its index page', async () => {
    const dir = await runFixture();
    const root = dirname(dir);
    const r = await runCli(['report', root]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toMatch(/index\.html$/);
    expect(existsSync(join(root, 'index.html'))).toBe(true);
    rmSync(join(dir, 'report.html'));
    expect((await runCli(['report', dir])).code).toBe(0);
    expect(existsSync(join(dir, 'report.html'))).toBe(true);
  });

  it('reports a file given for a folder as bad input, exit 2, no stack', async () => {
    const r = await runCli(['report', 'experiments/reference-check.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'warbench: experiments/reference-check.yaml: a result folder (with manifest.json, written by warbench run) or a folder of them, like out/, got a file\n',
    );
  });

  it('reports a folder with no results as bad input, exit 2, one line', async () => {
    const r = await runCli(['report', '/nonexistent/folder']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^warbench: \/nonexistent\/folder: a result folder .* or a folder of them, like out\/ \(not found\)\n$/,
    );
  });
});
