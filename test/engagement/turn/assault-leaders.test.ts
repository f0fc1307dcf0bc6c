import { describe, expect, it } from 'vitest';
import { gather, leaders, readLeadersAgain } from '../../../src/engagement/turn/gather.ts';
import { leadersNear } from '../../../src/engagement/turn/leaders-near.ts';
import { fieldFrom } from './field.ts';

// Sector 0: the Union brigade of an energetic leader's division, with a proficient leader of another division placed
// in its sector, against a Confederate brigade of a proficient leader; sector 1: the second Union division's brigade.
const LEADERS = `
sectors: [{gap: 4}, {gap: 8}]
sides:
  Union:
    divisions:
      - {leader: {class: energetic}, units: [{grade: average, sector: 0}]}
      - {leader: {class: proficient, sector: 0}, units: [{grade: average, sector: 1}]}
  Confederate:
    divisions:
      - {leader: {class: proficient}, units: [{grade: average, sector: 0}, {grade: average, sector: 1}]}
`;

/** [energetic, proficient] of both sides of the sector 0 assault, as leaders gives them. */
function read(c: ReturnType<typeof fieldFrom>['c'], f: ReturnType<typeof fieldFrom>['f']): number[][] {
  const [att, def] = c.sides;
  gather(c, f, 0, 0, 2, true, att);
  gather(c, f, 1, 0, 0, false, def);
  leaders(c, f, 0, att, def);
  return [
    [att.energeticLeaders, att.proficientLeaders],
    [def.energeticLeaders, def.proficientLeaders],
  ];
}

describe('§5.4 "for each friendly proficient or energetic leader within 2" of any participating brigade"', () => {
  it('counts every friendly leader in action standing with a side, as leadersNear does', () => {
    const { c, f } = fieldFrom(LEADERS);
    f.assaulting[0] = 1;
    readLeadersAgain(c);
    expect(read(c, f)).toEqual([
      [1, 1],
      [0, 1],
    ]);
    const [att, def] = c.sides;
    leadersNear(c, f, 0, att.units, att.n, c.leaderCount);
    expect([...c.leaderCount]).toEqual([1, 1]);
    leadersNear(c, f, 1, def.units, def.n, c.leaderCount);
    expect([...c.leaderCount]).toEqual([0, 1]);
  });

  it('§4.7 a leader hors de combat counts from the next assault phase: the phase reads its leaders in action once', () => {
    const { c, f } = fieldFrom(LEADERS);
    f.assaulting[0] = 1;
    readLeadersAgain(c);
    read(c, f);
    // the assault phase's leader checks come after its assaults (§5.1 step 7 books the hits; §4.7 checks them)
    f.horsDeCombat[0] = 1;
    expect(read(c, f)[0]).toEqual([1, 1]);
    readLeadersAgain(c);
    expect(read(c, f)[0]).toEqual([0, 1]);
  });
});
