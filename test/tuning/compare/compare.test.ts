import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeOdds } from '../../../src/tuning/odds/compute-odds.ts';
import { comparisonChart } from '../../../src/tuning/compare/comparison-chart.ts';
import { formatComparison } from '../../../src/tuning/compare/format-comparison.ts';
import { runCompare } from '../../../src/tuning/compare/run-compare.ts';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

// an assault between equal brigades in the open: differences run from -9 to +9 before morale,
// so the +14 row of Pitched Battle is never read
const EXPERIMENT = `name: cmp
sim: assault
situation:
  assault: general
  attacker: {bases: 6, grade: average}
  defender: {bases: 6, grade: average}
sweep:
  attacker.grade: [veteran, average]
seed: 3
`;
const dir = tempFiles({
  'cmp.yaml': EXPERIMENT,
  'far.yaml': 'set:\n  - {file: assault.yaml, at: "table.rows[0][2]", value: 4P 3B Overrun}\n',
  'near.yaml': 'set:\n  - {file: assault.yaml, at: "table.rows[13][2]", value: 1P Drive away}\n',
});
const on = join(dir, 'cmp.yaml');

describe('compare, exact', () => {
  it('says a folder that is not a ruleset is a folder, not missing', async () => {
    const r = await runCli(['compare', dir, 'shipped', '--on', 'experiments/assault-grade-matrix.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `warbench: (command line): A: an experiment file, a patch file, a ruleset folder or id, a switch reading name=value, or shipped; got ${JSON.stringify(dir)} (a folder without ruleset.yaml, so not a ruleset)\n`,
    );
  });

  it('reports an exact difference of 0 and no significance for a patch no point reaches', () => {
    const c = runCompare({ a: 'shipped', b: join(dir, 'far.yaml'), on, method: 'auto', trials: 1000 });
    expect(c.points.map((p) => p.method)).toEqual(['exact', 'exact']);
    for (const p of c.points) {
      expect(p.differences.every((d) => d.diff === 0 && d.p === null && !d.significant)).toBe(true);
      expect(p.sentence).toMatch(/^no difference: every outcome has exactly the same odds/);
    }
    expect(c.tested).toBe(0);
  });

  it('reports a one-cell change as the exact difference of the two exact odds', () => {
    const c = runCompare({ a: 'shipped', b: join(dir, 'near.yaml'), on, method: 'auto', trials: 1000 });
    const opts = {
      patch: [] as string[],
      switch: [],
      set: [
        'attacker.grade=veteran',
        'defender.grade=average',
        'attacker.bases=6',
        'defender.bases=6',
        'assault=general',
      ],
    };
    const sit = join(dir, 'sit.yaml');
    writeFileSync(
      sit,
      'assault: general\nattacker: {bases: 6, grade: veteran}\ndefender: {bases: 6, grade: average}\n',
    );
    const chance = (patch: string[]) =>
      computeOdds('assault', sit, { ...opts, set: [], patch })
        .distributions.find((d) => d.name === 'winner')!
        .outcomes.find((o) => o.outcome === 'attacker')!.probability;
    const want = chance([join(dir, 'near.yaml')]) - chance([]);
    expect(c.points[0].headline.diff).toBeCloseTo(want, 12);
    expect(c.points[0].headline.diff).toBeGreaterThan(0.04);
    // in words: the layout's title, not the metric's id (winner = attacker)
    expect(c.points[0].sentence).toBe(
      `who holds the ground = attacker: ${(want * 100).toFixed(1)} percentage points more often with B (exact)`,
    );
    expect(c.headline.title).toBe('who holds the ground = attacker');
    // printed to the hundredth, where the printed A and B subtract to it
    expect(formatComparison(c)).toContain(`+${(want * 100).toFixed(2)} pts exact`);
  });
});

describe('compare, paired Monte Carlo', () => {
  it('draws equal A and B estimates as two marks: A above B in each row, each its own shape', () => {
    const c = runCompare({ a: 'shipped', b: join(dir, 'far.yaml'), on, method: 'auto', trials: 40 });
    expect(c.points[0].headline.a).toBe(c.points[0].headline.b);
    const panel = (
      comparisonChart(c).hconcat as Array<{
        encoding: Record<string, { field?: string; scale?: { range?: unknown[] } }>;
      }>
    )[0];
    expect(panel.encoding.yOffset.field).toBe('side');
    expect(panel.encoding.shape.field).toBe('side');
    expect(panel.encoding.shape.scale!.range).toEqual(['circle', 'diamond']);
  });

  it('gives exactly 0 with no error for an unreached cell: both sides read the same dice', () => {
    const c = runCompare({ a: 'shipped', b: join(dir, 'far.yaml'), on, method: 'mc', trials: 4000 });
    for (const p of c.points) expect(p.differences.every((d) => d.diff === 0 && d.stdError === 0)).toBe(true);
    expect(c.points[0].sentence).toMatch(/^identical on every trial/);
  });

  it('estimates a real difference within 4 paired standard errors of the exact one, with a narrower interval than independent runs', () => {
    const mc = runCompare({
      a: 'shipped',
      b: join(dir, 'near.yaml'),
      on,
      method: 'mc',
      trials: 40_000,
      seed: 11,
    });
    const ex = runCompare({ a: 'shipped', b: join(dir, 'near.yaml'), on, method: 'auto', trials: 40 });
    mc.points.forEach((p, i) => {
      const d = p.headline;
      expect(Math.abs(d.diff - ex.points[i].headline.diff)).toBeLessThan(4 * d.stdError);
      expect(d.stdError).toBeLessThan(d.independentStdError! / 2);
      expect(d.pHolm).not.toBeNull();
    });
    expect(mc.tested).toBeGreaterThan(10);
  });

  it('says how far any pairing could narrow each chance: independent / sqrt((|d| - d^2) / n), never below what the pairing got', () => {
    const mc = runCompare({
      a: 'shipped',
      b: join(dir, 'near.yaml'),
      on,
      method: 'mc',
      trials: 40_000,
      seed: 11,
    });
    const chances = mc.points
      .flatMap((p) => p.differences.map((d) => ({ d, n: p.trials })))
      .filter(({ d }) => d.kind === 'probability' && d.stdError > 0);
    expect(chances.length).toBeGreaterThan(5);
    for (const { d, n } of chances) {
      expect(d.pairingCeiling).toBeCloseTo(
        d.independentStdError! / Math.sqrt((Math.abs(d.diff) - d.diff ** 2) / n),
        9,
      );
      // a trial's difference is -1, 0 or 1, so its variance is at least |d| - d^2; the paired error is
      // estimated from the spread of chunk means, within 1.5x of its true value at this many chunks
      expect(d.independentStdError! / d.stdError).toBeLessThanOrEqual(d.pairingCeiling! * 1.5);
    }
    expect(mc.pairingCeiling).not.toBeNull();
    expect(formatComparison(mc)).toMatch(/No pairing of trials could do better than about \d+\.\dx/);
    // the ± beside each Monte Carlo difference is named for what it is
    expect(formatComparison(mc)).toMatch(
      /trials a point, seed 11; ± is the half width of the difference's 95%\s+interval\./,
    );
  });
});

describe('warbench compare', () => {
  it('exits 2 naming the side that is neither file, folder nor switch reading', async () => {
    const r = await runCli(['compare', 'shipped', 'no-such-file.yaml', '--on', on]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/B: .*no-such-file\.yaml/);
  });

  it('exits 2 for an unknown switch reading, naming the side', async () => {
    const r = await runCli(['compare', 'shipped', 'noSuchSwitch=x', '--on', on]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\(command line\): B\.noSuchSwitch/);
  });

  it('answers a mistyped metric with the nearest one, and a name near none with a short list', async () => {
    const near = await runCli([
      'compare',
      'shipped',
      join(dir, 'far.yaml'),
      '--on',
      on,
      '--metric',
      'decison:carry',
    ]);
    expect(near.code).toBe(2);
    expect(near.stderr).toBe(
      'warbench: (command line): --metric: decison:carry is not a metric of sim assault; expected a metric; did you mean decision:carry?\n',
    );
    const far = await runCli(['compare', 'shipped', join(dir, 'far.yaml'), '--on', on, '--metric', 'xyzzy']);
    expect(far.code).toBe(2);
    expect(far.stderr).toMatch(/… \(\d+ in all\)\)/);
    expect(far.stderr.length).toBeLessThan(600);
  });

  it('keeps every line within 100 columns; --verbose adds the sentences', async () => {
    // run in the files' folder, as a user would: the lines name the files as typed, wherever the temporary folder is
    const r = await runCli(['compare', 'shipped', 'far.yaml', '--on', 'cmp.yaml'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('far.yaml');
    for (const line of r.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    expect(r.stdout).not.toContain('percentage points more often with B');
    const v = await runCli(['compare', 'shipped', 'near.yaml', '--on', 'cmp.yaml', '--verbose'], dir);
    for (const line of v.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    expect(v.stdout).toMatch(/percentage points (more|less) often with B \(exact\)/);
  });

  it('prints JSON with a sentence per point', async () => {
    const r = await runCli(['compare', 'shipped', join(dir, 'far.yaml'), '--on', on, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).points).toHaveLength(2);
  });
});

describe('compare checks its arguments before the first trial', () => {
  it('refuses --trials past the cap every command shares, and --across with two sides', () => {
    expect(() =>
      runCompare({ a: 'shipped', b: join(dir, 'far.yaml'), on, method: 'mc', trials: 1e13 }),
    ).toThrow(
      '(command line): --trials: a whole number of Monte Carlo trials a point (in 40 chunks) from 40 to 1000000000000, got 10000000000000',
    );
    expect(() =>
      runCompare({
        a: 'shipped',
        b: join(dir, 'far.yaml'),
        on,
        across: 'attacker.grade',
        method: 'auto',
        trials: 1000,
      }),
    ).toThrow(/\(command line\): --across: only with one experiment .*got --across attacker\.grade/);
  });

  it('refuses a bad --metric before simulating: even at the trials cap the answer comes at once', {
    timeout: 60_000,
  }, () => {
    expect(() =>
      runCompare({
        a: 'shipped',
        b: join(dir, 'far.yaml'),
        on,
        method: 'mc',
        trials: 1_000_000_000_000,
        metric: 'decison:carry',
      }),
    ).toThrow(
      '(command line): --metric: decison:carry is not a metric of sim assault; expected a metric; did you mean decision:carry?',
    );
  });

  it('refuses a switch reading the experiment already sweeps, at the line of its sweep', async () => {
    const r = await runCli([
      'compare',
      'shipped',
      'naturalRollMoraleHits=onlyIfLostModified',
      '--on',
      'experiments/assault-switch-natural-roll.yaml',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'experiments/assault-switch-natural-roll.yaml:14: sweep: switch:naturalRollMoraleHits: a switch the experiment does not sweep',
    );
  });

  it('without --metric takes the first chart that names one number: a course stem or a whole histogram is passed over', () => {
    // engagement-division's charts: a course of men lost by turn, a histogram of the break turn, then "divisions panicked: Confederate" outcome 1
    const r = runCompare({
      a: 'shipped',
      b: 'patches/pb-plus1-drive-away.yaml',
      on: 'experiments/engagement-division.yaml',
      method: 'mc',
      trials: 40,
    });
    expect(r.headline).toMatchObject({ metric: 'divisions panicked: Confederate', outcome: '1' });
  });

  it("reads metric names that hold colons: a mean (men lost: Union) and a distribution's outcome (panicked: Fifth:yes)", () => {
    const engagement = runCompare({
      a: 'experiments/engagement-switch-panic-loss.yaml',
      method: 'mc',
      trials: 80,
      metric: 'men lost: Union',
    });
    expect(engagement.headline.metric).toBe('men lost: Union');
    expect(engagement.headline.outcome).toBe('');
    expect(engagement.points[0].headline.metric).toBe('men lost: Union');
    const cascade = runCompare({
      a: 'experiments/panic-cascade-line.yaml',
      across: 'extraDemoralized',
      method: 'auto',
      trials: 80,
      metric: 'panicked: Fifth:yes',
    });
    expect(cascade.headline).toMatchObject({ metric: 'panicked: Fifth', outcome: 'yes' });
    expect(cascade.points).toHaveLength(5);
  });
});

describe('compare within one experiment', () => {
  // a ruleset swept over one value, then two patch sets: the patch sets are what varies
  const within = tempFiles({
    'within.yaml': EXPERIMENT.replace(
      'attacker.grade: [veteran, average]',
      `switch:naturalRollMoraleHits: [loserAlways]\n  ruleset: [republic-1.0-beta]\n  patches: [[], [${join(dir, 'near.yaml')}]]`,
    ),
  });
  const exp = join(within, 'within.yaml');

  it('by default compares the first swept patch set, switch or ruleset that has two or more values', () => {
    const c = runCompare({ a: exp, method: 'auto', trials: 1000 });
    expect(c.points).toHaveLength(1);
    expect(c.points[0].label).toMatch(/patch none -> near$/);
  });

  it('takes --across as the sweep writes it (patches, switch:<name>) or as the results name it', () => {
    for (const across of ['patches', 'patch'])
      expect(runCompare({ a: exp, across, method: 'auto', trials: 1000 }).points).toHaveLength(1);
    expect(() =>
      runCompare({ a: exp, across: 'switch:naturalRollMoraleHits', method: 'auto', trials: 1000 }),
    ).toThrow(
      /--across: a swept parameter with two or more values to compare \(naturalRollMoraleHits, ruleset, patch\)/,
    );
  });
});

describe('compare of two engagements whose sides are named apart', () => {
  it('names the outcome one side has and the other lacks, not an empty point', async () => {
    const engagement = (name: string, a: string, b: string) =>
      `name: ${name}\nsim: engagement\nsituation:\n  turns: 1\n  sectors: [{gap: 4}]\n  sides:\n    ${a}: {divisions: [{units: [{grade: veteran, sector: 0}]}]}\n    ${b}: {divisions: [{units: [{grade: average, sector: 0}]}]}\ntrials: 100\n`;
    const dir = tempFiles({
      'a.yaml': engagement('a', 'Union', 'Rebels'),
      'b.yaml': engagement('b', 'North', 'South'),
    });
    const r = await runCli(['compare', join(dir, 'a.yaml'), join(dir, 'b.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^warbench: \S*b\.yaml: sweep: the same outcomes on both sides \(outcome: A has Union breaks, B has North breaks\)\n$/,
    );
  });
});
