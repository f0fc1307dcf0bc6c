import { describe, expect, it } from 'vitest';
import { engagementHeadline } from '../../../src/report/engagement/engagement-headline.ts';

const outcomes = ['1', '2', '3', 'held to the end', 'other side broke'];
const values: Record<string, number> = {
  'break turn: North\u00001': 0.1,
  'break turn: North\u00002': 0.3,
  'break turn: North\u00003': 0.2,
  'break turn: North\u0000held to the end': 0.3,
  'break turn: North\u0000other side broke': 0.1,
  'break turn: South\u0000held to the end': 0.4,
  'break turn: South\u0000other side broke': 0.6,
  'men lost to artillery: North\u0000': 500,
  'men lost to assault: North\u0000': 250,
  'men lost in turn 2: North\u0000': 300,
};
const means = [
  'men lost to artillery: North',
  'men lost to assault: North',
  'men lost to artillery: South',
  'men lost to assault: South',
  'men lost in turn 1: North',
  'men lost in turn 2: North',
];
const dists = new Map([
  ['break turn: North', outcomes],
  ['break turn: South', outcomes],
  ['outcome', ['neither']],
]);

describe('engagementHeadline', () => {
  const h = engagementHeadline(dists, means, (m, o) => values[`${m}\u0000${o}`])!;

  it('gives the chance each side breaks, and the quartiles of the turn over the trials where it breaks', () => {
    // North breaks in 60%: a sixth in turn 1, a half by turn 2 (4/6 >= 1/2), three quarters only by turn 3
    expect(h.breaks[0]).toMatchObject({ side: 'North', quartiles: [2, 2, 3], held: 0.3, otherBroke: 0.1 });
    expect(h.breaks[0].chance).toBeCloseTo(0.6, 15);
    expect(h.breaks[1]).toMatchObject({
      side: 'South',
      chance: 0,
      quartiles: null,
      held: 0.4,
      otherBroke: 0.6,
    });
  });

  it('reads the losses by cause and by turn by name, 0 where a mean is missing at the point', () => {
    expect(h.causes).toEqual(['artillery', 'assault']);
    expect(h.losses[0]).toMatchObject({ side: 'North', byCause: [500, 250], perTurn: [0, 300, 0] });
  });

  it('is undefined for a result of another sim', () => {
    expect(engagementHeadline(new Map([['winner', ['attacker']]]), [], () => 0)).toBeUndefined();
  });
});
