import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { resolveSwitches } from '../../../src/engine/ruleset/switches.ts';
import { MonteCarloEvaluator } from '../../../src/tuning/evaluate/monte-carlo.ts';
import { historyWhy } from '../../../src/tuning/tune/history-why.ts';
import { distinctSituations } from '../../../src/tuning/tune/noisy-search.ts';
import { readBrief } from '../../../src/tuning/tune/read-brief.ts';
import { tempFiles } from '../../experiment/temp-files.ts';

const SITUATION = join(PROJECT_ROOT, 'experiments/situations/engagement-division-day-works.yaml');
const BRIEF = `title: works
sim: engagement
seed: 5
targets:
  - name: the attacker at most 1%
    situationFile: ${SITUATION}
    metric: "killed and wounded share: attacker"
    range: [0, 0.01]
    history: kw_share_attacker_fortified
  - name: the same, with no history named
    situationFile: ${SITUATION}
    metric: "killed and wounded share: attacker"
    range: [0, 0.01]
  - name: not decided in two turns
    situationFile: ${SITUATION}
    metric: "break turn: Union:1 + break turn: Union:2 + break turn: Confederate:1 + break turn: Confederate:2"
    range: [0, 0.0001]
  - name: the attacker's men lost
    situationFile: ${SITUATION}
    metric: "men lost: Union"
    range: [0, 1]
`;

describe("a tune report's rules that keep an engagement target out", () => {
  it('reads them from the patched run for a history target and an early break, and for nothing else', () => {
    const brief = readBrief(join(tempFiles({ 'b.yaml': BRIEF }), 'b.yaml'));
    const rs = loadRuleset('republic-1.0-beta');
    const switches = resolveSwitches(rs.source.switches, {});
    const sit = distinctSituations(brief.targets);
    const samples = sit.parts.map((p, k) =>
      new MonteCarloEvaluator(brief.sim, rs, switches).sample(p, k, 30, 5),
    );
    const why = (i: number, after: number) => historyWhy(brief, sit, i, after, samples, rs, switches);
    expect(why(0, 0.15)[0]).toMatch(
      /alone costs the attacker .* of its strength, above the range's top \(1\.0%\)/,
    );
    // inside its range: nothing to say
    expect(why(0, 0.005)).toEqual([]);
    expect(why(1, 0.15)).toEqual([]);
    expect(why(2, 0.4)[0]).toMatch(
      /^a side breaks in .* of trials.*here 1 of the attacker's 1, 1 of the defender's 1/,
    );
    expect(why(3, 1500)).toEqual([]);
  }, 60_000);
});
