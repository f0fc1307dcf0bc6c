import { DEF, S } from '../assault/assault-state.ts';
import { winnerOf } from '../assault/round.ts';
import { compileAssault } from '../assault/compile-assault.ts';
import type { CompiledAssault } from '../assault/compiled-assault.ts';
import { exactAssault } from '../assault/exact-assault.ts';
import { KeptByAssault } from '../assault/kept-by-assault.ts';
import { plainSide, type AssaultSituation } from '../assault/situation.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import type { Finding } from './finding.ts';

export interface ModifierPoint {
  modifier: number;
  attackerWins: number;
  defenderHolds: number;
  /** both sides retire (§5.5): neither holds the ground */
  bothRetire: number;
  defenderPHits: number;
  defenderPanic4: number;
}

/** The matchup the audit's curve uses unless given another: the §5.1 example's sides. */
export interface Matchup {
  situation: AssaultSituation;
  /** in words, for the audit's headings and notes */
  label: string;
}

/** A veteran brigade's general assault on an average one, 6 bases each, in the open (§5.1's example). */
export function exampleMatchup(): Matchup {
  return {
    situation: {
      assault: 'general',
      direction: 'front',
      maxRounds: 12,
      attacker: plainSide('veteran'),
      defender: plainSide('average'),
    },
    label:
      "a veteran brigade's general assault on an average one, 6 bases each, in the open (the §5.1 example's sides)",
  };
}

/** A point's odds, by its compiled assault: a tune audits every candidate table, and most leave the matchup's assaults as they were. */
const keptOdds = new KeptByAssault<Omit<ModifierPoint, 'modifier'>>(1000);

/** The exact odds the curve reads from one compiled assault. */
function oddsOf(c: CompiledAssault): Omit<ModifierPoint, 'modifier'> {
  const p = { attackerWins: 0, defenderHolds: 0, bothRetire: 0, defenderPHits: 0, defenderPanic4: 0 };
  exactAssault(c, (st, w) => {
    const winner = winnerOf(st, c.movementLeft);
    if (winner === 0) p.attackerWins += w;
    if (winner === 1) p.defenderHolds += w;
    else if (winner !== 0) p.bothRetire += w;
    p.defenderPHits += w * st[S.P_TAKEN + DEF];
    if (st[S.PANIC4] & (1 << DEF)) p.defenderPanic4 += w;
  });
  return p;
}

/**
 * Exact odds of a matchup (by default the §5.1 example's sides) as one
 * more modifier on the attacker runs from -span to +span: the "win chance
 * by modifier" curve, and how far one point swings it.
 */
export function modifierCurve(
  rules: RepublicRules,
  switches: Record<string, string>,
  matchup: Matchup = exampleMatchup(),
  span = 6,
): ModifierPoint[] {
  const points: ModifierPoint[] = [];
  const s = matchup.situation;
  for (let m = -span; m <= span; m++) {
    const c = compileAssault(
      rules,
      { ...s, attacker: { ...s.attacker, extraModifier: s.attacker.extraModifier + m } },
      switches,
    );
    points.push({ modifier: m, ...keptOdds.get(c, () => oddsOf(c)) });
  }
  return points;
}

/** The largest swing one modifier point makes, as a note. */
export function modifierFindings(
  points: readonly ModifierPoint[],
  label = exampleMatchup().label,
): Finding[] {
  let worst = 1;
  for (let i = 1; i < points.length; i++)
    if (
      points[i].attackerWins - points[i - 1].attackerWins >
      points[worst].attackerWins - points[worst - 1].attackerWins
    )
      worst = i;
  const swing = points[worst].attackerWins - points[worst - 1].attackerWins;
  const out: Finding[] = [
    {
      check: 'one modifier point',
      severity: 'note',
      message: `${label}: one more point on the attacker moves its chance of winning the ground by up to ${(swing * 100).toFixed(1)} percentage points (from ${(points[worst - 1].attackerWins * 100).toFixed(1)}% to ${(points[worst].attackerWins * 100).toFixed(1)}% at ${points[worst - 1].modifier} -> ${points[worst].modifier})`,
    },
  ];
  for (let i = 1; i < points.length; i++) {
    if (points[i].attackerWins < points[i - 1].attackerWins - 1e-12) {
      out.push({
        check: 'one modifier point',
        severity: 'problem',
        message: `a better modifier lowers the attacker's chance of winning the ground: ${points[i - 1].modifier} -> ${points[i].modifier}`,
      });
    }
  }
  return out;
}
