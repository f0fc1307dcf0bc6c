import type { YamlNode } from '../engine/input/yaml-node.ts';
import { didYouMean, someOf } from '../engine/input/did-you-mean.ts';
import { isOption, type SwitchDecl } from '../engine/ruleset/switches.ts';

/**
 * Check switch names and values against the ruleset, reporting at their
 * lines; an unknown name once (`reported` carries the names already told
 * across the sweep's points: one mistake, one message).
 */
export function checkSwitches(
  decls: readonly SwitchDecl[],
  given: Record<string, string>,
  nodes: Record<string, YamlNode>,
  reported = new Set<string>(),
): boolean {
  let ok = true;
  for (const [name, value] of Object.entries(given)) {
    const decl = decls.find((d) => d.name === name);
    const node = nodes[name];
    if (!decl) {
      const names = decls.map((d) => d.name);
      const hint = didYouMean(name, names);
      if (!reported.has(name))
        node.fail(
          `expected a switch of the ruleset${hint ? '' : ` (${someOf(names)}; warbench switches lists them)`}; ${name} is unknown`,
          hint,
        );
      reported.add(name);
      ok = false;
    } else if (!isOption(decl, value)) {
      node.fail(
        `expected a value of switch ${name}: ${Object.keys(decl.options).join(', ')}`,
        didYouMean(value, Object.keys(decl.options)),
      );
      ok = false;
    }
  }
  return ok;
}
