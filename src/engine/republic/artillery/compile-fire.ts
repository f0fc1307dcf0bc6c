import type { YamlNode } from '../../input/yaml-node.ts';
import type { ArtilleryRules } from '../rules/artillery.ts';
import type { FiringBattery, FireTarget } from './fire-situation.ts';

/** One battery's (or joint battery's) fire, reduced to numbers (§4.2-§4.4). */
export interface CompiledFire {
  /** the chart's rung before any shift */
  baseRung: number;
  /** sum of range column modifiers, in cells (negative = left, stronger) */
  columnShift: number;
  /** sum of die roll modifiers */
  dieModifier: number;
  /** the range bracket or chart cell is a placeholder */
  provisional: boolean;
  /** ladder length, for clamping */
  rungs: number;
  twoLeftFrom: number;
  oneLeftAt: number;
  oneRightAt: number;
  twoRightFrom: number;
}

/** The bracket holding a range: the first whose upper edge is not below it. */
export function bracketOf(rules: ArtilleryRules, range: number): number {
  return rules.brackets.findIndex((b) => range <= b.value);
}

/**
 * Compile a fire; a range beyond the chart or beyond the battery's reach is
 * reported on `where` (the battery's node).
 */
export function compileFire(rules: ArtilleryRules, battery: FiringBattery, target: FireTarget, where: YamlNode): CompiledFire {
  const bracket = bracketOf(rules, battery.range);
  const cell = bracket >= 0 ? rules.chart[battery.type][bracket] : undefined;
  if (!cell || cell.value < 0) where.get('range').fail(`expected a range within a ${battery.type} battery's reach (the chart's last bracket it can fire into)`);
  const c = rules.columns;
  let columnShift = 0;
  if (target.deep) columnShift += c.deepTarget.value; // §4.3 Deep Target A
  if (target.square) columnShift += c.square.value; // §4.3 Deep Target B, cumulative
  if (battery.savedFire) columnShift += c.savedFire.value;
  if (battery.bases > 1) columnShift += battery.bases * c.jointPerBase.value; // §4.3 per participating base
  if (target.movingCavalry) columnShift += c.movingCavalry.value;
  if (target.cover === 'medium') columnShift += c.mediumCover.value;
  if (target.cover === 'heavy') columnShift += c.heavyCover.value;
  const d = rules.dieModifiers;
  let dieModifier = battery.hits * d.perBatteryHit.value;
  if (battery.enfilade || target.square) dieModifier += d.enfilade.value; // §4.3: squares are enfilade targets
  if (target.kind === 'packedSkirmishers') dieModifier += d.packedSkirmishers.value;
  if (target.openOrder) dieModifier += d.openOrder.value;
  if (battery.passingFire) dieModifier += d.passingFire.value;
  return {
    baseRung: cell && cell.value >= 0 ? cell.value : 0,
    columnShift,
    dieModifier,
    provisional: (cell?.cell.source ?? 'provisional') === 'provisional' || rules.brackets[Math.max(0, bracket)].cell.source === 'provisional',
    rungs: rules.ladder.length,
    twoLeftFrom: rules.drift.twoLeftFrom.value,
    oneLeftAt: rules.drift.oneLeftAt.value,
    oneRightAt: rules.drift.oneRightAt.value,
    twoRightFrom: rules.drift.twoRightFrom.value,
  };
}

/** §4.2 step 4: cells the modified die moves the effect (negative = left). */
export function driftOf(f: CompiledFire, modified: number): number {
  if (modified >= f.twoLeftFrom) return -2;
  if (modified === f.oneLeftAt) return -1;
  if (modified <= f.twoRightFrom) return 2;
  if (modified === f.oneRightAt) return 1;
  return 0;
}

function clamp(i: number, n: number): number {
  return i < 0 ? 0 : i >= n ? n - 1 : i;
}

/**
 * The rung a natural die reaches (§4.2 steps 2-4): column shifts, then the
 * drift; each move stops at the end of the ladder.
 */
export function rungFor(f: CompiledFire, die: number): number {
  return clamp(clamp(f.baseRung + f.columnShift, f.rungs) + driftOf(f, die + f.dieModifier), f.rungs);
}
