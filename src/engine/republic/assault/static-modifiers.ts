import type { AssaultRules } from '../rules/assault-table.ts';
import type { Grade } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import type { Valued } from '../../ruleset/read-cell.ts';
import type { AssaultSide } from './situation.ts';

/**
 * The §5.4 modifiers that do not change during an assault, summed once.
 * Dynamic ones (morale state, outnumbering, recent losses) are applied per
 * round. `provisional` says whether any value used is a placeholder.
 */
export function sideStaticModifier(
  ar: AssaultRules,
  rules: RepublicRules,
  grade: Grade,
  side: AssaultSide,
  defender: boolean,
  struckFrom: 'front' | 'flank' | 'rear',
): { value: number; provisional: boolean } {
  let value = 0;
  let provisional = false;
  const use = (v: Valued<number>, times = 1) => {
    if (times === 0 || v.value === 0) return;
    value += v.value * times;
    if (v.cell.source === 'provisional') provisional = true;
  };
  const m = ar.modifiers;
  use(rules.grades.assaultModifier[grade]); // §5.4 Troop Grades
  use(m.repeaters, side.repeaters ? 1 : 0); // §5.4 Repeater equipped
  use(m.leaderWithin2, side.energeticLeaders + side.proficientLeaders); // §5.4 E or P leader within 2"
  use(ar.cover[side.cover]); // §5.4 Ea. cover point
  use(m.freshArtillery, defender ? side.freshBatteries : 0); // §5.4 Each fresh artillery: the defender's only
  use(m.skirmisherQuarter, side.skirmisherQuarters); // §5.4 Each 1/4 skirmishers out
  value += side.extraModifier; // the situation's own further modifier
  // §5.4 Outflanked: void if hit in the rear; units in buildings have no flank.
  if (struckFrom === 'flank' && !side.inBuildings) use(m.outflanked);
  if (struckFrom === 'rear') use(m.rear); // §5.4 Attacked in Rear
  return { value, provisional };
}
