import type { BlakeRules } from './rules/blake-rules.ts';
import type { BlakeClass } from './rules/fire.ts';
import type { Defence } from './rules/melee.ts';

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
  cls: BlakeClass;
  /** a defender behind an obstacle or in a fortification */
  defence: Defence;
}

/** Figures eligible to melee: half, rounded down, of a disordered or D class stand (FIGURES ELIGIBLE TO MELEE). */
export function eligibleFigures(r: BlakeRules, figures: number, halved: boolean): number {
  return halved ? Math.floor(figures / r.melee.totals.halvedDivisor.value) : figures;
}

/**
 * Everything added to the melee die (FIGURES ELIGIBLE TO MELEE, MOUNTED
 * CHARGES, SUPPORTING STANDS, leader +1), with the class and the defence
 * (provisional cells). `mountedCounts`: false against
 * "squares or the equivalent [that are not disordered] or ... enemies
 * sheltering behind obstacles", where mounted figures count once.
 */
export function meleeAdd(r: BlakeRules, s: MeleeSide, mountedCounts = true): number {
  const t = r.melee.totals;
  let figs = eligibleFigures(r, s.figures, s.halved);
  if (s.mounted && mountedCounts)
    figs = s.impact ? t.mountedImpactFigures.value * figs : t.mountedContinuingFigures.value * figs;
  return (
    figs * t.figurePoints.value +
    s.supports * t.supportBonus.value +
    (s.leader ? t.leaderBonus.value : 0) +
    standModifier(r, s.cls, s.defence)
  );
}

/** RESOLVING MELEES: the class and defence modifiers of a stand's total (provisional cells). */
export function standModifier(r: BlakeRules, cls: BlakeClass, defence: Defence): number {
  return (
    r.melee.classModifiers[cls].value + (defence === 'none' ? 0 : r.melee.defenceModifiers[defence].value)
  );
}
