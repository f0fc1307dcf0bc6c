import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditRepublic } from '../../../../src/engine/republic/audit/audit-republic.ts';
import { loadRulesetOf } from '../../../../src/engine/families/load-ruleset.ts';
import { loadPatch } from '../../../../src/engine/ruleset/patch.ts';
import { resolveSwitches } from '../../../../src/engine/ruleset/switches.ts';

function audit(edits: Array<[string, string, string]> = []) {
  const patches = edits.map(([file, at, value], i) => {
    const path = join(mkdtempSync(join(tmpdir(), 'wb-audit-')), `p${i}.yaml`);
    writeFileSync(path, `set:\n  - file: ${file}\n    at: ${at}\n    value: ${value}\n`);
    return loadPatch(path);
  });
  const r = loadRulesetOf('republic', 'republic-1.0-beta', patches);
  return auditRepublic(r, resolveSwitches(r.source.switches, {}));
}

const problems = (a: ReturnType<typeof audit>) => a.findings.filter((f) => f.severity === 'problem');

describe('warbench audit of the Republic tables', () => {
  const shipped = audit();

  it('finds no problem in the shipped tables', () => {
    expect(problems(shipped)).toEqual([]);
  });

  it('notes each first step to Panic 4, where the division must test (§6.2)', () => {
    const cliffs = shipped.findings.filter((f) => f.check === 'cliffs').map((f) => f.message);
    expect(cliffs).toContain(
      'PB +8 -> +9: `3P 1B Carry` -> `4P 1B Breakthrough may`: first Panic 4 (a divisional panic test)',
    );
    expect(cliffs).toHaveLength(6);
  });

  it('finds the parity column even but for the middle band', () => {
    const lopsided = shipped.findings.filter((f) => f.check === 'lopsided rows');
    expect(lopsided.map((f) => f.message)).toEqual([
      'PB, the parity column: 1 of 13 differences hurt a losing defender and a losing attacker differently (±2: defender 1P Drive away / attacker Break off)',
    ]);
  });

  it('reaches row 0 in 210 of 2,500 first rounds over the 25 grade pairs, and never +14', () => {
    const at = (d: number) => shipped.reach.find((r) => r.diff === d)!.probability;
    expect(at(0)).toBeCloseTo(210 / 2500, 12);
    expect(at(14)).toBe(0);
    expect(shipped.reach.reduce((s, r) => s + r.probability, 0)).toBeCloseTo(1, 12);
  });

  it('gives a nearly even assault when the veteran gives up its one point (the grades still differ in the Panic Index)', () => {
    const even = shipped.modifierCurve.find((p) => p.modifier === -1)!;
    expect(Math.abs(even.attackerWins - 0.5)).toBeLessThan(0.001);
    const curve = shipped.modifierCurve.map((p) => p.attackerWins);
    expect(curve).toEqual([...curve].sort((a, b) => a - b));
  });

  it('reports a cell that breaks monotonicity, at its line', () => {
    const a = audit([['assault.yaml', 'table.rows[9][2]', '4P Carry']]);
    const found = problems(a).find((f) => f.check === 'monotone in the difference')!;
    expect(found.message).toMatch(/PB \+6 `3P Carry` is worse for the attacker than \+5 `4P Carry`/);
    expect(found.where?.field).toBe('table.rows[8][2]');
    expect(found.where?.line).toBeGreaterThan(0);
  });

  it('reports columns out of order', () => {
    const a = audit([['assault.yaml', 'table.rows[11][1]', 'Roll again']]);
    expect(problems(a).map((f) => f.message)).toContain(
      'at +3, AA `Roll again` is worse for the attacker than PB `1P Carry`',
    );
  });

  it('reports a rally line that does not fall from Formed to Demoralized, and notes a better grade that needs more to climb (not a rule of the text)', () => {
    const a = audit([['rally.yaml', 'table.crack[2]', '12']]);
    const msgs = problems(a).map((f) => f.message);
    expect(msgs).toContain("crack rattled is 12, not below unformed's 12 on the same line");
    expect(msgs).not.toContain("crack needs 4 to climb from shaken to rattled, more than veteran's 2");
    expect(a.findings.filter((f) => f.severity === 'note').map((f) => f.message)).toContain(
      "crack needs 4 to climb from shaken to rattled, more than veteran's 2",
    );
  });

  it('reports an artillery row that gets stronger with range, and notes a lighter battery type stronger than its heavier one (not a rule of the text)', () => {
    const a = audit([['artillery.yaml', 'chart.mediumRifle[4]', '2M 1B']]);
    const msgs = problems(a).map((f) => f.message);
    expect(msgs).toContain('medium rifle at 10" gives 2M 1B, more than 1M 1B at 8"');
    expect(a.findings.filter((f) => f.severity === 'note').map((f) => f.message)).toContain(
      'heavy rifle at 10" gives 1M 1B, less than medium rifle\'s 2M 1B',
    );
    expect(a.findings.find((f) => f.check === 'artillery rows weaken with range')?.where?.file).toMatch(
      /p0\.yaml$/,
    );
  });

  it('reports a Panic Index line that treats a worse grade or a higher level more mildly', () => {
    const a = audit([['panic-index.yaml', 'levels.P2.veteran', 'Rt']]);
    const msgs = problems(a).map((f) => f.message);
    expect(msgs).toContain("P2 average `W` is milder than veteran's `Rt`");
    expect(msgs).toContain("P3 veteran `F` is milder than P2's `Rt`");
  });
});
