import { join } from 'node:path';
import { readYamlFile } from '../../engine/input/parse-yaml.ts';
import { Problems } from '../../engine/input/problems.ts';
import { PROJECT_ROOT } from '../../engine/ruleset/paths.ts';

/** The shipped hours of fighting in a one-day battle (an assumption; the file says why). */
export const BATTLE_HOURS_FILE = join(PROJECT_ROOT, 'data', 'history', 'battle-hours.yaml');

/** Hours of fighting in a one-day battle, and whether that is sourced or assumed. */
export interface BattleHours {
  low: number;
  high: number;
  status: 'sourced' | 'assumption';
  file: string;
}

/** Read data/history/battle-hours.yaml (or a file in its shape); every problem at once, with its line. */
export function readBattleHours(file: string = BATTLE_HOURS_FILE): BattleHours {
  const problems = new Problems();
  const root = readYamlFile(file, problems);
  root.allowKeys(['status', 'oneDayBattle']);
  const status = root.get('status').oneOf(['sourced', 'assumption'] as const);
  const day = root.get('oneDayBattle');
  day.allowKeys(['low', 'high']);
  const low = day.get('low').number(6);
  const high = day.get('high').number(10);
  if (!(low > 0)) day.get('low').fail('expected a number of hours above 0');
  if (!(high >= low)) day.get('high').fail(`expected a number of hours from low (${low})`);
  problems.throwIfAny();
  return { low, high, status, file };
}

/**
 * The record's whole-battle range scaled to an engagement of `hours`, as
 * if a battle's losses fell evenly over its hours of fighting: the lower
 * quartile over the long day, the upper over the short one, so the band
 * is as wide as the assumption allows. An engagement as long as a day or
 * longer is judged against the whole battle.
 */
export function scaleToHours(
  range: readonly [number, number],
  hours: number,
  day: BattleHours,
): [number, number] {
  return [(range[0] * Math.min(hours, day.high)) / day.high, (range[1] * Math.min(hours, day.low)) / day.low];
}
