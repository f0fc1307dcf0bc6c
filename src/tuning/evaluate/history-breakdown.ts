import { GUNS_PER_BATTERY } from '../../engagement/compile/compile-engagement.ts';
import { LOSS_CAUSES } from '../../engagement/state/field-state.ts';
import type { EngagementCompiled } from '../../sims/engagement/engagement-sim.ts';
import type { Sample } from './monte-carlo.ts';

/** One side of an engagement's breakdown, means over trials; shares are of the side's men at the start. */
export interface SideBreakdown {
  role: 'attacker' | 'defender';
  side: string;
  men: number;
  kwShare: number;
  missingShare: number;
  /** men lost to each cause (LOSS_CAUSES order), as a share of strength */
  byCause: number[];
  /** the chance the side breaks, and the median game turn it does when it does */
  breaks: number;
  breakMedian: number | null;
  /** men lost (killed, wounded, missing) after the end of the game turn the first side broke, share of strength */
  afterBreak: number;
  /** killed and wounded up to the first break, pro rata to the men lost by then (all of them when no side breaks) */
  kwBeforeBreak: number;
  /** divisional panics: its own Panic 4 (§6.2 internal), a neighbour's (§6.2 adjoining) */
  panicsInternal: number;
  panicsAdjoining: number;
}

/** What an engagement's losses came from and when it was decided: read trial by trial from its tallies. */
export interface HistoryBreakdown {
  turns: number;
  /** stop: sideBreaks (the engagement ends with the player turn a side breaks) */
  stopAtBreak: boolean;
  sideBreaksAt: number;
  /** mean hours played, at 40 minutes a game turn (§1.1) */
  hoursPlayed: number;
  /** mean hours played up to the end of the game turn the first side broke (all hours played when none did) */
  hoursToFirstBreak: number;
  /** the chance some side breaks, and the median game turn of the first break when one does */
  firstBreak: number;
  firstBreakMedian: number | null;
  /** assaults fought (§5) and artillery fires (§4.2) a trial, both sides; batteries at the start, both sides */
  assaults: number;
  artilleryFires: number;
  batteries: number;
  /** divisions a side: attacker, defender */
  divisions: [number, number];
  /** attacker, defender */
  sides: [SideBreakdown, SideBreakdown];
}

/** The median of a chance spread over game turns 1 ... N (index 0 = turn 1), or null when it never happens. */
function medianTurn(byTurn: readonly number[]): number | null {
  const total = byTurn.reduce((s, x) => s + x, 0);
  if (total <= 0) return null;
  let sum = 0;
  for (let t = 0; t < byTurn.length; t++) {
    sum += byTurn[t];
    if (sum >= total / 2 - 1e-12) return t + 1;
  }
  return byTurn.length;
}

/** The breakdown of one engagement sample (its tallies trial by trial) under the rules it was compiled with. */
export function historyBreakdown(x: EngagementCompiled, sample: Sample): HistoryBreakdown {
  const c = x.engagement;
  const { layout, trials, values } = sample;
  const size = layout.size;
  const T = c.s.turns;
  const names = c.s.sides.map((s) => s.name);
  const mean = (name: string) => layout.meanOffset[name];
  const breakAt = names.map((n) => layout.distOffset[`break turn: ${n}`]);
  const inTurn = names.map((n) =>
    Array.from({ length: T }, (_, k) => mean(`men lost in turn ${k + 1}: ${n}`)),
  );
  const kwSlot = names.map((n) => mean(`killed and wounded: ${n}`));
  const missingSlot = names.map((n) => mean(`missing: ${n}`));
  const causeSlot = names.map((n) => LOSS_CAUSES.map((cause) => mean(`men lost to ${cause}: ${n}`)));
  const panicSlot = names.map((n) => [mean(`panics internal: ${n}`), mean(`panics adjoining: ${n}`)]);
  const minutes = mean('minutes');
  const assaults = mean('rule: §5 assault fought');
  const fires = mean('rule: §4.2 artillery fire');
  let assaultSum = 0;
  let fireSum = 0;
  const men = Array.from(x.metrics.men);
  const acc = names.map(() => ({
    kw: 0,
    missing: 0,
    cause: new Array<number>(LOSS_CAUSES.length).fill(0),
    byTurn: new Array<number>(T).fill(0),
    after: 0,
    kwBefore: 0,
    internal: 0,
    adjoining: 0,
  }));
  const firstByTurn = new Array<number>(T).fill(0);
  let minutesSum = 0;
  let toBreakSum = 0;
  for (let t = 0; t < trials; t++) {
    const v = (slot: number) => values[t * size + slot];
    minutesSum += v(minutes);
    assaultSum += v(assaults);
    fireSum += v(fires);
    let first = 0;
    names.forEach((_, s) => {
      for (let k = 0; k < T; k++)
        if (v(breakAt[s] + k) > 0) {
          acc[s].byTurn[k]++;
          if (first === 0 || k + 1 < first) first = k + 1;
        }
    });
    if (first > 0) firstByTurn[first - 1]++;
    toBreakSum += first > 0 ? (first * 40) / 60 : v(minutes) / 60;
    names.forEach((_, s) => {
      const a = acc[s];
      const kw = v(kwSlot[s]);
      a.kw += kw;
      a.missing += v(missingSlot[s]);
      LOSS_CAUSES.forEach((_, k) => (a.cause[k] += v(causeSlot[s][k])));
      a.internal += v(panicSlot[s][0]);
      a.adjoining += v(panicSlot[s][1]);
      let lost = 0;
      let after = 0;
      for (let k = 0; k < T; k++) {
        const m = v(inTurn[s][k]);
        lost += m;
        if (first > 0 && k + 1 > first) after += m;
      }
      a.after += after;
      a.kwBefore += lost > 0 ? (kw * (lost - after)) / lost : kw;
    });
  }
  const side = (s: number, role: SideBreakdown['role']): SideBreakdown => {
    const a = acc[s];
    const share = (m: number) => m / trials / men[s];
    return {
      role,
      side: names[s],
      men: men[s],
      kwShare: share(a.kw),
      missingShare: share(a.missing),
      byCause: a.cause.map(share),
      breaks: a.byTurn.reduce((p, q) => p + q, 0) / trials,
      breakMedian: medianTurn(a.byTurn),
      afterBreak: share(a.after),
      kwBeforeBreak: share(a.kwBefore),
      panicsInternal: a.internal / trials,
      panicsAdjoining: a.adjoining / trials,
    };
  };
  const attacker = c.s.firstAttacker;
  return {
    turns: T,
    stopAtBreak: c.stopAtBreak,
    sideBreaksAt: c.s.sideBreaksAt,
    hoursPlayed: minutesSum / trials / 60,
    hoursToFirstBreak: toBreakSum / trials,
    firstBreak: firstByTurn.reduce((p, q) => p + q, 0) / trials,
    firstBreakMedian: medianTurn(firstByTurn),
    assaults: assaultSum / trials,
    artilleryFires: fireSum / trials,
    batteries: (x.metrics.guns[0] + x.metrics.guns[1]) / GUNS_PER_BATTERY,
    divisions: [c.sideDivisions[attacker].length, c.sideDivisions[1 - attacker].length],
    sides: [side(attacker, 'attacker'), side(1 - attacker, 'defender')],
  };
}
