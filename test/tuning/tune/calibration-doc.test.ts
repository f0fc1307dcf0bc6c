import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { runCli } from '../../helpers/cli.ts';
import { tempFiles } from '../../experiment/temp-files.ts';

// the doc's examples run in test/commands/help/tuning-examples.test.ts, after the tuning commands' own
describe("docs/calibration.md's metrics", () => {
  /** The text of one `### ` section, its lines joined. */
  const section = (title: string) => {
    const text = readFileSync(join(PROJECT_ROOT, 'docs/calibration.md'), 'utf8');
    const start = text.indexOf(`### ${title}\n`);
    return text.slice(start, text.indexOf('\n### ', start + 1)).replace(/\s+/g, ' ');
  };

  it('say what tune takes: one metric for an exact sim, a sum or ratio only for a Monte Carlo sim', async () => {
    const doc = section('Metrics');
    expect(doc).toContain(
      "A sum or ratio of metrics is for a Monte Carlo sim's targets (`engagement`, `duel`) only",
    );
    expect(doc).toContain(
      'For an exact sim (the assault, the artillery, rally, ...) tune refuses a sum or a ratio',
    );
    // and tune does refuse one, as the doc says
    const dir = tempFiles({
      'b.yaml':
        'targets:\n  - situation: {assault: general, attacker: {bases: 6, grade: average}, defender: {bases: 6, grade: average}}\n    metric: "winner:attacker + winner:defender"\n    value: 0.5\n',
    });
    const r = await runCli(['tune', join(dir, 'b.yaml'), '--out', join(dir, 'o')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /b\.yaml:3: targets\[0\]\.metric: expected one metric: a sum or ratio of metrics is for a Monte Carlo sim's targets \(assault is exact\)/,
    );
  });
});
