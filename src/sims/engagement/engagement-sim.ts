import type { Stream } from '../../engine/dice/stream.ts';
import { MORALE_STATES } from '../../engine/republic/rules/grades.ts';
import type { Doctrine } from '../../engagement/situation/doctrine.ts';
import { compileEngagement, type CompiledEngagement } from '../../engagement/compile/compile-engagement.ts';
import { readEngagement } from '../../engagement/situation/read-engagement.ts';
import { makeFieldState, frontUnit, RULES, type FieldState } from '../../engagement/state/field-state.ts';
import { PER_SIDE, runEngagement, sideSums } from '../../engagement/turn/run-engagement.ts';
import type { Layout } from '../layout.ts';
import type { Compiled, Sim } from '../sim.ts';
import { tallyOutcome } from '../tally.ts';
import { engagementLayout } from './engagement-layout.ts';
import { addValue, compileMetrics, tallyMetrics, type MetricsCompiled } from './engagement-metrics.ts';
import { identifierWords, valueWords } from '../../engine/notation/words.ts';
import { frozenEngagementKernel, type BaselineSource } from '../../../bench/baselines/engagement/kernel.ts';

export interface EngagementCompiled extends Compiled {
  engagement: CompiledEngagement;
  field: FieldState;
  course: Float64Array;
  /** scratch: the per-side sums of the tally */
  sums: Float64Array;
  /** layout offsets resolved once */
  dist: Int32Array;
  means: number;
  /** the loss metrics' starting strength and scratch (engagement-metrics) */
  metrics: MetricsCompiled;
  /** what the frozen baseline kernel compiles itself from (bench/baselines/engagement) */
  baseline: BaselineSource;
}

/** A doctrine as its fields are written in the situation file. */
function doctrineText(d: Doctrine): string {
  const state = (i: number) => (i < MORALE_STATES.length ? MORALE_STATES[i] : 'never');
  // in words, as the report's readings table shows it: `assault up to: rattled, breakthrough: pursue`
  return Object.entries(d)
    .map(
      ([k, v]) =>
        `${identifierWords(k)}: ${k === 'assaultUpTo' || k === 'pullBackAt' ? state(v as number) : valueWords(String(v))}`,
    )
    .join(', ');
}

/** A line driven out of a sector counts this far behind its start (inches). */
const DRIVEN_OFF = 30;

function sideFront(c: CompiledEngagement, f: FieldState, side: number, sector: number): number {
  const u = frontUnit(c, f, side, sector);
  return u < 0 ? -DRIVEN_OFF : f.pos[u];
}

/** Tally a per-side pair of means at `m`; returns the next slot. */
function two(acc: Float64Array, m: number, a: number, b: number): number {
  addValue(acc, m, a);
  addValue(acc, m + 2, b);
  return m + 4;
}

function tally(x: EngagementCompiled, played: number, acc: Float64Array): void {
  const c = x.engagement;
  const f = x.field;
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
    const divisions = c.sideDivisions[side];
    for (let i = 0; i < divisions.length; i++) panicked += f.panicked[divisions[i]];
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
  const sums = x.sums;
  sideSums(c, f, sums, x.metrics.kw, x.metrics.missing);
  let m = x.means;
  // men lost by the end of the last game turn: the field has not changed since
  m = two(acc, m, x.course[t - 1], x.course[2 * t - 1]);
  for (let k = 0; k < PER_SIDE; k++) m = two(acc, m, sums[k], sums[PER_SIDE + k]);
  m = two(acc, m, f.leadersLost[0], f.leadersLost[1]);
  m = two(acc, m, f.panicInternal[0], f.panicInternal[1]);
  m = two(acc, m, f.panicAdjoining[0], f.panicAdjoining[1]);
  addValue(acc, m, ground / c.nSectors);
  addValue(acc, m + 2, played);
  addValue(acc, m + 4, played * 40);
  m += 6;
  // the arrays held here: a load through x or f in the loop would be made again at every step
  const course = x.course;
  for (let i = 0; i < 4 * t; i++, m += 2) addValue(acc, m, course[i]);
  const ruleCount = f.ruleCount;
  for (let r = 0; r < RULES.length; r++, m += 2) addValue(acc, m, ruleCount[r]);
  tallyMetrics(c, f, x.metrics, played, course, sums[0], sums[PER_SIDE], acc, d[9], m);
}

/** Whole engagements of Republic: brigades and divisions over game turns (§1.7). */
export const engagementSim: Sim<EngagementCompiled, 'republic'> = {
  id: 'engagement',
  title: 'Republic engagement: divisions of brigades over full game turns (§1.7), Monte Carlo',
  families: ['republic'],
  defaultRuleset: 'republic-1.0-beta',
  exampleSituation: 'experiments/situations/engagement-brigade.yaml',

  compile(ruleset, situation, switches) {
    const s = readEngagement(situation);
    situation.problems.throwIfAny();
    const engagement = compileEngagement(ruleset.data, s, switches, situation);
    const layout: Layout = engagementLayout(engagement);
    const names = layout.distributions.map((x) => layout.distOffset[x.name]);
    const dist = Int32Array.from(names);
    const means = layout.meanOffset[layout.means[0].name];
    return {
      layout,
      engagement,
      field: makeFieldState(engagement),
      course: new Float64Array(4 * s.turns),
      sums: new Float64Array(2 * PER_SIDE),
      dist,
      means,
      metrics: compileMetrics(engagement),
      baseline: { s, rules: engagement.rules, switches, dist, means },
    };
  },

  kernel(rng: Stream, x: EngagementCompiled, trials: number, acc: Float64Array): void {
    for (let t = 0; t < trials; t++) {
      const played = runEngagement(rng, x.engagement, x.field, x.course);
      tally(x, played, acc);
    }
  },

  // the kernel before the engagement was compiled to numbers, frozen for the bench's ratios
  baselines: { frozen: (rng, x, trials, acc) => frozenEngagementKernel(rng, x.baseline, trials, acc) },

  describe(x: EngagementCompiled) {
    const s = x.engagement.s;
    const out: Record<string, string> = {
      field: `${s.sectors.length} sectors; ${s.units.length} units in ${s.divisions.length} divisions; ${s.sides[s.firstAttacker].name} attacks first; up to ${s.turns} game turns`,
      'stopping rule':
        s.stop === 'sideBreaks'
          ? `stops at the end of the player turn in which a side has ${Math.round(s.sideBreaksAt * 100)}% of its divisions broken (panicked, or no infantry or cavalry left)`
          : `runs all ${s.turns} game turns`,
      'rules played':
        'rally (§2.3), leaders replaced (§2.3), maneuver (§3.2) with charge movement (§3.1), skirmish (§4.1), artillery (§4.2-§4.6), hors de combat (§4.7, §5.6), assaults unit by unit (§5), pass-through (§5.5), supports (§5.5), breakthrough (§5.5), charge and retreat disorder (§5.6), divisional panic internal and adjoining (§6); see docs/limitations.md for what is not',
    };
    s.sides.forEach((side) => (out[`doctrine: ${side.name}`] = doctrineText(side.doctrine)));
    return out;
  },
};
