import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

describe('warbench audit', () => {
  it('prints the checks and the win chance by modifier', async () => {
    const r = await runCli(['audit']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Problems: none.');
    expect(r.stdout).toContain('Win chance by one more modifier on the attacker');
  });

  it('checks the rally and artillery tables besides the assault and panic ones, as its --help says', async () => {
    const help = (await runCli(['audit', '--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toContain('assault, panic, rally and artillery tables');
    const dir = mkdtempSync(join(tmpdir(), 'wb-audit-'));
    const broken = {
      'rally.yaml': ['table.green[3]', '12', 'rally lines fall from Formed to Demoralized'],
      'artillery.yaml': ['chart.heavyRifle[8]', '3M 1B', 'artillery rows weaken with range'],
    };
    for (const [file, [at, value, check]] of Object.entries(broken)) {
      const path = join(dir, file);
      writeFileSync(path, `set:\n  - file: ${file}\n    at: ${at}\n    value: ${value}\n`);
      const r = await runCli(['audit', '--patch', path, '--strict']);
      expect(r.code, file).toBe(1);
      expect(r.stdout, file).toContain(`Problems (1)`);
      expect(r.stdout, file).toContain(`[${check}]`);
    }
  });

  it('prints JSON that parses', async () => {
    const r = await runCli(['audit', '--json']);
    expect(JSON.parse(r.stdout).modifierCurve).toHaveLength(13);
  });

  it('with --strict, exits 1 when a typed-in cell breaks a rule, each problem at the patched cell, not its untouched neighbour', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'wb-audit-')), 'p.yaml');
    writeFileSync(path, 'set:\n  - file: assault.yaml\n    at: table.rows[9][2]\n    value: 4P Carry\n');
    const r = await runCli(['audit', '--patch', path, '--strict']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/Problems \(2\)/);
    // PB +5 made 4P Carry: worse than +6's 3P Carry below it, and better than AA's 3P Carry beside it
    const json = await runCli(['audit', '--patch', path, '--json']);
    const problems = JSON.parse(json.stdout).findings.filter(
      (f: { severity: string }) => f.severity === 'problem',
    );
    expect(problems.map((f: { where: unknown }) => f.where)).toEqual([
      { file: path, line: 4, field: 'rulesets/republic-1.0-beta/assault.yaml: table.rows[9][2]' },
      { file: path, line: 4, field: 'rulesets/republic-1.0-beta/assault.yaml: table.rows[9][2]' },
    ]);
  });

  it('with --situation, draws the win chance by modifier for that assault: at +0 the exact odds of odds assault', async () => {
    const file = 'experiments/situations/assault-stone-wall.yaml';
    const audit = JSON.parse((await runCli(['audit', '--situation', file, '--json'])).stdout);
    const odds = JSON.parse((await runCli(['odds', 'assault', file, '--json'])).stdout);
    const attackerHolds = odds.distributions
      .find((d: any) => d.name === 'winner')
      .outcomes.find((o: any) => o.outcome === 'attacker').probability;
    expect(audit.matchup).toBe(`the assault in ${file}`);
    expect(audit.modifierCurve.find((p: any) => p.modifier === 0).attackerWins).toBeCloseTo(
      attackerHolds,
      12,
    );
    const bad = join(mkdtempSync(join(tmpdir(), 'wb-audit-')), 's.yaml');
    writeFileSync(bad, 'attacker: {grade: veteren}\ndefender: {grade: average}\n');
    const r = await runCli(['audit', '--situation', bad]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `warbench: ${bad}:1: attacker.grade: expected one of crack, veteran, average, green, untrained, got "veteren"; did you mean veteran?\n`,
    );
  });

  it('refuses a ruleset of another family with exit 2', async () => {
    const r = await runCli(['audit', '--ruleset', 'blake']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--ruleset: a Republic ruleset, got blake/);
  });

  it("refuses --against another family's ruleset, or a weighted mix for --situation: one message, exit 2", async () => {
    const cases: Array<[string[], string]> = [
      // every cell of a Blake ruleset would be listed as an edit
      [
        ['--against', 'blake'],
        '(command line): --against: a Republic ruleset to list the cells that differ from, got blake',
      ],
      [
        ['--situation', 'experiments/situations/assault-typical-battle.yaml'],
        'experiments/situations/assault-typical-battle.yaml:5: mix: expected one assault situation, not a weighted mix: the win chance by modifier is of one matchup (odds, sensitivity and table --reach take a mix)',
      ],
    ];
    for (const [args, message] of cases) {
      const r = await runCli(['audit', ...args]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`warbench: ${message}\n`);
    }
  });
});
