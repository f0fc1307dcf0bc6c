import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

describe('warbench switches', () => {
  it('lists each switch with its section, question, readings (the default starred) and the experiment that shows its effect', async () => {
    const r = await runCli(['switches', 'republic-1.0-beta']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      '  naturalRollMoraleHits  §5.1 step 6 (A1)\n    Who takes the M hits of the natural-roll comparison?\n    * loserAlways ',
    );
    expect(r.stdout).toMatch(/\n {6}onlyIfLostModified {2}only a side that lost both/);
    expect(r.stdout).toContain('its effect: warbench run experiments/assault-switch-natural-roll.yaml');
    expect(r.stdout).toContain('  skirmishBlockGrade  §4.1 Defend (Block) (A13)\n');
    expect(r.stdout).toMatch(/\n {4}\* blocker {3}the blocking marker's own grade/);
    expect(r.stdout).toContain('its effect: warbench run experiments/skirmish-switch-block-grade.yaml');
  });

  it('lists a ruleset named twice, by its id and by its folder, once', async () => {
    const r = await runCli(['switches', 'blake', 'rulesets/blake', 'blake', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).map((x: { ruleset: string }) => x.ruleset)).toEqual(['blake']);
  });

  it('refuses an unknown ruleset with exit code 2', async () => {
    expect((await runCli(['switches', 'no-such-ruleset'])).code).toBe(2);
  });
});

describe('warbench --version', () => {
  it('prints the package version', async () => {
    const r = await runCli(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
