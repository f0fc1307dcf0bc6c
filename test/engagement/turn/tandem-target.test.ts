import { describe, expect, it } from 'vitest';
import { Problems } from '../../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../../src/engine/input/parse-yaml.ts';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { patchFromText } from '../../../src/engine/ruleset/patch.ts';
import type { CompiledEngagement } from '../../../src/engagement/compile/compile-engagement.ts';
import {
  makeFieldState,
  refreshFronts,
  resetField,
  startPlayerTurn,
  type FieldState,
} from '../../../src/engagement/state/field-state.ts';
import { firePhase } from '../../../src/engagement/turn/fire-phase.ts';
import { tandemTarget } from '../../../src/engagement/turn/tandem-target.ts';
import { compileScenario } from '../../../src/sims/prepare.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import type { EngagementCompiled } from '../../../src/sims/engagement/engagement-sim.ts';
import { fieldFrom, scriptedDice } from './field.ts';

// A heavy rifle 2" from brigade A (unit 2), brigade C (unit 3) 2" behind A in its second line: C's front is
// within 3" of A's front, in the open; the Union brigade (unit 0) stands beside the battery (unit 1).
const field = (depth: number, extra = '', cover = '') => `
sectors: [{gap: 2, depth: {Confederate: ${depth}}${cover}}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0}, {arm: artillery, battery: heavyRifle, grade: average, sector: 0}]}]
  Confederate:
    doctrine: {assault: never}
    divisions: [{units: [{grade: average, sector: 0}, {grade: average, sector: 0, line: second}${extra}]}]
`;

// A chart whose heavy rifle reads 4M 3B at 2" (the shipped chart gives at most 3M 1B there)
const FOUR_M = patchFromText(
  `ruleset: republic-1.0-beta\nset:\n  - {file: artillery.yaml, at: "chart.heavyRifle[0]", value: "4M 3B"}\n`,
  'four-m.yaml',
);

function patched(
  yaml: string,
  switches: Record<string, string> = {},
): { c: CompiledEngagement; f: FieldState } {
  const ruleset = loadRulesetOf('republic', 'republic-1.0-beta', [FOUR_M]);
  const node = parseYamlFile(yaml, 'engagement.yaml').root(new Problems());
  const c = (compileScenario(SIMS.engagement, ruleset, node, switches).compiled as EngagementCompiled)
    .engagement;
  const f = makeFieldState(c);
  resetField(c, f);
  startPlayerTurn(f);
  return { c, f };
}

/** The Union's fire phase with its battery's die 5 (no drift), then 5s for any leader checks. */
function fire(c: CompiledEngagement, f: FieldState): void {
  firePhase(scriptedDice([5, ...Array(20).fill(5)]), c, f, 0);
}

describe('§4.5 Tandem Target in the engagement: the unit close behind the main target', () => {
  // §4.5 Secondary Targets: "If unit A suffers either two or three morale hits, then unit C will suffer one
  // morale hit. If unit A suffers four morale hits, then unit C will suffer two morale hits."
  it('3M 1B on A (the shipped chart at 2"): C takes one M hit and no base (a third of 1B rounds down)', () => {
    const { c, f } = fieldFrom(field(2));
    expect(tandemTarget(c, f, 1, 2)).toBe(3);
    fire(c, f);
    expect([f.morale[2], f.bases[2], f.morale[3], f.bases[3]]).toEqual([3, 5, 1, 6]);
  });
  it('4M 3B on A: C takes two M hits and one of the three bases, A the other two', () => {
    const { c, f } = patched(field(2));
    fire(c, f);
    expect([f.morale[2], f.bases[2], f.morale[3], f.bases[3]]).toEqual([4, 4, 2, 5]);
  });
  it('tandemTargets none gives back the fire with no tandem: A takes all 4M 3B, C nothing', () => {
    const { c, f } = patched(field(2), { tandemTargets: 'none' });
    fire(c, f);
    expect([f.morale[2], f.bases[2], f.morale[3], f.bases[3]]).toEqual([4, 3, 0, 6]);
  });
  it('no tandem more than 3" behind, nor one in cover', () => {
    const far = fieldFrom(field(4));
    expect(tandemTarget(far.c, far.f, 1, 2)).toBe(-1);
    // A advanced 1" out of its medium cover; C still in it, 3" behind A
    const covered = fieldFrom(field(2, '', ', cover: {Confederate: medium}'));
    covered.f.pos[2] = 1;
    refreshFronts(covered.c, covered.f);
    expect(tandemTarget(covered.c, covered.f, 1, 2)).toBe(-1);
    // both advanced out of it, C 1.2" behind A
    covered.f.pos[2] = 2;
    covered.f.pos[3] = 0.8;
    refreshFronts(covered.c, covered.f);
    expect(tandemTarget(covered.c, covered.f, 1, 2)).toBe(3);
  });
  it('the nearest unit behind; a battery under anyUnit only (switch tandemTargets)', () => {
    const battery = ', {arm: artillery, battery: lightSmoothbore, grade: average, sector: 0, line: second}';
    const any = fieldFrom(field(2, battery));
    any.f.pos[4] = -1;
    expect(tandemTarget(any.c, any.f, 1, 2)).toBe(4);
    const brigades = fieldFrom(field(2, battery), { tandemTargets: 'brigadesOnly' });
    brigades.f.pos[4] = -1;
    expect(tandemTarget(brigades.c, brigades.f, 1, 2)).toBe(3);
  });
  // §4.5: "Secondary tandem targets always suffer half the number of morale hits as the main target"; "the unit
  // in the tandem target position closest to attacking battery center-line will suffer the balance"
  it('every unit in the tandem position takes the half M hits; the nearest alone the B share', () => {
    const { c, f } = patched(field(2, ', {grade: average, sector: 0, line: second}'));
    f.pos[4] = -2.5;
    refreshFronts(c, f);
    expect(tandemTarget(c, f, 1, 2)).toBe(3);
    fire(c, f);
    // 4M 3B on A: C, 2" behind, takes 2M and one base; D, 2.5" behind, 2M and no base
    expect([f.morale[2], f.bases[2], f.morale[3], f.bases[3], f.morale[4], f.bases[4]]).toEqual([
      4, 4, 2, 5, 2, 6,
    ]);
  });
  it('a main target a battery has no tandem target (the artillery rules give it none)', () => {
    const { c, f } = fieldFrom(field(2));
    expect(tandemTarget(c, f, 1, 1)).toBe(-1);
  });
});

describe('§4.5 the tandem share when the B hits destroy the main target (switch tandemBaseShare)', () => {
  // §4.5: "If all bases in the main target are killed, the unit in the tandem target position closest to
  // attacking battery center-line will suffer the balance of the required base hits (if any)."
  const threeBases = (yaml: string) =>
    yaml.replace(
      '{grade: average, sector: 0}, {grade: average, sector: 0, line',
      '{grade: average, bases: 3, sector: 0}, {grade: average, sector: 0, line',
    );
  it('third: 3B on a three-base A leaves it one base, C loses one', () => {
    const { c, f } = patched(threeBases(field(2)));
    fire(c, f);
    expect([f.bases[2], f.bases[3]]).toEqual([1, 5]);
  });
  it('balanceWhenDestroyed: the 3B destroy A, and C takes no balance', () => {
    const { c, f } = patched(threeBases(field(2)), { tandemBaseShare: 'balanceWhenDestroyed' });
    fire(c, f);
    expect([f.bases[2], f.bases[3]]).toEqual([0, 6]);
  });
  it('a two-base A: both readings destroy it and C takes the balance of one base', () => {
    for (const reading of ['third', 'balanceWhenDestroyed']) {
      const { c, f } = patched(threeBases(field(2)).replace('bases: 3', 'bases: 2'), {
        tandemBaseShare: reading,
      });
      fire(c, f);
      expect([f.bases[2], f.bases[3]]).toEqual([0, 5]);
    }
  });
});
