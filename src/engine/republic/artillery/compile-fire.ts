import type { YamlNode } from '../../input/yaml-node.ts';
import { reachOf, type ArtilleryRules } from '../rules/artillery.ts';
import type { FiringBattery, FireTarget } from './fire-situation.ts';
import { typedSwitches } from '../../ruleset/typed-switches.ts';

/** Where a fire's effect landed on its row: on a cell, or moved past an end (§4.2, switch A10). */
export const WITHIN_ROW = 0;
export const PAST_STRONG_END = 1;
export const PAST_WEAK_END = 2;
export const ROW_END_OUTCOMES = ['within the row', 'past the closest column', 'past the farthest column'];

/** One battery's (or joint battery's) fire, reduced to numbers (§4.2-§4.4). */
export interface CompiledFire {
  /** the cells of the battery's row that it reaches, closest column first */
  rowM: Int32Array;
  rowB: Int32Array;
  /** 1 where the cell is a placeholder (or the range column it was read by is) */
  rowProvisional: Uint8Array;
  /** the basic effect's column (§4.2 step 1) */
  column: number;
  /** sum of range column modifiers, in columns (negative = left, closer, stronger) */
  columnShift: number;
  /** sum of die roll modifiers */
  dieModifier: number;
  /** A10 `noEffect`: a move past the farthest column gives no effect (else it stays on that column's cell) */
  noEffectPastWeakEnd: boolean;
  /** A18 `stepByStep`: the column modifiers stop at the row's ends before the drift moves on from there */
  stepByStep: boolean;
  twoLeftFrom: number;
  oneLeftAt: number;
  oneRightAt: number;
  twoRightFrom: number;
}

/** The range column holding a range: the first whose upper edge is not below it. */
export function columnOf(rules: ArtilleryRules, range: number): number {
  return rules.ranges.findIndex((b) => range <= b.value);
}

/** §4.3 Joint Battery Fire: the bases that each move the effect a column left (switch jointBatteryFire, A14). */
export function jointShiftBases(bases: number, reading: string | undefined): number {
  if (bases < 2) return 0;
  return reading === 'beyondFirst' ? bases - 1 : bases;
}

/**
 * Compile a fire; a range beyond the chart or beyond the battery's reach,
 * or a joint battery larger than a mass battery group, is reported on
 * `where` (the battery's node).
 */
export function compileFire(
  rules: ArtilleryRules,
  battery: FiringBattery,
  target: FireTarget,
  where: YamlNode,
  given: Readonly<Record<string, string>>,
): CompiledFire {
  const switches = typedSwitches('republic', given);
  const row = rules.chart[battery.type];
  const reach = reachOf(row);
  const column = columnOf(rules, battery.range);
  if (column < 0 || column >= reach) {
    const last = reach > 0 ? rules.ranges[reach - 1].value : 0;
    where
      .get('range')
      .fail(
        `expected a range of at most ${last}": a ${battery.type} battery's reach on the fire chart (§4.2)`,
      );
  }
  const maxJoint = rules.targets.maxJointBases.value;
  if (switches.jointBatteryGroup !== 'unlimited' && battery.bases > maxJoint)
    where
      .get('bases')
      .fail(
        `expected at most ${maxJoint} bases: joint battery fire is by mass battery groups of ${maxJoint} (§4.5); fire a larger battery as several groups, or read §4.3 with no limit: --switch jointBatteryGroup=unlimited (A16)`,
      );
  const c = rules.columns;
  let columnShift = 0;
  if (target.deep) columnShift += c.deepTarget.value; // §4.3 Deep Target A
  if (target.square) columnShift += c.square.value; // §4.3 Deep Target B, cumulative
  if (battery.savedFire) columnShift += c.savedFire.value; // §4.3 Saved Fire
  columnShift += jointShiftBases(battery.bases, switches.jointBatteryFire) * c.jointPerBase.value; // §4.3 Joint Battery Fire
  if (target.movingCavalry) columnShift += c.movingCavalry.value; // §4.3 At moving cavalry
  if (target.cover === 'medium') columnShift += c.mediumCover.value; // §4.3 At Medium or Heavy Cover
  if (target.cover === 'heavy') columnShift += c.heavyCover.value;
  const d = rules.dieModifiers;
  let dieModifier = battery.hits * d.perBatteryHit.value; // §4.4 Each battery M and B hit
  if (battery.enfilade || target.square) dieModifier += d.enfilade.value; // §4.3: squares are enfilade targets
  if (target.kind === 'packedSkirmishers') dieModifier += d.packedSkirmishers.value;
  if (target.openOrder) dieModifier += d.openOrder.value;
  if (battery.passingFire) dieModifier += d.passingFire.value;
  const cells = row.slice(0, Math.max(reach, 1));
  const rangeProvisional = column >= 0 && rules.ranges[column].cell.source === 'provisional';
  return {
    rowM: Int32Array.from(cells, (x) => x.value?.m ?? 0),
    rowB: Int32Array.from(cells, (x) => x.value?.b ?? 0),
    rowProvisional: Uint8Array.from(cells, (x) =>
      x.cell.source === 'provisional' || rangeProvisional ? 1 : 0,
    ),
    column: Math.max(0, Math.min(column, reach - 1)),
    columnShift,
    dieModifier,
    noEffectPastWeakEnd: switches.artilleryRowEnd === 'noEffect',
    stepByStep: switches.artilleryRowSteps === 'stepByStep',
    twoLeftFrom: rules.drift.twoLeftFrom.value,
    oneLeftAt: rules.drift.oneLeftAt.value,
    oneRightAt: rules.drift.oneRightAt.value,
    twoRightFrom: rules.drift.twoRightFrom.value,
  };
}

/** §4.2 step 4: columns the modified die moves the effect (negative = left). */
export function driftOf(f: CompiledFire, modified: number): number {
  if (modified >= f.twoLeftFrom) return -2;
  if (modified === f.oneLeftAt) return -1;
  if (modified <= f.twoRightFrom) return 2;
  if (modified === f.oneRightAt) return 1;
  return 0;
}

/**
 * §4.2 step 2: the column the range column modifiers move the basic effect
 * to. Under switch artilleryRowSteps (A18) `together` it may lie past an
 * end of the row (the drift is added before the ends are read); under
 * `stepByStep` "the column modifiers stop at an end of the row".
 */
function afterColumnModifiers(f: CompiledFire): number {
  const p = f.column + f.columnShift;
  if (!f.stepByStep) return p;
  return p < 0 ? 0 : p >= f.rowM.length ? f.rowM.length - 1 : p;
}

/**
 * §4.2 steps 2-4: the column the effect moves to along the row, before the
 * row's ends are applied: the basic column, the column modifiers and the
 * drift of the natural die (A18 `stepByStep`: the drift moves on from where
 * the column modifiers stopped).
 */
export function positionFor(f: CompiledFire, die: number): number {
  return afterColumnModifiers(f) + driftOf(f, die + f.dieModifier);
}

/** Past which end of the row a position lies (WITHIN_ROW, PAST_STRONG_END, PAST_WEAK_END). */
function rowEndOf(f: CompiledFire, position: number): number {
  return position < 0 ? PAST_STRONG_END : position >= f.rowM.length ? PAST_WEAK_END : WITHIN_ROW;
}

/**
 * Past which end of the row a natural die's fire moved (A10): every move
 * past an end counts, the column modifiers' own under A18 `stepByStep`
 * even when the drift brings the effect back onto the row.
 */
export function rowEndFor(f: CompiledFire, die: number): number {
  const overrun = rowEndOf(f, f.column + f.columnShift);
  return f.stepByStep && overrun !== WITHIN_ROW ? overrun : rowEndOf(f, positionFor(f, die));
}

/**
 * The cell a position reads (A10): past the closest column it stays on that
 * cell; past the farthest it stays on that cell (`endCell`) or gives no
 * effect (`noEffect`, returned as -1).
 */
export function cellAt(f: CompiledFire, position: number): number {
  if (position < 0) return 0;
  if (position >= f.rowM.length) return f.noEffectPastWeakEnd ? -1 : f.rowM.length - 1;
  return position;
}

/** The cell a natural die reaches (-1: no effect, past the farthest column under A10 `noEffect`). */
export function cellFor(f: CompiledFire, die: number): number {
  return cellAt(f, positionFor(f, die));
}
