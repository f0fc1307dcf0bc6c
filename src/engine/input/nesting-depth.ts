import { isCollection, isPair, type Node as YNode } from 'yaml';

/** Deepest nesting of lists and mappings warbench reads; no rule or experiment file comes near it. */
export const MAX_NESTING = 64;

/**
 * The first node nested deeper than `max` lists and mappings, or undefined.
 * Walks with its own stack, so a deep file cannot exhaust the call stack.
 */
export function tooDeep(root: unknown, max = MAX_NESTING): YNode | undefined {
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!isCollection(node)) continue;
    if (depth + 1 > max) return node as YNode;
    for (const item of node.items as unknown[]) {
      if (isPair(item)) {
        stack.push([item.key, depth + 1], [item.value, depth + 1]);
      } else stack.push([item, depth + 1]);
    }
  }
  return undefined;
}
