/**
 * The engagement's headline read from its result metrics (by name, as
 * results.csv writes them): who broke and when, held to the end apart from
 * ended because the other side broke, men lost turn by turn, and what cost
 * the men. Metric names: docs/engagement-metrics.md.
 */

/** A metric's value at one point: an estimate, or (for compare) one side's or the difference. */
export type ValueOf = (metric: string, outcome: string) => number | undefined;

export interface SideBreak {
  side: string;
  /** the chance the side breaks: the sum over the game turns */
  chance: number;
  /** the chance of breaking in each game turn (1 ... N) */
  byTurn: number[];
  /** game turn of the first quartile, median and third quartile of the trials where it breaks; null if it never does */
  quartiles: [number, number, number] | null;
  /** did not break and played every turn */
  held: number;
  /** the engagement stopped because the other side broke first */
  otherBroke: number;
}

export interface SideLosses {
  side: string;
  /** men lost in each game turn (1 ... N) */
  perTurn: number[];
  /** men lost to each cause, in the order of `causes` */
  byCause: number[];
  menLost?: number;
  killedAndWounded?: number;
  missing?: number;
  gunsLost?: number;
}

export interface EngagementHeadline {
  sides: string[];
  turns: number;
  causes: string[];
  breaks: SideBreak[];
  losses: SideLosses[];
}

const BREAK_TURN = /^break turn: (.+)$/;
const CAUSE = /^men lost to (.+): (.+)$/;
const IN_TURN = /^men lost in turn (\d+): (.+)$/;

/** The game turn at which the chances by turn, over their sum, first reach share q. */
function turnAt(byTurn: readonly number[], total: number, q: number): number {
  let sum = 0;
  for (let t = 0; t < byTurn.length; t++) {
    sum += byTurn[t];
    // a sum of decimal estimates may fall short of q by float noise only
    if (sum >= q * total - 1e-12) return t + 1;
  }
  return byTurn.length;
}

/**
 * The headline of an engagement result, or undefined for another sim:
 * `distributions` maps each distribution to its outcomes, `means` lists the
 * means, `value` reads one.
 */
export function engagementHeadline(
  distributions: ReadonlyMap<string, readonly string[]>,
  means: readonly string[],
  value: ValueOf,
): EngagementHeadline | undefined {
  const sides = [...distributions.keys()].flatMap((d) => BREAK_TURN.exec(d)?.[1] ?? []);
  if (sides.length === 0) return undefined;
  const outcomes = distributions.get(`break turn: ${sides[0]}`)!;
  const turns = outcomes.filter((o) => /^\d+$/.test(o)).length;
  const causes = [...new Set(means.flatMap((m) => CAUSE.exec(m)?.[1] ?? []))];
  const v = (metric: string, outcome = '') => value(metric, outcome) ?? 0;
  const breaks = sides.map((side) => {
    const byTurn = Array.from({ length: turns }, (_, t) => v(`break turn: ${side}`, String(t + 1)));
    const chance = byTurn.reduce((s, x) => s + x, 0);
    const quartiles: SideBreak['quartiles'] =
      chance > 0
        ? [turnAt(byTurn, chance, 0.25), turnAt(byTurn, chance, 0.5), turnAt(byTurn, chance, 0.75)]
        : null;
    return {
      side,
      chance,
      byTurn,
      quartiles,
      held: v(`break turn: ${side}`, 'held to the end'),
      otherBroke: v(`break turn: ${side}`, 'other side broke'),
    };
  });
  const has = (m: string) => means.includes(m);
  const losses = sides.map((side) => ({
    side,
    perTurn: Array.from({ length: turns }, (_, t) => v(`men lost in turn ${t + 1}: ${side}`)),
    byCause: causes.map((c) => v(`men lost to ${c}: ${side}`)),
    ...(has(`men lost: ${side}`) ? { menLost: v(`men lost: ${side}`) } : {}),
    ...(has(`killed and wounded: ${side}`) ? { killedAndWounded: v(`killed and wounded: ${side}`) } : {}),
    ...(has(`missing: ${side}`) ? { missing: v(`missing: ${side}`) } : {}),
    ...(has(`guns lost: ${side}`) ? { gunsLost: v(`guns lost: ${side}`) } : {}),
  }));
  // a result written before the per-turn losses were tallied has none: no table of zeros
  if (!means.some((m) => IN_TURN.test(m))) for (const l of losses) l.perTurn = [];
  return { sides, turns, causes, breaks, losses };
}
