import type { BlakeRules } from './rules/blake-rules.ts';

/** One side of a stand melee. */
export interface MeleeSide {
  figures: number;
  mounted: boolean;
  /** first round of a mounted charge (three figures on impact), else continuing */
  impact: boolean;
  /** disordered or D class: only half the figures fight, rounded down */
  halved: boolean;
  supports: number;
  leader: boolean;
}

/**
 * Everything added to the melee die (FIGURES ELIGIBLE TO MELEE, MOUNTED
 * CHARGES, SUPPORTING STANDS, leader +1).
 */
export function meleeAdd(r: BlakeRules, s: MeleeSide): number {
  const t = r.melee.totals;
  let figs = s.halved ? Math.floor(s.figures / 2) : s.figures;
  if (s.mounted) figs = s.impact ? t.mountedImpactFigures.value * figs : t.mountedContinuingFigures.value * figs;
  return figs + s.supports * t.supportBonus.value + (s.leader ? t.leaderBonus.value : 0);
}
