import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DuelCompiled } from '../../../src/sims/duel/duel-sim.ts';
import { runCli } from '../../helpers/cli.ts';
import { compileSim, distOf, monteCarlo } from './sim-harness.ts';

const bombard = (defender: string) =>
  `system: republic\naction: bombard\nguns: 12\nattacker: {quality: average}\ndefender: {${defender}}\n`;

describe('Republic bombardment in the duel', () => {
  it('refuses a defender past the engine’s 60 bases on the user’s own field, with the men it takes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wb-bombard-'));
    const file = join(dir, 'big.yaml');
    writeFileSync(
      file,
      `name: big\nsim: duel\nsituation:\n  system: republic\n  action: bombard\n  guns: 12\n  defender: {men: 100000}\ntrials: 100\nseed: 1\n`,
    );
    const out = join(dir, 'out');
    const r = await runCli(['run', file, '--out', out, '--no-progress']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^warbench: .*big\.yaml:7: situation\.defender\.men: expected at most 16637 men for a Republic bombardment: its target is 1 to 60 bases of 275 men \(menPerBase in rulesets\/comparison\/republic\.yaml\), got 100000\n$/,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('takes the most men that round to 60 bases', () => {
    const c = compileSim('duel', bombard('men: 16637')) as DuelCompiled;
    expect(c.engine.defTotal).toBe(60);
    expect(() => compileSim('duel', bombard('men: 16638'))).toThrow(
      /defender\.men: expected at most 16637 men/,
    );
  });

  it('a column in the open is a deep target (mapping deepWhenInColumn)', () => {
    const c = compileSim('duel', bombard('men: 2000, formation: column')) as DuelCompiled;
    expect(c.engine.mapping.defender).toBe('7 average bases, deep, no cover, rallying between fires');
  });

  it('a column in heavy cover is not: "The deep target modifier is not applicable to targets in woods, buildings or on the far side of obstacles" (§4.3)', () => {
    for (const cover of ['light', 'heavy']) {
      const column = compileSim(
        'duel',
        bombard(`men: 2000, formation: column, cover: ${cover}`),
      ) as DuelCompiled;
      expect(column.engine.mapping.defender).toBe(
        `7 average bases, not deep (in cover, §4.3), ${cover} cover, rallying between fires`,
      );
      // formation moves a bombardment only through the deep target: in cover a column fares as a line
      const line = compileSim('duel', bombard(`men: 2000, formation: line, cover: ${cover}`)) as DuelCompiled;
      const p = (c: DuelCompiled) => distOf(c, monteCarlo('duel', c, 2000, 9), 'defender_breaks');
      expect(p(column)).toEqual(p(line));
    }
  });
});
