import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { chunkStream } from '../../src/engine/dice/stream.ts';
import { Problems } from '../../src/engine/input/problems.ts';
import { loadYamlFile } from '../../src/engine/input/parse-yaml.ts';
import { loadRuleset } from '../../src/engine/families/load-ruleset.ts';
import { PROJECT_ROOT } from '../../src/engine/ruleset/paths.ts';
import { compileScenario } from '../../src/sims/prepare.ts';
import { SIMS } from '../../src/sims/registry.ts';
import { acceptedOrPlaced, mutations } from '../helpers/mutations.ts';

/**
 * The engagement, duel and mix situations, mutated at random (a fixed
 * seed): each accepted one is compiled and run (a few seeded trials, and
 * its exact odds where the sim has them), every other refused with a
 * place. Never a crash, never a hang, never a worker's death after the
 * check passed.
 */
const CASES: Array<[file: string, sim: string]> = [
  ['experiments/situations/engagement-brigade.yaml', 'engagement'],
  ['experiments/situations/duel.yaml', 'duel'],
  ['experiments/situations/assault-typical-battle.yaml', 'assault'],
];

describe('a situation, mutated, runs or is refused with a place', () => {
  const rulesets = new Map<string, ReturnType<typeof loadRuleset>>();
  const rulesetOf = (id: string) => rulesets.get(id) ?? rulesets.set(id, loadRuleset(id)).get(id)!;

  it.each(CASES)('%s', { timeout: 170_000 }, (file, simId) => {
    const sim = SIMS[simId];
    // a scratch project: a mix names its parts' files from the project root
    const work = mkdtempSync(join(tmpdir(), 'warbench-mutate-run-'));
    writeFileSync(join(work, 'package.json'), '{}\n');
    mkdirSync(join(work, 'experiments'));
    symlinkSync(join(PROJECT_ROOT, 'experiments/situations'), join(work, 'experiments/situations'));
    const text = readFileSync(join(PROJECT_ROOT, file), 'utf8');
    let n = 0;
    fc.assert(
      fc.property(mutations, (ms) => {
        const path = join(work, `s${n++}.yaml`);
        writeFileSync(
          path,
          ms.reduce((t, m) => m(t), text),
        );
        acceptedOrPlaced(() => {
          const situation = loadYamlFile(path).root(new Problems());
          const { compiled } = compileScenario(sim, rulesetOf(sim.defaultRuleset), situation, {});
          sim.kernel(chunkStream(3, 0, 0), compiled, 5, new Float64Array(compiled.layout.size));
          sim.exact?.(compiled);
        }, file);
      }),
      { seed: 47, numRuns: simId === 'engagement' ? 60 : 150 },
    );
  });
});
