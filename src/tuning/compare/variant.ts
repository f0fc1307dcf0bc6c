import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { InputError } from '../../engine/input/input-error.ts';
import { readYamlFile } from '../../engine/input/parse-yaml.ts';
import { rulesetDir } from '../../engine/ruleset/paths.ts';
import type { Experiment } from '../../experiment/experiment.ts';
import { readExperiment } from '../../experiment/read-experiment.ts';
import { readOnExperiment } from './on-experiment.ts';

/** One side of a comparison, as typed on the command line. */
export type VariantSpec =
  | { kind: 'experiment'; file: string; text: string }
  | { kind: 'patch'; file: string; text: string }
  | { kind: 'ruleset'; dir: string; text: string }
  | { kind: 'switch'; name: string; value: string; text: string }
  | { kind: 'shipped'; text: string };

const WORDS =
  'an experiment file, a patch file, a ruleset folder or id, a switch reading name=value, or shipped';

/**
 * Read a side: `shipped` (the base as it is), a switch reading
 * `name=value`, a ruleset folder (a typed-in chart) or id, or a YAML file
 * that is an experiment (`sim:`) or a patch (`set:`).
 */
export function readVariantSpec(text: string, field: string): VariantSpec {
  const bad = (expected: string) => new InputError({ file: '(command line)', field, expected });
  if (text === 'shipped' || text === 'none') return { kind: 'shipped', text };
  const path = resolve(text);
  if (existsSync(path) && statSync(path).isFile()) {
    const root = readYamlFile(text);
    root.problems.throwIfAny();
    if (root.isMap() && root.has('sim')) return { kind: 'experiment', file: text, text };
    if (root.isMap() && root.has('set')) return { kind: 'patch', file: path, text };
    throw new InputError({
      file: text,
      field: '',
      expected: `an experiment (with sim:) or a patch (with set:) to compare`,
    });
  }
  const dir = rulesetDir(text);
  if (dir) return { kind: 'ruleset', dir, text };
  const eq = text.indexOf('=');
  if (eq > 0) return { kind: 'switch', name: text.slice(0, eq), value: text.slice(eq + 1), text };
  const what = existsSync(path)
    ? 'a folder without ruleset.yaml, so not a ruleset'
    : 'no such file or folder';
  throw bad(`${WORDS}; got ${JSON.stringify(text)} (${what})`);
}

/** The experiment one side runs: its own file, or the base with the patch, ruleset or switch reading applied. */
export function variantExperiment(
  spec: VariantSpec,
  baseFile: string | undefined,
  field: string,
): Experiment {
  if (spec.kind === 'experiment') return readExperiment(spec.file);
  if (!baseFile)
    throw new InputError({
      file: '(command line)',
      field: '--on',
      expected: `an experiment or situation file to compare ${spec.text} on (e.g. --on experiments/assault-grade-matrix.yaml), since ${field} is not an experiment`,
    });
  const exp = readOnExperiment(baseFile);
  if (spec.kind === 'patch') exp.patches = [...exp.patches, spec.file];
  if (spec.kind === 'ruleset') {
    exp.ruleset = spec.dir;
    exp.rulesetNamedAt = { file: '(command line)', field };
  }
  if (spec.kind === 'switch') {
    const swept = exp.sweep.find((p) => p.kind === 'switch' && p.name === spec.name);
    if (swept)
      throw new InputError({
        file: exp.file,
        line: swept.node.line,
        field: `sweep: switch:${spec.name}`,
        expected: `a switch the experiment does not sweep, to set it to ${spec.value} on one side`,
      });
    exp.switches = { ...exp.switches, [spec.name]: spec.value };
  }
  return exp;
}
