import { d10 } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import type { YamlNode } from '../../input/yaml-node.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { compileDivision, readDivision, type CompiledDivision, type DivisionSituation } from './division.ts';
import { applyPanicFailure, divisionArrays, type DivisionArrays } from './panic-failure.ts';

/** Divisions and who adjoins whom (§6.2): `line` or a list of name pairs. */
export interface CascadeSituation {
  divisions: DivisionSituation[];
  /** adjacency as pairs of division indices */
  pairs: Array<[number, number]>;
}

export function readCascade(root: YamlNode): CascadeSituation {
  root.allowKeys(['divisions', 'adjoin']);
  const items = root.get('divisions').items();
  const divisions = items.map((n, i) => readDivision(n, `division ${i + 1}`));
  if (divisions.length > 16) root.get('divisions').fail('expected at most 16 divisions');
  const names = divisions.map((d) => d.name);
  // each division has its own metric (`panicked: NAME`) and adjoin names it: one name, one division
  names.forEach((name, i) => {
    if (names.indexOf(name) < i)
      items[i]
        .get('name')
        .fail(`expected a name no other division has (division ${names.indexOf(name) + 1} is ${name})`);
  });
  const adj = root.get('adjoin');
  const pairs: Array<[number, number]> = [];
  if (!adj.exists || adj.value() === 'line') {
    for (let i = 1; i < divisions.length; i++) pairs.push([i - 1, i]);
  } else {
    for (const p of adj.items()) {
      const two = p.items().map((x) => names.indexOf(x.string()));
      if (two.length !== 2 || two.some((i) => i < 0) || two[0] === two[1])
        p.fail(`expected a pair of two different division names (${names.join(', ')})`);
      else pairs.push([two[0], two[1]]);
    }
  }
  return { divisions, pairs };
}

/** The cascade compiled: per division its test and units, adjacency in CSR form. */
export interface CompiledCascade {
  n: number;
  tests: CompiledDivision[];
  arrays: DivisionArrays[];
  internal: Uint8Array;
  adjStart: Int32Array;
  adj: Int32Array;
  routM: number;
  // per-trial scratch, reused
  panicked: Uint8Array;
  testedAdjoining: Uint8Array;
  newly: Uint8Array;
  bases: Int32Array[];
  morale: Int32Array[];
  out: Int32Array;
}

export function compileCascade(
  rules: RepublicRules,
  s: CascadeSituation,
  switches: Record<string, string>,
): CompiledCascade {
  const n = s.divisions.length;
  const neighbours: number[][] = s.divisions.map(() => []);
  for (const [a, b] of s.pairs) {
    if (!neighbours[a].includes(b)) neighbours[a].push(b);
    if (!neighbours[b].includes(a)) neighbours[b].push(a);
  }
  const adjStart = new Int32Array(n + 1);
  neighbours.forEach((l, i) => (adjStart[i + 1] = adjStart[i] + l.length));
  return {
    n,
    tests: s.divisions.map((d) => compileDivision(rules, d, switches)),
    arrays: s.divisions.map((d) => divisionArrays(d.units)),
    internal: Uint8Array.from(s.divisions.map((d) => (d.internal ? 1 : 0))),
    adjStart,
    adj: Int32Array.from(neighbours.flat()),
    routM: rules.forcedMoves.routMoraleHits.value,
    panicked: new Uint8Array(n),
    testedAdjoining: new Uint8Array(n),
    newly: new Uint8Array(n),
    bases: s.divisions.map((d) => new Int32Array(d.units.length)),
    morale: s.divisions.map((d) => new Int32Array(d.units.length)),
    out: new Int32Array(2),
  };
}

/** Cascade results written by runCascade. */
export const R = { PANICKED: 0, ROUNDS: 1, DESERTED: 2, ROUTED_UNITS: 3, SIZE: 4 } as const;

/**
 * §6.2 the panic test phase in rounds. `fails[2d]` / `fails[2d+1]` say
 * whether division d's internal / adjoining test would fail: each division
 * tests at most once per condition, so one pre-decided outcome per condition
 * is the same as rolling when the test comes. Round 1: divisions with a
 * Panic 4 event test (internal). Each later round: divisions next to one
 * that panicked in the round before test (adjoining), once. Tests of a round
 * are simultaneous; a division that panicked tests no more. Per-division
 * panic flags are left in c.panicked; totals go to res (R layout).
 */
export function runCascade(c: CompiledCascade, fails: Uint8Array, res: Int32Array): void {
  const n = c.n;
  c.panicked.fill(0);
  c.testedAdjoining.fill(0);
  res.fill(0);
  let any = 0;
  for (let d = 0; d < n; d++) {
    c.newly[d] = c.internal[d] & fails[2 * d];
    any |= c.internal[d];
  }
  if (!any) return;
  res[R.ROUNDS] = 1;
  for (;;) {
    let count = 0;
    for (let d = 0; d < n; d++) {
      if (!c.newly[d]) continue;
      c.panicked[d] = 1;
      count++;
      const t = c.tests[d];
      c.bases[d].set(c.arrays[d].bases);
      c.morale[d].set(c.arrays[d].morale);
      applyPanicFailure(c.arrays[d], c.bases[d], c.morale[d], t.failRank, t.failLoss, c.routM, c.out);
      res[R.DESERTED] += c.out[0];
      res[R.ROUTED_UNITS] += c.out[1];
    }
    res[R.PANICKED] += count;
    if (count === 0) return;
    // the next round: untested, unpanicked neighbours of this round's panics test (adjoining)
    for (let d = 0; d < n; d++) {
      if (c.panicked[d] || c.testedAdjoining[d]) continue;
      for (let k = c.adjStart[d]; k < c.adjStart[d + 1]; k++) if (c.newly[c.adj[k]]) c.testedAdjoining[d] = 2; // pending
    }
    let tests = 0;
    for (let d = 0; d < n; d++) {
      c.newly[d] = 0;
      if (c.testedAdjoining[d] !== 2) continue;
      c.testedAdjoining[d] = 1;
      c.newly[d] = fails[2 * d + 1];
      tests++;
    }
    if (tests === 0) return;
    res[R.ROUNDS]++;
  }
}

/**
 * §6.1 Roll each division's tests up front, one 1D10 per condition: the
 * internal test (only if the division had a Panic 4 event) and the adjoining
 * one; a modified roll below the pass number fails. runCascade reads only
 * the tests the cascade reaches.
 */
export function rollCascadeFails(rng: Stream, c: CompiledCascade, fails: Uint8Array): void {
  for (let d = 0; d < c.n; d++) {
    const test = c.tests[d];
    fails[2 * d] = c.internal[d] && d10(rng) + test.modifier < test.pass ? 1 : 0;
    fails[2 * d + 1] = d10(rng) + test.modifier < test.pass ? 1 : 0;
  }
}
