import type { YamlNode } from '../../input/yaml-node.ts';

/**
 * A battery's fields that belong to infantry or cavalry: each given with a
 * value other than the one saying "none" (`fields` maps a field to it) is
 * refused at its line. A battery has no repeaters or skirmishers (§5.4),
 * forms no square and has no order (§1.4); read, they would move the odds.
 */
export function refuseOnBattery(n: YamlNode, fields: Record<string, unknown>): void {
  for (const [k, none] of Object.entries(fields))
    if (n.has(k) && n.get(k).value() !== none)
      n.get(k).fail('expected only on infantry or cavalry, not on a battery (arm: artillery)');
}

/**
 * An untrained unit's open order or skirmishers, refused at the field: "A
 * brigade using open order must be trained (Green grade or better)" (§1.4),
 * "Trained brigades (Green or better grade) may deploy ... skirmish markers" (§3.5).
 */
export function refuseUntrained(n: YamlNode, grade: string, order: string, skirmishers: string): void {
  if (grade !== 'untrained') return;
  if (n.has(skirmishers) && n.get(skirmishers).value() !== 0)
    n.get(skirmishers).fail(
      'expected 0 on an untrained unit: only trained brigades (Green or better) deploy skirmish markers (§3.5)',
    );
  if (n.has(order) && n.get(order).value() === 'open')
    n.get(order).fail(
      'expected close on an untrained unit: a brigade using open order must be trained, Green or better (§1.4)',
    );
}
