import { InputError } from '../input/input-error.ts';

/** `--switch name=value` flags as a mapping; a flag without `=`, or a switch given twice, is bad input. */
export function parseSwitchFlags(flags: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of flags) {
    const eq = f.indexOf('=');
    if (eq <= 0)
      throw new InputError({
        file: '(command line)',
        field: '--switch',
        expected: `name=value, got ${JSON.stringify(f)}`,
      });
    const name = f.slice(0, eq);
    // two readings of one switch: which one was meant cannot be guessed
    if (Object.hasOwn(out, name))
      throw new InputError({
        file: '(command line)',
        field: '--switch',
        expected: `each switch once, got ${name} given twice (${name}=${out[name]} and ${f})`,
      });
    out[name] = f.slice(eq + 1);
  }
  return out;
}
