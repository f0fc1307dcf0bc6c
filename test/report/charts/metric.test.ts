import { describe, expect, it } from 'vitest';
import { chanceOf, meanTitle, titleHead, type MetricRef } from '../../../src/report/charts/metric.ts';

const winner: MetricRef = {
  name: 'winner',
  title: 'Who holds the ground: the side not forced back (§5.5)',
  kind: 'probability',
  unit: 'probability',
  outcomes: ['attacker', 'defender'],
};

describe('what a chart says it plots', () => {
  it('says a side outcome with what the side did, never "chance of attacker"', () => {
    expect(titleHead(winner.title)).toBe('who holds the ground');
    expect(chanceOf({ ...winner, outcome: 'attacker' })).toBe('chance: who holds the ground = attacker');
    expect(
      chanceOf({
        ...winner,
        title: 'Panic 4 event, even if the unit is then destroyed or captured (§4.6, §6.2)',
        outcome: 'defender',
      }),
    ).toBe('chance: panic 4 event = defender');
    expect(chanceOf({ ...winner, title: 'How the assault ends', outcome: 'drive_away' })).toBe(
      'chance of drive away',
    );
  });

  it("says whose a side's outcome is: the defender's F, not F alone", () => {
    const response = { ...winner, title: "Defender's panic response (§5.5)", outcomes: ['none', 'F'] };
    expect(chanceOf({ ...response, outcome: 'F' })).toBe("chance: defender's panic response = F (fall back)");
    expect(
      chanceOf({
        ...response,
        title: "Main target's panic response from its Panic Index line (§4.6, §4.7)",
        outcome: 'Rt',
      }),
    ).toBe("chance: main target's panic response from its Panic Index line = Rt (rout)");
  });

  it("names a mean's unit once", () => {
    expect(meanTitle({ title: 'Defender P hits taken', unit: 'P hits' })).toBe('Defender P hits taken');
    expect(meanTitle({ title: 'Confederate men lost', unit: 'men' })).toBe('Confederate men lost');
    expect(meanTitle({ title: 'Attacker B hits taken', unit: 'bases' })).toBe(
      'Attacker B hits taken (bases)',
    );
  });
});
