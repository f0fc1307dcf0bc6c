import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import type { TuneResult } from '../../../src/tuning/tune/run-tune.ts';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

const SITUATION = join(PROJECT_ROOT, 'experiments/situations/engagement-division.yaml');
const BRIEF = `title: Division engagement, the Union's losses
sim: engagement
seed: 3
trials: {screen: 4, search: 16, final: 60}
move: [artillery.yaml#chart]
maxMoves: 1
targets:
  - name: the Union loses 600 to 900 men
    situationFile: ${SITUATION}
    metric: "men lost: Union"
    range: [600, 900]
  - name: the Confederate loss over the Union's
    situationFile: ${SITUATION}
    metric: "men lost: Confederate / men lost: Union"
    range: [0.2, 1]
`;

async function tune(dir: string, out: string): Promise<{ r: TuneResult; patch: string }> {
  const t = await runCli(['tune', join(dir, 'brief.yaml'), '--out', join(dir, out)]);
  expect(t.code, t.stderr).toBe(0);
  return {
    r: JSON.parse(readFileSync(join(dir, out, 'tune.json'), 'utf8')) as TuneResult,
    patch: readFileSync(join(dir, out, 'patch.yaml'), 'utf8'),
  };
}

describe('tune on a Monte Carlo sim: paired Monte Carlo in a seeded search', () => {
  const dir = tempFiles({ 'brief.yaml': BRIEF });
  it('gives the same patch and the same report for the same brief and seed', async () => {
    const a = await tune(dir, 'a');
    const b = await tune(dir, 'b');
    expect(b.patch).toBe(a.patch);
    expect(b.r.targets).toEqual(a.r.targets);
    expect(a.r.changes).toHaveLength(1);
    expect(a.r.changes[0].file).toBe('artillery.yaml');
    expect(a.r.method).toContain('paired Monte Carlo');
    for (const t of a.r.targets) {
      // met: the 95% interval of the final check on fresh seeds lies inside the target
      const [lo, hi] = t.interval!;
      expect(t.verdict).toBe(
        lo >= t.low && hi <= t.high ? 'met' : hi < t.low || lo > t.high ? 'not met' : 'not sure',
      );
      expect(t.met).toBe(t.verdict === 'met');
      expect(t.trials).toBe(60);
    }
    // a ratio of two means is the ratio of the means, not a mean of ratios
    expect(a.r.targets[1].words).toBe('men lost: Confederate / men lost: Union');
  }, 240_000);

  it('refuses a brief naming a table with no movable cell, at its line', async () => {
    const bad = tempFiles({
      'brief.yaml': BRIEF.replace('[artillery.yaml#chart]', '[artillery.yaml#drift]'),
    });
    const t = await runCli(['tune', join(bad, 'brief.yaml'), '--out', join(bad, 'out')]);
    expect(t.code).toBe(2);
    expect(t.stderr).toMatch(
      /brief\.yaml:5: move\[0\]: expected a file or file#table with movable cells: .*artillery\.yaml#chart/,
    );
  }, 60_000);
});
