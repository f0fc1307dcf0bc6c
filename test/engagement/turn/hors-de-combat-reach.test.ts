import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { within } from '../../../src/engagement/state/field-state.ts';
import { assaultPhase } from '../../../src/engagement/turn/assault-phase.ts';
import { fieldFrom } from './field.ts';

/** A veteran Union brigade assaulting an average Confederate one 4" away, its leader with it. */
const ASSAULT = `
sectors: [{gap: 4}]
sides:
  Union:
    doctrine: {assault: never}
    divisions: [{units: [{grade: veteran, bases: 6, sector: 0}]}]
  Confederate:
    doctrine: {assault: never}
    divisions: [{units: [{grade: average, bases: 6, sector: 0}]}]
`;

/** The assault phase from seed 4, only the Union leader able to roll: whether he rolled (hdc is written only for a roll). */
function assault(switches: Record<string, string>) {
  const { c, f } = fieldFrom(ASSAULT, switches);
  f.assaulting[0] = 1;
  f.horsDeCombat[1] = 1; // the Confederate leader is out: only the Union leader may roll
  c.hdc.baseHitsWithin4 = -1;
  assaultPhase(chunkStream(4, 0, 0), c, f, 0);
  return { c, f, rolled: c.hdc.baseHitsWithin4 !== -1 };
}

// §4.7 "roll 2D10 for each leader who was within 4" of any unit that suffered base hits during the phase in
// question"; §5.1 "Step 7: Leaders which have been within 4" of units that suffered base hits must roll for hors
// de combat. Step 8: After the first round of assaults is resolved, conduct all breakthrough movements and other
// mandatory moves"
describe('horsDeCombatReach: a leader\'s 4" to the units that suffered base hits', () => {
  it('seed 4: the defender loses a base 4" from the attacker, retreats to 10" from it; atHits (the default): the attacking leader rolls, endOfPhase: he does not', () => {
    for (const [switches, rolled] of [
      [{}, true],
      [{ horsDeCombatReach: 'atHits' }, true],
      [{ horsDeCombatReach: 'endOfPhase' }, false],
    ] as const) {
      const r = assault(switches);
      expect([switches, r.f.bases[1], r.f.pos[0], r.f.pos[1], within(r.c, r.f, 0, 1, 4)]).toEqual([
        switches,
        5,
        4,
        -10,
        false,
      ]);
      // enemy base hits make him roll and add nothing to it
      expect([switches, r.rolled, r.c.hdc.baseHitsWithin4]).toEqual([switches, rolled, rolled ? 0 : -1]);
    }
  });

  it("the phase's bookings are cleared with its bThisPhase", () => {
    const { c, f } = assault({});
    expect([...f.bThisPhase, ...f.bRecorded, ...f.hdcReach, ...f.hdcHits]).toEqual(
      new Array(2 * c.nUnits + 2 * c.nDivisions).fill(0),
    );
  });
});
