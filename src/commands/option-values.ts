import type { Command, Option } from 'commander';
import { InputError } from '../engine/input/input-error.ts';

const bad = (flag: string, expected: string) =>
  new InputError({ file: '(command line)', field: flag, expected });

/**
 * Check every value-taking flag of every command as it is read: a flag's
 * value that is another flag (`--out --quick`, a value left out) is refused
 * rather than taken as a folder or file named `--quick`, and a flag that
 * takes one value given twice (`--out a --out b`) is refused rather than the
 * later silently winning. Repeatable flags (`--patch`, `--set`) and lists
 * (`--engagement a b`) gather every value, as before.
 */
export function checkOptionValues(program: Command): void {
  for (const command of program.commands) {
    const shortFlags = new Set(command.options.flatMap((o) => (o.short ? [o.short] : [])).concat('-h'));
    const given = new Map<string, string>();
    for (const option of command.options as Option[]) {
      if (!option.required && !option.optional) continue;
      const flag = option.long ?? option.short ?? option.flags;
      const inner = option.parseArg as ((value: string, previous: unknown) => unknown) | undefined;
      option.argParser((value: string, previous: unknown) => {
        if (value.startsWith('--') || shortFlags.has(value))
          throw bad(
            flag,
            `a value (${option.flags.slice(option.flags.indexOf(' ') + 1)}) after it, got the next flag ${value}`,
          );
        if (inner) return inner(value, previous);
        const before = given.get(flag);
        given.set(flag, value);
        if (option.variadic)
          return before !== undefined && Array.isArray(previous) ? [...previous, value] : [value];
        if (before !== undefined)
          throw bad(flag, `one value, got it twice (${before} and then ${value}); give it once`);
        return value;
      });
    }
  }
}
