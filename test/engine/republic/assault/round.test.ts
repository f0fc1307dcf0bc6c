import { describe, expect, it } from 'vitest';
import { ATT, D_INDEX, DEF, S } from '../../../../src/engine/republic/assault/assault-state.ts';
import { applyRound, unitDestroyed } from '../../../../src/engine/republic/assault/round.ts';
import { DEMORALIZED } from '../../../../src/engine/republic/rules/grades.ts';
import { assaultFrom } from '../../../helpers/republic.ts';

const VET_VS_AVG = `
assault: general
attacker: {grade: veteran}
defender: {grade: average}
`;

/** One round from the situation; `attackerMorale` sets a state the attacker reached in earlier rounds. */
function round(
  yaml: string,
  natA: number,
  natD: number,
  switches: Record<string, string> = {},
  attackerMorale?: number,
) {
  const c = assaultFrom(yaml, switches);
  const st = c.init.slice();
  if (attackerMorale !== undefined) st[S.MORALE + ATT] = attackerMorale;
  const again = applyRound(c, st, natA, natD);
  return { c, st, again };
}

// §5.1: "Attacker Unit A is a veteran infantry brigade. Defender Unit B is an average
// infantry brigade. Both are in the open, so the assault column used is Pitched Battle. Unit A
// rolls a natural 8 and Unit B rolls a natural 3. After die roll modifiers, the A to B modified
// difference is 9 to 3, which is an attacker win by six points to inflict three panic hits
// (3P). Unit B also lost the natural die roll by five points, and being an average unit it
// suffers one morale hit for each three point difference in the natural die roll (rounding
// up), resulting in two M hits. If Unit B had lost the natural die roll by three points, it
// would have received only one M hit."
describe('§5.1 worked example: Veteran against Average, Pitched Battle (the default five grades)', () => {
  it('natural 8 against 3 is modified 9 against 3: +6 gives the defender 3P, and losing the natural roll by 5 gives 2M', () => {
    const { c, st, again } = round(VET_VS_AVG, 8, 3);
    expect(c.column).toBe('PB');
    expect(c.staticMod[ATT] - c.staticMod[DEF]).toBe(1);
    expect(st[S.P_TAKEN + DEF]).toBe(3);
    expect(st[S.M_TAKEN + DEF]).toBe(2);
    expect(st[S.M_TAKEN + ATT]).toBe(0);
    expect(again).toBe(false);
    expect(st[S.DECISION]).toBe(D_INDEX.carry);
  });

  it('losing the natural roll by three points gives only one M hit', () => {
    const { st } = round(VET_VS_AVG, 8, 5);
    expect(st[S.M_TAKEN + DEF]).toBe(1);
  });

  it('the M hits round up: a veteran losing the natural roll by 1 still takes 1M', () => {
    // crack with repeaters (+6), natural 6, against a veteran (+1), natural 5: 12 v 6, +6 -> 3P
    const { st } = round(`attacker: {grade: crack, repeaters: true}\ndefender: {grade: veteran}`, 6, 5);
    expect(st[S.P_TAKEN + DEF]).toBe(3);
    expect(st[S.M_TAKEN + DEF]).toBe(1);
  });
});

describe('§5.1 All Out Assault', () => {
  const ALL_OUT = VET_VS_AVG.replace('general', 'allOut');
  it('a Win/Win adds one M hit on the loser and the C bonus to the next round', () => {
    const { st } = round(ALL_OUT, 8, 3);
    expect(st[S.M_TAKEN + DEF]).toBe(3);
    expect(st[S.C_BONUS]).toBe(1);
  });

  it('the C bonus is added to the attacker in the next round', () => {
    const c = assaultFrom(`assault: allOut\nattacker: {grade: average}\ndefender: {grade: average}`);
    const st = c.init.slice();
    // natural 6 v 5: +1, Roll again, and a Win/Win: 1M natural + 1M extra, C bonus
    expect(applyRound(c, st, 6, 5)).toBe(true);
    expect(st[S.M_TAKEN + DEF]).toBe(2);
    expect(st[S.C_BONUS]).toBe(1);
    // natural 4 v 5: 4 + 1 (C) against 5 - 2 (Rattled) = +2 -> 1P Drive away; without C it would be +1, Roll again
    expect(applyRound(c, st, 4, 5)).toBe(false);
    expect(st[S.DECISION]).toBe(D_INDEX.drive_away);
    expect(st[S.ROUND]).toBe(2);
  });

  it('mixed assaults keep the extra M without the C bonus (A4 extraM), or nothing (A4 none)', () => {
    const MIXED = VET_VS_AVG.replace('general', 'mixed');
    expect(round(MIXED, 8, 3).st[S.M_TAKEN + DEF]).toBe(3);
    expect(round(MIXED, 8, 3).st[S.C_BONUS]).toBe(0);
    expect(round(MIXED, 8, 3, { mixedAssaultBonus: 'none' }).st[S.M_TAKEN + DEF]).toBe(2);
    const withP = round(MIXED, 8, 3, { mixedAssaultBonus: 'extraMAndP' }).st;
    expect(withP[S.M_TAKEN + DEF]).toBe(3);
    expect(withP[S.P_TAKEN + DEF]).toBe(4);
  });
});

describe('§5.5 M hits past Demoralized become P hits', () => {
  // §5.5: "If a brigade begins the assault phase demoralized and then suffers 3P as a result
  // of the modified assault roll, and 1M as a result of the unmodified morale check, that 1M
  // will convert to a panic hit due to the unit already being demoralized. This means that
  // the unit suffers a Panic 4 and any related effects (retreat, rout, etc.)."
  it('a Demoralized defender taking 3P and 1M suffers Panic 4 and its loss number', () => {
    // natural 5 v 4: 5 + 1 (veteran) against 4 - 4 (demoralized): +6 -> 3P; lost by 1 -> 1M
    const { st } = round(VET_VS_AVG.replace('grade: average', 'grade: average, morale: demoralized'), 5, 4);
    expect(st[S.M_TAKEN + DEF]).toBe(1);
    expect(st[S.P_TAKEN + DEF]).toBe(4);
    expect(st[S.PANIC4] & 2).toBe(2);
    expect(st[S.RESPONSE + DEF]).toBe(4); // Rt
    expect(st[S.PRISONERS + DEF]).toBe(1); // P4 average: Rt 1
  });
});

describe('A1: who takes the natural-roll M hits', () => {
  // Crack with repeaters: +6. Natural 3 v 5 -> modified 9 v 5, +4: the attacker wins but loses the natural roll by 2.
  const STRONG = `attacker: {grade: crack, repeaters: true}\ndefender: {grade: average}`;
  it('loserAlways: the attacker, natural loser, still takes ceil(2/4) = 1M', () => {
    expect(round(STRONG, 3, 5).st[S.M_TAKEN + ATT]).toBe(1);
  });
  it('onlyIfLostModified: the attacker won the modified roll, so no M', () => {
    expect(round(STRONG, 3, 5, { naturalRollMoraleHits: 'onlyIfLostModified' }).st[S.M_TAKEN + ATT]).toBe(0);
  });
});

describe('modifiers and table ends', () => {
  it('a rear assault costs the defender 7 and a difference beyond +14 is clamped and flagged', () => {
    const { st } = round(
      `direction: rear\nattacker: {grade: crack, repeaters: true}\ndefender: {grade: untrained}`,
      10,
      1,
    );
    expect(st[S.CLAMPED]).toBe(1);
    expect(st[S.B_TAKEN + DEF]).toBe(3); // +14 PB: 4P 3B
  });

  it('outnumbering 2:1 costs the smaller side 2 (§5.4)', () => {
    const c = assaultFrom(`attacker: {grade: average, bases: 8}\ndefender: {grade: average, bases: 4}`);
    const at = (8 * (c.dMax + 1) + 4) * 2;
    expect(c.outMod[at + 1]).toBe(-2);
    expect(c.outMod[at]).toBe(0);
  });

  it('defenders struck in the flank inflict no outnumbering modifier, and are outflanked (-4)', () => {
    const c = assaultFrom(
      `direction: flank\nattacker: {grade: average, bases: 3}\ndefender: {grade: average, bases: 6}`,
    );
    const at = (3 * (c.dMax + 1) + 6) * 2;
    expect(c.outMod[at]).toBe(0);
    expect(c.staticMod[DEF]).toBe(-4);
  });

  it('§5.4 Outflanked "if a third or more of bases present are from outflanked units ... Units in buildings are not considered to have a flank ... one of the only modifiers that can happen when less than half of the involved bases are affected": 2 of 6 bases outside buildings are outflanked (-4); 1 of 6 is not', () => {
    const side = (outside: number) =>
      `direction: flank\nattacker: {grade: average, bases: 3}\ndefender:\n  units:\n    - {grade: average, bases: ${6 - outside}, inBuildings: true}\n    - {grade: average, bases: ${outside}}`;
    expect(assaultFrom(side(2)).staticMod[DEF]).toBe(-4);
    expect(assaultFrom(side(1)).staticMod[DEF]).toBe(0);
  });

  it("a side's extraModifier is added to its roll like any other", () => {
    const c = assaultFrom(
      `attacker: {grade: average, extraModifier: 3}\ndefender: {grade: average, extraModifier: -2}`,
    );
    expect(c.staticMod[ATT]).toBe(3);
    expect(c.staticMod[DEF]).toBe(-2);
  });

  it('cover points, leaders and skirmishers add up (§5.4)', () => {
    const c = assaultFrom(
      `attacker: {grade: average, leaders: {energetic: 1, proficient: 1}, skirmisherQuarters: 1}\ndefender: {grade: average, cover: heavy}`,
    );
    expect(c.staticMod[ATT]).toBe(1);
    expect(c.staticMod[DEF]).toBe(3);
  });

  // §5.5 Group Surrender: "Elite units will overrun the enemy formation and return to
  // friendly lines at the cost of one base hit (1B). All other troop grades will surrender."
  it('a unit that cannot retreat surrenders; crack breaks out at the cost of one base hit, not a prisoner (§5.5 Group Surrender)', () => {
    const trapped = round(
      `attacker: {grade: veteran}\ndefender: {grade: average, canRetreat: false}`,
      8,
      3,
    ).st;
    expect(trapped[S.DECISION]).toBe(D_INDEX.defender_surrenders);
    expect(trapped[S.BASES + DEF]).toBe(0);
    expect(trapped[S.DIVISION_TEST] & 2).toBe(2); // §5.5: a unit destroyed in the assault makes its division test
    // switch destroyedInAssaultTest p4Only: only a Panic 4 makes the division test (§6.2); this surrender had none
    const p4Only = round(`attacker: {grade: veteran}\ndefender: {grade: average, canRetreat: false}`, 8, 3, {
      destroyedInAssaultTest: 'p4Only',
    }).st;
    expect(p4Only[S.DECISION]).toBe(D_INDEX.defender_surrenders);
    expect(p4Only[S.PANIC4] & 2).toBe(0);
    expect(p4Only[S.DIVISION_TEST] & 2).toBe(0);
    // +14 PB is 4P 3B: three bases fall, then the crack unit breaks out for one more B hit
    const crack = round(
      `attacker: {grade: crack, repeaters: true}\ndefender: {grade: crack, canRetreat: false}`,
      10,
      1,
    ).st;
    expect(crack[S.PRISONERS + DEF]).toBe(0);
    expect(crack[S.B_TAKEN + DEF]).toBe(4);
    expect(crack[S.BASES + DEF]).toBe(2);
    expect(crack[S.DECISION]).not.toBe(D_INDEX.defender_surrenders);
  });

  it('a side that surrenders is named as surrendering even when the other side also retires', () => {
    // Pitched Battle 0 is "1M each Roll again": two Demoralized sides each turn the M into a P hit.
    // The attacker became Demoralized in an earlier round: it may not start an assault so (§2.3).
    const both = round(
      `attacker: {grade: average, canRetreat: false}\ndefender: {grade: average, morale: demoralized}`,
      5,
      5,
      {},
      DEMORALIZED,
    ).st;
    expect(both[S.RESPONSE + DEF]).toBeGreaterThanOrEqual(0);
    expect(both[S.DECISION]).toBe(D_INDEX.attacker_surrenders);
    const neither = round(
      `attacker: {grade: average, canRetreat: false}\ndefender: {grade: average, morale: demoralized, canRetreat: false}`,
      5,
      5,
      {},
      DEMORALIZED,
    ).st;
    expect(neither[S.DECISION]).toBe(D_INDEX.both_surrender);
  });
});

// §5.5 "If a unit is completely destroyed during the course of the assault phase, the parent division must still
// check for panic"; a battery is a unit (§1.3)
describe('a unit destroyed in the assault (§5.5)', () => {
  const SIDE = `attacker: {grade: veteran}
defender:
  units:
    - {bases: 2, grade: average}
    - {arm: artillery, bases: 2, grade: average}
    - {arm: artillery, bases: 1, grade: average}`;
  it("the brigades all gone with batteries still standing, or the smallest artillery unit's batteries lost", () => {
    const c = assaultFrom(SIDE);
    expect(Array.from(c.batteryUnit)).toEqual([0, 1]);
    const st = c.init.slice();
    expect(unitDestroyed(c, st, DEF)).toBe(false);
    st[S.BASES + DEF] = 0;
    expect(unitDestroyed(c, st, DEF)).toBe(true);
    st[S.BASES + DEF] = 1;
    st[S.BATTERIES + DEF] = 2;
    st[S.BATTERIES_LOST + DEF] = 1;
    expect(unitDestroyed(c, st, DEF)).toBe(true);
    // an attacker with no bases lost and no batteries destroyed nothing
    expect(unitDestroyed(c, st, ATT)).toBe(false);
  });
  it('one artillery unit of two batteries is destroyed only when both are lost', () => {
    const c = assaultFrom(`attacker: {grade: veteran}
defender:
  units:
    - {bases: 2, grade: average}
    - {arm: artillery, bases: 2, grade: average}`);
    const st = c.init.slice();
    st[S.BATTERIES + DEF] = 1;
    st[S.BATTERIES_LOST + DEF] = 1;
    expect(unitDestroyed(c, st, DEF)).toBe(false);
    st[S.BATTERIES + DEF] = 0;
    st[S.BATTERIES_LOST + DEF] = 2;
    expect(unitDestroyed(c, st, DEF)).toBe(true);
  });
});

// §5.5 "Artillery batteries required to rout are abandoned (captured/lost) regardless of other results." The single
// assault reads a side as one formation with one Panic Index line: its loss number is the formation's, taken from
// its bases, and its batteries are abandoned besides. A side of batteries alone has its loss in them.
describe('§5.5 a routed side with batteries', () => {
  const P4 = (defender: string) => {
    // natural 5 v 4, veteran against a Demoralized defender: 3P and 1M past Demoralized, Panic 4, average Rt 1
    const { st } = round(`attacker: {grade: veteran}\n${defender}`, 5, 4);
    return [S.BASES, S.BATTERIES, S.BATTERIES_LOST, S.PRISONERS, S.RESPONSE].map((x) => st[x + DEF]);
  };
  it('a brigade of 3 bases and a battery: the battery abandoned, the Rt 1 a prisoner from the bases', () => {
    expect(
      P4(`defender:
  units:
    - {bases: 3, grade: average, morale: demoralized}
    - {arm: artillery, bases: 1, grade: average, morale: demoralized}`),
    ).toEqual([2, 0, 1, 1, 4]);
  });
  it('a battery alone: abandoned, its loss, no prisoner besides', () => {
    expect(P4('defender: {arm: artillery, bases: 1, grade: average, morale: demoralized}')).toEqual([
      0, 0, 1, 0, 4,
    ]);
  });
});
