import { formatHits, type Hits } from '../../notation/hits.ts';
import { BATTERY_TYPES, batteryTypeWords, reachOf, type BatteryType } from '../rules/artillery.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { cellWhere, type Finding } from './finding.ts';

/** At least the M and the B hits of `b`. */
function noWeaker(a: Hits, b: Hits): boolean {
  return a.m >= b.m && a.b >= b.b;
}

/** The battery types no weaker than another, column by column (§4.2: heavier guns, rifles over smoothbores of their weight). */
const STRONGER: Array<[BatteryType, BatteryType]> = [
  ['heavyRifle', 'mediumRifle'],
  ['mediumSmoothbore', 'lightSmoothbore'],
];

const label = (h: Hits) => (h.m === 0 && h.b === 0 ? 'no effect' : formatHits(h));

/**
 * §4.2 fire chart: along each battery row a closer column is never weaker
 * (a problem); a heavier battery type weaker than a lighter one of its kind,
 * or reaching less far, is a note: the text does not say so, so a faithful
 * printed chart is never refused for it.
 */
export function artilleryFindings(rules: RepublicRules): Finding[] {
  const out: Finding[] = [];
  const a = rules.artillery;
  for (const type of BATTERY_TYPES) {
    const row = a.chart[type];
    const reach = reachOf(row);
    for (let i = 1; i < reach; i++) {
      const far = row[i].value!;
      const near = row[i - 1].value!;
      if (!noWeaker(near, far)) {
        out.push({
          check: 'artillery rows weaken with range',
          severity: 'problem',
          message: `${batteryTypeWords(type)} at ${a.ranges[i].value}" gives ${label(far)}, more than ${label(near)} at ${a.ranges[i - 1].value}"`,
          where: cellWhere(row[i].cell),
          pair: cellWhere(row[i - 1].cell),
        });
      }
    }
  }
  for (const [strong, weak] of STRONGER) {
    const s = a.chart[strong];
    const w = a.chart[weak];
    const reach = reachOf(w);
    for (let i = 0; i < reach; i++) {
      const sv = s[i]?.value;
      if (sv === null || sv === undefined) {
        out.push({
          check: 'artillery types ordered (a design expectation, not a rule of the text)',
          severity: 'note',
          message: `${batteryTypeWords(strong)} does not reach the ${a.ranges[i].value}" column that ${batteryTypeWords(weak)} reaches`,
          where: cellWhere(s[i]?.cell ?? w[i].cell),
        });
        break;
      }
      if (!noWeaker(sv, w[i].value!)) {
        out.push({
          check: 'artillery types ordered (a design expectation, not a rule of the text)',
          severity: 'note',
          message: `${batteryTypeWords(strong)} at ${a.ranges[i].value}" gives ${label(sv)}, less than ${batteryTypeWords(weak)}'s ${label(w[i].value!)}`,
          where: cellWhere(s[i].cell),
        });
      }
    }
  }
  return out;
}
