import { describe, expect, it } from 'vitest';
import { readingsTable } from '../../../src/report/html/readings-table.ts';
import { fixtureSet } from '../fixture.ts';

describe('readingsTable', () => {
  it('names each sweep point in words, not by its label (attacker.grade=crack, naturalRollMoraleHits=loserAlways)', async () => {
    const html = readingsTable((await fixtureSet()).manifest);
    const first = /<tbody>|<\/tr><tr><td class="txt">([^<]*)<\/td>/.exec(html)![1];
    expect(first).toBe('attacker grade = crack, switch: natural roll morale hits = loser always');
  });
});
