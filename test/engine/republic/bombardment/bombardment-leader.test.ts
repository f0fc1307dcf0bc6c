import { describe, expect, it } from 'vitest';
import type { CompiledBombardment } from '../../../../src/engine/republic/bombardment/bombardment.ts';
import { chunkStream } from '../../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../../src/sims/registry.ts';
import { compileText, distOf, exactOf } from '../../../sims/republic/compile-situation.ts';

const sim = SIMS.bombardment;
const compile = (yaml: string) =>
  compileText('bombardment', yaml) as ReturnType<typeof compileText> & { b: CompiledBombardment };
const fire = 'batteries: [{type: heavyRifle, range: 9}]\ntarget: {grade: veteran, bases: 4, morale: rattled}';

describe("§4.7 the division leader's hors de combat check in a bombardment", () => {
  it('"if a player rolls a 5-5 for their leader who was near a brigade that lost two bases, the 5-5 becomes a 7-7 because of the +2"', () => {
    const { loses } = compile(`turns: 1\n${fire}\nleaders: {divisionRating: 2}`).b.leader;
    // the shipped table: 7 no effect, 8 to 10 hors de combat
    expect(loses[2 * 10 + 5 - 1]).toBe(0);
    expect(loses[2 * 10 + 6 - 1]).toBe(1);
    // one base hit: a double of 7 or more, 4 doubles in 100 rolls
    expect(Array.from(loses.subarray(10, 20))).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1]);
    // no base hit, no check (a leader rolls only "within 4" of any unit that suffered base hits"); 10-10 alone reads 10
    expect(Array.from(loses.subarray(0, 10))).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 1]);
  });

  it('"within 4"": a leader 4" away is checked, one 5" away is not', () => {
    expect(
      compile(`turns: 1\n${fire}\nleaders: {divisionRating: 2, divisionDistance: 4}`).b.leader.checked,
    ).toBe(true);
    expect(
      compile(`turns: 1\n${fire}\nleaders: {divisionRating: 2, divisionDistance: 5}`).b.leader.checked,
    ).toBe(false);
  });

  it('a leader rated 0 adds nothing present or hors de combat and is replaced at 0 ("zero level divisional leaders do not become a negative value"): his check is not rolled', () => {
    const l = compile(`turns: 1\n${fire}\nleaders: {divisionRating: 0, divisionDistance: 2}`).b.leader;
    expect(l.checked).toBe(false);
    // "Negative value leader replacements are a zero": a -1 leader's loss matters (+1 while he is out, then 0)
    expect(
      compile(`turns: 1\n${fire}\nleaders: {divisionRating: -1, divisionDistance: 2}`).b.leader.checked,
    ).toBe(true);
  });
});

describe("§2.3 a leader hors de combat in the bombardment's rallies", () => {
  // 6" away: no check, so the leader's state moves only by his replacement
  const away = (turns: number) =>
    `turns: ${turns}\nfiresPerTurn: 1\n${fire}\nleaders: {divisionRating: 2, divisionDistance: 6, divisionHorsDeCombat: true}`;
  const tallies = (kernel: typeof sim.kernel, yaml: string) => {
    const c = compile(yaml);
    const acc = new Float64Array(c.layout.size);
    kernel(chunkStream(3, 0, 0), c, 20_000, acc);
    return Array.from(acc);
  };

  it('"subtract his number rating as points from the rally die roll" in the first rally: one turn ends as under the kernel that subtracts it in every rally', () => {
    const c = compile(away(1));
    const end = (kernel: typeof sim.kernel) =>
      distOf(
        c,
        Float64Array.from(tallies(kernel, away(1)), (x) => x / 20_000),
        'end_state',
      );
    expect(end(sim.kernel)).toEqual(end(sim.baselines!.digits));
  });

  it('"resumes its original command at a one point reduction in rating" after that rally: over three turns the later rallies add 1, not -2', () => {
    expect(tallies(sim.kernel, away(3))).not.toEqual(tallies(sim.baselines!.digits, away(3)));
  });

  it('says what it plays in its reading', () => {
    const near = compile(`turns: 1\n${fire}\nleaders: {divisionRating: 1, divisionDistance: 3}`);
    expect(sim.describe!(near)['hors de combat']).toMatch(
      /^played: after each fire that took bases the division leader \(within 4"\) rolls 2D10/,
    );
    expect(sim.describe!(compile(away(1)))['hors de combat']).toMatch(
      /^no check for the division leader: he stands 6" away.*replaced a point lower/,
    );
    const seniors = compile(`turns: 1\n${fire}\nleaders: {divisionRating: 1, seniorRatings: [2]}`);
    expect(sim.describe!(seniors)['hors de combat']).toMatch(
      /The corps or army leader of seniorRatings \(within 4" of the brigade, §2.3\) rolls the same check; .* his successor .* adds nothing: the situation gives no seniorSuccessorRatings\.$/,
    );
  });
});

describe('§2.3 "it is possible for a unit\'s morale to improve, get worse or remain the same"', () => {
  it('a rally that leaves the brigade Shaken or worse makes it first Shaken that turn: one fire, then a rally with its leader (3) hors de combat, -3', () => {
    const c = compile(
      `turns: 1\nfiresPerTurn: 1\nbatteries: [{type: heavyRifle, range: 7}]\ntarget: {grade: veteran, bases: 4, morale: formed}\nleaders: {divisionRating: 3, divisionDistance: 2, divisionHorsDeCombat: true}`,
    );
    const p = exactOf('bombardment', c);
    const end = distOf(c, p, 'end_state');
    const shakenOrWorse = end.shaken + end.demoralized + end.destroyed;
    expect(shakenOrWorse).toBeGreaterThan(0.05);
    expect(distOf(c, p, 'turn_shaken')['1']).toBeCloseTo(shakenOrWorse, 12);
    expect(distOf(c, p, 'turn_demoralized')['1']).toBeCloseTo(end.demoralized + end.destroyed, 12);
  });
});

describe('§4.7 the corps and army leaders within 4" (seniorRatings) roll their own checks', () => {
  it('a senior lost adds nothing to the next rally, then his successor (seniorSuccessorRatings) adds his rating', () => {
    const yaml = (successor: string) =>
      `turns: 4\nbatteries: [{type: heavyRifle, range: 7}]\ntarget: {grade: veteran, bases: 4, morale: formed}\nleaders: {divisionRating: 1, divisionDistance: 6, seniorRatings: [2]${successor}}`;
    const { seniors } = compile(yaml('')).b.leader;
    expect(seniors).toEqual([{ part: 2, successor: 0, checked: true }]);
    expect(compile(yaml(', seniorSuccessorRatings: [3]')).b.leader.seniors).toEqual([
      { part: 2, successor: 3, checked: true },
    ]);
    // a successor as good as the senior still leaves the rally after his fall without him
    const same = compile(yaml(', seniorSuccessorRatings: [2]'));
    const never = compile(yaml(''));
    expect(distOf(same, exactOf('bombardment', same), 'end_state')).not.toEqual(
      distOf(never, exactOf('bombardment', never), 'end_state'),
    );
  });

  it('the successor stands within 4" and rolls as the senior did; lost in turn, nobody the situation names takes over: an independent calculation gives never Demoralized 0.621809', () => {
    const c = compile(
      'turns: 6\nbatteries: [{type: mediumRifle, range: 11}]\ntarget: {grade: veteran, bases: 6, morale: formed}\nleaders: {divisionRating: 0, divisionDistance: 3, seniorRatings: [2], seniorSuccessorRatings: [2]}',
    );
    expect(distOf(c, exactOf('bombardment', c), 'turn_demoralized').never).toBeCloseTo(0.6218088985949, 12);
  });

  it('seniorSuccessorRatings names one leader for each senior, and only in a bombardment', () => {
    expect(() =>
      compile(`turns: 1\n${fire}\nleaders: {seniorRatings: [2, 1], seniorSuccessorRatings: [1]}`),
    ).toThrow(/seniorSuccessorRatings: expected one rating for each of seniorRatings \(2\)/);
    expect(() =>
      compileText(
        'rally',
        'grade: green\nmorale: shaken\nleaders: {seniorRatings: [2], seniorSuccessorRatings: [1]}',
      ),
    ).toThrow(/seniorSuccessorRatings: unknown field/);
  });
});

describe('a bombardment too large for its exact tables is refused, naming what makes it so', () => {
  it('two seniors with successors beside a brigade of twelve under three batteries: refused (exit 2), not a crash', () => {
    expect(() =>
      compile(
        'turns: 12\nbatteries: [{type: mediumRifle, range: 11}, {type: heavyRifle, range: 9}, {type: mediumRifle, range: 8}]\ntarget: {grade: veteran, bases: 12, morale: formed}\nleaders: {divisionRating: 2, divisionDistance: 2, seniorRatings: [2, 3], seniorSuccessorRatings: [1, 2]}',
      ),
    ).toThrow(
      /leaders\.seniorRatings: expected a bombardment whose states fit its exact tables .*give fewer seniors/,
    );
  });
  it('the same two seniors with no successor named fit: a senior lost with nobody to add is gone at once', () => {
    const c = compile(
      'turns: 12\nbatteries: [{type: mediumRifle, range: 11}, {type: heavyRifle, range: 9}, {type: mediumRifle, range: 8}]\ntarget: {grade: veteran, bases: 12, morale: formed}\nleaders: {divisionRating: 2, divisionDistance: 2, seniorRatings: [2, 3]}',
    );
    expect(c.layout.size).toBeGreaterThan(0);
  });
});
