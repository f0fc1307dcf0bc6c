import {
  applyArtilleryHits,
  hitRulesOf,
  KIND_BATTERY,
  KIND_SKIRMISHERS,
  KIND_UNIT,
  setUnit,
  T,
  type HitRules,
} from '../../../engine/republic/artillery/apply-hits.ts';
import {
  cellAt,
  compileFire,
  positionFor,
  rowEndFor,
  ROW_END_OUTCOMES,
} from '../../../engine/republic/artillery/compile-fire.ts';
import { fireReading } from '../../../engine/republic/artillery/fire-reading.ts';
import {
  compileFirePanic,
  panicDeserters,
  panicLevel,
} from '../../../engine/republic/artillery/fire-panic.ts';
import { readFireSituation, type FireSituation } from '../../../engine/republic/artillery/fire-situation.ts';
import { gradeDropLabels } from '../../../engine/republic/artillery/skirmisher-grade.ts';
import type { ArtilleryRules } from '../../../engine/republic/rules/artillery.ts';
import { MORALE_STATES } from '../../../engine/republic/rules/grades.ts';
import { RESPONSES } from '../../../engine/notation/panic-response.ts';
import { formatHits, type Hits } from '../../../engine/notation/hits.ts';
import type { DistributionSpec } from '../../layout.ts';
import {
  buildFaceTable,
  countLabels,
  type FaceOutcome,
  type FaceTableCompiled,
} from '../face-table/face-table.ts';
import { faceTableSim } from '../face-table/face-table-sim.ts';

/** How a fire's hits fall, from the situation and switch tandemBaseShare (§4.5, §4.6). */
export function hitRulesFor(
  rules: ArtilleryRules,
  s: FireSituation,
  switches: Readonly<Record<string, string>>,
): HitRules {
  const kind =
    s.target.kind === 'battery'
      ? KIND_BATTERY
      : s.target.kind === 'packedSkirmishers'
        ? KIND_SKIRMISHERS
        : KIND_UNIT;
  const multiplier = s.target.packed ? rules.targets.packedBatteryMultiplier.value : 1;
  return hitRulesOf(rules, switches, kind, multiplier, s.tandem !== undefined, s.adjacent !== undefined);
}

/** Fresh target state for one fire. */
export function startTargets(st: Int32Array, s: FireSituation): void {
  st.fill(0);
  setUnit(st, T.MAIN, s.target.kind === 'unit' ? s.target.bases : 0, s.target.morale);
  if (s.tandem) setUnit(st, T.TANDEM, s.tandem.bases, s.tandem.morale);
  if (s.adjacent) setUnit(st, T.ADJACENT, s.adjacent.bases, s.adjacent.morale);
}

/** What the main target has left to desert and to move: a unit's bases after the fire, or a battery target's batteries (fire damages them, §4.6). */
function standing(s: FireSituation, st: Int32Array): number {
  return s.target.kind === 'battery' ? s.target.bases : st[T.MAIN + T.BASES];
}

/** Every effect the chart can give, strongest first, as notation ('-' for none): the same outcomes at every sweep point. */
export function chartEffects(rules: ArtilleryRules): string[] {
  const seen = new Map<string, Hits>([['-', { m: 0, b: 0, p: 0 }]]);
  for (const row of Object.values(rules.chart))
    for (const c of row) if (c.value) seen.set(hitsText(c.value), c.value);
  return [...seen.entries()].sort(([, a], [, b]) => b.b - a.b || b.m - a.m).map(([t]) => t);
}

const hitsText = (h: Hits) => (h.m === 0 && h.b === 0 ? '-' : formatHits(h));

interface ArtilleryCompiled extends FaceTableCompiled {
  reading: Record<string, string>;
}

/** One battery or joint battery firing on a target, one 1D10 (§4.2-§4.6). */
export const artillerySim = faceTableSim<ArtilleryCompiled>({
  id: 'artillery',
  title: 'Republic artillery fire by one battery or a joint battery (§4.2-§4.6)',
  exampleSituation: 'experiments/situations/artillery.yaml',

  compile(ruleset, situation, switches) {
    const republic = ruleset.data;
    const rules = republic.artillery;
    const s = readFireSituation(situation);
    const fire = compileFire(rules, s.battery, s.target, situation.get('battery'), switches);
    const hr = hitRulesFor(rules, s, switches);
    const st = new Int32Array(T.SIZE);
    const scratch = new Int32Array(1);
    const skirmisherGrades = gradeDropLabels(republic, s.target.skirmisherGrade, switches);
    const panic = s.target.grade ? compileFirePanic(republic, s.target.grade, switches) : undefined;
    const effects = chartEffects(rules);
    const pastRow = rules.ranges.length;
    // resolve every face once; the maxima size the count distributions
    const byFace = Array.from({ length: 10 }, (_, i) => {
      const position = positionFor(fire, i + 1);
      const cell = cellAt(fire, position);
      const m = cell >= 0 ? fire.rowM[cell] : 0;
      const b = cell >= 0 ? fire.rowB[cell] : 0;
      startTargets(st, s);
      applyArtilleryHits(st, hr, m, b, scratch);
      const p = st[T.MAIN + T.P];
      const level = panicLevel(p);
      // §4.7 a Panic 4's loss number deserts: bases of a unit, batteries of a battery target (guns lost)
      const deserters = panic ? panicDeserters(panic, p, standing(s, st)) : 0;
      const provisional =
        (cell >= 0 && fire.rowProvisional[cell] === 1) ||
        (panic !== undefined && level > 0 && panic.provisional[level - 1] === 1);
      return {
        effect: effects.indexOf(hitsText({ m, b, p: 0 })),
        column: cell >= 0 ? cell : pastRow,
        rowEnd: rowEndFor(fire, i + 1),
        m: m * hr.multiplier,
        st: Int32Array.from(st),
        level,
        deserters,
        provisional,
      };
    });
    const max = (at: number) => Math.max(...byFace.map((f) => f.st[at]));
    const dists: DistributionSpec[] = [
      {
        name: 'effect',
        title: "Effect of the fire (the cell of the battery's row it ends on; - is no effect)",
        outcomes: effects,
      },
      {
        name: 'column',
        title: "Range column of the battery's row the fire ends on (§4.2 steps 2-4)",
        outcomes: [...rules.ranges.map((r) => `${r.value}"`), 'none: past the farthest column'],
      },
      {
        name: 'row_end',
        title: 'The fire moved past an end of its row (switch artilleryRowEnd, A10)',
        outcomes: ROW_END_OUTCOMES,
      },
      {
        name: 'main_morale',
        title:
          s.target.kind === 'packedSkirmishers'
            ? 'Parent unit morale after the fire'
            : 'Main target morale after the fire',
        outcomes: MORALE_STATES,
      },
      {
        name: 'main_p_hits',
        title: 'P hits on the main target (M past Demoralized)',
        outcomes: countLabels(max(T.MAIN + T.P)),
      },
      {
        name: 'main_bases_lost',
        title: s.target.kind === 'battery' ? 'Damage to the target battery' : 'Bases lost by the main target',
        outcomes: countLabels(max(T.MAIN + T.LOST)),
      },
    ];
    const cols: Array<(f: (typeof byFace)[number]) => number> = [
      (f) => f.effect,
      (f) => f.column,
      (f) => f.rowEnd,
      (f) => f.st[T.MAIN + T.MORALE],
      (f) => f.st[T.MAIN + T.P],
      (f) => f.st[T.MAIN + T.LOST],
    ];
    if (panic) {
      dists.push({
        name: 'main_panic',
        title: "Main target's panic response from its Panic Index line (§4.6, §4.7)",
        outcomes: ['none', ...RESPONSES],
      });
      dists.push({
        name: 'panic4',
        title: panic.divisionTests
          ? 'Panic 4 event: the division must test at the end of the turn (§6.1; switch panic4Test, A12)'
          : 'Panic 4 event (no division test: only assault-phase Panic 4 counts under switch panic4Test, A12)',
        outcomes: ['no', 'yes'],
      });
      dists.push({
        name: 'p4_deserters',
        title:
          s.target.kind === 'battery'
            ? 'Batteries deserting at a Panic 4 event (§4.7; their guns lost)'
            : 'Bases deserting at a Panic 4 event (§4.7)',
        outcomes: countLabels(Math.max(...byFace.map((f) => f.deserters))),
      });
      // a unit the fire destroyed makes no forced move; its Panic 4 still counts (§4.6). A battery takes damage, not base losses, and stands
      cols.push(
        (f) => (f.level > 0 && standing(s, f.st) > 0 ? panic.rank[f.level - 1] + 1 : 0),
        (f) => (f.level === 4 ? 1 : 0),
        (f) => f.deserters,
      );
    }
    for (const [name, at, present] of [
      ['tandem', T.TANDEM, s.tandem],
      ['adjacent', T.ADJACENT, s.adjacent],
    ] as const) {
      if (!present) continue;
      dists.push({
        name: `${name}_morale`,
        title: `${name === 'tandem' ? 'Tandem' : 'Adjacent'} target morale after the fire`,
        outcomes: MORALE_STATES,
      });
      dists.push({
        name: `${name}_bases_lost`,
        title: `Bases lost by the ${name} target`,
        outcomes: countLabels(max(at + T.LOST)),
      });
      cols.push(
        (f) => f.st[at + T.MORALE],
        (f) => f.st[at + T.LOST],
      );
    }
    if (s.target.kind === 'packedSkirmishers') {
      dists.push({
        name: 'skirmisher_grade',
        title: 'Skirmisher grade after the fire',
        outcomes: skirmisherGrades,
      });
      cols.push((f) => Math.min(f.st[T.SKIRMISHER_DROP], skirmisherGrades.length - 1));
    }
    const spec = {
      distributions: dists,
      means: [
        { name: 'main_m_hits', title: 'M hits on the main target', unit: 'M hits' },
        { name: 'main_p', title: 'P hits on the main target', unit: 'P hits' },
        { name: 'main_b', title: 'B hits taken by the main target', unit: 'B hits' },
      ],
    };
    const table = buildFaceTable(spec, [10], (faces): FaceOutcome => {
      const f = byFace[faces[0] - 1];
      return {
        outcomes: cols.map((c) => c(f)),
        values: [f.m, f.st[T.MAIN + T.P], f.st[T.MAIN + T.LOST]],
        provisional: f.provisional,
      };
    });
    return { ...table, reading: fireReading(rules, s.battery, s.target, fire, switches) };
  },
  describe: (c) => c.reading,
});
