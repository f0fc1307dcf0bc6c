import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { B, type CompiledBombardment } from '../../../../src/engine/republic/bombardment/bombardment.ts';
import { compileBombardmentChain } from '../../../../src/engine/republic/bombardment/bombardment-process.ts';
import { chunkStream } from '../../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../../src/sims/registry.ts';
import { tallyOutcome, tallyValue } from '../../../../src/sims/tally.ts';
import { compileText, distOf, exactOf, ruleset } from '../../../sims/republic/compile-situation.ts';
import { BOMBARDMENT_CASES, LEADER_CASES } from './bombardment-cases.ts';
import { exactBombardmentOracle } from './exact-oracle.ts';

const sim = SIMS.bombardment;

/** The oracle's odds in the sim's layout. */
function oracle(yaml: string): Float64Array {
  const c = compileText('bombardment', yaml) as ReturnType<typeof compileText> & {
    at: Int32Array;
    b: { turns: number; provisional: boolean };
  };
  const out = new Float64Array(c.layout.size);
  const at = c.at;
  const first = (turn: number) => (turn === 0 ? c.b.turns : turn - 1);
  const leaders = (parse(yaml) as { leaders?: Record<string, number | boolean | number[]> }).leaders ?? {};
  const leader = {
    rating: Number(leaders.divisionRating ?? 0),
    horsDeCombat: leaders.divisionHorsDeCombat === true,
    distance: Number(leaders.divisionDistance ?? 0),
    seniors: (leaders.seniorRatings ?? []) as number[],
    successors: leaders.seniorSuccessorRatings as number[] | undefined,
    rules: ruleset.data,
  };
  exactBombardmentOracle(c.b as never, leader, (res, w) => {
    tallyOutcome(out, at[0], first(res[B.SHAKEN_TURN]), w);
    tallyOutcome(out, at[1], first(res[B.DEMORALIZED_TURN]), w);
    tallyOutcome(out, at[2], res[B.LOST], w);
    tallyOutcome(out, at[3], res[B.END], w);
    tallyOutcome(out, at[4], c.b.provisional ? 1 : 0, w);
    tallyValue(out, at[5], res[B.P], w);
    tallyValue(out, at[6], res[B.LOST], w);
    tallyOutcome(out, at[7], first(res[B.PANIC4_TURN]), w);
  });
  return out;
}

describe('the bombardment on the chain module', () => {
  for (const [name, yaml] of Object.entries({ ...BOMBARDMENT_CASES, ...LEADER_CASES })) {
    it(`${name}: exact odds as the oracle carries every die forward`, () => {
      const want = oracle(yaml);
      // relative to the slot: the sums of squares run to tens
      Array.from(exactOf('bombardment', compileText('bombardment', yaml))).forEach((p, i) =>
        expect(Math.abs(p - want[i])).toBeLessThan(1e-12 * Math.max(1, Math.abs(want[i]))),
      );
    });
  }

  for (const [name, yaml] of Object.entries(LEADER_CASES)) {
    it(`${name}: the leader's loss and replacement change the odds from the kernel before the chain, which played neither`, () => {
      const run = (kernel: typeof sim.kernel) => {
        const c = compileText('bombardment', yaml);
        const acc = new Float64Array(c.layout.size);
        kernel(chunkStream(5, 0, 0), c, 20_000, acc);
        return Array.from(acc);
      };
      expect(run(sim.kernel)).not.toEqual(run(sim.baselines!.digits));
    });
  }

  for (const [name, yaml] of Object.entries(BOMBARDMENT_CASES)) {
    it(`${name}: the same tallies (one fire a turn: but the turn a rally leaves it Shaken), and the stream left at the same draw, as the kernel before the chain (bench baseline)`, () => {
      const run = (kernel: typeof sim.kernel) => {
        const c = compileText('bombardment', yaml);
        const acc = new Float64Array(c.layout.size);
        const rng = chunkStream(5, 0, 0);
        kernel(rng, c, 20_000, acc);
        return { acc: Array.from(acc), next: rng.int32() };
      };
      const chain = run(sim.kernel);
      const before = run(sim.baselines!.digits);
      expect(chain.next).toBe(before.next);
      // with one fire a turn the rally is the turn's last step: the chain records a rally that leaves the brigade Shaken or
      // Demoralized in its turn, where the kernel before waited for the next fire to see it; every other slot alike
      const c = compileText('bombardment', yaml);
      const events = /firesPerTurn: 1/.test(yaml) ? ['turn_shaken', 'turn_demoralized'] : [];
      const skip = new Set(
        events.flatMap((name) => {
          const d = c.layout.distributions.find((x) => x.name === name)!;
          return d.outcomes.map((_, i) => c.layout.distOffset[name] + i);
        }),
      );
      expect(chain.acc.filter((_, i) => !skip.has(i))).toEqual(before.acc.filter((_, i) => !skip.has(i)));
      // and not a vacuous match: the brigade's fate varies between trials
      expect(chain.acc.filter((x) => x > 0 && x < 20_000).length).toBeGreaterThan(3);
    });
  }

  it('the kernel reads nine dice a draw: 10,000 trials of the shipped example take 2.8 to 3.4 draws a trial', () => {
    const c = compileText(
      'bombardment',
      LEADER_CASES[
        'the shipped example (two batteries, one saved fire, two fires a turn, a leader rated 1 at 3")'
      ],
    );
    const inner = chunkStream(5, 0, 0);
    let n = 0;
    sim.kernel({ int32: () => (n++, inner.int32()) }, c, 10_000, new Float64Array(c.layout.size));
    // at most 17 dice a trial (a pair at each of 12 fires, 5 rallies) and a pair at each leader check (after a fire that
    // took bases), less the rallies of a brigade already Formed and the fires after its end, at nine digits a draw (93% of draws kept)
    expect(n / 10_000).toBeGreaterThan(2.8);
    expect(n / 10_000).toBeLessThan(3.4);
  });
});

describe('§4.3 Deep Target A: "passes into or through three or more combat bases"', () => {
  const fire = 'batteries: [{type: mediumRifle, range: 11}]';
  const brigade = (bases: number, deep: boolean) =>
    `turns: 2\n${fire}\ntarget: {grade: green, bases: ${bases}, morale: formed, deep: ${deep}}`;

  it('a brigade of two bases can no longer be three bases deep: deep or not, the same odds', () => {
    expect(Array.from(exactOf('bombardment', compileText('bombardment', brigade(2, true))))).toEqual(
      Array.from(exactOf('bombardment', compileText('bombardment', brigade(2, false)))),
    );
  });

  it('a brigade of three bases is a deep target until it loses a base: its first fire as the artillery odds read a deep target', () => {
    const one = (deep: boolean) =>
      compileText(
        'bombardment',
        `turns: 1\nfiresPerTurn: 1\n${fire}\ntarget: {grade: green, bases: 3, morale: formed, deep: ${deep}}`,
      );
    const art = compileText(
      'artillery',
      'battery: {type: mediumRifle, range: 11}\ntarget: {bases: 3, morale: formed, deep: true}',
    );
    expect(distOf(one(true), exactOf('bombardment', one(true)), 'bases_lost')).toMatchObject(
      distOf(art, exactOf('artillery', art), 'main_bases_lost'),
    );
    expect(distOf(one(true), exactOf('bombardment', one(true)), 'bases_lost')).not.toEqual(
      distOf(one(false), exactOf('bombardment', one(false)), 'bases_lost'),
    );
  });

  it('the shift stops with the third base: two turns at a deep brigade of three destroy it 8.96%, between never shifted (2.72%) and every fire shifted (81.92%)', () => {
    const c = compileText('bombardment', brigade(3, true)) as ReturnType<typeof compileText> & {
      b: CompiledBombardment;
    };
    const destroyed = distOf(c, exactOf('bombardment', c), 'end_state').destroyed;
    // the old reading: every fire keeps the shift compiled for the first
    const b = { ...c.b, firstShallow: c.b.first, laterShallow: c.b.later };
    const always = { ...c, b, chain: compileBombardmentChain(b) };
    const shallowOnly = compileText('bombardment', brigade(3, false));
    expect(destroyed).toBeCloseTo(0.0896, 4);
    expect(distOf(shallowOnly, exactOf('bombardment', shallowOnly), 'end_state').destroyed).toBeCloseTo(
      0.0272,
      4,
    );
    expect(distOf(always, exactOf('bombardment', always), 'end_state').destroyed).toBeCloseTo(0.8192, 4);
  });
});

describe('§4.7 forced moves', () => {
  it('"Execute all involuntary movements as a result of panic hits": not played, and the sim says so in its reading', () => {
    const c = compileText('bombardment', BOMBARDMENT_CASES['one battery (one d10 a fire), one fire a turn']);
    expect(sim.describe!(c)['forced moves']).toMatch(
      /^not played: .*"Execute all involuntary movements as a result of panic hits"/,
    );
  });
});
