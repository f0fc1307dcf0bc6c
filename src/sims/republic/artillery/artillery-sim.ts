import { applyArtilleryHits, KIND_BATTERY, KIND_SKIRMISHERS, KIND_UNIT, setUnit, T, type HitRules } from '../../../engine/republic/artillery/apply-hits.ts';
import { compileFire, rungFor } from '../../../engine/republic/artillery/compile-fire.ts';
import { readFireSituation, type FireSituation } from '../../../engine/republic/artillery/fire-situation.ts';
import { gradeDropLabels } from '../../../engine/republic/artillery/skirmisher-grade.ts';
import type { ArtilleryRules } from '../../../engine/republic/rules/artillery.ts';
import { MORALE_STATES } from '../../../engine/republic/rules/grades.ts';
import type { RepublicRules } from '../../../engine/republic/rules/republic-rules.ts';
import { formatHits } from '../../../engine/notation/hits.ts';
import type { DistributionSpec } from '../../layout.ts';
import type { Sim } from '../../sim.ts';
import { buildFaceTable, countLabels, faceTableExact, faceTableKernel, type FaceOutcome, type FaceTableCompiled } from '../face-table/face-table.ts';

/** How a fire's hits fall, from the situation (§4.5, §4.6). */
export function hitRulesFor(rules: ArtilleryRules, s: FireSituation): HitRules {
  const t = rules.targets;
  return {
    kind: s.target.kind === 'battery' ? KIND_BATTERY : s.target.kind === 'packedSkirmishers' ? KIND_SKIRMISHERS : KIND_UNIT,
    multiplier: s.target.packed ? t.packedBatteryMultiplier.value : 1,
    tandem: s.tandem !== undefined,
    adjacent: s.adjacent !== undefined,
    tandemMoraleDivisor: t.tandemMoraleDivisor.value,
    tandemBaseDivisor: t.tandemBaseDivisor.value,
  };
}

/** Fresh target state for one fire. */
export function startTargets(st: Int32Array, s: FireSituation): void {
  st.fill(0);
  setUnit(st, T.MAIN, s.target.kind === 'unit' ? s.target.bases : 0, s.target.morale);
  if (s.tandem) setUnit(st, T.TANDEM, s.tandem.bases, s.tandem.morale);
  if (s.adjacent) setUnit(st, T.ADJACENT, s.adjacent.bases, s.adjacent.morale);
}

/** One battery or joint battery firing on a target, one 1D10 (§4.2-§4.6). */
export const artillerySim: Sim<FaceTableCompiled> = {
  id: 'artillery',
  title: 'Republic artillery fire by one battery or a joint battery (§4.2-§4.6)',
  families: ['republic'],
  defaultRuleset: 'republic-1.0-beta',
  exampleSituation: 'experiments/situations/artillery.yaml',

  compile(ruleset, situation, switches) {
    const rules = (ruleset.data as RepublicRules).artillery;
    const s = readFireSituation(situation);
    const fire = compileFire(rules, s.battery, s.target, situation.get('battery'));
    const hr = hitRulesFor(rules, s);
    const st = new Int32Array(T.SIZE);
    const scratch = new Int32Array(1);
    const skirmisherGrades = gradeDropLabels(ruleset.data as RepublicRules, s.target.skirmisherGrade, switches);
    // resolve every face once; the maxima size the count distributions
    const byFace = Array.from({ length: 10 }, (_, i) => {
      const rung = rungFor(fire, i + 1);
      const h = rules.ladder[rung].value;
      startTargets(st, s);
      applyArtilleryHits(st, hr, h.m, h.b, scratch);
      return { rung, m: h.m * hr.multiplier, st: Int32Array.from(st), provisional: fire.provisional || rules.ladder[rung].cell.source === 'provisional' };
    });
    const max = (at: number) => Math.max(...byFace.map((f) => f.st[at]));
    const dists: DistributionSpec[] = [
      { name: 'effect', title: 'Effect reached on the ladder (strongest first)', outcomes: rules.ladder.map((r) => formatHits(r.value)) },
      { name: 'main_morale', title: s.target.kind === 'packedSkirmishers' ? 'Parent unit morale after the fire' : 'Main target morale after the fire', outcomes: MORALE_STATES },
      { name: 'main_p_hits', title: 'P hits on the main target (M past Demoralized)', outcomes: countLabels(max(T.MAIN + T.P)) },
      { name: 'main_bases_lost', title: s.target.kind === 'battery' ? 'Damage to the target battery' : 'Bases lost by the main target', outcomes: countLabels(max(T.MAIN + T.LOST)) },
    ];
    const cols: Array<(st: Int32Array) => number> = [(x) => x[T.MAIN + T.MORALE], (x) => x[T.MAIN + T.P], (x) => x[T.MAIN + T.LOST]];
    for (const [name, at, present] of [['tandem', T.TANDEM, s.tandem], ['adjacent', T.ADJACENT, s.adjacent]] as const) {
      if (!present) continue;
      dists.push({ name: `${name}_morale`, title: `${name} target morale after the fire`, outcomes: MORALE_STATES });
      dists.push({ name: `${name}_bases_lost`, title: `Bases lost by the ${name} target`, outcomes: countLabels(max(at + T.LOST)) });
      cols.push((x) => x[at + T.MORALE], (x) => x[at + T.LOST]);
    }
    if (s.target.kind === 'packedSkirmishers') {
      dists.push({ name: 'skirmisher_grade', title: 'Skirmisher grade after the fire', outcomes: skirmisherGrades });
      cols.push((x) => Math.min(x[T.SKIRMISHER_DROP], skirmisherGrades.length - 1));
    }
    const spec = {
      distributions: dists,
      means: [
        { name: 'main_m_hits', title: 'M hits on the main target', unit: 'M hits' },
        { name: 'main_p', title: 'P hits on the main target', unit: 'P hits' },
        { name: 'main_b', title: 'B hits taken by the main target', unit: 'B hits' },
      ],
    };
    return buildFaceTable(spec, [10], (faces): FaceOutcome => {
      const f = byFace[faces[0] - 1];
      return {
        outcomes: [f.rung, ...cols.map((c) => c(f.st))],
        values: [f.m, f.st[T.MAIN + T.P], f.st[T.MAIN + T.LOST]],
        provisional: f.provisional,
      };
    });
  },
  kernel: faceTableKernel,
  exact: faceTableExact,
};
