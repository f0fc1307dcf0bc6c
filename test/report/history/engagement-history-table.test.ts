import { describe, expect, it } from 'vitest';
import { engagementHistoryTables } from '../../../src/report/history/engagement-history-table.ts';

describe("the history page's table of an engagement judged against the record", () => {
  it('shows the whole-battle and the over-the-hours-played verdicts, and the rules keeping a figure out', () => {
    const html = engagementHistoryTables([
      {
        file: 'e.yaml',
        subtitle: '3 game turns',
        hours: 2,
        judged: [
          {
            label: 'attacker, open field',
            unit: 'share',
            series: 'shipped rules',
            est: 0.01,
            low: 0.008,
            high: 0.012,
            whole: [0.074, 0.176],
            wholeWhere: 'below',
            judged: [0.0148, 0.0587],
            hours: 1.8,
            where: 'below',
            reasons: ['few <assaults>'],
          },
          {
            label: 'attacker over defender, open field',
            unit: 'ratio',
            series: 'shipped rules',
            est: 1.08,
            low: 0.78,
            high: 1.37,
            whole: [0.7, 1.31],
            wholeWhere: 'inside',
            judged: [0.7, 1.31],
            hours: null,
            where: 'inside',
            reasons: [],
          },
        ],
      },
    ]);
    expect(html).toContain('<th>record, one-day battles over the hours it plays</th>');
    expect(html).toContain(
      '<td class="num">1.0% (0.8% to 1.2%)</td><td class="num">7.4% to 17.6%</td><td class="txt">below</td><td class="num">1.5% to 5.9% over 1.8 h</td><td class="txt">below</td><td class="txt"><ul><li>few &#60;assaults&#62;</li></ul></td>',
    );
    // a ratio is judged as it stands
    expect(html).toContain(
      '<td class="num">0.70 to 1.31</td><td class="txt">inside</td><td class="num">as whole</td>',
    );
  });
});
