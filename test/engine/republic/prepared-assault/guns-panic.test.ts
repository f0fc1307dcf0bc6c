import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileText, distOf, exactOf } from '../../../sims/republic/compile-situation.ts';
import { MORALE_STATES } from '../../../../src/engine/republic/rules/grades.ts';

// the shipped example, its defender changed: two Medium Smoothbores at 5" on an Average brigade of six bases
const shipped = readFileSync('experiments/situations/prepared-assault.yaml', 'utf8');
const withDefender = (fields: string) =>
  compileText(
    'prepared-assault',
    shipped.replace(
      'defender: {arm: infantry, bases: 6, grade: average}',
      `defender: {arm: infantry, bases: 6, ${fields}}`,
    ),
  );
const mean = (c: ReturnType<typeof compileText>, name: string) => {
  const at = c.layout.meanOffset[name];
  return exactOf('prepared-assault', c)[at];
};

describe('§5.5 Group Surrender after the guns: "A unit which is unable to execute its panic hit movement without passing through an enemy formation"', () => {
  it('"All other troop grades will surrender": a Shaken Average brigade that cannot retreat gives itself up to the guns\' panic hits', () => {
    const c = withDefender('grade: average, morale: shaken, canRetreat: false');
    const e = exactOf('prepared-assault', c);
    expect(distOf(c, e, 'prepared')).toMatchObject({ 'defender surrendered to the guns': 1 });
    expect(distOf(c, e, 'decision').defender_surrenders).toBe(1);
    expect(distOf(c, e, 'winner').attacker).toBe(1);
    // the guns' base hits first (1.6 on average), the rest prisoners
    expect(mean(c, 'defender_prisoners')).toBeCloseTo(4.4, 12);
    expect(mean(c, 'defender_bases_lost')).toBeCloseTo(6, 12);
  });

  it('"Elite units will overrun the enemy formation and return to friendly lines at the cost of one base hit (1B)": a Crack brigade leaves, one base down and no deserters', () => {
    const free = withDefender('grade: crack, morale: shaken');
    const pinned = withDefender('grade: crack, morale: shaken, canRetreat: false');
    const left = (c: ReturnType<typeof compileText>) =>
      distOf(c, exactOf('prepared-assault', c), 'prepared')['defender left before the assault'];
    expect(left(pinned)).toBeCloseTo(left(free), 12);
    expect(left(pinned)).toBeGreaterThan(0.5);
    expect(mean(pinned, 'defender_deserters')).toBe(0);
    expect(mean(pinned, 'defender_prisoners')).toBe(0);
    expect(mean(pinned, 'defender_bases_lost')).toBeCloseTo(
      mean(free, 'defender_bases_lost') - mean(free, 'defender_deserters') + left(free),
      12,
    );
  });
});

describe('§6.3 "Add one base hit (B) to the loss number ... Unit is retreating or routing out of: Town terrain (blocks, buildings); across bridges or fordable streams"', () => {
  it('a Demoralized Green brigade routing from the guns out of a town and across a stream: two more deserters at each Panic 4', () => {
    const plain = withDefender('grade: green, morale: demoralized');
    const both = withDefender(
      'grade: green, morale: demoralized, retreatThroughTown: true, retreatAcrossWater: true',
    );
    expect(mean(plain, 'defender_deserters')).toBeCloseTo(0.36, 12);
    expect(mean(both, 'defender_deserters')).toBeCloseTo(1.08, 12);
    expect(mean(both, 'defender_bases_lost')).toBeCloseTo(2.68, 12);
  });
});

describe('§4.7 "the attacking brigades may automatically carry the position": as a carry cell reads (§5.5)', () => {
  const label = (fields: string) => {
    const c = compileText(
      'prepared-assault',
      shipped.replace(
        'attacker: {arm: infantry, bases: 6, grade: veteran}',
        `attacker: {arm: infantry, bases: 6, grade: veteran, ${fields}}`,
      ),
    );
    const e = exactOf('prepared-assault', c);
    return {
      left: distOf(c, e, 'prepared')['defender left before the assault'],
      decision: distOf(c, e, 'decision'),
    };
  };
  it('"insufficient remaining movement to execute carry position": stalled, not carry', () => {
    const { left, decision } = label('movementLeft: false');
    expect(left).toBeCloseTo(0.04, 12);
    expect(decision.carry).toBe(0);
    expect(decision.stalled).toBeGreaterThanOrEqual(0.04);
  });
  it('a position it cannot enter: a drive away', () => {
    const { left, decision } = label('canEnterPosition: false');
    expect(left).toBeCloseTo(0.04, 12);
    expect(decision.carry).toBe(0);
    expect(decision.drive_away).toBeGreaterThanOrEqual(0.04);
  });
});

describe('inputs the text rules out are refused, naming the field', () => {
  it('§4.5 "Those batteries which conduct passing fire may not fire during that turn\'s artillery phase": no passing fire from the guns', () => {
    expect(() =>
      compileText(
        'prepared-assault',
        shipped.replace(
          '{type: mediumSmoothbore, range: 5}',
          '{type: mediumSmoothbore, range: 5, passingFire: true}',
        ),
      ),
    ).toThrow(/artillery\.batteries\[0\]\.passingFire: expected passingFire: false/);
  });
  it('a square is infantry\'s ("infantry in square", §4.3, §5.4), and not also in open order', () => {
    const cavalry = shipped.replace(
      'defender: {arm: infantry, bases: 6, grade: average}',
      'defender: {arm: cavalry, bases: 6, grade: average, square: true}',
    );
    expect(() => compileText('prepared-assault', cavalry)).toThrow(
      /defender\.square: expected square only on troops on foot, not cavalry/,
    );
    const mounted = shipped.replace(
      'defender: {arm: infantry, bases: 6, grade: average}',
      'defender: {arm: mountedInfantry, bases: 6, grade: average, square: true}',
    );
    expect(() => compileText('prepared-assault', mounted)).toThrow(/not mountedInfantry/);
    expect(() => withDefender('grade: average, square: true, order: open')).toThrow(
      /defender\.square: expected square or order: open, not both/,
    );
  });
});

describe("§4.5, §4.6 the guns fire on the defending brigade, by its own morale and grade, not its side's batteries", () => {
  const side = (brigade: string, canRetreat: boolean) =>
    compileText(
      'prepared-assault',
      `artillery: {batteries: [{type: mediumSmoothbore, range: 5}]}\nassault:\n  assault: allOut\n  attacker: {arm: infantry, bases: 6, grade: veteran}\n  defender:\n    canRetreat: ${canRetreat}\n    units:\n      - {arm: infantry, bases: 3, ${brigade}}\n      - {arm: artillery, bases: 4, grade: average, morale: demoralized}`,
    );
  it('"Demoralized combat units which receive M hits" take P hits: a Formed brigade beside Demoralized batteries takes none from one battery (1M or 3M), so the assault is fought', () => {
    const c = side('grade: average, morale: formed', true);
    const e = exactOf('prepared-assault', c);
    expect(distOf(c, e, 'prepared')['assault fought']).toBe(1);
    // an independent scoring of the assault from each unit's own morale: 0.718
    expect(distOf(c, e, 'winner').attacker).toBeCloseTo(0.7181, 4);
  });
  it('a Rattled infantry attacker ("Infantry will not assault artillery", §2.3) may still assault a brigade with its batteries: not refused', () => {
    const c = compileText(
      'prepared-assault',
      'artillery: {batteries: [{type: mediumSmoothbore, range: 5}]}\nassault:\n  assault: allOut\n  attacker: {arm: infantry, bases: 6, grade: veteran, morale: rattled}\n  defender:\n    units:\n      - {arm: infantry, bases: 1, grade: average}\n      - {arm: artillery, bases: 2, grade: average}',
    );
    expect(distOf(c, exactOf('prepared-assault', c), 'winner').attacker).toBeGreaterThan(0.5);
  });
  it('"Elite units will overrun the enemy formation ... at the cost of one base hit (1B)": a Crack brigade beside Average batteries breaks out, no prisoners', () => {
    const c = side('grade: crack, morale: demoralized', false);
    const e = exactOf('prepared-assault', c);
    expect(distOf(c, e, 'prepared')['defender left before the assault']).toBe(1);
    expect(mean(c, 'defender_prisoners')).toBe(0);
    expect(mean(c, 'defender_bases_lost')).toBeCloseTo(1.8, 12);
  });
});

describe('a side of several units: the guns read its brigade, the assault reads the side (§5.4)', () => {
  const defender = (units: string) =>
    `assault: allOut\n  attacker: {arm: infantry, bases: 6, grade: veteran}\n  defender:\n    units:\n${units}`;
  it('with no guns, a Shaken and a Formed brigade beside batteries is the plain assault on that side: the guns move no unit', () => {
    const units =
      '      - {arm: infantry, bases: 3, grade: average, morale: shaken}\n      - {arm: infantry, bases: 3, grade: average}\n      - {arm: artillery, bases: 4, grade: average}';
    const prepared = compileText(
      'prepared-assault',
      `artillery: {batteries: []}\nassault:\n  ${defender(units)}`,
    );
    const plain = compileText('assault', defender(units).replaceAll('\n  ', '\n'));
    expect(distOf(prepared, exactOf('prepared-assault', prepared), 'winner').attacker).toBeCloseTo(
      distOf(plain, exactOf('assault', plain), 'winner').attacker,
      12,
    );
  });
  it('§4.3 "If half or more of a target unit is in medium or heavy cover": a brigade in the open is hit as in the open, whatever the cover of its batteries', () => {
    const guns = 'artillery: {batteries: [{type: mediumSmoothbore, range: 5}]}\nassault:\n  ';
    const lost = (batteryCover: string) => {
      const c = compileText(
        'prepared-assault',
        `${guns}${defender(`      - {arm: infantry, bases: 3, grade: average}\n      - {arm: artillery, bases: 4, grade: average, cover: ${batteryCover}}`)}`,
      );
      return distOf(c, exactOf('prepared-assault', c), 'defender_bases_lost_to_guns');
    };
    expect(lost('heavy')).toEqual(lost('none'));
  });
});

describe("the side's morale after the guns (§5.4): never better than before, and worse the worse they left the brigade", () => {
  it('two Formed brigades and a Rattled one beside four batteries: each brigade at the worse of its own state and the state the guns left them in', () => {
    const c = compileText(
      'prepared-assault',
      'artillery: {batteries: [{type: mediumSmoothbore, range: 5}]}\nassault:\n  attacker: {arm: infantry, bases: 6, grade: veteran}\n  defender:\n    units:\n      - {arm: infantry, bases: 2, grade: average}\n      - {arm: infantry, bases: 2, grade: average}\n      - {arm: infantry, bases: 3, grade: average, morale: rattled}\n      - {arm: artillery, bases: 4, grade: average}',
    ) as ReturnType<typeof compileText> & { p: { sideMorale: Int32Array; gunsMorale: number } };
    const side = Array.from(c.p.sideMorale);
    // the states the guns can leave the brigade in: its own as the turn began, or worse
    for (let m = c.p.gunsMorale + 1; m < side.length; m++)
      expect(side[m]).toBeGreaterThanOrEqual(side[m - 1]);
    // the guns leaving the brigade Demoralized leave the side Demoralized (all seven infantry bases), as before batteries were read apart
    expect(side[MORALE_STATES.indexOf('demoralized')]).toBe(MORALE_STATES.indexOf('demoralized'));
    expect(distOf(c, exactOf('prepared-assault', c), 'winner').attacker).toBeCloseTo(0.6048, 4);
  });
});
