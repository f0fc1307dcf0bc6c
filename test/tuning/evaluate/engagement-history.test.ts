import { join } from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { resolveSwitches } from '../../../src/engine/ruleset/switches.ts';
import {
  engagementAgainstHistory,
  historyRows,
  judgeAgainstHistory,
} from '../../../src/tuning/evaluate/engagement-history.ts';
import { HISTORY_DISTRIBUTIONS, summarizeHistory } from '../../../src/results/history/history-summary.ts';
import { readLivermore } from '../../../src/results/history/read-livermore.ts';

const situation = (name: string) => join(PROJECT_ROOT, 'experiments/situations', name);

describe('an engagement beside the record', () => {
  it('sets each role, the missing share and the ratio beside the record for its kind', () => {
    for (const kind of ['open', 'works'] as const)
      for (const r of historyRows(kind))
        for (const name of [r.history, r.hourly ?? r.history]) expect(HISTORY_DISTRIBUTIONS).toContain(name);
    expect(historyRows('works').map((r) => [r.history, r.hourly])).toEqual([
      ['kw_share_attacker_fortified', 'kw_share_attacker_fortified_one_day'],
      ['kw_share_defender_fortified', 'kw_share_defender_fortified_one_day'],
      // both sides' missing over both sides' losses, as the engagement's metric pools them
      ['missing_share_battle', undefined],
      ['att_def_ratio_fortified', undefined],
    ]);
  });

  it("reads works from the defender's medium or heavy cover, and runs both rules on the same seeds", () => {
    const rs = loadRuleset('republic-1.0-beta');
    const switches = resolveSwitches(rs.source.switches, {});
    const works = engagementAgainstHistory(
      situation('engagement-division-day-works.yaml'),
      [
        { series: 'a', ruleset: rs },
        { series: 'b', ruleset: rs },
      ],
      switches,
      20,
      4,
    );
    expect(works.kind).toBe('works');
    expect(works.turns).toBe(12);
    // the same rules on the same seeds: the same estimates, to the last digit
    const [a, b] = [
      works.estimates.filter((e) => e.series === 'a'),
      works.estimates.filter((e) => e.series === 'b'),
    ];
    expect(b.map((e) => e.est)).toEqual(a.map((e) => e.est));
    for (const e of a) expect(e.low).toBeLessThanOrEqual(e.est);
    expect(
      engagementAgainstHistory(
        situation('engagement-division-day-open.yaml'),
        [{ series: 'a', ruleset: rs }],
        switches,
        4,
        4,
      ).kind,
    ).toBe('open');
  }, 60_000);
});

describe('the side an engagement sets beside the record as the defender', () => {
  // a defender behind heavy cover, the attacker not named: the first side listed attacks (docs/engagement-situation.md)
  const text = (first: string) => `${first}turns: 1
sectors: [{gap: 4, cover: {South: heavy}}]
sides:
  North: {divisions: [{units: [{grade: veteran, sector: 0}]}]}
  South: {doctrine: {assault: never}, divisions: [{units: [{grade: average, sector: 0}]}]}
`;
  const run = (body: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'warbench-history-kind-'));
    const file = join(dir, 'engagement.yaml');
    writeFileSync(file, body);
    const rs = loadRuleset('republic-1.0-beta');
    return engagementAgainstHistory(
      file,
      [{ series: 'a', ruleset: rs }],
      resolveSwitches(rs.source.switches, {}),
      4,
      1,
    );
  };

  it('is the side that does not attack first, named or by default the second side', () => {
    expect(run(text('firstAttacker: North\n')).kind).toBe('works');
    expect(run(text('')).kind).toBe('works');
    expect(run(text('firstAttacker: South\n')).kind).toBe('open');
  });
});

describe('an engagement judged against the record', () => {
  const write = (body: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'warbench-history-judge-')), 'engagement.yaml');
    writeFileSync(file, body);
    return file;
  };
  const rs = loadRuleset('republic-1.0-beta');
  const switches = resolveSwitches(rs.source.switches, {});
  const summary = summarizeHistory(readLivermore());

  it('has no value, never inside, where no trial lost a man (a share of no losses)', () => {
    // 40" apart, neither side assaults, no batteries: one game turn costs nothing
    const quiet = write(`turns: 1
sectors: [{gap: 40}]
sides:
  North: {doctrine: {assault: never}, divisions: [{units: [{grade: veteran, sector: 0}]}]}
  South: {doctrine: {assault: never}, divisions: [{units: [{grade: average, sector: 0}]}]}
`);
    const judged = judgeAgainstHistory(
      summary,
      engagementAgainstHistory(quiet, [{ series: 'a', ruleset: rs }], switches, 4, 1),
    );
    const byLabel = new Map(judged.map((j) => [j.row.kind, j]));
    expect(byLabel.get('kw attacker')?.est).toBe(0);
    for (const kind of ['missing', 'ratio'] as const) {
      const j = byLabel.get(kind)!;
      expect(j.where).toBe('no value');
      expect(j.wholeWhere).toBe('no value');
      expect(j.reasons.join(' ')).toContain('no men lost');
    }
  });

  it('gives intervals within what a share or a ratio of shares can take', () => {
    const brigade = join(PROJECT_ROOT, 'experiments/situations/engagement-brigade.yaml');
    const r = engagementAgainstHistory(brigade, [{ series: 'a', ruleset: rs }], switches, 50, 1);
    for (const e of r.estimates) {
      expect(e.low).toBeGreaterThanOrEqual(0);
      if (e.row.unit === 'share') expect(e.high).toBeLessThanOrEqual(1);
      expect(e.low).toBeLessThanOrEqual(e.est);
      expect(e.high).toBeGreaterThanOrEqual(e.est);
    }
  });
});
