import type { Stream } from '../../../src/engine/dice/stream.ts';
import type { RepublicRules } from '../../../src/engine/republic/rules/republic-rules.ts';
import { Problems } from '../../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../../src/engine/input/parse-yaml.ts';
import { tallyOutcome, tallyValue } from '../../../src/sims/tally.ts';
import { compileEngagement, type CompiledEngagement } from './compile/compile-engagement.ts';
import type { EngagementSituation } from './situation/engagement-situation.ts';
import { frontUnit, makeFieldState, RULES, type FieldState } from './state/field-state.ts';
import { menLost, PER_SIDE, runEngagement, sideSums } from './turn/run-engagement.ts';

/**
 * The engagement kernel as it was before it was compiled to numbers: the
 * field scanned unit by unit, switches and doctrine read as strings, the
 * assault memo keyed by text, the division panic tests compiled when due.
 * Frozen here so `warbench bench` times the live kernel against it in the
 * same run; it plays the same rules and draws the same dice, so it also
 * gives the same tallies, bit for bit, while the rules are unchanged.
 */
interface Frozen {
  c: CompiledEngagement;
  f: FieldState;
  faced: Uint8Array;
  course: Float64Array;
  sums: Float64Array;
}

/** What the baseline needs from the live compiled engagement: the situation as read, the rules, the switches, the layout's offsets. */
export interface BaselineSource {
  s: EngagementSituation;
  rules: RepublicRules;
  switches: Record<string, string>;
  dist: Int32Array;
  means: number;
}

/** Compiled once per compiled point (the first call, the bench's warm-up). */
const frozen = new WeakMap<BaselineSource, Frozen>();

function compileFrozen(x: BaselineSource): Frozen {
  const where = parseYamlFile('{}', '(baseline)').root(new Problems());
  const c = compileEngagement(x.rules, x.s, x.switches, where);
  return {
    c,
    f: makeFieldState(c),
    faced: new Uint8Array(c.nUnits),
    course: new Float64Array(4 * x.s.turns),
    sums: new Float64Array(2 * PER_SIDE),
  };
}

const DRIVEN_OFF = 30;

function sideFront(c: CompiledEngagement, f: FieldState, side: number, sector: number): number {
  const u = frontUnit(c, f, side, sector);
  return u < 0 ? -DRIVEN_OFF : f.pos[u];
}

function two(acc: Float64Array, m: number, a: number, b: number): number {
  tallyValue(acc, m, a, 1);
  tallyValue(acc, m + 2, b, 1);
  return m + 4;
}

function tally(x: BaselineSource, z: Frozen, played: number, acc: Float64Array): void {
  const { c, f } = z;
  const t = c.s.turns;
  const d = x.dist;
  const ba = f.sideBrokenTurn[0];
  const bb = f.sideBrokenTurn[1];
  const outcome =
    ba === 0 && bb === 0 ? 0 : ba > 0 && (bb === 0 || ba < bb) ? 1 : bb > 0 && (ba === 0 || bb < ba) ? 2 : 3;
  tallyOutcome(acc, d[0], outcome, 1);
  tallyOutcome(acc, d[1], ba === 0 ? t : ba - 1, 1);
  tallyOutcome(acc, d[2], bb === 0 ? t : bb - 1, 1);
  let firstDivision = 0;
  for (let i = 0; i < c.nDivisions; i++)
    if (f.brokenTurn[i] && (!firstDivision || f.brokenTurn[i] < firstDivision))
      firstDivision = f.brokenTurn[i];
  tallyOutcome(acc, d[3], firstDivision === 0 ? t : firstDivision - 1, 1);
  let ground = 0;
  for (let side = 0; side < 2; side++) {
    let panicked = 0;
    for (const dv of c.sideDivisions[side]) panicked += f.panicked[dv];
    tallyOutcome(acc, d[4 + side], panicked, 1);
    let held = 0;
    for (let s = 0; s < c.nSectors; s++) {
      const front = sideFront(c, f, side, s);
      if (front > -DRIVEN_OFF && front >= -6) held++;
      ground += (side === 0 ? 1 : -1) * front;
    }
    tallyOutcome(acc, d[6 + side], held, 1);
  }
  tallyOutcome(acc, d[8], f.prov, 1);
  const sums = z.sums;
  sideSums(c, f, sums);
  let m = x.means;
  m = two(acc, m, menLost(c, f, 0), menLost(c, f, 1));
  for (let k = 0; k < PER_SIDE; k++) m = two(acc, m, sums[k], sums[PER_SIDE + k]);
  m = two(acc, m, f.leadersLost[0], f.leadersLost[1]);
  m = two(acc, m, f.panicInternal[0], f.panicInternal[1]);
  m = two(acc, m, f.panicAdjoining[0], f.panicAdjoining[1]);
  tallyValue(acc, m, ground / c.nSectors, 1);
  tallyValue(acc, m + 2, played, 1);
  tallyValue(acc, m + 4, played * 40, 1);
  m += 6;
  for (let i = 0; i < 4 * t; i++, m += 2) tallyValue(acc, m, z.course[i], 1);
  for (let r = 0; r < RULES.length; r++, m += 2) tallyValue(acc, m, f.ruleCount[r], 1);
}

/** The frozen engagement kernel: `trials` engagements into `acc`, in the live sim's layout. */
export function frozenEngagementKernel(
  rng: Stream,
  x: BaselineSource,
  trials: number,
  acc: Float64Array,
): void {
  let z = frozen.get(x);
  if (!z) frozen.set(x, (z = compileFrozen(x)));
  for (let t = 0; t < trials; t++) {
    const played = runEngagement(rng, z.c, z.f, z.faced, z.course);
    tally(x, z, played, acc);
  }
}
