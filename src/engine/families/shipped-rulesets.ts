import { loadRulesetOf } from './load-ruleset.ts';
import { isOfFamily, type FamilyName, type Ruleset } from './families.ts';
import { rulesetBytes, rulesetFromBytes } from './sent-ruleset.ts';

/**
 * Shipped rulesets a reader loads by id beside the one it was given (the
 * duel reads each system's own), kept for the process: every point of a
 * sweep reads the same one, and only reads it.
 */
const loaded = new Map<string, Ruleset>();
/** Bytes of shipped rulesets the main thread loaded, received by a worker thread (receiveShipped). */
const received = new Map<string, Uint8Array>();

/**
 * The shipped ruleset `id` of `family`: in a worker thread, built from the
 * main thread's when it sent it (the main thread has compiled every point
 * first, so it has), else read from its folder.
 */
export function shippedRuleset<F extends FamilyName>(family: F, id: string): Ruleset<F> {
  let r = loaded.get(id);
  if (!r) {
    const bytes = received.get(id);
    r = bytes ? rulesetFromBytes(bytes) : (loadRulesetOf(family, id) as Ruleset);
    loaded.set(id, r);
  }
  // a shipped id is of one family: asked for as another, loadRulesetOf refuses it naming both
  return isOfFamily(r, [family]) ? r : loadRulesetOf(family, id);
}

/** Every shipped ruleset this process has loaded so far, as bytes for a worker thread. */
export function shippedBytes(): Record<string, Uint8Array> {
  return Object.fromEntries([...loaded].map(([id, r]) => [id, rulesetBytes(r)]));
}

/** Keep the main thread's shipped rulesets' bytes, to build each when first read. */
export function receiveShipped(bytes: Record<string, Uint8Array>): void {
  for (const [id, b] of Object.entries(bytes)) if (!received.has(id)) received.set(id, b);
}
