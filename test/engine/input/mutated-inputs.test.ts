import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { Problems } from '../../../src/engine/input/problems.ts';
import { readText } from '../../../src/engine/input/read-text.ts';
import { parseYamlFile } from '../../../src/engine/input/parse-yaml.ts';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { loadPatch } from '../../../src/engine/ruleset/patch.ts';
import { PROJECT_ROOT, RULESETS_DIR } from '../../../src/engine/ruleset/paths.ts';
import { prepareExperiment } from '../../../src/experiment/prepare-experiment.ts';
import { readExperiment } from '../../../src/experiment/read-experiment.ts';
import { compileScenario } from '../../../src/sims/prepare.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { acceptedOrPlaced, mutations } from '../../helpers/mutations.ts';

/**
 * Every shipped YAML file, mutated at random (a fixed seed, a bounded number
 * of runs), read by its own reader in-process: the reader either accepts
 * the file or refuses it with an InputError whose every problem names a
 * file and a line or field — what the CLI prints before exiting 2. Never
 * another error (a TypeError, a stack overflow), never a hang.
 */

const yamlIn = (dir: string) =>
  readdirSync(join(PROJECT_ROOT, dir))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => join(dir, f));
const RULESET_FILES = readdirSync(RULESETS_DIR)
  .filter((d) => d !== 'comparison')
  .flatMap((d) => yamlIn(join('rulesets', d)));
const EXPERIMENTS = yamlIn('experiments');
const SITUATIONS = yamlIn('experiments/situations');
const PATCHES = yamlIn('patches');
const MAPPINGS = yamlIn('rulesets/comparison');

/** A project folder with the shipped experiments, patches and rulesets, so paths in files resolve. */
function scratchProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'warbench-mutate-'));
  writeFileSync(join(root, 'package.json'), '{}\n');
  for (const d of ['patches', 'rulesets']) symlinkSync(join(PROJECT_ROOT, d), join(root, d));
  mkdirSync(join(root, 'experiments'));
  symlinkSync(join(PROJECT_ROOT, 'experiments/situations'), join(root, 'experiments/situations'));
  return root;
}

const RUNS = { seed: 777, numRuns: 600 };
const text = (file: string) => readFileSync(join(PROJECT_ROOT, file), 'utf8');

describe('every shipped YAML, mutated, is read as valid or refused with a place', () => {
  it('ruleset files (loadRuleset)', () => {
    const work = mkdtempSync(join(tmpdir(), 'warbench-mutate-rs-'));
    // a copy of each ruleset, made once: a run writes its mutated file there and puts the file back after
    const copies = new Map<string, string>();
    const copyOf = (rulesetDir: string) => {
      let dir = copies.get(rulesetDir);
      if (!dir) {
        dir = join(work, String(copies.size));
        cpSync(join(PROJECT_ROOT, rulesetDir), dir, { recursive: true });
        copies.set(rulesetDir, dir);
      }
      return dir;
    };
    fc.assert(
      fc.property(fc.constantFrom(...RULESET_FILES), mutations, (file, ms) => {
        const dir = copyOf(dirname(file));
        writeFileSync(
          join(dir, basename(file)),
          ms.reduce((t, m) => m(t), text(file)),
        );
        try {
          acceptedOrPlaced(() => loadRuleset(dir), file);
        } finally {
          writeFileSync(join(dir, basename(file)), text(file));
        }
      }),
      RUNS,
    );
  });

  it('experiment files (readExperiment, then every sweep point compiled)', () => {
    const root = scratchProject();
    let n = 0;
    fc.assert(
      fc.property(fc.constantFrom(...EXPERIMENTS), mutations, (file, ms) => {
        const path = join(root, 'experiments', `m${n++}.yaml`);
        writeFileSync(
          path,
          ms.reduce((t, m) => m(t), text(file)),
        );
        acceptedOrPlaced(() => prepareExperiment(readExperiment(path)), file);
      }),
      { ...RUNS, numRuns: 40 },
    );
  });

  it('situation files (each compiled by its sim)', () => {
    const work = mkdtempSync(join(tmpdir(), 'warbench-mutate-sit-'));
    const simOf = (file: string) =>
      Object.values(SIMS).find((s) => s.exampleSituation === file) ??
      SIMS[basename(file, '.yaml').split('-')[0]] ??
      SIMS.assault;
    // the shipped rulesets, loaded once: only the situation is mutated, and compiling reads a ruleset without changing it
    const rulesets = new Map<string, ReturnType<typeof loadRuleset>>();
    const rulesetOf = (id: string) => rulesets.get(id) ?? rulesets.set(id, loadRuleset(id)).get(id)!;
    let n = 0;
    fc.assert(
      fc.property(fc.constantFrom(...SITUATIONS), mutations, (file, ms) => {
        const path = join(work, `s${n++}.yaml`);
        writeFileSync(
          path,
          ms.reduce((t, m) => m(t), text(file)),
        );
        const sim = simOf(file);
        acceptedOrPlaced(() => {
          const situation = parseYamlFile(readText(path), path).root(new Problems());
          compileScenario(sim, rulesetOf(sim.defaultRuleset), situation, {});
        }, file);
      }),
      RUNS,
    );
  });

  it('patch files (loadPatch, then the patched ruleset)', () => {
    const work = mkdtempSync(join(tmpdir(), 'warbench-mutate-patch-'));
    let n = 0;
    fc.assert(
      fc.property(fc.constantFrom(...PATCHES), mutations, (file, ms) => {
        const path = join(work, `p${n++}.yaml`);
        writeFileSync(
          path,
          ms.reduce((t, m) => m(t), text(file)),
        );
        acceptedOrPlaced(() => loadRuleset('republic-1.0-beta', [loadPatch(path)]), file);
      }),
      RUNS,
    );
  });

  it('comparison mapping files (as YAML: read from their fixed folder, so not re-read by the adapters here)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MAPPINGS), mutations, (file, ms) => {
        acceptedOrPlaced(
          () =>
            parseYamlFile(
              ms.reduce((t, m) => m(t), text(file)),
              file,
            )
              .root(new Problems())
              .value(),
          file,
        );
      }),
      RUNS,
    );
  });

  it('bytes that are not UTF-8 text', () => {
    const work = mkdtempSync(join(tmpdir(), 'warbench-mutate-bytes-'));
    let n = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...EXPERIMENTS, ...PATCHES),
        fc.nat(),
        fc.integer({ min: 0x80, max: 0xff }),
        (file, at, byte) => {
          const bytes = readFileSync(join(PROJECT_ROOT, file));
          bytes[at % bytes.length] = byte;
          const path = join(work, `b${n++}.yaml`);
          writeFileSync(path, bytes);
          acceptedOrPlaced(() => (file.startsWith('patches') ? loadPatch(path) : readExperiment(path)), file);
        },
      ),
      RUNS,
    );
  });
});
