import { didYouMean, someOf } from '../input/did-you-mean.ts';
import { InputError, type Problem } from '../input/input-error.ts';
import type { YamlNode } from '../input/yaml-node.ts';

/** An interpretation switch: where the text is ambiguous, name the readings. */
export interface SwitchDecl {
  name: string;
  /** rule section and the notes' ambiguity label, e.g. "§5.1 step 6 (A1)" */
  ref: string;
  question: string;
  options: Record<string, string>;
  default: string;
}

/** A value names one of the switch's own options (not `toString`, `constructor`, ...). */
export function isOption(decl: SwitchDecl, value: unknown): boolean {
  return typeof value === 'string' && Object.hasOwn(decl.options, value);
}

export function readSwitches(node: YamlNode): SwitchDecl[] {
  if (!node.exists) return [];
  return node.entries().map(([name, s]) => {
    s.allowKeys(['ref', 'question', 'options', 'default']);
    // defined, not assigned: a key such as __proto__ stays an ordinary option
    const options: Record<string, string> = Object.fromEntries(
      s
        .get('options')
        .entries()
        .map(([k, v]) => [k, v.string()]),
    );
    const names = Object.keys(options);
    if (names.length < 2) s.get('options').fail('expected at least two options');
    return {
      name,
      ref: s.get('ref').string(),
      question: s.get('question').string(),
      options,
      default: s.get('default').oneOf(names.length ? names : ['?']),
    };
  });
}

/** A switch name the ruleset does not declare: the nearest name, else a short list (warbench switches lists all). */
export function unknownSwitch(name: string, decls: readonly SwitchDecl[]): string {
  const names = decls.map((x) => x.name);
  const hint = didYouMean(name, names);
  if (hint) return `unknown switch${hint}`;
  return names.length
    ? `unknown switch; expected one of ${someOf(names)} (warbench switches lists them)`
    : 'unknown switch; this ruleset has none';
}

/**
 * Resolve the switch values in force: defaults, overridden by the given ones.
 * Unknown switches or values are bad input.
 */
export function resolveSwitches(
  decls: readonly SwitchDecl[],
  given: Record<string, string>,
  where: { file: string; line?: number; field: string } = { file: '(switches)', field: 'switches' },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of decls) out[d.name] = d.default;
  const problems: Problem[] = [];
  for (const [name, value] of Object.entries(given)) {
    const d = decls.find((x) => x.name === name);
    if (!d) {
      problems.push({ ...where, field: `${where.field}.${name}`, expected: unknownSwitch(name, decls) });
    } else if (!isOption(d, value)) {
      problems.push({
        ...where,
        field: `${where.field}.${name}`,
        expected: `expected one of ${Object.keys(d.options).join(', ')}, got ${JSON.stringify(value)}${didYouMean(value, Object.keys(d.options))}`,
      });
    } else out[name] = value;
  }
  if (problems.length) throw new InputError(problems);
  return out;
}
