import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DuelCompiled } from '../../../src/sims/duel/duel-sim.ts';
import { runCli } from '../../helpers/cli.ts';
import { compileSim } from '../comparison/sim-harness.ts';

const assault = (system: string, attacker: number, defender = 2000) =>
  `system: ${system}\nattacker: {men: ${attacker}}\ndefender: {men: ${defender}}\n`;

// each system's smallest force that rounds to one of its loss units, by its mapping file
// (rulesets/comparison/*.yaml): half a unit, Blake's through figures to stands of six
const LEAST = [
  { system: 'republic', least: 138, unit: 'base of 275 men (menPerBase' },
  { system: 'blake', least: 100, unit: 'stand of 6 figures of 40 men (menPerFigure' },
  { system: 'activation', least: 250, unit: 'regiment of 500 men (menPerRegiment' },
  { system: 'blue-and-gray', least: 200, unit: 'strength point of 400 men (menPerStrengthPoint' },
  { system: 'half-a-league', least: 100, unit: 'stand of 200 men (menPerStand' },
];

describe('a duel force smaller than one loss unit of its system', () => {
  for (const { system, least, unit } of LEAST) {
    it(`${system}: takes ${least} men as one unit and refuses ${least - 1}, on each side's men field`, () => {
      const c = compileSim('duel', assault(system, least, least)) as DuelCompiled;
      expect(c.engine.attTotal).toBeGreaterThan(0);
      for (const [side, yaml] of [
        ['attacker', assault(system, least - 1)],
        ['defender', assault(system, 2000, least - 1)],
      ] as const) {
        let message = '';
        try {
          compileSim('duel', yaml);
        } catch (err) {
          message = (err as Error).message;
        }
        expect(message).toContain(
          `${side}.men: expected at least ${least} men: fewer round to no ${unit} in rulesets/comparison/${system}.yaml), got ${least - 1}`,
        );
      }
    });
  }

  it('is refused by run at its line before any trial, not fought as a whole unit with more men lost than it had', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wb-small-force-'));
    const file = join(dir, 'small.yaml');
    writeFileSync(
      file,
      'name: small\nsim: duel\nsituation:\n  system: republic\n  attacker: {men: 50}\n  defender: {men: 2000}\ntrials: 100\nseed: 1\n',
    );
    const out = join(dir, 'out');
    const r = await runCli(['run', file, '--out', out, '--no-progress']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^warbench: .*small\.yaml:5: situation\.attacker\.men: expected at least 138 men: fewer round to no base of 275 men \(menPerBase in rulesets\/comparison\/republic\.yaml\), got 50\n$/,
    );
    expect(existsSync(out)).toBe(false);
  });
});
