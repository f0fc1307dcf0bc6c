import type { YamlNode } from '../input/yaml-node.ts';
import type { SwitchDecl } from './switches.ts';
import { SWITCH_READINGS } from './switch-readings.ts';

/**
 * A ruleset of a family must declare every switch reading the family's code
 * names (switch-readings.ts): one it lacks would leave the code comparing
 * against a reading no run can choose, and silently taking another branch.
 * Each missing reading is reported at its switch's options, naming the file
 * that names it. (A switch missing whole is engine-switches.ts's to report.)
 */
export function checkReadings(family: string, decls: readonly SwitchDecl[], node: YamlNode): void {
  const named: Record<string, readonly string[]> = Object.hasOwn(SWITCH_READINGS, family)
    ? SWITCH_READINGS[family as keyof typeof SWITCH_READINGS]
    : {};
  for (const [name, readings] of Object.entries(named)) {
    const decl = decls.find((d) => d.name === name);
    if (!decl) continue;
    const lacking = readings.filter((r) => !Object.hasOwn(decl.options, r));
    if (lacking.length)
      node
        .get(name)
        .get('options')
        .failAt(
          `expected options ${lacking.join(', ')} too: the ${family} code names ${lacking.length > 1 ? 'them' : 'it'} (src/engine/ruleset/switch-readings.ts)`,
        );
  }
}
