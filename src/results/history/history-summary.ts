import type { Battle, SideRecord } from './read-livermore.ts';
import { quantileSorted } from './quantile.ts';
import { readBattleHours, type BattleHours } from './battle-hours.ts';

/** One value of the record: a side's share (or a battle's ratio), with where it came from. */
export interface HistoryPoint {
  battleId: number;
  battle: string;
  /** the side (Union, Confederate); for a ratio, the attacker */
  side: string;
  role: 'attacker' | 'defender';
  days: number;
  fortified: boolean;
  value: number;
}

/** A distribution of the record with its quartiles. */
export interface HistoryDistribution {
  name: string;
  title: string;
  /** a share of strength or of losses, or a ratio of two shares */
  unit: 'share' | 'ratio';
  n: number;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  points: HistoryPoint[];
}

export interface HistorySummary {
  battles: number;
  /** battles left out of every distribution: aggregates of others and campaigns */
  leftOut: Array<{ id: number; name: string; flag: string }>;
  /** battles in the distributions: both sides' strength and k+w known, not an aggregate */
  used: number;
  /** battles missing a side's strength or k+w */
  unknown: Array<{ id: number; name: string }>;
  flagged: Array<{ id: number; name: string; flag: string }>;
  distributions: HistoryDistribution[];
  /** hours of fighting in a one-day battle (data/history/battle-hours.yaml; the record gives none) */
  hours: BattleHours;
}

/** The names of the record's distributions, as summarizeHistory gives them. */
export const HISTORY_DISTRIBUTIONS = [
  'kw_share',
  'kw_share_one_day',
  'kw_share_longer',
  'kw_share_attacker',
  'kw_share_defender',
  'kw_share_attacker_open',
  'kw_share_defender_open',
  'kw_share_attacker_fortified',
  'kw_share_defender_fortified',
  'kw_share_attacker_open_one_day',
  'kw_share_attacker_fortified_one_day',
  'kw_share_defender_open_one_day',
  'kw_share_defender_fortified_one_day',
  'att_def_ratio_open',
  'att_def_ratio_fortified',
  'missing_share',
  'missing_share_one_day',
  'missing_share_battle',
] as const;

const kwShare = (s: SideRecord) => s.kw! / s.strength!;
const known = (s: SideRecord) => s.kw !== undefined && s.strength !== undefined;

function point(b: Battle, s: SideRecord, value: number): HistoryPoint {
  return {
    battleId: b.id,
    battle: b.name,
    side: s.side,
    role: s.role,
    days: s.days,
    fortified: s.fortified,
    value,
  };
}

function distribution(
  name: string,
  title: string,
  unit: HistoryDistribution['unit'],
  points: HistoryPoint[],
): HistoryDistribution {
  const v = points.map((p) => p.value).sort((a, b) => a - b);
  return {
    name,
    title,
    unit,
    n: v.length,
    min: v[0] ?? NaN,
    q1: quantileSorted(v, 0.25),
    median: quantileSorted(v, 0.5),
    q3: quantileSorted(v, 0.75),
    max: v[v.length - 1] ?? NaN,
    points,
  };
}

/**
 * The record's distributions: each side's killed and wounded as a share of
 * its strength (all battles, one-day battles apart, by role, open field and
 * fortified apart, each also from one-day battles only), the attacker's
 * share over the defender's, and missing as a share of each side's losses
 * (k+w + missing) and of both sides' in a battle. Aggregates are left out
 * (counted twice, or a campaign), and so is any battle missing a side's
 * strength or k+w; a side with no missing figure is left out of the missing
 * share only. A garrison's surrender (flag `surrender:`, Fort Donelson and
 * Arkansas Post) is kept in the killed and wounded but left out of the
 * missing shares, as the source's own summary leaves it out: its missing are
 * the whole garrison given up, not men lost in the fighting.
 */
export function summarizeHistory(
  battles: readonly Battle[],
  hours: BattleHours = readBattleHours(),
): HistorySummary {
  const leftOut = battles.filter((b) => b.attacker.flagKind === 'aggregate');
  const kept = battles.filter((b) => b.attacker.flagKind !== 'aggregate');
  const unknown = kept.filter((b) => !known(b.attacker) || !known(b.defender));
  const used = kept.filter((b) => known(b.attacker) && known(b.defender));
  const sides = used.flatMap((b) => [b.attacker, b.defender].map((s) => ({ b, s })));
  const shares = (keep: (s: SideRecord) => boolean) =>
    sides.filter(({ s }) => keep(s)).map(({ b, s }) => point(b, s, kwShare(s)));
  const ratio = (fortified: boolean) =>
    used
      .filter((b) => b.attacker.fortified === fortified)
      .map((b) => point(b, b.attacker, kwShare(b.attacker) / kwShare(b.defender)));
  // data/history/SOURCE.md: a surrender's missing share is near 100%, the garrison given up, so not in the missing shares
  const fought = used.filter((b) => b.attacker.flagKind !== 'surrender');
  const missing = sides
    .filter(
      ({ b, s }) => b.attacker.flagKind !== 'surrender' && s.missing !== undefined && s.kw! + s.missing > 0,
    )
    .map(({ b, s }) => point(b, s, s.missing! / (s.kw! + s.missing!)));
  // both sides' missing over both sides' losses, a battle whose two sides give a missing figure: as an engagement's own
  const pooledMissing = fought
    .filter((b) => b.attacker.missing !== undefined && b.defender.missing !== undefined)
    .map((b) => {
      const missingBoth = b.attacker.missing! + b.defender.missing!;
      const lost = b.attacker.kw! + b.defender.kw! + missingBoth;
      return { b, share: lost > 0 ? missingBoth / lost : NaN };
    })
    .filter((x) => Number.isFinite(x.share))
    .map(({ b, share }) => point(b, b.attacker, share));
  const distributions = [
    distribution(
      'kw_share',
      'Killed and wounded, share of strength (every side)',
      'share',
      shares(() => true),
    ),
    distribution(
      'kw_share_one_day',
      'Killed and wounded, share of strength (one-day battles)',
      'share',
      shares((s) => s.days === 1),
    ),
    distribution(
      'kw_share_longer',
      'Killed and wounded, share of strength (battles of two days or more)',
      'share',
      shares((s) => s.days > 1),
    ),
    distribution(
      'kw_share_attacker',
      'Killed and wounded, share of strength (the attacker)',
      'share',
      shares((s) => s.role === 'attacker'),
    ),
    distribution(
      'kw_share_defender',
      'Killed and wounded, share of strength (the defender)',
      'share',
      shares((s) => s.role === 'defender'),
    ),
    distribution(
      'kw_share_attacker_open',
      'Killed and wounded, share of strength (the attacker, open field)',
      'share',
      shares((s) => s.role === 'attacker' && !s.fortified),
    ),
    distribution(
      'kw_share_defender_open',
      'Killed and wounded, share of strength (the defender, open field)',
      'share',
      shares((s) => s.role === 'defender' && !s.fortified),
    ),
    distribution(
      'kw_share_attacker_fortified',
      'Killed and wounded, share of strength (the attacker, assaulting fortified lines)',
      'share',
      shares((s) => s.role === 'attacker' && s.fortified),
    ),
    distribution(
      'kw_share_defender_fortified',
      'Killed and wounded, share of strength (the defender, in fortified lines)',
      'share',
      shares((s) => s.role === 'defender' && s.fortified),
    ),
    ...(['attacker', 'defender'] as const).flatMap((role) =>
      [false, true].map((fortified) =>
        distribution(
          `kw_share_${role}_${fortified ? 'fortified' : 'open'}_one_day`,
          `Killed and wounded, share of strength (the ${role}, ${fortified ? (role === 'attacker' ? 'assaulting fortified lines' : 'in fortified lines') : 'open field'}, one-day battles)`,
          'share',
          shares((s) => s.role === role && s.fortified === fortified && s.days === 1),
        ),
      ),
    ),
    distribution(
      'att_def_ratio_open',
      "Attacker's k+w share over the defender's (open field)",
      'ratio',
      ratio(false),
    ),
    distribution(
      'att_def_ratio_fortified',
      "Attacker's k+w share over the defender's (assaults on fortified lines)",
      'ratio',
      ratio(true),
    ),
    distribution(
      'missing_share',
      'Missing and captured, share of losses (k+w + missing), every side',
      'share',
      missing,
    ),
    distribution(
      'missing_share_one_day',
      'Missing and captured, share of losses (k+w + missing), one-day battles',
      'share',
      missing.filter((p) => p.days === 1),
    ),
    distribution(
      'missing_share_battle',
      "Missing and captured, share of both sides' losses (k+w + missing), by battle",
      'share',
      pooledMissing,
    ),
  ];
  return {
    battles: battles.length,
    leftOut: leftOut.map((b) => ({ id: b.id, name: b.name, flag: b.attacker.flag })),
    used: used.length,
    unknown: unknown.map((b) => ({ id: b.id, name: b.name })),
    flagged: battles
      .filter((b) => b.attacker.flag)
      .map((b) => ({ id: b.id, name: b.name, flag: b.attacker.flag })),
    distributions,
    hours,
  };
}

/** A named distribution of the summary (the names summarizeHistory gives). */
export function historyDistribution(summary: HistorySummary, name: string): HistoryDistribution {
  const d = summary.distributions.find((x) => x.name === name);
  if (!d) throw new Error(`no history distribution ${name}`);
  return d;
}
