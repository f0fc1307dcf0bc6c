import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TuneResult } from '../../../src/tuning/tune/tune-result.ts';
import { movedWithinSide, sideFavoured } from '../../../src/tuning/tune/same-side.ts';
import { sameSideWords } from '../../../src/tuning/tune/guard-rails.ts';
import { percentExact } from '../../../src/report/charts/text.ts';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

// "Tried as a new user would, tune met 'veteran v average, general assault: the attacker carries at most 40%'
// by changing PB +8: 3P 1B Carry to 4P 1B Breakthrough may: carry fell from 43.7% to 39.8%, but the attacker
// holds the ground exactly as often (59.4%) and the defender routs twice as often (Rt 3.8% to 7.6%)."
const NEW_USER = `title: A new user's brief
sim: assault
ruleset: republic-1.0-beta
targets:
  - name: veteran v average, the attacker carries at most 40%
    situation:
      assault: general
      attacker: {bases: 6, grade: veteran}
      defender: {bases: 6, grade: average}
    metric: decision:carry
    range: [0, 0.40]
`;

async function tune(brief: string): Promise<{ r: TuneResult; stdout: string }> {
  const dir = tempFiles({ 'brief.yaml': brief });
  const t = await runCli(['tune', join(dir, 'brief.yaml'), '--out', join(dir, 'out')]);
  expect(t.code, t.stderr).toBe(0);
  return {
    r: JSON.parse(readFileSync(join(dir, 'out', 'tune.json'), 'utf8')) as TuneResult,
    stdout: t.stdout,
  };
}

describe('the guard rails of a tune', () => {
  it("flags the new user's carry met by renaming Carry, and lists its side effects", async () => {
    const { r, stdout } = await tune(NEW_USER);
    expect(r.changes.map((c) => `${c.cell}: ${c.from} -> ${c.to}`)).toEqual([
      'PB +8: 3P 1B Carry -> 4P 1B Breakthrough may',
    ]);
    expect(r.targets[0].met).toBe(true);
    expect(r.sameSide).toHaveLength(1);
    expect(r.sameSide[0]).toMatchObject({ side: 'attacker', outcome: 'winner:attacker', refused: false });
    expect(r.sameSide[0].after).toBeCloseTo(r.sameSide[0].before, 12);
    expect(r.sameSide[0].before.toFixed(3)).toBe('0.594');
    const rout = r.sideEffects.find((e) => e.metric === 'defender_response:Rt')!;
    expect([rout.before.toFixed(3), rout.after.toFixed(3)]).toEqual(['0.038', '0.076']);
    expect(r.auditCreated.some((f) => f.startsWith('note: cliffs: PB +7 -> +8'))).toBe(true);
    expect(stdout).toContain(
      'FLAG   met only by moving probability into another outcome as good for the attacker: winner:attacker 59.4% → 59.4%',
    );
  }, 60_000);

  it('refuses that move when the side outcome is protected, and says so', async () => {
    const { r, stdout } = await tune(`${NEW_USER}protect: [winner:attacker]\n`);
    expect(r.changes.some((c) => c.cell === 'PB +8')).toBe(false);
    expect(r.targets[0].met).toBe(false);
    expect(r.targets[0].binds).toContain('a guard rail of the brief binds');
    expect(r.targets[0].binds).toContain('PB +8 -> 4P 1B Breakthrough may');
    expect(stdout).toContain('NOT MET');
  }, 60_000);

  it('holds a protected metric within its tolerance', async () => {
    // without the guard the tune moves the carry 3.9 points; a protected carry may not move at all
    const { r } = await tune(NEW_USER + 'protect: [{metric: "decision:carry", tolerance: 0}]\n');
    expect(r.changes).toEqual([]);
  }, 60_000);
});

describe('a same-side flag in words', () => {
  const flag = { target: 't', side: 'attacker', outcome: 'winner:attacker', refused: false };
  it('says the side outcome went the other way when it did', () => {
    // the shipped assault brief: carry 43.7% -> 51.1% by turning drive-aways into carries, the attacker holding the ground less often
    expect(sameSideWords({ ...flag, before: 0.594, after: 0.545, targetMove: 0.074 }, percentExact)).toBe(
      "met only by moving probability among outcomes as good for the attacker, while the attacker's own outcome went the other way: winner:attacker 59.4% → 54.5%",
    );
  });
  it('says the target moved into another outcome as good for the side when the side stood or followed by less than half', () => {
    expect(sameSideWords({ ...flag, before: 0.594, after: 0.594, targetMove: -0.039 }, percentExact)).toBe(
      'met only by moving probability into another outcome as good for the attacker: winner:attacker 59.4% → 59.4%',
    );
  });
});

describe('whose outcome is it', () => {
  const layout = {
    distributions: [
      { name: 'winner', title: '', outcomes: ['attacker', 'defender', 'neither', 'both_hold', 'unresolved'] },
      { name: 'defender_response', title: '', outcomes: ['none', 'D', 'W', 'F', 'Re', 'Rt', 'surrender'] },
    ],
  };
  it('names the side an outcome is good for', () => {
    expect(sideFavoured(layout, { metric: 'winner', outcome: 'defender' })).toBe('defender');
    expect(sideFavoured(layout, { metric: 'defender_response', outcome: 'Rt' })).toBe('attacker');
    expect(sideFavoured(layout, { metric: 'defender_response', outcome: 'D' })).toBeUndefined();
  });
  it("calls a move within the side when the side's own outcome moved less than half as far", () => {
    expect(movedWithinSide({ before: 0.437, after: 0.398 }, { before: 0.594, after: 0.594 })).toBe(true);
    expect(movedWithinSide({ before: 0.437, after: 0.398 }, { before: 0.594, after: 0.56 })).toBe(false);
  });
});
