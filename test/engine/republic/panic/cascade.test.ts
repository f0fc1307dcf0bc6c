import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileCascadeChain } from '../../../../src/engine/republic/panic/cascade-process.ts';
import { R, runCascade } from '../../../../src/engine/republic/panic/cascade.ts';
import { SIMS } from '../../../../src/sims/registry.ts';
import type { CascadeCompiled } from '../../../../src/sims/republic/panic-cascade/panic-cascade-sim.ts';
import { rules } from '../../../sims/republic/compile-situation.ts';
import { runCli } from '../../../helpers/cli.ts';
import {
  compileText,
  distOf,
  exactOf,
  monteCarlo,
  worstZ,
} from '../../../sims/republic/compile-situation.ts';

/** Two adjoining divisions; fail probabilities a (first) and b (second) per test. */
const twoDivisions = (bothInternal: boolean) => `
divisions:
  - {name: A, internal: true, units: [{grade: average, bases: 4, morale: formed}]}
  - {name: B, internal: ${bothInternal}, units: [{grade: green, bases: 4, morale: shaken}]}
`;
/** chance a natural d10 plus the modifier falls short of the pass number */
const failChance = (pass: number, mod: number) =>
  Array.from({ length: 10 }, (_, i) => i + 1 + mod < pass).filter(Boolean).length / 10;
// A: average and unshaken (+2); B: green with a Shaken unit (no modifier)
const a = failChance(rules.panic.pass.average.value, 2);
const b = failChance(rules.panic.pass.green.value, 0);

describe('§6.2 panic cascade: an independent exact check on two divisions', () => {
  it('A internal only: B tests only if A panics', () => {
    const want = { '0': 1 - a, '1': a * (1 - b), '2': a * b };
    const c = compileText('panic-cascade', twoDivisions(false));
    const exact = distOf(c, exactOf('panic-cascade', c), 'divisions_panicked');
    for (const k of ['0', '1', '2'] as const) expect(exact[k]).toBeCloseTo(want[k], 12);
    const n = 200_000;
    const mc = distOf(c, monteCarlo('panic-cascade', c, n, 5), 'divisions_panicked');
    for (const k of ['0', '1', '2'] as const)
      expect(Math.abs(mc[k] - want[k])).toBeLessThan(4.5 * Math.sqrt((want[k] * (1 - want[k])) / n));
  });
  it('both internal: a division that passed its internal test tests again when its neighbour panics', () => {
    const p2 = a * b + a * (1 - b) * b + (1 - a) * b * a;
    const p0 = (1 - a) * (1 - b);
    const c = compileText('panic-cascade', twoDivisions(true));
    const d = distOf(c, exactOf('panic-cascade', c), 'divisions_panicked');
    expect(d['0']).toBeCloseTo(p0, 12);
    expect(d['2']).toBeCloseTo(p2, 12);
    expect(d['1']).toBeCloseTo(1 - p0 - p2, 12);
  });
});

describe('the five-division cascade', () => {
  const c = compileText('panic-cascade', readFileSync(SIMS['panic-cascade'].exampleSituation, 'utf8'));
  it('Monte Carlo with a fixed seed agrees with the enumeration within 4.5 SE', () => {
    const n = 200_000;
    expect(worstZ(c, monteCarlo('panic-cascade', c, n, 3), exactOf('panic-cascade', c), n)).toBeLessThan(4.5);
  });
  it('a panic spreads outward one division a round: the ends panic only through their neighbours', () => {
    const ex = exactOf('panic-cascade', c);
    expect(distOf(c, ex, 'rounds')['4']).toBe(0);
    expect(distOf(c, ex, 'panicked: First').yes).toBeLessThanOrEqual(distOf(c, ex, 'panicked: Second').yes);
  });
});

describe('division names', () => {
  it("refuses two divisions of one name at the second's line: each has its own odds (panicked: NAME)", () => {
    const text = `divisions:
  - {name: A, internal: true, units: [{grade: average, bases: 4, morale: formed}]}
  - {name: A, internal: false, units: [{grade: green, bases: 4, morale: shaken}]}
`;
    expect(() => compileText('panic-cascade', text)).toThrow(
      'panic-cascade.yaml:3: divisions[1].name: expected a name no other division has (division 1 is A), got "A"',
    );
  });
});

describe('division names and adjoin, as written', () => {
  const two = (first: string, extra = '') => `divisions:
  - {name: ${first}, internal: true, units: [{grade: average, bases: 4, morale: formed}]}
  - {name: B, units: [{grade: green, bases: 4, morale: shaken}]}
${extra}`;

  it("refuses a blank name, or one with spaces at an end: it ends the division's metric (panicked: NAME)", () => {
    for (const name of ['""', '" A"'])
      expect(() => compileText('panic-cascade', two(name))).toThrow(
        `panic-cascade.yaml:2: divisions[0].name: expected a name, without spaces at either end (it ends the division's metric: panicked: NAME), got ${name}`,
      );
  });

  it('refuses no divisions at all (exit 2), rather than answer that none panics', async () => {
    const r = await runCli(['odds', 'panic-cascade', '--set', 'divisions=[]']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'warbench: --set divisions=[]: experiments/situations/panic-cascade.yaml: divisions: expected at least one division, got an empty list\n',
    );
  });

  it('names the pair of adjoin that is not two different divisions, as written, in one message', () => {
    for (const [pair, got] of [
      ['[A, C]', '["A","C"]'],
      ['[A, A]', '["A","A"]'],
      ['A', '"A"'],
    ]) {
      let message = '';
      try {
        compileText('panic-cascade', two('A', `adjoin: [${pair}]\n`));
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message).toBe(
        `panic-cascade.yaml:4: adjoin[0]: expected a pair of two different division names (A, B), got ${got}`,
      );
    }
  });

  // §6.2 "A division will roll on the panic level four column if any adjoining division within 3\" becomes panicked":
  // in a cascade that is a division of the cascade panicking, round by round; a flag for a neighbour outside it is not read
  it("refuses adjoining: true on a cascade's division rather than leave it unread; false is the default and stands", () => {
    expect(() =>
      compileText('panic-cascade', two('A').replace('shaken}]}', 'shaken}], adjoining: true}')),
    ).toThrow(
      /panic-cascade\.yaml:3: divisions\[1\]\.adjoining: expected no adjoining: true in a cascade: a division tests adjoining panic when a division of the cascade within 3" panics/,
    );
    expect(() =>
      compileText('panic-cascade', two('A').replace('shaken}]}', 'shaken}], adjoining: false}')),
    ).not.toThrow();
  });

  it('says adjoin takes line or a list of pairs, when it is neither', () => {
    expect(() => compileText('panic-cascade', two('A', 'adjoin: ring\n'))).toThrow(
      'panic-cascade.yaml:4: adjoin: expected line (each division adjoins the next) or a list of pairs of division names, got "ring"',
    );
  });
});

describe('the cascade on the chain module', () => {
  const text = `
divisions:
  - {name: A, internal: true, units: [{grade: average, bases: 4, morale: formed}, {grade: green, bases: 3, morale: shaken}]}
  - {name: B, internal: false, units: [{grade: green, bases: 4, morale: shaken}]}
  - {name: C, internal: true, units: [{grade: veteran, bases: 2, morale: demoralized}]}
  - {name: D, internal: false, units: [{grade: untrained, bases: 5}]}
  - {name: E, internal: true, units: [{grade: green, bases: 5}]}
adjoin: [[A, B], [B, C], [C, D], [A, D], [D, E]]
`;
  const c = compileText('panic-cascade', text) as CascadeCompiled;

  it('walks tables whose exact odds are those of runCascade over every pattern of failed tests, each weighed (to 1e-12)', () => {
    const k = c.cascade;
    const want = new Float64Array(c.layout.size);
    const fails = new Uint8Array(2 * k.n);
    const res = new Int32Array(R.SIZE);
    const at = c.layout.distOffset;
    for (let pattern = 0; pattern < 1 << (2 * k.n); pattern++) {
      let w = 1;
      for (let i = 0; i < 2 * k.n; i++) {
        fails[i] = (pattern >> i) & 1;
        const p = (i % 2 === 0 && !k.internal[i >> 1] ? 0 : k.tests[i >> 1].failFaces) / 10;
        w *= fails[i] ? p : 1 - p;
      }
      if (w === 0) continue;
      runCascade(k, fails, res);
      want[at.divisions_panicked + res[R.PANICKED]] += w;
      want[at.rounds + res[R.ROUNDS]] += w;
      want[c.layout.meanOffset.bases_deserted] += w * res[R.DESERTED];
      for (let d = 0; d < k.n; d++) want[at[`panicked: ${'ABCDE'[d]}`] + k.panicked[d]] += w;
    }
    expect(c.chain.tables).toBeDefined();
    const got = exactOf('panic-cascade', c);
    for (const slot of [
      ...Array.from({ length: 6 }, (_, i) => at.divisions_panicked + i),
      ...Array.from({ length: 6 }, (_, i) => at.rounds + i),
      ...Array.from({ length: 10 }, (_, i) => at['panicked: A'] + i),
      c.layout.meanOffset.bases_deserted,
    ])
      expect(Math.abs(got[slot] - want[slot])).toBeLessThan(1e-12);
  });

  it('held to fewer states than it reaches, applies its steps directly: the same exact odds, and a seed gives the same tallies', () => {
    const direct: CascadeCompiled = { ...c, chain: compileCascadeChain(c.cascade, 5) };
    expect(direct.chain.tables).toBeUndefined();
    const want = exactOf('panic-cascade', c);
    const got = exactOf('panic-cascade', direct);
    for (let i = 0; i < want.length; i++) expect(Math.abs(got[i] - want[i])).toBeLessThan(1e-12);
    expect(monteCarlo('panic-cascade', direct, 20_000, 41)).toEqual(
      monteCarlo('panic-cascade', c, 20_000, 41),
    );
  });
});
