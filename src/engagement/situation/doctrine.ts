import type { YamlNode } from '../../engine/input/yaml-node.ts';
import { MORALE_STATES } from '../../engine/republic/rules/grades.ts';

export const ASSAULT_CHOICES = ['general', 'allOut', 'never'] as const;
export const BREAKTHROUGH_CHOICES = ['carry', 'pursue'] as const;
export const SECOND_LINE_CHOICES = ['reinforce', 'hold'] as const;
export const SUPPORT_MOVES = ['D', 'W', 'F'] as const;
export const PULL_BACK_CHOICES = ['never', ...MORALE_STATES.slice(1)] as const;

/**
 * What a player decides, as switch-like fields, each with a stated default
 * (docs/engagement-situation.md). The rules decide everything else.
 */
export interface Doctrine {
  /** brigades whose maneuver roll allows Assault close to general (2-4") or all-out (2") range, or never assault */
  assault: (typeof ASSAULT_CHOICES)[number];
  /** the worst morale state (index) in which a brigade is still sent in; §2.3 forbids some anyway */
  assaultUpTo: number;
  /** a "Breakthrough may" result: carry the position, or pursue into the second line (§5.5) */
  breakthrough: (typeof BREAKTHROUGH_CHOICES)[number];
  /** a second-line brigade moves up when its sector's first line is gone, or holds */
  secondLine: (typeof SECOND_LINE_CHOICES)[number];
  /** bases each first-line brigade of an adjoining sector lends to a defence (§5.2 Supporting Bases); 0: no supports */
  supportBases: number;
  /** the move a supporting brigade makes when the brigade it supports retreats or routs (§5.5 Supporting Brigades) */
  supportMove: (typeof SUPPORT_MOVES)[number];
  /** a first-line brigade in this morale state or worse pulls back out of contact when its roll allows (never: it stays) */
  pullBackAt: number;
}

export const DOCTRINE_DEFAULTS: Doctrine = {
  assault: 'general',
  assaultUpTo: MORALE_STATES.indexOf('rattled'),
  breakthrough: 'carry',
  secondLine: 'reinforce',
  supportBases: 0,
  supportMove: 'D',
  pullBackAt: 99,
};

export function readDoctrine(n: YamlNode): Doctrine {
  const d = DOCTRINE_DEFAULTS;
  if (!n.exists) return { ...d };
  n.allowKeys(Object.keys(d));
  const pullBack = n.get('pullBackAt').optOneOf(PULL_BACK_CHOICES, 'never');
  return {
    assault: n.get('assault').optOneOf(ASSAULT_CHOICES, d.assault),
    assaultUpTo: MORALE_STATES.indexOf(
      n.get('assaultUpTo').optOneOf(MORALE_STATES, MORALE_STATES[d.assaultUpTo]),
    ),
    breakthrough: n.get('breakthrough').optOneOf(BREAKTHROUGH_CHOICES, d.breakthrough),
    secondLine: n.get('secondLine').optOneOf(SECOND_LINE_CHOICES, d.secondLine),
    supportBases: n.get('supportBases').optInt(d.supportBases, 0, 12),
    supportMove: n.get('supportMove').optOneOf(SUPPORT_MOVES, d.supportMove),
    pullBackAt: pullBack === 'never' ? d.pullBackAt : MORALE_STATES.indexOf(pullBack),
  };
}
