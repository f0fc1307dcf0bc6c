import { InputError, type Problem } from '../input/input-error.ts';
import type { SwitchDecl } from './switches.ts';
import { SWITCH_READINGS } from './switch-readings.ts';

/**
 * A ruleset of a family must declare every switch reading the family's code
 * names (switch-readings.ts): one it lacks would leave the code comparing
 * against a reading no run can choose, and silently taking another branch.
 * Each missing reading is named with the file that names it.
 */
export function checkReadings(family: string, decls: readonly SwitchDecl[], file: string): void {
  const named: Record<string, readonly string[]> = Object.hasOwn(SWITCH_READINGS, family) ? SWITCH_READINGS[family as keyof typeof SWITCH_READINGS] : {};
  const problems: Problem[] = [];
  for (const [name, readings] of Object.entries(named)) {
    const decl = decls.find((d) => d.name === name);
    const lacking = readings.filter((r) => !decl || !Object.hasOwn(decl.options, r));
    if (lacking.length) {
      problems.push({ file, field: `switches.${name}`, expected: `${decl ? 'options' : 'a switch with options'} ${lacking.join(', ')}: the ${family} code names ${lacking.length > 1 ? 'them' : 'it'} (src/engine/ruleset/switch-readings.ts)` });
    }
  }
  if (problems.length) throw new InputError(problems);
}
