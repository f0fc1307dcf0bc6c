import type { YamlNode } from '../../input/yaml-node.ts';

/**
 * Each value above the one before it (range columns, ratio steps, skirmish
 * brackets). A pair out of order is reported at the one a patch set, else
 * at the later one, with both values as read (a cell written
 * `{cell: 4, source: text}` reads 4).
 */
export function checkIncreasing(values: readonly number[], nodes: readonly YamlNode[], what: string): void {
  for (let i = 1; i < values.length; i++) {
    if (values[i] > values[i - 1]) continue;
    const at = !nodes[i].patchOrigin && nodes[i - 1].patchOrigin ? nodes[i - 1] : nodes[i];
    at.failAt(`expected ${what}, got ${values[i - 1]} then ${values[i]}`);
  }
}
