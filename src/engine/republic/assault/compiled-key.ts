import type { CompiledAssault } from './compiled-assault.ts';

/** Scratch buffers a round writes: never part of what an assault is. */
const SCRATCH = new Set(['roundOut', 'trace']);

/**
 * Everything a compiled assault holds, as one string: two compiled assaults
 * with the same key give the same rounds, the same odds and the same chain
 * (the kernel and the exact odds read nothing but the compiled assault).
 * Every field takes part, so a field added later is keyed without a change here.
 */
export function compiledAssaultKey(c: CompiledAssault): string {
  const parts: string[] = [];
  for (const name of Object.keys(c).sort()) {
    if (SCRATCH.has(name)) continue;
    const v = (c as unknown as Record<string, unknown>)[name];
    parts.push(
      `${name}=${ArrayBuffer.isView(v) ? `${v.constructor.name}[${Array.prototype.join.call(v, ',')}]` : JSON.stringify(v)}`,
    );
  }
  return parts.join(';');
}
