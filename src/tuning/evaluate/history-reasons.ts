import { LOSS_CAUSES } from '../../engagement/state/field-state.ts';
import type { HistoryBreakdown, SideBreakdown } from './history-breakdown.ts';

import type { Where } from '../../results/history/history-where.ts';

export type { Where };

/** What a row of the comparison measures: a role's killed and wounded, the missing share, the ratio. */
export type RowKind = 'kw attacker' | 'kw defender' | 'missing' | 'ratio' | 'early break';

/** Each cause of lost men with the rules that decide it (docs/engagement-metrics.md). */
const CAUSE_RULE: Record<(typeof LOSS_CAUSES)[number], string> = {
  artillery: 'artillery fire (§4.2-§4.6 B hits, and its share of fire-panic deserters, §4.7)',
  skirmish: 'skirmish fire (its share of fire-panic deserters, §4.1, §4.7)',
  assault: 'assault base hits (§5.5 Base hits, and supports giving way)',
  'pass-through': 'pass-through hits (§5.5 Lose/Lose)',
  'panic desertion': 'Panic 4 deserters of failed divisional panic tests (§6.1 loss number)',
  prisoners: 'prisoners taken on an assault loss or a surrender (§5.5 Loss Number, routs among them)',
};
/** The causes of killed and wounded: the B hits of fire and of assaults. */
const KW_CAUSES = ['artillery', 'assault'] as const;
/** The causes of missing men besides the deserters of fire panics and supports (counted under artillery, skirmish and assault). */
const MISSING_CAUSES = ['prisoners', 'panic desertion', 'pass-through'] as const;

const pc = (x: number) => `${(x * 100).toFixed(1)}%`;
const idx = (c: (typeof LOSS_CAUSES)[number]) => LOSS_CAUSES.indexOf(c);

/** The day's course: who broke, when, and whether play went on. */
function breakText(b: HistoryBreakdown): string {
  return `a side breaks in ${pc(b.firstBreak)} of trials${b.firstBreakMedian ? `, the first in game turn ${b.firstBreakMedian} (median)` : ''}`;
}

/** The panics that broke divisions: internal (its own Panic 4) or adjoining, over both sides. */
function panicText(b: HistoryBreakdown): string {
  const internal = b.sides[0].panicsInternal + b.sides[1].panicsInternal;
  const adjoining = b.sides[0].panicsAdjoining + b.sides[1].panicsAdjoining;
  const all = internal + adjoining;
  if (all <= 0) return 'no division panics';
  return `${internal.toFixed(2)} divisional panics a trial from a unit's own Panic 4 hits (§6.2 internal), ${adjoining.toFixed(2)} set off by a neighbour (§6.2 adjoining)`;
}

/** The record's range over a number of hours of fighting (the one-day battles' quartiles scaled), when it is known. */
export type RangeAtHours = (hours: number) => [number, number];

function kwReasons(
  side: SideBreakdown,
  where: Where,
  range: readonly [number, number],
  b: HistoryBreakdown,
  rangeAt?: RangeAtHours,
) {
  const out: string[] = [];
  const causes = KW_CAUSES.map((c) => ({ c, share: side.byCause[idx(c)] })).sort((p, q) => q.share - p.share);
  const lead = causes[0];
  const list = causes.map((x) => `${CAUSE_RULE[x.c]} ${pc(x.share)}`).join(', ');
  if (where === 'above') {
    out.push(
      lead.share > range[1]
        ? `${CAUSE_RULE[lead.c]} alone costs the ${side.role} ${pc(lead.share)} of its strength, above the range's top (${pc(range[1])}); in all: ${list}`
        : `the ${side.role}'s losses by cause: ${list}; the largest, ${CAUSE_RULE[lead.c]}, is ${pc(lead.share / Math.max(causes[0].share + causes[1].share, 1e-12))} of the two`,
    );
    if (!b.stopAtBreak && b.firstBreak > 0.05 && side.afterBreak > 0) {
      const before = side.kwBeforeBreak;
      // judged against the record over the hours up to the break, not the whole day's range
      const by = rangeAt?.(b.hoursToFirstBreak);
      const verdict = by
        ? ` (${before > by[1] ? 'above' : before < by[0] ? 'below' : 'inside'} the record's ${pc(by[0])} to ${pc(by[1])} over those hours)`
        : '';
      out.push(
        `the day plays on after a side breaks (stop: never; Republic has no army-level break, and a panicked division is on Defend only through the next player turn begun, §6.1, switch panickedDivisionOrders): ${breakText(b)}, and ${pc(side.afterBreak)} of the ${side.role}'s strength is lost after that turn; its killed and wounded up to the first break (${b.hoursToFirstBreak.toFixed(1)} hours played on average), pro rata, are ${pc(before)}${verdict}`,
      );
    }
  } else {
    if (b.stopAtBreak && b.firstBreak > 0.25)
      out.push(
        `the engagement stops with the player turn a side breaks (stop: sideBreaks; a side breaks when ${pc(b.sideBreaksAt)} of its divisions are broken, a division from its first failed panic test, §6.1): ${breakText(b)}, so it plays ${b.hoursPlayed.toFixed(1)} of its ${((b.turns * 40) / 60).toFixed(1)} hours on average; ${panicText(b)}`,
      );
    out.push(
      `the ${side.role}'s losses by cause are small: ${list}; a trial fights ${b.assaults.toFixed(2)} assaults (§5) and ${b.batteries > 0 ? `fires its batteries ${b.artilleryFires.toFixed(2)} times (§4.2)` : 'has no battery on either side (§4 never fires)'}${b.stopAtBreak && b.firstBreak > 0.25 ? '' : `; ${breakText(b)}`}`,
    );
  }
  return out;
}

function missingReasons(b: HistoryBreakdown, where: Where, range: readonly [number, number]): string[] {
  const both = (k: number) => b.sides[0].byCause[k] * b.sides[0].men + b.sides[1].byCause[k] * b.sides[1].men;
  const missing = b.sides[0].missingShare * b.sides[0].men + b.sides[1].missingShare * b.sides[1].men;
  const kw = b.sides[0].kwShare * b.sides[0].men + b.sides[1].kwShare * b.sides[1].men;
  const losses = missing + kw;
  if (losses <= 0) return ['no side loses a base'];
  const named = MISSING_CAUSES.map((c) => ({ rule: CAUSE_RULE[c], men: both(idx(c)) }));
  const rest = missing - named.reduce((s, x) => s + x.men, 0);
  const parts = [
    ...named,
    {
      rule: 'deserters of fire-phase panics and of supports giving way (§4.7, §5.5)',
      men: Math.max(rest, 0),
    },
  ].sort((p, q) => q.men - p.men);
  const list = parts.map((p) => `${p.rule} ${pc(p.men / losses)}`).join(', ');
  // what the share would be without the largest part: how much that one rule carries
  const without = (missing - parts[0].men) / Math.max(losses - parts[0].men, 1e-12);
  const still = without > range[1] ? `, still above the range: ${parts[1].rule} keeps it out as well` : '';
  return where === 'above'
    ? [
        `of all men lost (both sides), missing are ${pc(missing / losses)}: ${list}; without ${parts[0].rule} missing would be ${pc(without)} of losses${still}`,
      ]
    : [`few men go missing: of all men lost (both sides), ${list}`];
}

function ratioReasons(b: HistoryBreakdown, where: Where): string[] {
  const [a, d] = b.sides;
  const diffs = KW_CAUSES.map((c) => ({ c, a: a.byCause[idx(c)], d: d.byCause[idx(c)] })).sort((p, q) =>
    where === 'above' ? q.a - q.d - (p.a - p.d) : p.a - p.d - (q.a - q.d),
  );
  const x = diffs[0];
  return [
    `${CAUSE_RULE[x.c]} cost the attacker ${pc(x.a)} of its strength and the defender ${pc(x.d)}; ${diffs
      .slice(1)
      .map((y) => `${CAUSE_RULE[y.c]} ${pc(y.a)} and ${pc(y.d)}`)
      .join('; ')}`,
  ];
}

/** A fight decided too early: when the first side breaks, by which panics, and how few divisions it takes. */
function earlyBreakReasons(b: HistoryBreakdown): string[] {
  const need = b.divisions.map((n) => Math.max(1, Math.ceil(n * b.sideBreaksAt - 1e-9)));
  return [
    `${breakText(b)}; a side breaks when ${pc(b.sideBreaksAt)} of its divisions are broken (here ${need[0]} of the attacker's ${b.divisions[0]}, ${need[1]} of the defender's ${b.divisions[1]}), a division from its first failed divisional panic test (§6.1), which one brigade's Panic 4 hits set off (§6.2 internal); ${panicText(b)}`,
  ];
}

/** Why an estimate or its range has no value: no battle of the kind in the record, or no losses to take a share of. */
function noValueReason(kind: RowKind, range: readonly [number, number]): string {
  if (!Number.isFinite(range[0]) || !Number.isFinite(range[1]))
    return 'the record has no battle of this kind to judge by';
  if (kind === 'ratio')
    return "no men lost killed or wounded by the defender in any trial: the attacker's share over the defender's has no value";
  return 'no men lost in any trial: a share of the losses has no value';
}

/**
 * The rules that keep an estimate out of its range, read from the run's own
 * breakdown: losses by cause, the turn a side breaks, whether play goes on
 * after it (`rangeAt`, the record's range over given hours, judges the losses
 * up to the break). Empty when the estimate is inside.
 */
export function historyReasons(
  kind: RowKind,
  where: Where,
  range: readonly [number, number],
  b: HistoryBreakdown,
  rangeAt?: RangeAtHours,
): string[] {
  if (where === 'inside') return [];
  if (where === 'no value') return [noValueReason(kind, range)];
  if (kind === 'missing') return missingReasons(b, where, range);
  if (kind === 'ratio') return ratioReasons(b, where);
  if (kind === 'early break') return earlyBreakReasons(b);
  return kwReasons(kind === 'kw attacker' ? b.sides[0] : b.sides[1], where, range, b, rangeAt);
}
