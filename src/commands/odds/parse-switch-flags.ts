import { InputError } from '../../engine/input/input-error.ts';

/** `--switch name=value` flags as a mapping; a flag without `=` is bad input. */
export function parseSwitchFlags(flags: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of flags) {
    const eq = f.indexOf('=');
    if (eq <= 0) throw new InputError({ file: '(command line)', field: '--switch', expected: `name=value, got ${JSON.stringify(f)}` });
    out[f.slice(0, eq)] = f.slice(eq + 1);
  }
  return out;
}
