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

export function readCascade(
  root: YamlNode,
  switches: { panicGradeBatteries?: string } = {},
): CascadeSituation {
  root.allowKeys(['divisions', 'adjoin']);
  const items = root.get('divisions').items();
  const divisions = items.map((n, i) => readDivision(n, `division ${i + 1}`, switches));
  // §6.2 a cascade's adjoining tests come from its own divisions that panic (adjoin), round by round; a neighbour that
  // panicked before it is not one of them, and a flag that would start one is refused rather than left unread
  for (const n of items)
    if (n.get('adjoining').optBool(false))
      n.get('adjoining').fail(
        "expected no adjoining: true in a cascade: a division tests adjoining panic when a division of the cascade within 3\" panics (adjoin), in the round after; give the division that panics as one of the cascade's, with internal: true, or test one division against a neighbour's panic with warbench odds panic-test (adjoining: true)",
      );
  if (root.get('divisions').isList() && divisions.length === 0)
    root.get('divisions').fail('expected at least one division');
  if (divisions.length > 16) root.get('divisions').fail('expected at most 16 divisions');
  const names = divisions.map((d) => d.name);
  // each division has its own metric (`panicked: NAME`) and adjoin names it: one name, one division
  names.forEach((name, i) => {
    if (name.trim() === '' || name.trim() !== name)
      items[i]
        .get('name')
        .fail(
          "expected a name, without spaces at either end (it ends the division's metric: panicked: NAME)",
        );
    else if (names.indexOf(name) < i)
      items[i]
        .get('name')
        .fail(`expected a name no other division has (division ${names.indexOf(name) + 1} is ${name})`);
  });
  const adj = root.get('adjoin');
  const pairs: Array<[number, number]> = [];
  if (adj.exists && !adj.isList() && adj.value() !== 'line')
    adj.fail('expected line (each division adjoins the next) or a list of pairs of division names');
  else if (!adj.exists || adj.value() === 'line') {
    for (let i = 1; i < divisions.length; i++) pairs.push([i - 1, i]);
  } else {
    for (const p of adj.items()) {
      const two = p.isList() ? p.items().map((x) => names.indexOf(x.string())) : [];
      if (two.length !== 2 || two.some((i) => i < 0) || two[0] === two[1])
        p.failAt(
          `expected a pair of two different division names (${names.join(', ')}), got ${JSON.stringify(p.plainValue())}`,
        );
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
  /** per adjacency entry (as adj): 1 while the two divisions stand within 3" (§6.2); all 1 unless a caller measures it */
  near: Uint8Array;
  routM: number;
  // per-trial scratch, reused
  panicked: Uint8Array;
  bases: Int32Array[];
  morale: Int32Array[];
  out: Int32Array;
  /** the dice of a panic test phase (rollCascadeDice) */
  dice: Int32Array;
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
    // §6.1 its brigades, then its batteries (switch panicDesertBatteries: whether they desert)
    arrays: s.divisions.map((d) => divisionArrays(rules, d, switches)),
    internal: Uint8Array.from(s.divisions.map((d) => (d.internal ? 1 : 0))),
    adjStart,
    adj: Int32Array.from(neighbours.flat()),
    near: new Uint8Array(adjStart[n]).fill(1),
    routM: rules.forcedMoves.routMoraleHits.value,
    panicked: new Uint8Array(n),
    bases: s.divisions.map((d) => new Int32Array(d.units.length + (d.batteries?.length ?? 0))),
    morale: s.divisions.map((d) => new Int32Array(d.units.length + (d.batteries?.length ?? 0))),
    out: new Int32Array(2),
    dice: new Int32Array(2 * n),
  };
}

/** Cascade results written by runCascade. */
export const R = { PANICKED: 0, ROUNDS: 1, DESERTED: 2, ROUTED_UNITS: 3, SIZE: 4 } as const;

/** §6.1 whether division d fails its test on natural die `die` (1-10): the modified roll below its pass number. */
export function failsTest(c: CompiledCascade, d: number, die: number): boolean {
  const t = c.tests[d];
  return die + t.modifier < t.pass;
}

/** §6.2 the first round's testers, as bits: the divisions with a Panic 4 event (internal panic). */
export function internalTesters(c: CompiledCascade): number {
  let bits = 0;
  for (let d = 0; d < c.n; d++) if (c.internal[d]) bits |= 1 << d;
  return bits;
}

/**
 * §6.2 the next round's testers, as bits (adjoining panic): the divisions
 * next to one that panicked this round (`newly`), and near it, that have neither
 * panicked (`panicked`, this round's included) nor tested for adjoining
 * panic before (`tested`). Leaving out a panicked division is a fixed reading,
 * not the text's (docs/limitations.md).
 */
export function adjoiningTesters(
  c: CompiledCascade,
  newly: number,
  panicked: number,
  tested: number,
): number {
  let bits = 0;
  for (let d = 0; d < c.n; d++) {
    if (((panicked | tested) & (1 << d)) !== 0) continue;
    for (let k = c.adjStart[d]; k < c.adjStart[d + 1]; k++)
      if ((newly & (1 << c.adj[k])) !== 0 && c.near[k] === 1) {
        bits |= 1 << d;
        break;
      }
  }
  return bits;
}

/** §6.1 division d has failed: its units' bases after desertion and morale after a rout in c.bases[d] and c.morale[d], the counts added to res (R layout). */
export function panicDivision(c: CompiledCascade, d: number, res: Int32Array): void {
  const t = c.tests[d];
  c.bases[d].set(c.arrays[d].bases);
  c.morale[d].set(c.arrays[d].morale);
  applyPanicFailure(c.arrays[d], c.bases[d], c.morale[d], t.failRank, t.failLoss, c.routM, c.out);
  res[R.DESERTED] += c.out[0];
  res[R.ROUTED_UNITS] += c.out[1];
}

/** Bits set in x (at most 16 divisions). */
export function bitCount(x: number): number {
  let n = 0;
  for (let y = x; y !== 0; y &= y - 1) n++;
  return n;
}

/**
 * §6.2 the panic test phase in rounds, on tests decided beforehand:
 * `fails[2d]` / `fails[2d+1]` say whether division d's internal / adjoining
 * test would fail (each division tests at most once per condition, so one
 * pre-decided outcome per condition is the same as rolling when the test
 * comes). Round 1: divisions with a Panic 4 event test (internal). Each
 * later round: divisions next to one that panicked in the round before test
 * (adjoining), once. Tests of a round are simultaneous; a division that
 * panicked tests no more. Per-division panic flags are left in c.panicked;
 * totals go to res (R layout).
 */
export function runCascade(c: CompiledCascade, fails: Uint8Array, res: Int32Array): void {
  // four stores cost less than fill, a call into the runtime
  for (let k = 0; k < R.SIZE; k++) res[k] = 0;
  let panicked = 0;
  let tested = 0;
  let testers = internalTesters(c);
  let newly = 0;
  for (let d = 0; d < c.n; d++) if ((testers & (1 << d)) !== 0 && fails[2 * d]) newly |= 1 << d;
  if (testers !== 0) res[R.ROUNDS] = 1;
  while (newly !== 0) {
    panicked |= newly;
    res[R.PANICKED] += bitCount(newly);
    for (let d = 0; d < c.n; d++) if ((newly & (1 << d)) !== 0) panicDivision(c, d, res);
    testers = adjoiningTesters(c, newly, panicked, tested);
    if (testers === 0) break;
    tested |= testers;
    newly = 0;
    for (let d = 0; d < c.n; d++) if ((testers & (1 << d)) !== 0 && fails[2 * d + 1]) newly |= 1 << d;
    res[R.ROUNDS]++;
  }
  for (let d = 0; d < c.n; d++) c.panicked[d] = (panicked >> d) & 1;
}

/**
 * §6.1 Each division's test dice, rolled up front, one 1D10 per condition: the
 * internal test's die at dice[2d] (only if the division had a Panic 4
 * event; 0 if not), the adjoining one's at dice[2d+1]. The dice are all
 * drawn before any test is read, so a test need only be found where the
 * cascade may read it (failsOn).
 */
export function rollCascadeDice(rng: Stream, c: CompiledCascade, dice: Int32Array): void {
  for (let d = 0; d < c.n; d++) {
    dice[2 * d] = c.internal[d] ? d10(rng) : 0;
    dice[2 * d + 1] = d10(rng);
  }
}

/**
 * Division d's entry of runCascade's `fails` for one condition (0
 * internal, 1 adjoining), from its die (rollCascadeDice) and its test as
 * c.tests holds it: a modified roll below the pass number fails.
 */
export function failsOn(
  c: CompiledCascade,
  d: number,
  dice: Int32Array,
  fails: Uint8Array,
  condition: number,
): void {
  const k = 2 * d + condition;
  fails[k] = (condition === 1 || c.internal[d]) && failsTest(c, d, dice[k]) ? 1 : 0;
}
