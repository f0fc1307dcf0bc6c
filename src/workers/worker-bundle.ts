import { bundled } from '../../bin/bundle.mjs';
import { PROJECT_ROOT } from '../engine/ruleset/paths.ts';

let current: string | null | undefined;

/**
 * The worker threads' code as one JavaScript file (bin/bundle.mjs): a
 * thread then starts without the TypeScript loader, and runs the kernels
 * faster than through it. Undefined when the bundle cannot be built; the
 * threads then load the sources through tsx.
 */
export function workerBundle(): string | undefined {
  if (current === undefined) current = bundled(PROJECT_ROOT, 'workers/worker') ?? null;
  return current ?? undefined;
}
