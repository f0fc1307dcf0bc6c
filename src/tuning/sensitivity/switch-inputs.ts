import type { SwitchDecl } from '../../engine/ruleset/switches.ts';
import { identifierWords, valueWords } from '../../report/charts/text.ts';
import type { MovableInput } from './input.ts';

/** Each interpretation switch read each other way it can be. */
export function switchInputs(decls: readonly SwitchDecl[], current: Record<string, string>): MovableInput[] {
  return decls
    .map((d) => ({
      name: `switch ${identifierWords(d.name)}: ${valueWords(current[d.name])} (${d.ref})`,
      kind: 'switch' as const,
      moves: Object.keys(d.options)
        .filter((o) => o !== current[d.name])
        // in words; `warbench switches` gives the name and reading to type
        .map((o) => ({ label: valueWords(o), switches: { ...current, [d.name]: o } })),
    }))
    .filter((i) => i.moves.length > 0);
}
