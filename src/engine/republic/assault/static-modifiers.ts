import { signedModifier } from '../../notation/signed-modifier.ts';
import type { AssaultRules } from '../rules/assault-table.ts';
import type { Grade } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import type { Valued } from '../../ruleset/read-cell.ts';
import type { AssaultSide } from './situation.ts';

/**
 * The §5.4 modifiers that do not change during an assault, summed once.
 * Dynamic ones (morale state, outnumbering, recent losses) are applied per
 * round. `provisional` says whether any value used is a placeholder;
 * `items` gets each modifier in words (`veteran +1`, `cover light +1`), so a
 * designer can check how the rules were read.
 */
export function sideStaticModifier(
  ar: AssaultRules,
  rules: RepublicRules,
  grade: Grade,
  side: AssaultSide,
  defender: boolean,
  struckFrom: 'front' | 'flank' | 'rear',
  items: string[] = [],
): { value: number; provisional: boolean } {
  let value = 0;
  let provisional = false;
  // grade and cover are always named, even at 0; the rest only where they apply
  const use = (label: string, v: Valued<number>, times = 1, always = false) => {
    if (times > 0 && (always || v.value !== 0))
      items.push(`${times > 1 ? `${times} × ` : ''}${label} ${signedModifier(v.value * times)}`);
    if (times === 0 || v.value === 0) return;
    value += v.value * times;
    if (v.cell.source === 'provisional') provisional = true;
  };
  const m = ar.modifiers;
  use(grade, rules.grades.assaultModifier[grade], 1, true); // §5.4 Troop Grades
  use('repeaters', m.repeaters, side.repeaters ? 1 : 0); // §5.4 Repeater equipped
  use('leader within 2"', m.leaderWithin2, side.energeticLeaders + side.proficientLeaders); // §5.4 E or P leader within 2"
  use(side.cover === 'none' ? 'no cover' : `${side.cover} cover`, ar.cover[side.cover], 1, true); // §5.4 Ea. cover point
  use('fresh battery', m.freshArtillery, defender ? side.freshBatteries : 0); // §5.4 Each fresh artillery: the defender's only
  use('quarter of skirmishers out', m.skirmisherQuarter, side.skirmisherQuarters); // §5.4 Each 1/4 skirmishers out
  value += side.extraModifier; // the situation's own further modifier
  if (side.extraModifier !== 0) items.push(`further modifier ${signedModifier(side.extraModifier)}`);
  // §5.4 Outflanked: void if hit in the rear; units in buildings have no flank.
  if (struckFrom === 'flank' && !side.inBuildings) use('outflanked', m.outflanked);
  if (struckFrom === 'rear') use('attacked in the rear', m.rear); // §5.4 Attacked in Rear
  return { value, provisional };
}
