import { formatHits } from '../../notation/hits.ts';
import { batteryTypeWords, type ArtilleryRules } from '../rules/artillery.ts';
import {
  jointShiftBases,
  PAST_STRONG_END,
  PAST_WEAK_END,
  rowEndFor,
  type CompiledFire,
} from './compile-fire.ts';
import type { FiringBattery, FireTarget } from './fire-situation.ts';
import { typedSwitches } from '../../ruleset/typed-switches.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const columns = (n: number) =>
  n === 0 ? 'no move' : `${Math.abs(n)} column${Math.abs(n) === 1 ? '' : 's'} ${n < 0 ? 'left' : 'right'}`;

/** How the rules read one fire (§4.2-§4.4): the basic cell, each column and die modifier, what they add up to. */
export function fireReading(
  rules: ArtilleryRules,
  b: FiringBattery,
  t: FireTarget,
  f: CompiledFire,
  given: Readonly<Record<string, string>>,
): Record<string, string> {
  const switches = typedSwitches('republic', given);
  const c = rules.columns;
  const d = rules.dieModifiers;
  const cellText = (i: number) => {
    const m = f.rowM[i];
    const bb = f.rowB[i];
    return `${rules.ranges[i].value}" column (${m === 0 && bb === 0 ? 'no effect' : formatHits({ m, b: bb, p: 0 })})`;
  };
  const shifts: string[] = [];
  if (t.deep) shifts.push(`deep target ${columns(c.deepTarget.value)}`);
  if (t.square) shifts.push(`square ${columns(c.square.value)}`);
  if (b.savedFire) shifts.push(`saved fire ${columns(c.savedFire.value)}`);
  const joint = jointShiftBases(b.bases, switches.jointBatteryFire);
  if (b.bases > 1)
    shifts.push(
      `joint battery of ${b.bases} bases ${columns(joint * c.jointPerBase.value)} (jointBatteryFire=${switches.jointBatteryFire})`,
    );
  if (t.movingCavalry) shifts.push(`moving cavalry ${columns(c.movingCavalry.value)}`);
  if (t.cover === 'medium') shifts.push(`medium cover ${columns(c.mediumCover.value)}`);
  if (t.cover === 'heavy') shifts.push(`heavy cover ${columns(c.heavyCover.value)}`);
  const die: string[] = [];
  if (b.hits) die.push(`${b.hits} hits on the battery ${signed(b.hits * d.perBatteryHit.value)}`);
  if (b.enfilade || t.square)
    die.push(`enfilade${t.square && !b.enfilade ? ' (a square)' : ''} ${signed(d.enfilade.value)}`);
  if (t.kind === 'packedSkirmishers') die.push(`packed skirmishers ${signed(d.packedSkirmishers.value)}`);
  if (t.openOrder) die.push(`open order ${signed(d.openOrder.value)}`);
  if (b.passingFire) die.push(`passing fire ${signed(d.passingFire.value)}`);
  const before = f.column + f.columnShift;
  const where =
    before < 0
      ? `past the closest column: reads the ${cellText(0)}`
      : before >= f.rowM.length
        ? f.stepByStep
          ? `past the farthest column the battery reaches: stops at the ${cellText(f.rowM.length - 1)}`
          : `past the farthest column the battery reaches (artilleryRowEnd=${switches.artilleryRowEnd})`
        : `the ${cellText(before)}`;
  return {
    breakdown: `basic effect: ${batteryTypeWords(b.type)} at ${b.range}" reads the ${cellText(f.column)}; column modifiers: ${shifts.join(', ') || 'none'} -> ${columns(f.columnShift)}, ${where}; die modifiers: ${die.join(', ') || 'none'} -> ${signed(f.dieModifier)} (artilleryRowSteps=${switches.artilleryRowSteps ?? 'together'}: ${f.stepByStep ? 'the drift moves on from where the column modifiers stopped' : 'the drift is added to the column modifiers before the row ends apply'}; the drift moves two left on a modified ${f.twoLeftFrom}+, one left on ${f.oneLeftAt}, one right on ${f.oneRightAt}, two right on ${f.twoRightFrom} or less)`,
  };
}

/**
 * How often a fire moves past an end of its row (A10, A18): the faces of its
 * die that do, in words, e.g. "past the farthest column on 2 of 10 faces
 * (read as that column: artilleryRowEnd=endCell)".
 */
export function rowEndText(f: CompiledFire, given: Readonly<Record<string, string>>): string {
  const switches = typedSwitches('republic', given);
  const strong = [];
  const weak = [];
  for (let die = 1; die <= 10; die++) {
    const end = rowEndFor(f, die);
    if (end === PAST_STRONG_END) strong.push(die);
    if (end === PAST_WEAK_END) weak.push(die);
  }
  if (strong.length + weak.length === 0) return 'never past an end of its row';
  const parts = [];
  if (strong.length)
    parts.push(`past the closest column on ${strong.length} of 10 faces (read as that column)`);
  if (weak.length)
    parts.push(
      `past the farthest column it reaches on ${weak.length} of 10 faces (${switches.artilleryRowEnd === 'noEffect' ? 'no effect' : 'read as that column'}: artilleryRowEnd=${switches.artilleryRowEnd ?? 'endCell'})`,
    );
  return parts.join('; ');
}
