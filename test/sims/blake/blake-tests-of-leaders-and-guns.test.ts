import { describe, expect, it } from 'vitest';
import { exactDist } from '../../engine/comparison/sim-harness.ts';

const react = (yaml: string) => exactDist('blake-reaction', yaml, 'reaction');

describe('Blake LIMBERING/UNLIMBERING on one D6', () => {
  it('"Roll one D6. Crews unlimber of limber on a score of anything but one": 5 in 6', () => {
    expect(react('test: limber').limbers).toBeCloseTo(5 / 6, 12);
  });
  it('"Militia and native gunners [-]1 to the D6 score, Elite gunners +1 to the D6 score [they cannot fail, wonderful aren\'t they!]"', () => {
    expect(react('test: limber\ngunners: militia').limbers).toBeCloseTo(4 / 6, 12);
    expect(react('test: limber\ngunners: native').limbers).toBeCloseTo(4 / 6, 12);
    expect(react('test: limber\ngunners: elite').limbers).toBe(1);
  });
});

describe('Blake LOSS OF A LEADER: the next officer takes command', () => {
  it('"For regulars a score of greater than 5 indicates that the next officer ... has assumed control": 1/2 a turn, so 3/4 within two turns, the rest still halted', () => {
    const d = react('test: replaceLeader\nregular: true');
    expect(d.replaced).toBeCloseTo(0.75, 12);
    expect(d.still_halted).toBeCloseTo(0.25, 12);
    expect(d.flees).toBe(0);
  });
  it('"For all others a score of 7 or greater is needed with the condition that two failures results in the CG fleeing the field": 0.4, then 0.6 x 0.6 flee', () => {
    const d = react('test: replaceLeader\nregular: false');
    expect(d.replaced).toBeCloseTo(1 - 0.36, 12);
    expect(d.flees).toBeCloseTo(0.36, 12);
  });
});

describe('Blake VOLUNTARY WITHDRAWAL FROM MELEE', () => {
  it('"To do this successfully they roll a D10 and score \'10\'. Elite and regulars +1 to the D10 score"', () => {
    expect(react('test: withdraw\nregular: false').withdraws).toBeCloseTo(0.1, 12);
    expect(react('test: withdraw\nregular: true').withdraws).toBeCloseTo(0.2, 12);
    expect(react('test: withdraw\nregular: false\nelite: true').withdraws).toBeCloseTo(0.2, 12);
  });
});

describe('Blake LOSS OF NON-REGULAR CinC', () => {
  it('"A score of 3 or less indicates that all stands flee the field ... Subtract 2 from the test D10 if the leader was charismatic"', () => {
    expect(react('test: cincLost').flee).toBeCloseTo(0.3, 12);
    expect(react('test: cincLost\ncharismatic: true').flee).toBeCloseTo(0.5, 12);
  });
  it('"If a CinC is killed all D and E class stands in their army flee the field"', () => {
    expect(react('test: cincLost\nclass: D').flee).toBe(1);
  });
});

describe('Blake: who tests when a CinC falls (switch cincLossTest)', () => {
  const flee = (yaml: string, reading: string) =>
    exactDist('blake-reaction', `test: cincLost\n${yaml}`, 'reaction', { cincLossTest: reading }).flee ?? 0;
  it('LOSS OF A LEADER: "When a CinC falls ... All non-regular CG should also do an immediate morale check": a regular CinC\'s fall tests the non-regular groups only (each, the default)', () => {
    expect(flee('cinc: regular\nregular: false', 'each')).toBeCloseTo(0.3, 12);
    expect(flee('cinc: regular\nregular: true', 'each')).toBe(0);
    // D and E class flee outright only when "a CinC is killed" under LOSS OF NON-REGULAR CinC
    expect(flee('cinc: regular\nregular: false\nclass: D', 'each')).toBeCloseTo(0.3, 12);
    expect(flee('cinc: nonRegular\nclass: D', 'each')).toBe(1);
  });
  it("nonRegularCinc: only LOSS OF NON-REGULAR CinC; a regular CinC's fall brings no test", () => {
    expect(flee('cinc: regular\nregular: false', 'nonRegularCinc')).toBe(0);
    expect(flee('cinc: nonRegular\nregular: true', 'nonRegularCinc')).toBeCloseTo(0.3, 12);
  });
  it('nonRegularGroups: only LOSS OF A LEADER; regular groups never test', () => {
    expect(flee('cinc: nonRegular\nregular: true', 'nonRegularGroups')).toBe(0);
    expect(flee('cinc: nonRegular\nregular: false', 'nonRegularGroups')).toBeCloseTo(0.3, 12);
  });
  it('nonRegularGroups: "If a CinC is killed all D and E class stands in their army flee the field": a regular D class group of a non-regular CinC flees too', () => {
    expect(flee('cinc: nonRegular\nregular: true\nclass: D', 'nonRegularGroups')).toBe(1);
    expect(flee('cinc: regular\nregular: true\nclass: D', 'nonRegularGroups')).toBe(0);
  });
});

describe('Blake SNIPERS', () => {
  it("\"Scores to locate the sniper are '8' if the sniper is using a black powder weapon or a '10' if using smokeless ammunition\"", () => {
    expect(react('test: locateSniper').located).toBeCloseTo(0.3, 12);
    expect(react('test: locateSniper\nammunition: smokeless').located).toBeCloseTo(0.1, 12);
  });
  it("\"To hit a target a sniper needs to score '9' or '10' on a D10 at over half range, or '8' '9' or '10' at under half range\"", () => {
    expect(react('test: sniperHit').hits).toBeCloseTo(0.2, 12);
    expect(react('test: sniperHit\nrange: withinHalf').hits).toBeCloseTo(0.3, 12);
  });
});
