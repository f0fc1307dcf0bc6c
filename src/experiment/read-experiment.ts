import { didYouMean } from '../engine/input/did-you-mean.ts';
import { rulesetIds } from '../engine/ruleset/ruleset-ids.ts';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readFolderName } from '../engine/input/folder-name.ts';
import { Problems } from '../engine/input/problems.ts';
import { type YamlNode } from '../engine/input/yaml-node.ts';
import { loadYamlFile, parseYamlFile } from '../engine/input/parse-yaml.ts';
import { readPatchPath, wrongKind } from './file-kind.ts';
import { PROJECT_ROOT, rulesetDir } from '../engine/ruleset/paths.ts';
import { SIMS } from '../sims/registry.ts';
import { MAX_POINTS, MAX_TRIALS, sweepSize } from './limits.ts';
import type { Experiment, SituationSource } from './experiment.ts';
import { projectPath, projectRootOf, resolveBeside, shownPath } from '../engine/input/project-root.ts';
import { readCharts } from '../results/read-charts.ts';
import { isFile, readFilePath } from '../engine/input/read-file-path.ts';
import { readSweep } from './read-sweep.ts';
import { inlineMix, refuseBesideMix } from '../sims/mix/inline-mix.ts';

export const EXPERIMENT_FIELDS = [
  'name',
  'title',
  'description',
  'sim',
  'ruleset',
  'patches',
  'switches',
  'situation',
  'situationFile',
  'mix',
  'sweep',
  'trials',
  'precision',
  'seed',
  'chunkSize',
  'charts',
] as const;

export const DEFAULTS = { trials: 1_000_000, seed: 1, chunkSize: 100_000 };

/** Fields whose problems stop the reading: the sweep cannot be compiled without them. */
const SHAPING = ['name', 'sim', 'ruleset', 'patches', 'switches', 'situation', 'situationFile', 'sweep'];

function shapes(field: string): boolean {
  return (
    field === '' || SHAPING.some((f) => field === f || field.startsWith(`${f}.`) || field.startsWith(`${f}[`))
  );
}

/**
 * Read an experiment file. Every problem in it is reported at once, each
 * with file:line; nothing runs until the file is sound. With `defer`,
 * problems in fields that do not shape the sweep (a misspelt field, trials,
 * seed, charts) are left in `rootNode.problems` for prepareExperiment, which
 * reports them with the sweep's and the charts' own: one run shows them all.
 */
export function readExperiment(file: string, options: { defer?: boolean; text?: string } = {}): Experiment {
  const abs = resolve(file);
  // a situation, patch or brief given for an experiment: one message saying which it is
  const kind =
    options.text === undefined
      ? wrongKind(
          file,
          { kinds: ['experiment', 'mix'] },
          'an experiment file (name, sim, situation or situationFile, sweep, charts)',
        )
      : undefined;
  if (kind) throw kind;
  const yaml = options.text === undefined ? loadYamlFile(file) : parseYamlFile(options.text, file);
  const root = projectRootOf(abs);
  const problems = new Problems();
  const node = yaml.root(problems);
  if (!node.isMap()) node.fail('expected a mapping of experiment fields');
  node.allowKeys(EXPERIMENT_FIELDS);

  const name = readFolderName(node.get('name'));
  const simNode = node.get('sim');
  const simId = simNode.oneOf(Object.keys(SIMS).sort());
  const sim = SIMS[simId];

  const rulesetNode = node.get('ruleset');
  let ruleset = rulesetNode.optString(sim.defaultRuleset);
  const folder = dirname(abs);
  if (existsSync(join(resolveBeside(folder, root, ruleset), 'ruleset.yaml')))
    ruleset = resolveBeside(folder, root, ruleset);
  else if (!rulesetDir(ruleset))
    rulesetNode.fail(
      'expected a ruleset id from rulesets/ or a folder holding ruleset.yaml',
      didYouMean(ruleset, rulesetIds()),
    );

  const patches = node.get('patches').exists
    ? node
        .get('patches')
        .items()
        .map((p) => readPatchPath(p, root, folder))
    : [];

  // defined, not assigned: a switch named __proto__ is reported as unknown, not lost
  const switchEntries = node.get('switches').exists ? node.get('switches').entries() : [];
  const switches: Record<string, string> = Object.fromEntries(switchEntries.map(([k, v]) => [k, v.string()]));
  const switchNodes: Record<string, YamlNode> = Object.fromEntries(switchEntries);

  const situation = readSituation(node, root, folder, sim.exampleSituation, yaml);
  const sweep = readSweep(node.get('sweep'), root, folder);
  const points = sweepSize(sweep.map((p) => p.values.length));
  if (points > MAX_POINTS) {
    node
      .get('sweep')
      .failAt(
        `expected at most ${MAX_POINTS.toLocaleString('en-US')} sweep points; this sweep has ${points.toLocaleString('en-US')} (${sweep.map((p) => p.values.length).join(' × ')})`,
      );
  }
  const precisionNode = node.get('precision');
  const precision = precisionNode.exists ? precisionNode.number() : null;
  if (precision !== null && !(precision > 0 && precision < 0.5))
    precisionNode.fail('expected a half-width between 0 and 0.5, e.g. 0.002');

  const experiment: Experiment = {
    file: shownPath(abs),
    projectFile: projectPath(root, abs),
    root,
    name,
    title: node.get('title').optString(name),
    description: node.get('description').optString(''),
    sim,
    ruleset,
    patches,
    switches,
    switchNodes,
    situation,
    sweep,
    trials: node.get('trials').optInt(DEFAULTS.trials, 1, MAX_TRIALS),
    precision,
    seed: node.get('seed').optInt(DEFAULTS.seed, 0, Number.MAX_SAFE_INTEGER),
    chunkSize: node.get('chunkSize').optInt(DEFAULTS.chunkSize, 100, 10_000_000),
    ...readCharts(node.get('charts')),
    rootNode: node,
  };
  if (!options.defer || problems.list.some((p) => shapes(p.field))) problems.throwIfAny();
  return experiment;
}

/** `situation:` inline, or `situationFile:`, or a weighted `mix:` of situations, or the sim's shipped example. */
function readSituation(
  node: YamlNode,
  root: string,
  folder: string,
  example: string,
  yaml: SituationSource['yaml'],
): SituationSource {
  const inline = node.get('situation');
  const fileNode = node.get('situationFile');
  if (node.has('mix')) return readMix(node, root, yaml);
  if (inline.exists && fileNode.exists) fileNode.fail('expected either situation or situationFile, not both');
  if (inline.exists) {
    if (!inline.isMap()) inline.fail('expected a mapping (the situation)');
    return { yaml, base: ['situation'] };
  }
  const abs = fileNode.exists ? readFilePath(fileNode, root, folder) : join(PROJECT_ROOT, example);
  if (!isFile(abs)) return { yaml, base: ['situation'] };
  const file = loadYamlFile(shownPath(abs));
  // a situation file may itself be a weighted mix
  const fileRoot = file.root(node.problems);
  if (!(fileRoot.isMap() && fileRoot.has('mix'))) return { yaml: file, base: [] };
  refuseBesideMix(fileRoot);
  return readMix(fileRoot, projectRootOf(abs), file);
}

/** A weighted mix, each part inline (see inlineMix). */
function readMix(node: YamlNode, root: string, yaml: SituationSource['yaml']): SituationSource {
  const { yaml: copy, parts } = inlineMix(node, root, yaml);
  return { yaml: copy, base: [], mix: parts };
}
