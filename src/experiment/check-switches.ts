import type { YamlNode } from '../engine/input/yaml-node.ts';
import { isOption, type SwitchDecl } from '../engine/ruleset/switches.ts';

/** Check switch names and values against the ruleset, reporting at their lines. */
export function checkSwitches(decls: readonly SwitchDecl[], given: Record<string, string>, nodes: Record<string, YamlNode>): boolean {
  let ok = true;
  for (const [name, value] of Object.entries(given)) {
    const decl = decls.find((d) => d.name === name);
    const node = nodes[name];
    if (!decl) {
      node.fail(`expected a switch of the ruleset: ${decls.map((d) => d.name).join(', ') || '(none)'}; ${name} is unknown`);
      ok = false;
    } else if (!isOption(decl, value)) {
      node.fail(`expected a value of switch ${name}: ${Object.keys(decl.options).join(', ')}`);
      ok = false;
    }
  }
  return ok;
}
