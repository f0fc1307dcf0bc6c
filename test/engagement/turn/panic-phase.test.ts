import { describe, expect, it } from 'vitest';
import { R } from '../../../src/engine/republic/panic/cascade.ts';
import { MORALE_STATES } from '../../../src/engine/republic/rules/grades.ts';
import { maneuverPhase } from '../../../src/engagement/turn/maneuver-phase.ts';
import { panicPhase } from '../../../src/engagement/turn/panic-phase.ts';
import { markBroken, PER_SIDE, sideSums } from '../../../src/engagement/turn/run-engagement.ts';
import { streamFromSeed } from '../../../src/engine/dice/stream.ts';
import { refreshFront, resetField, startPlayerTurn } from '../../../src/engagement/state/field-state.ts';
import { fieldFrom, RESERVE, scriptedDice } from './field.ts';

const division = (name: string, sector: number) =>
  `{name: ${name}, units: [{grade: average, morale: shaken, sector: ${sector}}]}`;

// Five Union divisions side by side; each adjoins the ones in the neighbouring sectors (§6.2, within 3").
const LINE = `
sectors: [{}, {}, {}, {}, {}, {}]
sides:
  Union:
    divisions: [${division('Bravo', 1)}, ${division('Alpha', 2)}, ${division('Charlie', 3)}, ${division('Echo', 4)}, ${division('Foxtrot', 5)}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`;

describe('§6.2 the panic phase in rounds, through the engagement', () => {
  it('"if a division passes an internal panic test, only to have an adjoining division fail a similar test, the subject division must then roll an adjoining panic test. If however, it passes that panic test only to have a different adjoining division panic on a subsequent round ... it will not have to do a second test."', () => {
    const { c, f } = fieldFrom(LINE);
    // Panic 4 events this turn in Bravo, Alpha and Foxtrot: they test (internal)
    for (const u of [0, 1, 4]) f.p4[u] = 1;
    // the dice, division by division: internal test (if any), then adjoining; an average division passes on 6 (Shaken: no +2)
    const dice = scriptedDice([
      1,
      10, // Bravo fails its internal test
      10,
      10, // Alpha passes its internal test, and its adjoining test (round 2, after Bravo)
      1, // Charlie fails its adjoining test (round 3, after Echo)
      1, // Echo fails its adjoining test (round 2, after Foxtrot)
      1,
      10, // Foxtrot fails its internal test
    ]);
    panicPhase(dice, c, f, 1);
    expect(dice.left()).toBe(0);
    expect(Array.from(f.panicked)).toEqual([1, 0, 1, 1, 1, 0]);
    // Charlie's panic in round 3 would make Alpha test again in round 4: it does not
    expect(c.cascadeOut[R.ROUNDS]).toBe(3);
    expect([f.panicInternal[0], f.panicAdjoining[0]]).toEqual([2, 2]);
    // a failed average division: Rt 1 — one base deserts, the units rout 14" and take 1M (§6.1)
    expect([f.bases[0], f.deserted[0], f.pos[0], f.morale[0]]).toEqual([5, 1, -14, 4]);
    expect([f.bases[1], f.pos[1], f.morale[1]]).toEqual([6, 0, 3]);
    expect(Array.from(f.brokenTurn)).toEqual([1, 0, 1, 1, 1, 0]);
  });
});

describe('§6.1 after a panic the division is reset to Defend and tests again', () => {
  it('"all panic markers are removed from affected divisions, panicked division orders are reset to Defend status": a second Panic 4 in a later turn makes it test, desert and move again', () => {
    const { c, f } = fieldFrom(`
sectors: [{}]
sides:
  Union:
    divisions: [{name: Bravo, units: [{grade: average, morale: shaken, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);
    f.playerTurns = 1;
    f.p4[0] = 1;
    panicPhase(scriptedDice([1, 10]), c, f, 1);
    // Rt 1: one base deserts, the brigade routs 14" and takes 1M (§6.1)
    expect([f.panicked[0], f.bases[0], f.deserted[0], f.pos[0], f.morale[0]]).toEqual([1, 5, 1, -14, 4]);
    // the next player turn: another Panic 4 (say from fire); the division tests again (internal, then its adjoining die)
    startPlayerTurn(f);
    f.playerTurns = 2;
    f.p4[0] = 1;
    const dice = scriptedDice([1, 10]);
    panicPhase(dice, c, f, 2);
    expect(dice.left()).toBe(0);
    expect([f.bases[0], f.deserted[0], f.pos[0], f.morale[0]]).toEqual([4, 2, -28, 4]);
    expect([f.panicInternal[0], f.brokenTurn[0]]).toEqual([2, 1]);
    // reset to Defend while defending: even rallied to Formed, its brigade is not sent in at its next maneuver phase
    // (it rolls no maneuver die), no message having reached it since
    f.morale[0] = 0;
    f.playerTurns = 3; // game turn 2, its side's second player turn
    maneuverPhase(scriptedDice([]), c, f, 0);
    expect(f.assaulting[0]).toBe(0);
  });
});

describe('switch panickedDivisionOrders: "panicked division orders are reset to Defend status" (§6.1), a reset, not a ban', () => {
  const oneDivision = `
sectors: [{gap: 12}]
sides:
  Union:
    divisions: [{name: Bravo, units: [{grade: average, morale: shaken, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`;
  /** Union (attacking in odd player turns) panics in player turn `panicAt`; the maneuver dice its brigade rolls, rallied, in player turn `at`. */
  function rollsAt(reading: string, panicAt: number, at: number): number[] {
    const { c, f } = fieldFrom(oneDivision, { panickedDivisionOrders: reading });
    f.playerTurns = panicAt;
    f.p4[0] = 1;
    panicPhase(scriptedDice([1, 10]), c, f, (panicAt + 1) >> 1);
    f.morale[0] = 0;
    f.pos[0] = 0;
    f.playerTurns = at;
    const dice = scriptedDice([10, 10, 10]);
    maneuverPhase(dice, c, f, 0);
    return [3 - dice.left(), f.assaulting[0]];
  }
  // §6.1 "divisions which have panicked are considered to be in a holding state for purposes of movement and
  // maneuver"; "panicked division orders are reset to Defend status and the next player turn is begun"; §3 "Orders
  // in this sense being what the controlling player wants the division to do"
  it('newOrders: panicked while defending (player turn 2, game turn 1), it is still on Defend in the next player turn begun, its own maneuver phase (player turn 3, game turn 2)', () => {
    expect(rollsAt('newOrders', 2, 3)).toEqual([0, 0]);
  });
  it('newOrders: panicked while defending in player turn 2, on Defend through player turn 3, its player sends it in again in player turn 5', () => {
    expect(rollsAt('newOrders', 2, 5)).toEqual([1, 1]);
  });
  it("newOrders: panicked while attacking in player turn 1, on Defend through the enemy's player turn 2, its player sends it in again in player turn 3", () => {
    expect(rollsAt('newOrders', 1, 3)).toEqual([1, 1]);
  });
  it('defendToEnd: a division that panicked is never sent in again', () => {
    expect(rollsAt('defendToEnd', 1, 3)).toEqual([0, 0]);
    expect(rollsAt('defendToEnd', 2, 5)).toEqual([0, 0]);
  });
});

describe("§6.1 the division's batteries in a divisional panic", () => {
  it('moveOnly: "all member units will conduct the resulting forced movement" and "if a division routs, all member units will suffer one morale hit": the battery routs 14" and takes 1M', () => {
    const { c, f } = fieldFrom(
      `
sectors: [{}]
sides:
  Union:
    divisions: [{units: [{grade: average, morale: shaken, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`,
      { divisionalPanicBatteries: 'moveOnly' },
    );
    f.p4[0] = 1;
    // internal die 1 (Rt 1), adjoining die 10, desertion die 1 of the 7 Average bases (the brigade's 6, the battery): the brigade's
    panicPhase(scriptedDice([1, 10, 1]), c, f, 1);
    expect([f.pos[1], f.morale[1], f.bases[1]]).toEqual([-14, 1, 1]);
  });
});

// §6.1 "all member units will conduct the resulting forced movement"; §5.5 "Batteries required to retreat may also
// limber-up, but each suffers one damage point (base hit). Artillery batteries required to rout are abandoned
// (captured/lost) regardless of other results."
/** Division Bravo (one brigade, and a 2-base battery in sector `gunSector`) that fails its internal test on a 1. */
function failedDivision(
  grade: string,
  gunSector: number,
  switches: Record<string, string> = {},
  before: (f: ReturnType<typeof fieldFrom>['f']) => void = () => {},
) {
  const { c, f } = fieldFrom(
    `
sectors: [${gunSector === 0 ? '{}' : '{}, {}'}]
sides:
  Union:
    divisions: [{name: Bravo, units: [{grade: ${grade}, morale: shaken, sector: 0}, {arm: artillery, battery: mediumRifle, grade: ${grade}, bases: 2, sector: ${gunSector}}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`,
    switches,
  );
  f.p4[0] = 1;
  before(f);
  // internal die 1, adjoining die 10; on Rt 1 the desertion die 1 of the 8 bases of the grade takes the brigade's first
  panicPhase(scriptedDice([1, 10, 1]), c, f, 1);
  return f;
}

describe("A28 divisionalPanicBatteries: a failed division's batteries", () => {
  it('asAssault (the default): routing with the division, they are abandoned ("Artillery batteries required to rout are abandoned (captured/lost) regardless of other results", §5.5); moveOnly: they rout 14" and take the rout\'s 1M', () => {
    // average division fails its internal test on 1: Rt 1
    const abandoned = failedDivision('average', 0);
    expect([abandoned.bases[1], abandoned.prisoners[1]]).toEqual([0, 2]);
    const moved = failedDivision('average', 0, { divisionalPanicBatteries: 'moveOnly' });
    expect([moved.bases[1], moved.prisoners[1], moved.pos[1], moved.morale[1]]).toEqual([2, 0, -14, 1]);
  });
});

describe('A28 asAssault: a battery that already retreated this turn', () => {
  // the battery stands in a sector of its own, so its retreat is not turned into a rout by stacking (§3.3)
  it('takes no second damage point when its division retreats (veteran: Re); a fresh one takes one a battery', () => {
    const fresh = failedDivision('veteran', 1);
    expect(fresh.damage[1]).toBe(2);
    // Re in the assault, which cost it its damage point then: it makes up only the rest of the move (§6.1), none
    const retreated = failedDivision('veteran', 1, {}, (f) => {
      f.response[1] = 3;
      f.movedBack[1] = 12;
    });
    expect([retreated.damage[1], retreated.pos[1]]).toEqual([0, 0]);
  });
  it('"Batteries required to retreat ... each suffers one damage point": one forced back 12" by fire earlier in the turn retreats again and takes its point again', () => {
    const byFire = failedDivision('veteran', 1, {}, (f) => {
      f.response[1] = 3;
      f.movedBack[1] = 12;
      f.backBeforeAssault[1] = 12;
    });
    expect([byFire.damage[1], byFire.pos[1]]).toEqual([2, -12]);
  });
});

describe("§6.3 the panic modifiers count the division's batteries", () => {
  // §6.3 "Rolling division is unshaken - Add two points (+2)"; "Each extra demoralized unit - Subtract two points (-2)
  // from the panic die roll for each demoralized unit present"; §1.3 "Each unit in Republic is made up of combat bases ...
  // Artillery"; §2.1 "Every infantry or cavalry brigade and associated artillery batteries must have a divisional leader"
  it('a Demoralized battery makes the division not unshaken and counts -2: an average division (pass 5) fails on a 6', () => {
    const { c, f } = fieldFrom(`
sectors: [{}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, morale: demoralized, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);
    f.p4[0] = 1;
    // internal die 6, adjoining die 10: 6 - 2 = 4 < 5 fails (with the battery left out: 6 + 2 = 8 passes); the Rt 1
    // deserter is drawn among the 7 Average bases, die 1 the brigade's
    panicPhase(scriptedDice([6, 10, 1]), c, f, 1);
    expect(c.cascades[0].tests[0].items).toEqual([
      'not unshaken (a unit Shaken or worse) 0',
      '1 demoralized unit -2',
    ]);
    expect(f.panicked[0]).toBe(1);
  });
});

describe('§5.5 a battery destroyed in the assault phase makes its division test', () => {
  it('"If a unit is completely destroyed during the course of the assault phase, the parent division must still check for panic" (§1.3: "Each unit in Republic is made up of combat bases", artillery batteries among them)', () => {
    const { c, f } = fieldFrom(`
sectors: [{}, {}]
sides:
  Union:
    divisions: [{name: Bravo, units: [{grade: average, morale: shaken, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, sector: 1}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);
    // the battery was captured in this turn's assault phase; its brigade is untouched
    f.bases[1] = 0;
    f.destroyedInAssault[1] = 1;
    const dice = scriptedDice([1, 10]);
    panicPhase(dice, c, f, 1);
    expect(dice.left()).toBe(0);
    expect([f.panicked[0], f.panicInternal[0]]).toEqual([1, 1]);
  });
});

// §6.2 "There are two conditions which can trigger divisional panic tests; internal panic and adjoining panic";
// "Note that if the unit(s) which experienced the P4 hit were entirely destroyed, deserted or captured, the division
// still reacts to the P4 event"; §5.5 "If a unit is completely destroyed during the course of the assault phase, the
// parent division must still check for panic"
describe('switch destroyedInAssaultTest: a unit destroyed in the assault phase, with or without a Panic 4', () => {
  const field = (reading: string) =>
    fieldFrom(
      `
sectors: [{}, {}]
sides:
  Union:
    divisions: [{name: Bravo, units: [{grade: average, morale: shaken, sector: 0}, {grade: average, sector: 1}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`,
      { destroyedInAssaultTest: reading },
    );
  it('destroyed with no Panic 4: the division tests under test (the default), not under p4Only', () => {
    for (const [reading, tested] of [
      ['test', 1],
      ['p4Only', 0],
    ] as const) {
      const { c, f } = field(reading);
      f.bases[1] = 0;
      f.destroyedInAssault[1] = 1;
      const dice = scriptedDice([1, 10]);
      panicPhase(dice, c, f, 1);
      expect([reading, dice.left(), f.panicked[0], f.panicInternal[0]]).toEqual([
        reading,
        tested ? 0 : 2,
        tested,
        tested,
      ]);
    }
  });

  it('destroyed with its Panic 4: the division "still reacts to the P4 event" under both readings', () => {
    for (const reading of ['test', 'p4Only']) {
      const { c, f } = field(reading);
      f.bases[1] = 0;
      f.destroyedInAssault[1] = 1;
      f.p4[1] = 1;
      const dice = scriptedDice([1, 10]);
      panicPhase(dice, c, f, 1);
      expect([reading, dice.left(), f.panicked[0], f.panicInternal[0]]).toEqual([reading, 0, 1, 1]);
    }
  });
});

describe('§6.1 "Deserting bases are taken randomly, first from the lowest troop grade present"', () => {
  // two green brigades of 4 bases and a veteran one; the division fails on a 1 (green Panic 4: Rt 1, one base deserts)
  const desert = (die: number, switches: Record<string, string> = {}, second = 'green') => {
    const { c, f } = fieldFrom(
      `
sectors: [{}, {}, {}]
sides:
  Union:
    divisions: [{units: [{grade: green, bases: 4, sector: 0}, {grade: ${second}, bases: 4, sector: 1}, {grade: veteran, bases: 4, sector: 2}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`,
      switches,
    );
    f.p4[0] = 1;
    const dice = scriptedDice([1, 10, die]);
    panicPhase(dice, c, f, 1);
    return { bases: Array.from(f.bases.slice(0, 3)), left: dice.left() };
  };
  it('one die of the 8 green bases picks the base: 1-4 the first brigade, 5-8 the second; the veteran keeps its bases', () => {
    expect(desert(4).bases).toEqual([3, 4, 4]);
    expect(desert(5).bases).toEqual([4, 3, 4]);
  });
  it('with one brigade of the lowest grade there is nothing to choose: no die', () => {
    const one = desert(5, {}, 'average');
    expect(one).toEqual({ bases: [3, 4, 4], left: 1 });
  });
  it('grades four (A7): Average reads as Green, so the green and the average brigade share the draw', () => {
    expect(desert(5, { grades: 'four' }, 'average').bases).toEqual([4, 3, 4]);
  });
});

describe('§6.1 "Deserting bases are taken randomly, first from the lowest troop grade present", by the grade in force (A7), as the exact panic sims take them', () => {
  it('grades four: a Formed Average brigade of 3, a Green brigade of 1 and an Average battery fail on 1-4; the battery deserts 0.08 a test and 0.72 brigades take the 1M, as panic-test gives exactly (50,000 tests, seed 5, within 4 standard errors)', () => {
    const { c, f } = fieldFrom(
      `
sectors: [{}]
sides:
  Union:
    divisions: [{units: [{grade: average, bases: 3, sector: 0}, {grade: green, bases: 1, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, bases: 1, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`,
      { grades: 'four' },
    );
    const rng = streamFromSeed('5');
    const trials = 50000;
    let guns = 0;
    let routed = 0;
    for (let t = 0; t < trials; t++) {
      resetField(c, f);
      startPlayerTurn(f);
      f.p4[0] = 1;
      panicPhase(rng, c, f, 1);
      guns += f.deserted[2];
      for (let u = 0; u < 2; u++) if (f.bases[u] > 0 && f.morale[u] === 1) routed++;
    }
    // standard errors sqrt(0.08 x 0.92 / 50,000) = 0.0012 and sqrt((1.36 - 0.72^2) / 50,000) = 0.0041
    expect(Math.abs(guns / trials - 0.08)).toBeLessThan(0.005);
    expect(Math.abs(routed / trials - 0.72)).toBeLessThan(0.017);
  });
});

describe("§6.1 the rout's 1M after a random desertion goes to the units left with bases", () => {
  it('"all member units" left take it: a Shaken average division of a 3-base and a 1-base brigade routs (Rt 1); the die that takes the lone base leaves that brigade empty and Shaken, the other Demoralized', () => {
    const { c, f } = fieldFrom(`
sectors: [{}, {}]
sides:
  Union:
    divisions: [{units: [{grade: average, morale: shaken, bases: 3, sector: 0}, {grade: average, morale: shaken, bases: 1, sector: 1}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);
    f.playerTurns = 1;
    f.p4[0] = 1;
    // internal die 1 (fails), adjoining die 10, desertion die 4 of the 4 average bases: the fourth, the lone brigade's
    panicPhase(scriptedDice([1, 10, 4]), c, f, 1);
    expect(Array.from(f.bases.slice(0, 2))).toEqual([3, 0]);
    expect(Array.from(f.morale.slice(0, 2)).map((m) => MORALE_STATES[m])).toEqual(['demoralized', 'shaken']);
  });
});

describe('switch panicGradeBatteries: §6.1 "cross-index the average troop grade of the testing division with the pass column on the Panic 4 section"', () => {
  // a Shaken Average brigade of 4 bases and an Untrained mass battery of 4: its average grade (2 x 4 + 4 x 4) / 8 = 3,
  // Green (pass 7) with the batteries counted; Average (pass 5) with them left out. No +2: a unit is Shaken (§6.3).
  const mixed = `
sectors: [{}]
sides:
  Union:
    divisions: [{name: Bravo, units: [{grade: average, bases: 4, morale: shaken, sector: 0}, {arm: artillery, battery: mediumRifle, grade: untrained, bases: 4, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`;
  it('counted (the default): the division tests at Green and fails on a 6: Green Rt 1, a base deserts, "first from the lowest troop grade present" (§6.1), a battery of the Untrained group; the brigade routs 14" and takes 1M, the 3 routed batteries are abandoned (§5.5)', () => {
    const { c, f } = fieldFrom(mixed);
    f.p4[0] = 1;
    panicPhase(scriptedDice([6, 10]), c, f, 1);
    expect([f.panicked[0], f.bases[0], f.deserted[0], f.pos[0], f.morale[0]]).toEqual([1, 4, 0, -14, 4]);
    expect([f.bases[1], f.deserted[1], f.prisoners[1]]).toEqual([0, 1, 3]);
  });
  it("panicDesertBatteries never: the deserter is the brigade's, and all 4 batteries are abandoned", () => {
    const { c, f } = fieldFrom(mixed, { panicDesertBatteries: 'never' });
    f.p4[0] = 1;
    panicPhase(scriptedDice([6, 10]), c, f, 1);
    expect([f.panicked[0], f.bases[0], f.deserted[0], f.pos[0], f.morale[0]]).toEqual([1, 3, 1, -14, 4]);
    expect([f.bases[1], f.deserted[1], f.prisoners[1]]).toEqual([0, 0, 4]);
  });
  it("leftOut: the division tests at its brigade's Average and passes on the same 6", () => {
    const { c, f } = fieldFrom(mixed, { panicGradeBatteries: 'leftOut' });
    f.p4[0] = 1;
    const dice = scriptedDice([6, 10]);
    panicPhase(dice, c, f, 1);
    expect(dice.left()).toBe(0);
    expect([f.panicked[0], f.bases[0], f.bases[1]]).toEqual([0, 4, 4]);
  });
});

describe('§6.2 "if the unit(s) which experienced the P4 hit were entirely destroyed, deserted or captured, the division still reacts to the P4 event"', () => {
  // the division's brigade is gone with its Panic 4; its Formed Veteran battery is left
  const gunsLeft = (switches: Record<string, string>) => {
    const { c, f } = fieldFrom(
      `
sectors: [{}]
sides:
  Union:
    divisions: [{name: Bravo, units: [{grade: average, sector: 0}, {arm: artillery, battery: mediumRifle, grade: veteran, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`,
      switches,
    );
    f.bases[0] = 0;
    f.p4[0] = 1;
    const dice = scriptedDice([2, 10]);
    panicPhase(dice, c, f, 1);
    return { f, rolled: 2 - dice.left() };
  };
  it('counted: the division with only its battery left tests at the battery\'s Veteran (pass 5, unshaken +2) and fails on a 2: Veteran Re, the battery retreats 12" and takes a damage point (§5.5)', () => {
    const { f, rolled } = gunsLeft({});
    expect(rolled).toBe(2);
    expect([f.panicked[0], f.brokenTurn[0], f.pos[1], f.damage[1], f.bases[1]]).toEqual([1, 1, -12, 1, 1]);
  });
  it('leftOut: with no infantry or cavalry left its average grade has nothing to read: no test, no die', () => {
    const { f, rolled } = gunsLeft({ panicGradeBatteries: 'leftOut' });
    expect(rolled).toBe(0);
    expect([f.panicked[0], f.pos[1], f.damage[1]]).toEqual([0, 0, 0]);
  });
});

describe('a division of batteries alone (§2.1 forbids none; an artillery reserve, say)', () => {
  it("tests at its batteries' grade (§6.1), is broken (the simulation's stopping rule, not the text's) from its first panic or once no battery is left, and counts among its side's divisions", () => {
    const { c, f } = fieldFrom(RESERVE);
    markBroken(c, f, 1);
    expect([f.brokenTurn[1], c.courseScratch[0]]).toEqual([0, 0]);
    // a Panic 4 on the Formed Veteran battery: pass 5, +2 unshaken, so a 2 fails (Re); the dice in division order, the
    // brigade's adjoining die (a 10: it passes), then the reserve's internal and adjoining dice
    f.p4[1] = 1;
    const dice = scriptedDice([10, 2, 10]);
    panicPhase(dice, c, f, 1);
    expect(dice.left()).toBe(0);
    expect([f.panicked[1], f.brokenTurn[1], f.pos[1], f.damage[1]]).toEqual([1, 1, -12, 1]);
    expect([f.panicked[0], f.brokenTurn[0], f.panicAdjoining[0]]).toEqual([0, 0, 0]);
    markBroken(c, f, 1);
    // one of the side's two divisions broken: half, the side breaks (sideBreaksAt 0.5)
    expect([c.courseScratch[0], f.sideBrokenTurn[0]]).toEqual([1, 1]);
  });
  it('is broken once its last battery is gone, as a division of brigades is once its last brigade is', () => {
    const { c, f } = fieldFrom(RESERVE);
    markBroken(c, f, 1);
    f.bases[1] = 0;
    refreshFront(c, f, 1);
    markBroken(c, f, 2);
    expect([f.brokenTurn[0], f.brokenTurn[1], c.courseScratch[0], f.sideBrokenTurn[0]]).toEqual([0, 2, 1, 2]);
  });
});

describe('switch panicDesertBatteries: §6.1 "the division will lose that number of bases to desertion ... Deserting bases are taken randomly, first from the lowest troop grade present, followed by progressively higher troop grades within the division"', () => {
  // §1.2 "Combat bases make up the units used for game play, including infantry, cavalry and artillery formations".
  // A Shaken Green brigade of 3 bases and a Green battery group of 2, in sectors of their own: Green (pass 7, no +2)
  // fails on a 1 (Rt 1); one of the 5 Green bases deserts, drawn by one die of 5 faces: 1-3 the brigade's, 4-5 a battery.
  const green = `
sectors: [{}, {}]
sides:
  Union:
    divisions: [{name: Bravo, units: [{grade: green, bases: 3, morale: shaken, sector: 0}, {arm: artillery, battery: mediumRifle, grade: green, bases: 2, sector: 1}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`;
  const panic = (die: number, switches: Record<string, string> = {}) => {
    const { c, f } = fieldFrom(green, { divisionalPanicBatteries: 'moveOnly', ...switches });
    f.p4[0] = 1;
    const dice = scriptedDice([1, 10, die]);
    panicPhase(dice, c, f, 1);
    const sums = new Float64Array(2 * PER_SIDE);
    sideSums(c, f, sums, new Float64Array(2), new Float64Array(2));
    // brigade bases, deserters; batteries left, deserted, taken; Union guns lost, deserters; dice left
    return [
      f.bases[0],
      f.deserted[0],
      f.bases[1],
      f.deserted[1],
      f.prisoners[1],
      sums[0],
      sums[3],
      dice.left(),
    ];
  };
  it('byGrade (the default): the die of 4 takes a battery, which is 10 guns lost (§1.1 "artillery bases represent 10 guns each"), as a battery deserted after fire is (§4.7), and no deserter of the brigade', () => {
    expect(panic(4)).toEqual([3, 0, 1, 1, 0, 10, 0, 0]);
  });
  it('byGrade: the die of 3 takes a base of the brigade, a deserter, and no gun', () => {
    expect(panic(3)).toEqual([2, 1, 2, 0, 0, 0, 1, 0]);
  });
  it('never: the brigade alone loses the base, with no die to draw it', () => {
    expect(panic(4, { panicDesertBatteries: 'never' })).toEqual([2, 1, 2, 0, 0, 0, 1, 1]);
  });
  it("under panicGradeBatteries leftOut the batteries are out of the panic test's division: the brigade alone loses the base, whatever panicDesertBatteries says", () => {
    expect(panic(4, { panicGradeBatteries: 'leftOut' })).toEqual([2, 1, 2, 0, 0, 0, 1, 1]);
  });
});
