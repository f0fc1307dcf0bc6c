import type { YamlNode } from '../input/yaml-node.ts';

export const SYSTEMS = ['republic', 'blake', 'activation', 'blue-and-gray', 'half-a-league'] as const;
export type System = (typeof SYSTEMS)[number];
export const QUALITIES = ['elite', 'veteran', 'average', 'green', 'raw'] as const;
export type Quality = (typeof QUALITIES)[number];
export const COVERS = ['none', 'light', 'heavy'] as const;
export type PlainCover = (typeof COVERS)[number];
export const RANGES = ['close', 'medium', 'long'] as const;
export type PlainRange = (typeof RANGES)[number];

/**
 * The time budget, the same for every system, in minutes of battle
 * (`minutes`; each system's turn stands for the minutes its mapping file
 * gives): `engagement` is one attack resolved to a decision (no side renews
 * an attack or returns once it has fallen back); `turns` is the same minutes
 * in which either side may renew its attack or return.
 */
export const BUDGETS = ['engagement', 'turns'] as const;
export type Budget = (typeof BUDGETS)[number];

export interface PlainForce {
  men: number;
  quality: Quality;
  formation: 'line' | 'column';
  weapon: 'musket' | 'rifle';
}

/**
 * One engagement in plain terms, before any rule system: two forces in men,
 * quality tier, cover, formation, frontal or flank; for a bombardment the
 * guns and the range. Each system's adapter maps it into its own terms.
 */
export interface PlainSituation {
  system: System;
  /** assault: the attacker closes to take the position; bombard: guns fire at the defender */
  action: 'assault' | 'bombard';
  attacker: PlainForce;
  defender: PlainForce & { cover: PlainCover };
  approach: 'frontal' | 'flank';
  guns: number;
  range: PlainRange;
  budget: Budget;
  /** minutes of battle before the engagement counts as undecided */
  minutes: number;
}

function readForce(n: YamlNode, extra: readonly string[] = [], menOptional = false): PlainForce {
  n.allowKeys(['men', 'quality', 'formation', 'weapon', ...extra]);
  return {
    men: menOptional ? n.get('men').optInt(100, 50, 100_000) : n.get('men').int(50, 100_000),
    quality: n.get('quality').optOneOf(QUALITIES, 'average'),
    formation: n.get('formation').optOneOf(['line', 'column'] as const, 'line'),
    weapon: n.get('weapon').optOneOf(['musket', 'rifle'] as const, 'musket'),
  };
}

/** Read and validate a plain duel situation (docs/duel-situation.md). */
export function readPlainSituation(n: YamlNode): PlainSituation {
  n.allowKeys(['system', 'action', 'attacker', 'defender', 'approach', 'guns', 'range', 'budget', 'minutes']);
  const action = n.get('action').optOneOf(['assault', 'bombard'] as const, 'assault');
  // a bombardment's attacker is its guns and their quality: its other fields are still checked as an assault's
  const attacker = readForce(n.get('attacker'), [], action === 'bombard');
  const d = n.get('defender');
  return {
    system: n.get('system').oneOf(SYSTEMS),
    action,
    attacker:
      action === 'assault'
        ? attacker
        : { men: 100, quality: attacker.quality, formation: 'line', weapon: 'musket' },
    defender: { ...readForce(d, ['cover']), cover: d.get('cover').optOneOf(COVERS, 'none') },
    approach: n.get('approach').optOneOf(['frontal', 'flank'] as const, 'frontal'),
    // checked when given to an assault too, which fires none
    guns: action === 'bombard' ? n.get('guns').int(1, 48) : (n.get('guns').optInt(0, 1, 48), 0),
    range: n.get('range').optOneOf(RANGES, 'medium'),
    budget: n.get('budget').optOneOf(BUDGETS, 'engagement'),
    minutes: n.get('minutes').optInt(320, 10, 2000),
  };
}

/** Whole game turns of `minutesPerTurn` in the situation's time budget, at least one. */
export function turnsIn(s: PlainSituation, minutesPerTurn: number): number {
  return Math.max(1, Math.floor(s.minutes / minutesPerTurn));
}
