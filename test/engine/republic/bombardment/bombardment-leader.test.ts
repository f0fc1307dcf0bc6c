import { describe, expect, it } from 'vitest';
import type { CompiledBombardment } from '../../../../src/engine/republic/bombardment/bombardment.ts';
import { chunkStream } from '../../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../../src/sims/registry.ts';
import { compileText } from '../../../sims/republic/compile-situation.ts';

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

  it('"subtract his number rating as points from the rally die roll" in the first rally: one turn as the kernel that subtracts it in every rally', () => {
    expect(tallies(sim.kernel, away(1))).toEqual(tallies(sim.baselines!.digits, away(1)));
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
      /^no check: the division leader stands 6" away.*replaced a point lower/,
    );
    const seniors = compile(`turns: 1\n${fire}\nleaders: {divisionRating: 1, seniorRatings: [2]}`);
    expect(sim.describe!(seniors)['hors de combat']).toMatch(
      /corps and army leaders \(seniorRatings\) roll no check here/,
    );
  });
});
