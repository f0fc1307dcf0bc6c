import type { InputError } from '../engine/input/input-error.ts';

/** buildIndex's `skipped`: say on stderr which result folder the index leaves out, and why. */
export function sayIndexSkipped(folder: string, problem: InputError): void {
  process.stderr.write(
    `warbench: the index leaves out ${folder}, which cannot be read:\n${problem.message}\n`,
  );
}
