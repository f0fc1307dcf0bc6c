import { afterAll, describe, expect, it } from 'vitest';
import { computeOdds } from '../../src/tuning/odds/compute-odds.ts';
import { loadRuleset } from '../../src/engine/families/load-ruleset.ts';
import { loadPatch } from '../../src/engine/ruleset/patch.ts';
import { changesAnswer } from '../../src/serve/odds-answer.ts';
import { SafePaths } from '../../src/serve/safe-paths.ts';
import { Workbench } from '../../src/serve/workbench.ts';

const PATCH = 'patches/pb-plus1-drive-away.yaml';
const wb = new Workbench('republic-1.0-beta', [], new SafePaths());
afterAll(() => wb.close());

describe("the workbench's exact odds", () => {
  it.each([
    ['assault', ['attacker.grade=crack'], ['naturalRollMoraleHits=onlyIfLostModified']],
    ['assault-round', [], []],
    ['artillery', [], []],
    ['rally', [], []],
    ['maneuver', ['moraleHits=4'], []],
    ['skirmish', [], ['skirmishBlockGrade=attacker']],
    ['panic-test', [], []],
    ['hors-de-combat', [], []],
  ])(
    'are what warbench odds --json gives for %s with the same patch, --set and --switch, on a ruleset read once',
    (sim, set, sw) => {
      const situation = `experiments/situations/${sim === 'assault-round' ? 'assault' : sim}.yaml`;
      const cli = computeOdds(sim, situation, { patch: [PATCH], set, switch: sw });
      expect(
        computeOdds(
          sim,
          situation,
          { patch: [], set, switch: sw },
          loadRuleset('republic-1.0-beta', [loadPatch(PATCH)]),
        ),
      ).toEqual(cli);
    },
  );

  it("gives the patch's exact difference from the shipped chart with compare's sentence", () => {
    const q = wb.question({
      sim: 'assault',
      edits: [{ file: 'assault.yaml', field: 'table.rows[13][2]', value: '1P Drive away' }],
    });
    const a = changesAnswer(wb, q);
    const before = computeOdds('assault', undefined, { patch: [], set: [], switch: [] });
    const after = computeOdds('assault', undefined, { patch: [PATCH], set: [], switch: [] });
    const p = (s: typeof before, outcome: string) =>
      s.distributions.find((d) => d.name === 'winner')!.outcomes.find((o) => o.outcome === outcome)!
        .probability;
    const winner = a.changes.find((c) => c.metric === 'winner')!;
    expect(winner.differences.find((d) => d.outcome === 'attacker')!.diff).toBeCloseTo(
      p(after, 'attacker') - p(before, 'attacker'),
      12,
    );
    // "Who holds the ground = attacker: 4.5 percentage points more often with B (exact)", from compare's own sentence
    expect(winner.sentence).toBe(
      `${winner.differences.find((d) => d.outcome === 'attacker')!.title}: ${((p(after, 'attacker') - p(before, 'attacker')) * 100).toFixed(1)} percentage points more often with B (exact)`,
    );
  });
});
