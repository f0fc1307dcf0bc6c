import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node as YNode } from 'yaml';

/**
 * A mapping key as readers see it: a scalar by its value as text, so `1`
 * and `'1'` (or `true` and `'true'`) are the same name, as they are once
 * read into an object.
 */
export function keyName(key: unknown): string {
  return String(isScalar(key) ? key.value : key);
}

/** What keeps a document from being read as plain data: an alias, or a key given twice. */
export type KeyProblem =
  | { kind: 'alias'; name: string; at: number | undefined }
  | { kind: 'twice'; key: string; at: number | undefined; first: number | undefined };

/**
 * The first alias (`*name`) or repeated key (by keyName) in the document,
 * with the offsets of the places at fault. One pass, with a set per mapping:
 * the YAML library's own key check compares every pair, which stalls on a
 * file of many keys. Aliases are refused rather than followed: readers take
 * each value where it is written, and an alias of an alias grows a value
 * without bound.
 */
export function keyProblem(doc: Document): KeyProblem | undefined {
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isAlias(node)) return { kind: 'alias', name: node.source, at: node.range?.[0] };
    if (isMap(node)) {
      const seen = new Map<string, number | undefined>();
      for (const pair of node.items) {
        const name = keyName(pair.key);
        const at = (pair.key as YNode | null)?.range?.[0];
        if (!isAlias(pair.key) && seen.has(name))
          return { kind: 'twice', key: name, at, first: seen.get(name) };
        seen.set(name, at);
      }
      // children pushed last first, so the first fault in the file is the one named
      for (let i = node.items.length - 1; i >= 0; i--) stack.push(node.items[i].value, node.items[i].key);
    } else if (isSeq(node)) {
      for (let i = node.items.length - 1; i >= 0; i--) {
        const item = node.items[i];
        stack.push(isPair(item) ? item.value : item);
      }
    }
  }
  return undefined;
}
