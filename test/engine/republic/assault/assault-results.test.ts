import { describe, expect, it } from 'vitest';
import {
  ATT,
  D_INDEX,
  DECISIONS,
  DEF,
  S,
  WINNERS,
  WINNER_OF_DECISION,
} from '../../../../src/engine/republic/assault/assault-state.ts';
import {
  applyRound,
  decide,
  movedDecision,
  unitDisorder,
  winnerOf,
} from '../../../../src/engine/republic/assault/round.ts';
import { ACTIONS } from '../../../../src/engine/notation/assault-cell.ts';
import { assaultFrom } from '../../../helpers/republic.ts';
import { compileText, distOf, exactOf } from '../../../sims/republic/compile-situation.ts';

function round(yaml: string, natA: number, natD: number, switches: Record<string, string> = {}) {
  const c = assaultFrom(yaml, switches);
  const st = c.init.slice();
  const again = applyRound(c, st, natA, natD);
  return { c, st, again };
}

const RE = 3;
const RT = 4;
// Crack with repeaters (+6) against a brigade of four bases and two batteries that fired this turn.
const GUNS = (grade: string) => `
attacker: {grade: crack, repeaters: true}
defender:
  units:
    - {bases: 4, grade: ${grade}}
    - {arm: artillery, bases: 2, grade: ${grade}, fired: true}
`;

describe('§5.5 batteries take damage, not removal', () => {
  // §5.5: "A defending infantry brigade and two artillery batteries jointly lose an assault
  // with a 1B hit. The infantry suffers one base loss, and one of the artillery batteries
  // also suffers one base hit (which is a damage hit for artillery)."
  it('the §5.5 example: a brigade and two batteries losing with 1B lose one base, and the batteries one damage point', () => {
    // natural 4 v 2: 4 + 6 against 2 + 0 = +8, Pitched Battle 3P 1B Carry
    const { st } = round(GUNS('average'), 4, 2);
    expect(st[S.B_TAKEN + DEF]).toBe(1);
    expect(st[S.BASES + DEF]).toBe(3);
    expect(st[S.BATTERY_DAMAGE + DEF]).toBe(1);
    expect(st[S.BATTERIES + DEF]).toBe(2);
    expect(st[S.RESPONSE + DEF]).toBe(2); // average P3: F, the batteries limber up
  });
  it('A19 eachBattery: the same 1B puts a damage point on each of the two batteries', () => {
    const { st } = round(GUNS('average'), 4, 2, { batteryAssaultDamage: 'eachBattery' });
    expect(st[S.B_TAKEN + DEF]).toBe(1);
    expect(st[S.BATTERY_DAMAGE + DEF]).toBe(2);
  });

  // §5.5: "Batteries required to retreat may also limber-up, but each suffers one damage
  // point (base hit). Artillery batteries required to rout are abandoned (captured/lost)
  // regardless of other results."
  it('batteries required to retreat each take one damage point', () => {
    // natural 5 v 5: +6 against green -1 = +7, 3P Carry; green P3 is Re
    const { st } = round(GUNS('green'), 5, 5);
    expect(st[S.RESPONSE + DEF]).toBe(RE);
    expect(st[S.BATTERY_DAMAGE + DEF]).toBe(2);
    expect(st[S.BATTERIES_LOST + DEF]).toBe(0);
    expect(st[S.B_TAKEN + DEF]).toBe(0);
  });

  it('batteries required to rout are abandoned; the loss number falls on the bases', () => {
    // natural 5 v 5: +6 against untrained -2 = +8, 3P 1B Carry; untrained P3 is Rt 1
    const { st } = round(GUNS('untrained'), 5, 5);
    expect(st[S.RESPONSE + DEF]).toBe(RT);
    expect(st[S.BATTERIES_LOST + DEF]).toBe(2);
    expect(st[S.BATTERIES + DEF]).toBe(0);
    expect(st[S.BATTERY_DAMAGE + DEF]).toBe(1);
    expect(st[S.BASES + DEF]).toBe(2); // 4 - 1B - 1 prisoner
    expect(st[S.PRISONERS + DEF]).toBe(1);
  });

  it('a battery counts as one combat base for outnumbering (§5.2 Artillery)', () => {
    const c = assaultFrom(GUNS('average'));
    expect(c.dMax).toBe(6);
    expect(c.init[S.BASES + DEF]).toBe(4);
    expect(c.init[S.BATTERIES + DEF]).toBe(2);
  });

  it('damage already on the batteries is carried as state and reported apart', () => {
    const c = assaultFrom(GUNS('average').replace('fired: true', 'fired: true, damage: 3'));
    expect(c.init[S.DAMAGE_BEFORE + DEF]).toBe(3);
    expect(c.init[S.BATTERY_DAMAGE + DEF]).toBe(0);
  });

  it('fresh artillery: +1 per battery that did not fire this turn, for the defender only (§5.4)', () => {
    expect(assaultFrom(GUNS('average').replace(', fired: true', '')).staticMod[DEF]).toBe(2);
    expect(assaultFrom(GUNS('average')).staticMod[DEF]).toBe(0);
    const attackerGuns = assaultFrom(
      `attacker:\n  units:\n    - {bases: 4, grade: average}\n    - {arm: artillery, bases: 2, grade: average}\ndefender: {grade: average}`,
    );
    expect(attackerGuns.staticMod[ATT]).toBe(0);
  });

  it('solo artillery does not assault: the situation is refused quoting §5.1', () => {
    expect(() =>
      assaultFrom(`attacker: {arm: artillery, bases: 2, grade: veteran}\ndefender: {grade: average}`),
    ).toThrow(
      /test\.yaml:1: attacker: expected infantry or cavalry with the batteries: "Solo artillery batteries .* do not by themselves initiate an assault" \(§5\.1\)/,
    );
  });

  it('replaced fields are refused with what to write instead', () => {
    expect(() =>
      assaultFrom(`attacker: {grade: veteran}\ndefender: {grade: average, freshBatteries: 1}`),
    ).toThrow(/defender\.freshBatteries: no longer read; list the batteries as units/);
    expect(() =>
      assaultFrom(`attacker: {grade: veteran, canAdvance: false}\ndefender: {grade: average}`),
    ).toThrow(/attacker\.canAdvance: no longer read; use movementLeft/);
    expect(() => assaultFrom(`attacker: {grade: veteran}\ndefender: {grade: average, fired: true}`)).toThrow(
      /defender\.fired: expected only on an artillery unit/,
    );
    expect(() =>
      assaultFrom(`attacker: {grade: veteran}\ndefender: {grade: average, movementLeft: false}`),
    ).toThrow(/defender\.movementLeft: expected only on the attacker/);
  });
});

describe('§5.5 panic results', () => {
  // §5.5: "A veteran grade unit suffers two panic hits as a result of an assault. ... The
  // result column indicates a W, meaning that the unit would withdraw without further
  // loss. If the unit had been composed of untrained troops, it would have received an Re
  // result, which would result in one retreat move."
  it('the §5.5 example: a Veteran unit with two panic hits withdraws (W)', () => {
    // veteran v veteran, natural 5 v 1: +4, Pitched Battle 2P Carry
    const { st } = round(`attacker: {grade: veteran}\ndefender: {grade: veteran}`, 5, 1);
    expect(st[S.P_TAKEN + DEF]).toBe(2);
    expect(st[S.RESPONSE + DEF]).toBe(1); // W
    expect(st[S.PRISONERS + DEF]).toBe(0);
  });

  it('the §5.5 example: an Untrained unit with two panic hits retreats (Re)', () => {
    const { st } = round(`attacker: {grade: untrained}\ndefender: {grade: untrained}`, 5, 1);
    expect(st[S.P_TAKEN + DEF]).toBe(2);
    expect(st[S.RESPONSE + DEF]).toBe(RE);
  });

  // §4.6: "Any panic hits inflicted are still active for purposes of division panic even if B
  // hits completely destroy the unit in question." §6.2: "if the unit(s) which experienced
  // the P4 hit were entirely destroyed, deserted or captured, the division still reacts".
  it('a Panic 4 event counts even when the same result destroys the unit', () => {
    // a demoralized base alone: 5 v 5 +1 (veteran) +4 (6:1) +4 (demoralized) = +9, 4P 1B
    const { st } = round(
      `attacker: {grade: veteran}\ndefender: {grade: average, bases: 1, morale: demoralized}`,
      5,
      5,
    );
    expect(st[S.BASES + DEF]).toBe(0);
    expect(st[S.PANIC4] & 2).toBe(2);
    expect(st[S.DIVISION_TEST] & 2).toBe(2);
    expect(st[S.DECISION]).toBe(D_INDEX.defender_destroyed);
  });

  // §5.5: "If a unit is completely destroyed during the course of the assault phase, the
  // parent division must still check for panic".
  it('a unit completely destroyed in the assault makes its division test, without a Panic 4', () => {
    // two bases struck in the rear: 5 v 5 +1 +3 (3:1) +7 (rear) = +11, Pitched Battle 4P 2B
    const { st } = round(
      `direction: rear\nattacker: {grade: veteran}\ndefender: {grade: average, bases: 2}`,
      5,
      5,
    );
    expect(st[S.BASES + DEF]).toBe(0);
    expect(st[S.DIVISION_TEST] & 2).toBe(2);
    const surrendered = round(
      `attacker: {grade: veteran}\ndefender: {grade: average, canRetreat: false}`,
      8,
      3,
    ).st;
    expect(surrendered[S.PANIC4]).toBe(0);
    expect(surrendered[S.DIVISION_TEST]).toBe(2);
  });
});

describe('§5.5 Stalled Assaults', () => {
  const VET_VS_AVG = (attacker = '', assault = 'general') =>
    `assault: ${assault}\nattacker: {grade: veteran${attacker}}\ndefender: {grade: average}`;
  // natural 2 v 5: 2 + 1 against 5 = -2, Pitched Battle Break off
  it('a break-off costs one M hit on top of the natural roll', () => {
    const { st } = round(VET_VS_AVG(), 2, 5);
    expect(st[S.DECISION]).toBe(D_INDEX.break_off);
    expect(st[S.M_TAKEN + ATT]).toBe(2);
  });

  // §5.5: "Assaulting units which have insufficient remaining movement to execute carry
  // position, breakthrough or break-off results are stalled. Stalled units shall still conduct
  // further assault rounds against their opposing enemy formations until they are no longer
  // facing within the 2" All Out assault range of each other."
  it('without movement a break-off stalls: no break-off M hit, both sides hold', () => {
    const { st, again } = round(VET_VS_AVG(', movementLeft: false'), 2, 5);
    expect(again).toBe(false);
    expect(st[S.DECISION]).toBe(D_INDEX.break_off_stalled);
    expect(WINNERS[WINNER_OF_DECISION[st[S.DECISION]]]).toBe('both_hold');
    expect(st[S.M_TAKEN + ATT]).toBe(1);
  });

  it('a stalled break-off within 2" (all-out) fights another round', () => {
    const { st, again } = round(VET_VS_AVG(', movementLeft: false', 'allOut'), 2, 5);
    expect(again).toBe(true);
    expect(st[S.ROUND]).toBe(1);
  });

  it('no movement left stalls a carry; a position it cannot enter leaves a drive away', () => {
    expect(round(VET_VS_AVG(', movementLeft: false'), 8, 3).st[S.DECISION]).toBe(D_INDEX.stalled);
    expect(round(VET_VS_AVG(', canEnterPosition: false'), 8, 3).st[S.DECISION]).toBe(D_INDEX.drive_away);
    expect(round(VET_VS_AVG(), 8, 3).st[S.DECISION]).toBe(D_INDEX.carry);
  });
});

describe('§5.4 a square against solo cavalry', () => {
  const out = (yaml: string, a: number, d: number) => {
    const c = assaultFrom(yaml);
    const at = (a * (c.dMax + 1) + d) * 2;
    return [c.outMod[at], c.outMod[at + 1]];
  };
  // §5.4: "Infantry in square being assaulted by solo enemy cavalry (e.g. - no enemy infantry
  // assaulting at the same time) suffer a maximum ratio modifier of 3:2."
  it('the square suffers at most the 3:2 modifier from solo cavalry', () => {
    expect(
      out(
        `attacker: {arm: cavalry, grade: average, bases: 9}\ndefender: {grade: average, bases: 3, square: true}`,
        9,
        3,
      ),
    ).toEqual([0, -1]);
  });
  it('with infantry assaulting at the same time the square suffers the full ratio', () => {
    const mixed = `attacker:\n  units:\n    - {arm: cavalry, bases: 6, grade: average}\n    - {bases: 3, grade: average}\ndefender: {grade: average, bases: 3, square: true}`;
    expect(out(mixed, 9, 3)).toEqual([0, -3]);
  });
  it('cavalry outnumbered by a square keep their own penalty', () => {
    expect(
      out(
        `attacker: {arm: cavalry, grade: average, bases: 2}\ndefender: {grade: average, bases: 6, square: true}`,
        2,
        6,
      ),
    ).toEqual([-3, 0]);
  });
});

describe('§5.6 charge and retreat disorder at the end of the phase', () => {
  it('an attacker that used charge movement takes one M hit after the assault', () => {
    const plain = round(`attacker: {grade: veteran}\ndefender: {grade: average}`, 8, 3).st;
    const charged = round(
      `attacker: {grade: veteran, chargeMovement: true}\ndefender: {grade: average}`,
      8,
      3,
    ).st;
    expect(plain[S.MORALE + ATT]).toBe(0);
    expect(charged[S.MORALE + ATT]).toBe(1);
    expect(charged[S.DISORDER]).toBe(1);
    expect(charged[S.M_TAKEN + ATT]).toBe(0); // not an assault hit
  });

  it('a unit that retreated takes one M hit at the end of the phase', () => {
    const { st } = round(GUNS('green'), 5, 5);
    expect(st[S.M_TAKEN + DEF]).toBe(0);
    expect(st[S.MORALE + DEF]).toBe(1);
    expect(st[S.DISORDER] & 2).toBe(2);
  });

  it('A11: a routing unit takes its rout hit and the disorder hit (two), or one in all (one)', () => {
    expect(round(GUNS('untrained'), 5, 5).st[S.MORALE + DEF]).toBe(2);
    expect(round(GUNS('untrained'), 5, 5, { routDisorder: 'one' }).st[S.MORALE + DEF]).toBe(1);
  });

  // §5.6 "Units which use any of their assault bonus movement (also known as charge movement) or which retreated/routed
  // during the turn will suffer charge disorder ... one morale hit"; §5.5 "Units that rout will suffer an additional morale hit"
  it('A11 one: an attacker that charged and then routed takes no disorder beyond its rout hit; two: one more; A24 twice adds only the §3.1 charge hit', () => {
    const hitsAfter = (switches: Record<string, string>) => {
      const c = assaultFrom(
        `attacker: {grade: veteran, chargeMovement: true}\ndefender: {grade: average}`,
        switches,
      );
      const st = c.init.slice();
      st[S.RESPONSE + ATT] = RT;
      st[S.MORALE + ATT] = 1; // Formed + the rout hit
      unitDisorder(c, st, ATT, D_INDEX.repulsed, true);
      return st[S.MORALE + ATT];
    };
    expect(hitsAfter({ routDisorder: 'one' })).toBe(1);
    expect(hitsAfter({ routDisorder: 'two' })).toBe(2);
    expect(hitsAfter({ routDisorder: 'one', chargeDisorder: 'twice' })).toBe(2);
  });

  it("A21: the defender's retreat costs it the disorder hit (bothSides), or only the attacker's units take it (attackerOnly)", () => {
    expect(round(GUNS('green'), 5, 5).st[S.MORALE + DEF]).toBe(1);
    const attackerOnly = round(GUNS('green'), 5, 5, { retreatDisorder: 'attackerOnly' }).st;
    expect(attackerOnly[S.RESPONSE + DEF]).toBe(RE);
    expect(attackerOnly[S.MORALE + DEF]).toBe(0);
    expect(attackerOnly[S.DISORDER]).toBe(0);
  });

  // §5.5: "Units whose assault results state that they must breakthrough will move to the limit of their
  // full assault movement (even if movement orders are violated as a result) unless countermanded by a new assault result."
  it('a "Breakthrough must" cell that wipes the defender out still moves the attacker to its limit: the disorder hit', () => {
    // crack with repeaters, natural 10 v 4: +12, Pitched Battle 4P 2B Breakthrough must; the defender had 2 bases
    const { st } = round(
      `attacker: {grade: crack, repeaters: true, bases: 2}\ndefender: {grade: average, bases: 2}`,
      10,
      4,
    );
    expect(st[S.DECISION]).toBe(D_INDEX.defender_destroyed);
    expect(st[S.MORALE + ATT]).toBe(1);
    expect(st[S.DISORDER]).toBe(1);
  });

  it('so does one the defender surrenders to (it cannot retreat): the position is as empty', () => {
    // crack with repeaters, natural 10 v 4: +12, 4P 2B Breakthrough must; average P4 with no way back surrenders
    const { st } = round(
      `attacker: {grade: crack, repeaters: true, bases: 8}\ndefender: {grade: average, bases: 8, canRetreat: false}`,
      10,
      4,
    );
    expect(st[S.DECISION]).toBe(D_INDEX.defender_surrenders);
    expect(st[S.MORALE + ATT]).toBe(1);
  });

  // §5.5: "An overrun allows assaulting cavalry to break past ... Cavalry which remains in all-out assault contact
  // range (2") with an enemy unit due to refusal to conduct the overrun must conduct further assault rounds"
  it('an overrun may be refused, so it costs no charge disorder of itself', () => {
    // crack cavalry with repeaters against a defender in light cover, natural 10 v 1: Defender Advantage, 3P 1B Overrun
    const cavalry = `attacker: {arm: cavalry, grade: crack, repeaters: true, bases: 6}\ndefender: {grade: average, bases: 6, cover: light}`;
    const { st } = round(cavalry, 10, 1);
    expect(st[S.DECISION]).toBe(D_INDEX.overrun);
    expect(st[S.MORALE + ATT]).toBe(0);
    expect(st[S.DISORDER] & 1).toBe(0);
    const charged = round(cavalry.replace('bases: 6}', 'bases: 6, chargeMovement: true}'), 10, 1).st;
    expect(charged[S.MORALE + ATT]).toBe(1);
  });
});

describe('switches A8, A9, A15', () => {
  // crack with repeaters +6, natural 3 v 5: +4 (2P Carry), and the attacker lost the natural roll
  const MIXED = `assault: mixed\nattacker: {grade: crack, repeaters: true}\ndefender: {grade: average}`;
  it('A8: a mixed assault gains its extra M on winning the modified round (modifiedWin), or only on a Win/Win (winWin)', () => {
    expect(round(MIXED, 3, 5).st[S.M_TAKEN + DEF]).toBe(1);
    expect(round(MIXED, 3, 5, { mixedAssaultWin: 'winWin' }).st[S.M_TAKEN + DEF]).toBe(0);
    expect(round(MIXED, 3, 5).st[S.C_BONUS]).toBe(0);
  });

  // §5.1 Follow-up Assaults "As long as defending enemy units continue to face the attacking unit within the attacker's
  // all-out assault zone (2") they will continue to trigger new general assaults"; the bonus "may be repeatedly gained"
  // only "If a breakthrough or other continuing movement results in further All Out assault rounds"
  it('A9: a follow-up round with no one moving is a general assault (general, the default), or keeps the bonus (keep)', () => {
    const twoRounds = (switches: Record<string, string>) => {
      const c = assaultFrom(
        `assault: allOut\nattacker: {grade: average}\ndefender: {grade: average}`,
        switches,
      );
      const st = c.init.slice();
      // round 1: 6 v 5, +1 Roll again, a Win/Win: 1M + 1M extra and the C bonus
      expect(applyRound(c, st, 6, 5)).toBe(true);
      expect(st[S.M_TAKEN + DEF]).toBe(2);
      // round 2: 2 v 1 + 1 (C) + 2 (defender Rattled) = +4, a Win/Win again: 1M natural
      expect(applyRound(c, st, 2, 1)).toBe(false);
      return st[S.M_TAKEN + DEF];
    };
    expect(twoRounds({})).toBe(3);
    expect(twoRounds({ followUpBonus: 'keep' })).toBe(4);
  });

  // §5.1: "benefits for Win/Win assault results: A) Inflict one extra M hit on losing enemy units and batteries;
  // b) Add a "C" tactical bonus to the next assault round (if any)"
  it('A29: a won "Roll again" round earns the Win/Win bonus (anyWin), or not (decidedWin)', () => {
    const ALL_OUT = `assault: allOut\nattacker: {grade: average}\ndefender: {grade: average}`;
    // natural 6 v 5: +1, Pitched Battle "Roll again", won on both rolls: 1M for the natural roll
    const anyWin = round(ALL_OUT, 6, 5);
    expect(anyWin.again).toBe(true);
    expect([anyWin.st[S.M_TAKEN + DEF], anyWin.st[S.C_BONUS]]).toEqual([2, 1]);
    const decided = round(ALL_OUT, 6, 5, { winWinRollAgain: 'decidedWin' });
    expect([decided.st[S.M_TAKEN + DEF], decided.st[S.C_BONUS]]).toEqual([1, 0]);
    // a deciding cell is a Win/Win either way: natural 9 v 5, +4, 2P Carry
    expect(round(ALL_OUT, 9, 5, { winWinRollAgain: 'decidedWin' }).st[S.M_TAKEN + DEF]).toBe(3);
    // A29 asks of the all-out Win/Win only: a mixed group winning a Roll again on the modified roll keeps §5.2's extra M (A8)
    const MIXED_ROLL_AGAIN = `assault: mixed\nattacker: {grade: crack, repeaters: true}\ndefender: {grade: average}`;
    // natural 1 v 6: 1 + 6 - 6 = +1, Pitched Battle "Roll again"
    expect(round(MIXED_ROLL_AGAIN, 1, 6, { winWinRollAgain: 'decidedWin' }).st[S.M_TAKEN + DEF]).toBe(1);
    expect(round(MIXED_ROLL_AGAIN, 1, 6).st[S.M_TAKEN + DEF]).toBe(1);
  });

  it('A15: the chart\'s M hits follow the modified difference (both on "1M each"), or fall on the natural-roll loser', () => {
    // veteran v average, natural 4 v 5: 4 + 1 - 5 = 0, Pitched Battle "1M each Roll again"; the attacker lost the natural roll by 1
    const byDiff = round(`attacker: {grade: veteran}\ndefender: {grade: average}`, 4, 5).st;
    expect([byDiff[S.M_TAKEN + ATT], byDiff[S.M_TAKEN + DEF]]).toEqual([2, 1]);
    const byNatural = round(`attacker: {grade: veteran}\ndefender: {grade: average}`, 4, 5, {
      chartMoraleHits: 'naturalLoser',
    }).st;
    expect([byNatural[S.M_TAKEN + ATT], byNatural[S.M_TAKEN + DEF]]).toEqual([2, 0]);
  });
});

describe('§6.3 Panic Base Hit Modifiers, through the assault', () => {
  it('"Routing out an assault in the rear, out of a town and across a bridge results in four bases taken prisoner for an average unit"', () => {
    const c = compileText(
      'assault',
      'assault: allOut\ndirection: rear\nattacker: {bases: 8, grade: crack}\ndefender: {bases: 8, grade: average, morale: demoralized, retreatThroughTown: true, retreatAcrossWater: true}',
    );
    const e = exactOf('assault', c);
    const rout = distOf(c, e, 'defender_response').Rt;
    expect(rout).toBeGreaterThan(0.5);
    // every rout is the average line's Panic 4 "Rt 1", plus one base each for the rear, the town and the bridge
    expect(e[c.layout.meanOffset.defender_prisoners]).toBeCloseTo(4 * rout, 12);
  });
});

describe('§5.5 who holds the ground when a side is wiped out or cannot move', () => {
  const W = 1;
  const F = 2;
  const at = (movementLeft: boolean, set: (st: Int32Array) => void) => {
    const c = assaultFrom(
      `attacker: {grade: veteran, movementLeft: ${movementLeft}}\ndefender: {grade: average}`,
    );
    const st = c.init.slice();
    set(st);
    const d = decide(c, st, ACTIONS.indexOf('Break off'));
    return [DECISIONS[d], WINNERS[WINNER_OF_DECISION[d]]];
  };
  // "Bases lost are removed immediately from play"; "Note that this may result in the apparent victor of an assault pulling back"
  it('a defender wiped out while the attacker falls back on converted P hits: neither holds the ground (not repulsed, winner defender)', () => {
    expect(at(true, (st) => ((st[S.BASES + DEF] = 0), (st[S.RESPONSE + ATT] = F)))).toEqual([
      'both_retire',
      'neither',
    ]);
  });
  it('both sides wiped out: neither holds the ground; an attacker wiped out while the defender withdraws: neither', () => {
    expect(at(true, (st) => ((st[S.BASES + DEF] = 0), (st[S.BASES + ATT] = 0)))).toEqual([
      'both_retire',
      'neither',
    ]);
    expect(at(true, (st) => ((st[S.BASES + ATT] = 0), (st[S.RESPONSE + DEF] = W)))).toEqual([
      'both_retire',
      'neither',
    ]);
  });
  // "All results for each round of assault combat are applied simultaneously, as are the mandatory movements": the side
  // the decision credits holds no ground when it was forced back too; the decision stands, as it moves the attacker
  it('an attacker breaking off from a defender forced back, or a defender surrendering to an attacker forced back: neither holds', () => {
    const c = assaultFrom('attacker: {grade: veteran}\ndefender: {grade: average}');
    const breakOff = c.init.slice();
    breakOff[S.RESPONSE + DEF] = W;
    breakOff[S.DECISION] = decide(c, breakOff, ACTIONS.indexOf('Break off'));
    expect([DECISIONS[breakOff[S.DECISION]], WINNERS[winnerOf(breakOff, true)]]).toEqual([
      'break_off',
      'neither',
    ]);
    const surrender = c.init.slice();
    surrender[S.RESPONSE + DEF] = 5; // surrender
    surrender[S.RESPONSE + ATT] = F;
    surrender[S.DECISION] = decide(c, surrender, ACTIONS.indexOf('Carry'));
    expect([DECISIONS[surrender[S.DECISION]], WINNERS[winnerOf(surrender, true)]]).toEqual([
      'defender_surrenders',
      'neither',
    ]); // the mirror: an attacker surrendering to a defender forced back leaves the ground to neither
    const mirror = c.init.slice();
    mirror[S.RESPONSE + ATT] = 5; // surrender
    mirror[S.RESPONSE + DEF] = F;
    mirror[S.DECISION] = decide(c, mirror, ACTIONS.indexOf('Carry'));
    expect([DECISIONS[mirror[S.DECISION]], WINNERS[winnerOf(mirror, true)]]).toEqual([
      'attacker_surrenders',
      'neither',
    ]);
  });
  it('through the exact odds: a Rattled Veteran attacker that cannot retreat surrenders now and then while the Shaken defender is forced back; neither holds then', () => {
    const c = compileText(
      'assault',
      'assault: allOut\nattacker: {arm: infantry, bases: 6, grade: veteran, morale: rattled, canRetreat: false}\ndefender: {arm: infantry, bases: 6, grade: average, morale: shaken}',
    );
    const w = distOf(c, exactOf('assault', c), 'winner');
    // (the rounds are cut off after enough: 1.5e-11 is left unresolved)
    expect(w.attacker).toBeCloseTo(0.67576, 9);
    expect(w.defender).toBeCloseTo(0.316112, 9);
    expect(w.neither).toBeCloseTo(0.008128, 9);
  });
  it('through the exact odds: an untrained attack breaking off on a -1 from a Demoralized Green defender whose P1 withdraws it', () => {
    // the 9 in 100 rolls that end in a break-off all leave the defender withdrawing (Green P1 W): neither holds
    const c = compileText(
      'assault-round',
      'assault: allOut\nattacker: {bases: 6, grade: untrained}\ndefender: {bases: 6, grade: green, cover: heavy, morale: demoralized, leaders: {proficient: 2}}',
    );
    const e = exactOf('assault-round', c);
    expect(distOf(c, e, 'decision')).toMatchObject({ break_off: 0.09, repulsed: 0.55, drive_away: 0.36 });
    expect(distOf(c, e, 'winner')).toMatchObject({ attacker: 0.36, defender: 0.55, neither: 0.09 });
  });
  it('through the exact odds: a Veteran defender that cannot retreat surrenders in 45 of 100 rolls; the attacker holds the ground only where it is neither forced back nor breaking off', () => {
    // of the surrenders, 17 leave the attacker forced back (a W or Re of its own) and 7 come on a Break off cell
    const c = compileText(
      'assault-round',
      'assault: allOut\nattacker: {bases: 6, grade: untrained, extraModifier: -1}\ndefender: {bases: 6, grade: veteran, cover: heavy, morale: demoralized, canRetreat: false, leaders: {proficient: 1}}',
    );
    const e = exactOf('assault-round', c);
    expect(distOf(c, e, 'decision')).toMatchObject({ defender_surrenders: 0.45, repulsed: 0.55 });
    expect(distOf(c, e, 'winner')).toMatchObject({ attacker: 0.21, defender: 0.55, neither: 0.24 });
  });
  // "Units that rout will suffer an additional morale hit at the end of their rout move": a unit that surrenders makes none
  it('a defender that cannot retreat surrenders on a rout without the rout move morale hit', () => {
    const c = compileText(
      'assault-round',
      'assault: general\nattacker: {bases: 6, grade: veteran, extraModifier: 1}\ndefender: {bases: 6, grade: average, morale: unformed, canRetreat: false}',
    );
    expect(distOf(c, exactOf('assault-round', c), 'defender_morale_after')).toMatchObject({
      unformed: 0.48,
      rattled: 0.31,
      shaken: 0.15,
      demoralized: 0.06,
    });
  });
  // Stalled Assaults "Assaulting units which have insufficient remaining movement to execute ... break-off results are stalled";
  // Drive Away "Attacking formations hold their last position that triggered the assault without carrying the enemy position"
  it('a stalled break-off while the defender withdraws: the attacker holds where it stands (drive_away, winner attacker), not both_hold', () => {
    expect(at(false, (st) => (st[S.RESPONSE + DEF] = W))).toEqual(['drive_away', 'attacker']);
    expect(at(false, () => {})).toEqual(['break_off_stalled', 'both_hold']);
  });
  // "Units whose assault results state that they must breakthrough will move to the limit of their full assault movement
  // (even if movement orders are violated as a result) unless countermanded by a new assault result"
  it('a "Breakthrough must" the attacker cannot follow, having fallen back, costs no charge disorder when the defender surrendered', () => {
    const c = assaultFrom(`attacker: {grade: veteran}\ndefender: {grade: average}`);
    const st = c.init.slice();
    st[S.RESPONSE + ATT] = F;
    unitDisorder(
      c,
      st,
      ATT,
      movedDecision(c, D_INDEX.defender_surrenders, ACTIONS.indexOf('Breakthrough must')),
      false,
    );
    expect(st[S.MORALE + ATT]).toBe(0);
    st[S.RESPONSE + ATT] = -1;
    unitDisorder(
      c,
      st,
      ATT,
      movedDecision(c, D_INDEX.defender_surrenders, ACTIONS.indexOf('Breakthrough must')),
      false,
    );
    expect(st[S.MORALE + ATT]).toBe(1);
  });
});
