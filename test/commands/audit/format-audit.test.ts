import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { findingHtml } from '../../../src/report/html/audit-page.ts';

describe('audit output', () => {
  it('win-chance rows count both retire, so each sums to 100%', async () => {
    const r = await runCli(['audit', '--json']);
    expect(r.code).toBe(0);
    const curve = JSON.parse(r.stdout).modifierCurve as Array<{
      attackerWins: number;
      defenderHolds: number;
      bothRetire: number;
    }>;
    expect(curve).toHaveLength(13);
    for (const p of curve) expect(p.attackerWins + p.defenderHolds + p.bothRetire).toBeCloseTo(1, 9);
  });

  it('names a patched ruleset as patched, and points a problem in a patched cell at the patch', async () => {
    const r = await runCli(['audit', '--patch', 'patches/pb-plus1-drive-away.yaml']);
    expect(r.stdout.split('\n').slice(0, 2).join(' ').replace(/ +/g, ' ')).toBe(
      'Audit of republic-1.0-beta patched by patches/pb-plus1-drive-away.yaml ("PB +1: 1P Drive away instead of Roll again") (252 of 358 cells provisional)',
    );
  });

  it('is quiet by default: no line of switches at their defaults, every line within 100 columns', async () => {
    const r = await runCli(['audit']);
    expect(r.stdout.split('\n')[1]).toMatch(/^switches: all \d+ at their defaults \(--verbose lists them\)$/);
    for (const line of r.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    const changed = await runCli(['audit', '--switch', 'naturalRollMoraleHits=onlyIfLostModified']);
    expect(changed.stdout.split('\n')[1]).toBe(
      'switches not at their default: naturalRollMoraleHits=onlyIfLostModified (default loserAlways)',
    );
    const verbose = await runCli(['audit', '--verbose']);
    expect(verbose.stdout).toMatch(/\nswitches: naturalRollMoraleHits=loserAlways, mixedAssaultBonus=/);
  });

  it('shows cells in code type and arrows on the page, never raw backticks', () => {
    expect(findingHtml('PB +8 -> +9: `3P 1B` -> `4P <1B`')).toBe(
      'PB +8 → +9: <code>3P 1B</code> → <code>4P &#60;1B</code>',
    );
  });
});
