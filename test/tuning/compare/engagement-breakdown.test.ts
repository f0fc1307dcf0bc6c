import { describe, expect, it } from 'vitest';
import { comparisonPage } from '../../../src/tuning/compare/comparison-page.ts';
import { breakdownLines, engagementBreakdown } from '../../../src/tuning/compare/engagement-breakdown.ts';
import { formatComparison } from '../../../src/tuning/compare/format-comparison.ts';
import { runCompare } from '../../../src/tuning/compare/run-compare.ts';

describe('compare of an engagement: who broke and what it cost, A against B', () => {
  const c = runCompare({
    a: 'shipped',
    b: 'patches/pb-plus1-drive-away.yaml',
    on: 'experiments/engagement-division.yaml',
    method: 'mc',
    trials: 200,
    metric: 'outcome:Union breaks',
  });
  const p = c.points[0];
  const e = engagementBreakdown(p)!;
  const d = (metric: string, outcome = '') =>
    p.differences.find((x) => x.metric === metric && x.outcome === outcome)!;

  it('reads each side under A and B from the paired differences', () => {
    const turns = ['1', '2', '3', '4', '5', '6'];
    expect(e.a.breaks[0].chance).toBeCloseTo(
      turns.reduce((s, t) => s + d('break turn: Union', t).a, 0),
      12,
    );
    expect(e.b.breaks[0].chance).toBeCloseTo(
      turns.reduce((s, t) => s + d('break turn: Union', t).b, 0),
      12,
    );
    expect(e.a.causes).toEqual([
      'artillery',
      'skirmish',
      'assault',
      'pass-through',
      'panic desertion',
      'prisoners',
    ]);
    expect(e.b.losses[1].byCause[2] - e.a.losses[1].byCause[2]).toBeCloseTo(
      d('men lost to assault: Confederate').diff,
      9,
    );
    expect(e.b.losses[0].perTurn[3] - e.a.losses[0].perTurn[3]).toBeCloseTo(
      d('men lost in turn 4: Union').diff,
      9,
    );
  });

  it('prints the breakdown as differences in the terminal and on the page', () => {
    const lines = breakdownLines(e);
    const shift = e.b.breaks[0].chance - e.a.breaks[0].chance;
    expect(lines[0]).toMatch(
      new RegExp(
        `^  Union breaks [\\d.]+% -> [\\d.]+% \\(${shift > 0 ? '\\+' : ''}${(shift * 100).toFixed(1).replace('-0.0', '0.0')} pts\\), median turn \\d -> \\d; held to the end `,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}Confederate men lost by cause, B - A: artillery [+-]?[\d,]+, skirmish [+-]?[\d,]+, assault /,
      ),
    );
    expect(formatComparison(c)).toContain(
      'Who broke and what it cost, Union: doctrine assault = general (A -> B):',
    );
    const page = comparisonPage(c).sections.join('\n');
    expect(page).toContain(
      '<section class="engagement-breakdown"><h2>Who broke and what it cost: Union: doctrine assault = general</h2>',
    );
    expect(page).toMatch(/<tr data-cause="panic desertion"><th>panic desertion<\/th>/);
  });
});
