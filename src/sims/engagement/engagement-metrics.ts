import { GUNS_PER_BATTERY, type CompiledEngagement } from '../../engagement/compile/compile-engagement.ts';
import { LOSS_CAUSES, type FieldState } from '../../engagement/state/field-state.ts';
import type { DistributionSpec, MeanSpec } from '../layout.ts';
import { tallyOutcome } from '../tally.ts';

/** §1.1 "Each full turn represents approximately 40 minutes of battle time". */
const MINUTES_PER_TURN = 40;

/** The groups a loss metric is read for besides the two sides: by role and by result (docs/engagement-metrics.md). */
export const ROLES = ['attacker', 'defender'] as const;
export const RESULTS = ['winner', 'loser'] as const;

const KW =
  'B hits on infantry and cavalry bases, at 275 men an infantry base and 150 a cavalry or dismounted cavalry base (§1.1, §1.3)';
const MISSING =
  'infantry and cavalry bases taken prisoner (§5.5) or deserted (§4.7, §5.5 pass-through, §6.1 divisional panic), in men as killed and wounded';
const GUNS =
  'batteries captured, abandoned or deserted, at 10 guns a battery (§1.1), over the guns the group started with';
const SHARE = 'over the men of its infantry and cavalry at the start';
const HOUR = 'over the hours played: game turns played x 40 minutes (§1.1)';
const ROLE = 'attacker: the side that attacks in the first player turn; defender: the other';
const RESULT =
  'winner: the side that did not break first, loser: the side that did, in a trial where one side broke first (outcome); a trial with no side breaking first counts 0, so divide by the chance one side breaks first for the mean over decided trials';
const CAUSE_DEF: Record<(typeof LOSS_CAUSES)[number], string> = {
  artillery:
    'B hits of artillery fire (§4.2-§4.6), and the artillery share of deserters at a fire-phase panic (§4.7)',
  skirmish:
    'the skirmish share of deserters at a fire-phase panic (§4.7): skirmish fire scores M hits only (§4.1), so it costs men only through the panic its M hits help set off; the deserters are shared by the M hits each scored on the unit that phase',
  assault:
    'B hits in assault rounds (§5.5 Base hits), and deserters of a supporting brigade hit when the brigade it supports gives way (§5.5 Supporting Brigades)',
  'pass-through': 'deserters of pass-through hits (§5.5 Lose/Lose passage of lines)',
  'panic desertion': 'the loss number of a failed divisional panic test (§6.1)',
  prisoners: 'bases taken prisoner by an assault loss number or surrender (§5.5 Loss Number)',
};

/**
 * One trial's value added to a mean's sum at acc[k] and sum of squares at acc[k + 1], as tallyValue adds it at
 * weight 1 (1 * v is v); a 0 adds nothing to either, so it is not added: most of an engagement's means are 0 in
 * most trials, and a sum that starts at 0 is never -0, the one sum a 0 would change.
 */
export function addValue(acc: Float64Array, k: number, v: number): void {
  if (v !== 0) {
    acc[k] += v;
    acc[k + 1] += v * v;
  }
}

/** Starting strength and roles, read once per compile. */
export interface MetricsCompiled {
  /** per side: men and guns at the start */
  men: Float64Array;
  guns: Float64Array;
  /** the side attacking first (ROLES[0]) */
  attacker: number;
  /** the guns-lost share per group: [side 0, side 1, attacker, defender, winner, loser] */
  gunGroups: Uint8Array;
  /** scratch: per side killed and wounded and missing (sideSums writes them), guns lost */
  kw: Float64Array;
  missing: Float64Array;
  gunsLost: Float64Array;
}

export function compileMetrics(c: CompiledEngagement): MetricsCompiled {
  const men = new Float64Array(2);
  const guns = new Float64Array(2);
  c.s.units.forEach((u, i) => {
    if (c.combat[i]) men[u.side] += u.bases * c.menPerBase[i];
    else guns[u.side] += u.bases * GUNS_PER_BATTERY;
  });
  const a = c.s.firstAttacker;
  const has = (side: number) => (guns[side] > 0 ? 1 : 0);
  const both = has(0) & has(1);
  return {
    men,
    guns,
    attacker: a,
    gunGroups: Uint8Array.from([has(0), has(1), has(a), has(1 - a), both, both]),
    kw: new Float64Array(2),
    missing: new Float64Array(2),
    gunsLost: new Float64Array(2),
  };
}

/** The group names loss shares are read for, in tally order: the two sides, the roles, the results. */
function groups(c: CompiledEngagement): string[] {
  return [...c.s.sides.map((x) => x.name), ...ROLES, ...RESULTS];
}

const groupDefinition = (i: number, what: string) =>
  i < 2 ? what : i < 4 ? `${what}; ${ROLE}` : `${what}; ${RESULT}`;

/** The distributions the metrics add: how each side's engagement ended. */
export function metricsDistributions(c: CompiledEngagement): DistributionSpec[] {
  const turns = Array.from({ length: c.s.turns }, (_, i) => String(i + 1));
  return c.s.sides.map((x) => ({
    name: `break turn: ${x.name}`,
    title: `Game turn ${x.name} breaks, or why it did not`,
    outcomes: [...turns, 'held to the end', 'other side broke'],
    definition:
      'the game turn the side breaks; held to the end: it did not break and every turn was played (or the other side broke and the engagement went on); other side broke: the engagement stopped because the other side broke first',
  }));
}

/** The means the metrics add, in tally order (tallyMetrics). */
export function metricsMeans(c: CompiledEngagement, m: MetricsCompiled): MeanSpec[] {
  const out: MeanSpec[] = [];
  groups(c).forEach((g, i) => {
    out.push(
      {
        name: `killed and wounded: ${g}`,
        title: `${g} killed and wounded`,
        unit: 'men',
        least: 0,
        definition: groupDefinition(i, KW),
      },
      {
        name: `killed and wounded share: ${g}`,
        title: `${g} killed and wounded, share of strength`,
        unit: 'share',
        least: 0,
        definition: groupDefinition(i, `${KW}, ${SHARE}`),
      },
      {
        name: `killed and wounded share per hour: ${g}`,
        title: `${g} killed and wounded, share of strength an hour`,
        unit: 'share an hour',
        least: 0,
        definition: groupDefinition(i, `${KW}, ${SHARE}, ${HOUR}`),
      },
      {
        name: `missing: ${g}`,
        title: `${g} missing`,
        unit: 'men',
        least: 0,
        definition: groupDefinition(i, MISSING),
      },
      {
        name: `missing share: ${g}`,
        title: `${g} missing, share of strength`,
        unit: 'share',
        least: 0,
        definition: groupDefinition(i, `${MISSING}, ${SHARE}`),
      },
      {
        name: `missing share per hour: ${g}`,
        title: `${g} missing, share of strength an hour`,
        unit: 'share an hour',
        least: 0,
        definition: groupDefinition(i, `${MISSING}, ${SHARE}, ${HOUR}`),
      },
    );
    if (!m.gunGroups[i]) return;
    out.push(
      {
        name: `guns lost share: ${g}`,
        title: `${g} guns lost, share of guns`,
        unit: 'share',
        least: 0,
        definition: groupDefinition(i, GUNS),
      },
      {
        name: `guns lost share per hour: ${g}`,
        title: `${g} guns lost, share of guns an hour`,
        unit: 'share an hour',
        least: 0,
        definition: groupDefinition(i, `${GUNS}, ${HOUR}`),
      },
    );
  });
  for (const x of c.s.sides) {
    for (const cause of LOSS_CAUSES)
      out.push({
        name: `men lost to ${cause}: ${x.name}`,
        title: `${x.name} men lost to ${cause}`,
        unit: 'men',
        least: 0,
        definition: CAUSE_DEF[cause],
      });
    out.push({
      name: `men lost per game turn: ${x.name}`,
      title: `${x.name} men lost a game turn`,
      unit: 'men a turn',
      least: 0,
      definition: 'men lost (B hits, prisoners, deserters) over the game turns played',
    });
    for (let t = 1; t <= c.s.turns; t++) {
      out.push({
        name: `men lost in turn ${t}: ${x.name}`,
        title: `${x.name} men lost in game turn ${t}`,
        unit: 'men',
        least: 0,
        definition:
          'men lost (B hits, prisoners, deserters) in that game turn alone; 0 after the engagement stopped',
      });
    }
  }
  return out;
}

/**
 * Tally the metrics of one trial: `dist` the offset of the first break-turn
 * distribution (the second follows it), `at` of the first metrics mean;
 * `course` the men lost by the end of each game turn (runEngagement),
 * `gunsLost` per side, `m.kw` and `m.missing` as sideSums wrote them for
 * this trial. Reads numbers only; allocates nothing.
 */
export function tallyMetrics(
  c: CompiledEngagement,
  f: FieldState,
  m: MetricsCompiled,
  played: number,
  course: Float64Array,
  gunsLost0: number,
  gunsLost1: number,
  acc: Float64Array,
  dist: number,
  at: number,
): void {
  const t = c.s.turns;
  const b0 = f.sideBrokenTurn[0];
  const b1 = f.sideBrokenTurn[1];
  for (let side = 0; side < 2; side++) {
    const mine = side === 0 ? b0 : b1;
    const other = side === 0 ? b1 : b0;
    const ended = mine > 0 ? mine - 1 : other > 0 && c.stopAtBreak ? t + 1 : t;
    tallyOutcome(acc, dist + side * (t + 2), ended, 1);
  }
  m.gunsLost[0] = gunsLost0;
  m.gunsLost[1] = gunsLost1;
  const hours = (played * MINUTES_PER_TURN) / 60;
  // the loser breaks first, as the outcome distribution reads it; -1: no side broke first
  const loser = b0 > 0 && (b1 === 0 || b0 < b1) ? 0 : b1 > 0 && (b0 === 0 || b1 < b0) ? 1 : -1;
  let k = at;
  for (let g = 0; g < 6; g++) {
    const side =
      g < 2
        ? g
        : g < 4
          ? g === 2
            ? m.attacker
            : 1 - m.attacker
          : loser < 0
            ? -1
            : g === 4
              ? 1 - loser
              : loser;
    const kw = side < 0 ? 0 : m.kw[side];
    const missing = side < 0 ? 0 : m.missing[side];
    const kwShare = side < 0 ? 0 : kw / m.men[side];
    const missingShare = side < 0 ? 0 : missing / m.men[side];
    addValue(acc, k, kw);
    addValue(acc, k + 2, kwShare);
    addValue(acc, k + 4, kwShare / hours);
    addValue(acc, k + 6, missing);
    addValue(acc, k + 8, missingShare);
    addValue(acc, k + 10, missingShare / hours);
    k += 12;
    if (!m.gunGroups[g]) continue;
    const gunShare = side < 0 ? 0 : m.gunsLost[side] / m.guns[side];
    addValue(acc, k, gunShare);
    addValue(acc, k + 2, gunShare / hours);
    k += 4;
  }
  const n = LOSS_CAUSES.length;
  const lossMen = f.lossMen;
  for (let side = 0; side < 2; side++) {
    for (let cause = side * n, end = cause + n; cause < end; cause++, k += 2)
      addValue(acc, k, lossMen[cause]);
    addValue(acc, k, course[side * t + t - 1] / played);
    k += 2;
    // each turn's men lost, the course's step from the turn before (0 before the first)
    let before = 0;
    for (let i = side * t, end = i + t; i < end; i++, k += 2) {
      const now = course[i];
      addValue(acc, k, now - before);
      before = now;
    }
  }
}
