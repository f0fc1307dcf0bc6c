import type { YamlNode } from '../../input/yaml-node.ts';
import { gradeInForce } from '../rules/grade-reading.ts';
import { GRADES, type Grade } from '../rules/grades.ts';
import { MANEUVER_ACTIONS } from '../rules/maneuver.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';

export const COMMANDER_CLASSES = ['energetic', 'proficient', 'cautious'] as const;

/** A brigade's maneuver test in plain terms (§3.2). */
export interface ManeuverSituation {
  grade: Grade;
  moraleHits: number;
  /** other brigades within 2" doing the same action */
  sameAction: boolean;
  divisionCommander: (typeof COMMANDER_CLASSES)[number];
  proficientLeadersWithin2: number;
  energeticLeadersWithin2: number;
  leaderJustReplaced: boolean;
}

export function readManeuverSituation(n: YamlNode): ManeuverSituation {
  n.allowKeys(['grade', 'moraleHits', 'sameAction', 'divisionCommander', 'proficientLeadersWithin2', 'energeticLeadersWithin2', 'leaderJustReplaced']);
  return {
    grade: n.get('grade').oneOf(GRADES),
    moraleHits: n.get('moraleHits').optInt(0, 0, 4),
    sameAction: n.get('sameAction').optBool(false),
    divisionCommander: n.get('divisionCommander').optOneOf(COMMANDER_CLASSES, 'proficient'),
    proficientLeadersWithin2: n.get('proficientLeadersWithin2').optInt(0, 0, 10),
    energeticLeadersWithin2: n.get('energeticLeadersWithin2').optInt(0, 0, 10),
    leaderJustReplaced: n.get('leaderJustReplaced').optBool(false),
  };
}

/** §3.2 Maneuver Die Roll Modifiers, summed. */
export function maneuverModifier(rules: RepublicRules, s: ManeuverSituation): number {
  const m = rules.maneuver.modifiers;
  let mod = s.moraleHits * m.perMoraleHit.value;
  if (s.sameAction) mod += m.sameAction.value;
  if (s.divisionCommander === 'energetic') mod += m.energeticDivisionCommander.value;
  if (s.divisionCommander === 'cautious') mod += m.cautiousDivisionCommander.value;
  mod += s.proficientLeadersWithin2 * m.proficientLeaderWithin2.value;
  mod += s.energeticLeadersWithin2 * m.energeticLeaderWithin2.value;
  if (s.leaderJustReplaced) mod += m.leaderJustReplaced.value;
  return mod;
}

/**
 * §3.2 Conducting Maneuver: the actions a modified roll allows, as a bit set
 * over MANEUVER_ACTIONS (bit i = action i); Hold is always allowed.
 */
export function allowedActions(rules: RepublicRules, grade: Grade, modified: number, switches: Record<string, string>): number {
  const row = rules.maneuver.table[gradeInForce(rules, grade, switches)];
  let set = 0;
  for (let i = 0; i < MANEUVER_ACTIONS.length; i++) if (modified >= row[i].value) set |= 1 << i;
  return set;
}

const NAMES: Record<string, string> = { assault: 'Assault', maneuver: 'Maneuver', advance: 'Advance', pullBack: 'Pull back' };

/** `Hold, Advance, Pull back` for a bit set. */
export function actionSetLabel(set: number): string {
  return ['Hold', ...MANEUVER_ACTIONS.filter((_, i) => set & (1 << i)).map((a) => NAMES[a])].join(', ');
}
