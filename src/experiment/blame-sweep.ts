import type { Problem } from '../engine/input/input-error.ts';
import { formatPath, parsePath } from '../engine/input/yaml-node.ts';
import type { Experiment } from './experiment.ts';

/**
 * A swept situation path that is not in the situation creates new fields;
 * when the sim rejects such a field ("unknown field"), the problem has no
 * line of its own. Point it at the sweep entry that created it instead.
 */
export function blameSweep(exp: Experiment, problems: Problem[]): Problem[] {
  const created = new Map<string, { name: string; line?: number }>();
  const { yaml, base } = exp.situation;
  for (const p of exp.sweep) {
    if (p.kind !== 'situation') continue;
    const path = parsePath(p.name) ?? [];
    for (let i = 1; i <= path.length; i++) {
      const at = [...base, ...path.slice(0, i)];
      if (!yaml.has(at)) {
        created.set(formatPath(at), { name: p.name, line: p.node.line });
        break;
      }
    }
  }
  return problems.map((pr) => {
    const sweep = pr.file === yaml.file ? created.get(pr.field) : undefined;
    if (!sweep) return pr;
    return {
      file: exp.rootNode.file,
      line: sweep.line,
      field: `sweep.${sweep.name}`,
      expected: `a situation path of sim ${exp.sim.id}; ${pr.field}: ${pr.expected}`,
    };
  });
}
