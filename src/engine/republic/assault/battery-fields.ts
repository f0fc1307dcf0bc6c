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
