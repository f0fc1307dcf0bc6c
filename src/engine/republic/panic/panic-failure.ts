import { gradeInForce } from '../rules/grade-reading.ts';
import { DEMORALIZED, GRADES, type Grade } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { RESPONSES } from '../../notation/panic-response.ts';
import type { DivisionSituation } from './division.ts';

const ROUT = RESPONSES.indexOf('Rt');

/** The switches that decide which of a division's bases desert and which units a rout hits (§6.1). */
export interface FailureSwitches {
  panicDesertBatteries?: string;
  panicGradeBatteries?: string;
  divisionalPanicBatteries?: string;
}

/**
 * §6.1 whether a division's batteries lose bases to desertion: switch panicDesertBatteries byGrade, unless switch
 * panicGradeBatteries leftOut leaves them out of the average grade and of desertion (not of the §6.3 modifiers).
 */
export function batteriesDesert(switches: FailureSwitches): boolean {
  return switches.panicDesertBatteries !== 'never' && switches.panicGradeBatteries !== 'leftOut';
}

/**
 * §6.1 "Deserting bases are taken randomly, first from the lowest troop grade present": the grade a unit deserts by,
 * its grade in force (A7: four grades reads Average as Green), as its index in GRADES (best first).
 */
export function desertGrade(
  rules: RepublicRules,
  g: Grade,
  switches: Readonly<Record<string, string>>,
): number {
  return GRADES.indexOf(gradeInForce(rules, g, switches));
}

/**
 * A division's units as typed arrays: its brigades, then its batteries (`brigades` the first battery's entry), with
 * the entries that may desert ordered lowest grade first.
 */
export interface DivisionArrays {
  /** the entries that may desert, lowest grade first and in list order within a grade (§6.1 desertion order) */
  order: Int32Array;
  bases: Int32Array;
  morale: Int32Array;
  /** per entry, the grade it deserts by (desertGrade: its grade in force) */
  grade: Int32Array;
  /** entries below this are brigades, from it batteries */
  brigades: number;
  /** entries below this may desert: the brigades, and the batteries too under panicDesertBatteries byGrade */
  desertable: number;
  /** 1 when a battery that routs takes the rout's M hits (divisionalPanicBatteries moveOnly), 0 when it is abandoned instead (asAssault, §5.5) */
  batteryRoutM: number;
}

export function divisionArrays(
  rules: RepublicRules,
  d: Pick<DivisionSituation, 'units' | 'batteries'>,
  switches: Readonly<Record<string, string>>,
): DivisionArrays {
  const all: Array<{ grade: Grade; bases: number; morale: number }> = [...d.units, ...(d.batteries ?? [])];
  const desert = batteriesDesert(switches) ? all.length : d.units.length;
  const grade = Int32Array.from(all, (u) => desertGrade(rules, u.grade, switches));
  const idx = all
    .map((_, i) => i)
    .filter((i) => i < desert)
    .sort((a, b) => grade[b] - grade[a] || a - b);
  return {
    order: Int32Array.from(idx),
    bases: Int32Array.from(all, (u) => u.bases),
    morale: Int32Array.from(all, (u) => u.morale),
    grade,
    brigades: d.units.length,
    desertable: desert,
    batteryRoutM: switches.divisionalPanicBatteries === 'moveOnly' ? 1 : 0,
  };
}

/**
 * §6.1 a failed panic test: `loss` bases desert, lowest grade first (the
 * order's first unit of a grade first), batteries among them where
 * d.order holds them (switch panicDesertBatteries); if the division routs,
 * every unit left with bases and not yet Demoralized takes `routM` M hits,
 * which stop at Demoralized ("all member units will suffer one morale hit"), a battery
 * only under divisionalPanicBatteries moveOnly (asAssault: a routing battery is
 * abandoned, §5.5). Writes bases deserted to out[0] and units hit by the
 * rout to out[1]. `bases` and `morale` are changed in place. Within a grade
 * the deserters are taken in list order: which unit of the grade gives them
 * up is the text's random draw, made by the engagement (desertAtRandom) and
 * averaged exactly by the sims (batteriesDesertedMean, routedUnitsMean).
 */
export function applyPanicFailure(
  d: DivisionArrays,
  bases: Int32Array,
  morale: Int32Array,
  rank: number,
  loss: number,
  routM: number,
  out: Int32Array,
): void {
  let left = loss;
  for (let k = 0; k < d.order.length && left > 0; k++) {
    const u = d.order[k];
    const take = bases[u] < left ? bases[u] : left;
    bases[u] -= take;
    left -= take;
  }
  out[0] = loss - left;
  out[1] = 0;
  if (rank !== ROUT) return;
  const hit = d.batteryRoutM === 1 ? bases.length : d.brigades;
  for (let u = 0; u < hit; u++) {
    if (bases[u] > 0 && morale[u] < DEMORALIZED) {
      morale[u] = Math.min(DEMORALIZED, morale[u] + routM);
      out[1]++;
    }
  }
}

/**
 * §6.1 "Deserting bases are taken randomly, first from the lowest troop grade present, followed by progressively
 * higher troop grades": `loss` deserters from a division with `bases`, grade by grade in d.order, each grade's
 * entries d.order[from] to d.order[to - 1] holding `had` bases of which `taken` desert (all of a grade the
 * deserters empty, the rest where they run out, drawn at random among that grade's bases).
 */
function eachDesertingGrade(
  d: DivisionArrays,
  bases: Int32Array,
  loss: number,
  visit: (from: number, to: number, had: number, taken: number) => void,
): void {
  let left = loss;
  for (let k = 0; k < d.order.length && left > 0; ) {
    const g = d.grade[d.order[k]];
    const from = k;
    let had = 0;
    for (; k < d.order.length && d.grade[d.order[k]] === g; k++) had += bases[d.order[k]];
    const taken = had < left ? had : left;
    left -= taken;
    visit(from, k, had, taken);
  }
}

/**
 * §6.1 the batteries' expected share of `loss` deserters from a division with `bases` (before the desertion): a
 * grade the deserters empty loses every battery of it; the grade where they run out gives up its deserters at
 * random among its bases, brigades' and batteries' alike, so its batteries lose their share on average
 * (`taken` x battery bases / bases).
 */
export function batteriesDesertedMean(d: DivisionArrays, bases: Int32Array, loss: number): number {
  let guns = 0;
  eachDesertingGrade(d, bases, loss, (from, to, had, taken) => {
    let ofBatteries = 0;
    for (let j = from; j < to; j++) if (d.order[j] >= d.brigades) ofBatteries += bases[d.order[j]];
    if (had > 0) guns += (taken * ofBatteries) / had;
  });
  return guns;
}

/** C(n, k) as a float (exact for the small counts of a division's bases). */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/**
 * §6.1 the units the rout's M hits reach, on average, after `loss` deserters from a division with `bases` and
 * `morale` (before the failure): "all member units will suffer one morale hit" (a battery only where d.batteryRoutM),
 * except those already Demoralized and those the deserters leave with no bases. A grade the deserters empty keeps no
 * unit; in the grade where they run out, drawn at random among its bases, a unit of b bases is emptied with the
 * chance that all b are among the `taken` drawn of the grade's `had`, C(had - b, taken - b) / C(had, taken).
 */
export function routedUnitsMean(
  d: DivisionArrays,
  bases: Int32Array,
  morale: Int32Array,
  loss: number,
): number {
  const hit = d.batteryRoutM === 1 ? bases.length : d.brigades;
  let units = 0;
  for (let u = 0; u < hit; u++) if (bases[u] > 0 && morale[u] < DEMORALIZED) units++;
  eachDesertingGrade(d, bases, loss, (from, to, had, taken) => {
    const all = choose(had, taken);
    for (let j = from; j < to; j++) {
      const u = d.order[j];
      if (u < hit && bases[u] > 0 && morale[u] < DEMORALIZED)
        units -= choose(had - bases[u], taken - bases[u]) / all;
    }
  });
  return units;
}
