import { describe, expect, it } from 'vitest';
import { RESPONSES } from '../../../src/engine/notation/panic-response.ts';
import { assaultPhase } from '../../../src/engagement/turn/assault-phase.ts';
import { commandPhase } from '../../../src/engagement/turn/command-phase.ts';
import { ATT, S } from '../../../src/engine/republic/assault/assault-state.ts';
import { takePrisoners } from '../../../src/engine/republic/assault/round.ts';
import { forcedMove, panicHits } from '../../../src/engagement/turn/forced-move.ts';
import { horsDeCombatCheck } from '../../../src/engagement/turn/hors-de-combat-check.ts';
import { fieldFrom, ONE_EACH, scriptedDice } from './field.ts';

const rank = (r: string) => RESPONSES.indexOf(r as (typeof RESPONSES)[number]);

describe('A23 forcedMoveMatch (§6.1 "will only move enough to match the new mandatory move result")', () => {
  it('divisionalOnly (the default; §3.3 "will always be conducted out to the maximum distance required for that mandatory order"): a brigade that withdrew 8" (W) and then falls back (F, 10") moves 10" more, but a divisional panic move still only matches; allForcedMoves: 2" more', () => {
    const all = fieldFrom(ONE_EACH, { forcedMoveMatch: 'allForcedMoves' });
    forcedMove(all.c, all.f, 0, rank('W'), false, rank('W'));
    forcedMove(all.c, all.f, 0, rank('F'), false, rank('F'));
    expect(all.f.pos[0]).toBe(-10);
    const only = fieldFrom(ONE_EACH);
    forcedMove(only.c, only.f, 0, rank('W'), false, rank('W'));
    forcedMove(only.c, only.f, 0, rank('F'), false, rank('F'));
    expect(only.f.pos[0]).toBe(-18);
    forcedMove(only.c, only.f, 0, rank('Rt'), false, rank('Rt'), true);
    expect(only.f.pos[0]).toBe(-18); // Rt 14" is less than the 18" already moved back
  });
});

describe('§6.1 "Units within the division which have already conducted other forced retrograde moves during the current turn\'s assault phase will only move enough to match the new mandatory move result"', () => {
  it('a brigade that withdrew 8" (W) in the fire phase (§4.7) makes its divisional rout (Rt, 14") in full; one that withdrew in the assault phase moves 6" more', () => {
    const fire = fieldFrom(ONE_EACH);
    forcedMove(fire.c, fire.f, 0, rank('W'), false, rank('W'));
    assaultPhase(scriptedDice([]), fire.c, fire.f, 0); // nothing to fight
    forcedMove(fire.c, fire.f, 0, rank('Rt'), false, rank('Rt'), true);
    expect(fire.f.pos[0]).toBe(-22);
    const assault = fieldFrom(ONE_EACH);
    assaultPhase(scriptedDice([]), assault.c, assault.f, 0);
    forcedMove(assault.c, assault.f, 0, rank('W'), false, rank('W'));
    forcedMove(assault.c, assault.f, 0, rank('Rt'), false, rank('Rt'), true);
    expect(assault.f.pos[0]).toBe(-14);
  });
});

describe('A21 retreatDisorder (§1.7 "Attacker applies charge disorder" against §5.6 "... or which retreated/routed during the turn")', () => {
  it("bothSides: the defender's brigade that retreated takes the disorder 1M; attackerOnly: it does not", () => {
    for (const [reading, morale] of [
      ['bothSides', 1],
      ['attackerOnly', 0],
    ] as const) {
      const { c, f } = fieldFrom(ONE_EACH, { retreatDisorder: reading });
      f.response[1] = rank('Re');
      assaultPhase(scriptedDice([]), c, f, 0);
      expect([reading, f.morale[1]]).toEqual([reading, morale]);
    }
  });
});

describe('A22 rallyLosses (§2.3 "the unit\'s current losses from base hits")', () => {
  it('a Rattled brigade with 2 bases lost as prisoners: allLosses counts them against its rally roll, baseHits does not', () => {
    const moraleAfter = (reading: string) => {
      const { c, f } = fieldFrom(
        ONE_EACH.replace(
          '{grade: average, sector: 0}]}]\n  Confederate',
          '{grade: average, bases: 4, morale: rattled, sector: 0}]}]\n  Confederate',
        ),
        { rallyLosses: reading },
      );
      f.prisoners[0] = 2;
      commandPhase(scriptedDice([6]), c, f, 0);
      return f.morale[0];
    };
    // the same die of 6: with 33% lost it stays Rattled; without, it rallies to Formed (provisional rally table)
    expect([moraleAfter('allLosses'), moraleAfter('baseHits')]).toEqual([2, 0]);
  });
});

describe('A24 chargeDisorder (§3.1 "one morale hit (1M)" for charge movement, §5.6 charge disorder "one morale hit")', () => {
  it('once: a brigade that used charge movement takes 1M at the end of the assault phase; twice: 2M', () => {
    for (const [reading, morale] of [
      ['once', 1],
      ['twice', 2],
    ] as const) {
      const { c, f } = fieldFrom(ONE_EACH, { chargeDisorder: reading });
      f.charged[0] = 1;
      assaultPhase(scriptedDice([]), c, f, 0);
      expect([reading, f.morale[0]]).toEqual([reading, morale]);
    }
  });
});

describe('A25 basesLostCount (§5.4 "for each of their own combat bases lost from participating units so far during the current player turn")', () => {
  it('allLosses: prisoners and Panic 4 deserters count among the bases lost this turn; baseHits: they do not', () => {
    const st = new Int32Array(S.SIZE);
    st[S.BASES + ATT] = 6;
    takePrisoners({ lostCountsPrisoners: 1 }, st, ATT, 2);
    expect([st[S.BASES + ATT], st[S.PRISONERS + ATT], st[S.LOST + ATT]]).toEqual([4, 2, 2]);
    takePrisoners({ lostCountsPrisoners: 0 }, st, ATT, 1);
    expect([st[S.PRISONERS + ATT], st[S.LOST + ATT]]).toEqual([3, 2]);
    for (const [reading, lost] of [
      ['baseHits', 0],
      ['allLosses', 1],
    ] as const) {
      const { c, f } = fieldFrom(ONE_EACH, { basesLostCount: reading });
      panicHits(c, f, 0, 4, true); // an average brigade's Panic 4: its loss number, one base, deserts
      expect([reading, f.deserted[0], f.lostThisTurn[0]]).toEqual([reading, 1, lost]);
    }
  });
  it('the default is allLosses: "each of their own combat bases lost" (§5.4), a deserter counting', () => {
    const { c, f } = fieldFrom(ONE_EACH);
    panicHits(c, f, 0, 4, true);
    expect(f.lostThisTurn[0]).toBe(1);
  });
});

describe('§4.7 Hors de Combat: "each leader who was within 4" of any unit that suffered base hits"', () => {
  it('the Union leader rolls for base hits on the enemy brigade 4" from his own, not 8" from it', () => {
    for (const [gap, dice] of [
      [4, 4],
      [8, 2],
    ] as const) {
      const { c, f } = fieldFrom(ONE_EACH.replace('gap: 8', `gap: ${gap}`));
      f.bThisPhase[1] = 2;
      const rolled = scriptedDice([1, 2, 3, 4]);
      horsDeCombatCheck(rolled, c, f);
      expect([gap, 4 - rolled.left()]).toEqual([gap, dice]);
    }
  });

  it('"Add one (+1) to the hors de combat die roll for each friendly unit within 4" which suffered base hits ... add one point per base hit within range": enemy base hits trigger the roll but add nothing', () => {
    for (const [own, enemy, modifier] of [
      [0, 2, 0],
      [1, 2, 1],
      [3, 0, 3],
    ] as const) {
      const { c, f } = fieldFrom(ONE_EACH.replace('gap: 8', 'gap: 4'));
      f.horsDeCombat[1] = 1; // only the Union leader rolls
      f.bThisPhase[0] = own;
      f.bThisPhase[1] = enemy;
      const rolled = scriptedDice([3, 4]);
      horsDeCombatCheck(rolled, c, f);
      expect([own, enemy, rolled.left(), c.hdc.baseHitsWithin4]).toEqual([own, enemy, 0, modifier]);
    }
  });
});

// §4.7 "As with other panic hits suffered outside of the assault phase, any base hits suffered in case of a Panic 4
// event count as deserters": the Panic Index's P3 for untrained is "Rt 1"
describe('A26 panicLossLevels: the loss number of P hits from fire below Panic 4', () => {
  it('an untrained brigade at fire Panic 3 routs; under panic4Only it loses no base, under everyLevel its loss number, 1, deserts', () => {
    for (const [reading, deserted] of [
      ['panic4Only', 0],
      ['everyLevel', 1],
    ] as const) {
      const { c, f } = fieldFrom(ONE_EACH.replace('grade: average', 'grade: untrained'), {
        panicLossLevels: reading,
      });
      panicHits(c, f, 0, 3, false);
      expect([reading, f.response[0], f.deserted[0], f.bases[0]]).toEqual([
        reading,
        rank('Rt'),
        deserted,
        6 - deserted,
      ]);
    }
  });
});
