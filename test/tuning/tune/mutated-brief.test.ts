import { mkdtempSync, readFileSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { resolveSwitches } from '../../../src/engine/ruleset/switches.ts';
import { Evaluator } from '../../../src/tuning/evaluate/evaluator.ts';
import { readBrief } from '../../../src/tuning/tune/read-brief.ts';
import { acceptedOrPlaced, mutations } from '../../helpers/mutations.ts';

/**
 * The shipped brief, mutated at random (a fixed seed), read as tune reads
 * it and, when accepted, every target's exact value computed: accepted and
 * evaluated, or refused with a place. Never a crash, never a hang.
 */
describe('a tune brief, mutated, is evaluated or refused with a place', () => {
  it('experiments/briefs/republic-assault.yaml', { timeout: 170_000 }, () => {
    const root = mkdtempSync(join(tmpdir(), 'warbench-mutate-brief-'));
    writeFileSync(join(root, 'package.json'), '{}\n');
    for (const d of ['patches', 'rulesets']) symlinkSync(join(PROJECT_ROOT, d), join(root, d));
    mkdirSync(join(root, 'experiments'));
    symlinkSync(join(PROJECT_ROOT, 'experiments/situations'), join(root, 'experiments/situations'));
    const file = 'experiments/briefs/republic-assault.yaml';
    const text = readFileSync(join(PROJECT_ROOT, file), 'utf8');
    let n = 0;
    fc.assert(
      fc.property(mutations, (ms) => {
        const path = join(root, 'experiments', `b${n++}.yaml`);
        writeFileSync(
          path,
          ms.reduce((t, m) => m(t), text),
        );
        acceptedOrPlaced(() => {
          const brief = readBrief(path);
          const ruleset = loadRuleset(brief.ruleset);
          const ev = new Evaluator(
            brief.sim,
            ruleset,
            resolveSwitches(ruleset.source.switches, brief.switches, { file: brief.file, field: 'switches' }),
          );
          for (const t of brief.targets) for (const p of t.parts) ev.check(p, t.metric, t.metricNode);
          brief.targets[0]?.metricNode.problems.throwIfAny();
          for (const t of brief.targets) ev.mixValue(t.parts, t.metric);
        }, file);
      }),
      { seed: 31, numRuns: 150 },
    );
  });
});
