import type { YamlNode } from '../../input/yaml-node.ts';
import { ARMS, SOLO_ARTILLERY_SAYS, type Arm } from '../rules/arms.ts';
import { gradeInForce } from '../rules/grade-reading.ts';
import { DEMORALIZED, GRADES, type Grade } from '../rules/grades.ts';
import { MANEUVER_ACTIONS, type ManeuverAction } from '../rules/maneuver.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { citeRestriction, forbiddingRestriction, type Act, type Restriction } from '../rules/restrictions.ts';

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
  /** the brigade's arm and the arms of the enemy it would move on, where given (§2.3 restrictions name them) */
  arm?: Arm;
  enemy?: Arm[];
}

export function readManeuverSituation(n: YamlNode): ManeuverSituation {
  n.allowKeys([
    'grade',
    'moraleHits',
    'sameAction',
    'divisionCommander',
    'proficientLeadersWithin2',
    'energeticLeadersWithin2',
    'leaderJustReplaced',
    'arm',
    'enemy',
  ]);
  const enemy = n.get('enemy');
  if (enemy.isList() && enemy.items().length === 0) enemy.fail('expected at least one arm');
  return {
    grade: n.get('grade').oneOf(GRADES),
    moraleHits: n.get('moraleHits').optInt(0, 0, 4),
    sameAction: n.get('sameAction').optBool(false),
    divisionCommander: n.get('divisionCommander').optOneOf(COMMANDER_CLASSES, 'proficient'),
    proficientLeadersWithin2: n.get('proficientLeadersWithin2').optInt(0, 0, 10),
    energeticLeadersWithin2: n.get('energeticLeadersWithin2').optInt(0, 0, 10),
    leaderJustReplaced: n.get('leaderJustReplaced').optBool(false),
    arm: n.get('arm').exists ? n.get('arm').oneOf(ARMS) : undefined,
    enemy: enemy.exists ? enemy.items().map((a) => a.oneOf(ARMS)) : undefined,
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
export function allowedActions(
  rules: RepublicRules,
  grade: Grade,
  modified: number,
  switches: Record<string, string>,
): number {
  const row = rules.maneuver.table[gradeInForce(rules, grade, switches)];
  let set = 0;
  for (let i = 0; i < MANEUVER_ACTIONS.length; i++) if (modified >= row[i].value) set |= 1 << i;
  return set;
}

/** The §3.2 actions that are §2.3 acts, which a morale state may forbid. */
const ACT_OF: Partial<Record<ManeuverAction, Act>> = { assault: 'assault', advance: 'advance' };

/** An action the brigade may never take, with the rule that says so. */
export interface ForbiddenAction {
  action: ManeuverAction;
  /** the section: §2.3 (its morale state) or §5.1 (solo artillery) */
  section: string;
  /** the words of the text */
  says: string;
  /** the section and the words, as a refusal names them */
  cite: string;
  /** the §2.3 row, when a morale state forbids it */
  row?: Restriction;
}

/**
 * §2.3: the actions the brigade's morale state forbids whatever it rolls
 * (one state per morale hit), and §5.1: an artillery brigade never
 * initiates an assault. Rows naming an arm or an enemy apply only when the
 * situation gives `arm` and `enemy`; those it cannot decide are returned as
 * `conditional`, to be shown beside the odds.
 */
export function forbiddenActions(
  rules: RepublicRules,
  s: ManeuverSituation,
): { forbidden: ForbiddenAction[]; conditional: Restriction[] } {
  const state = Math.min(s.moraleHits, DEMORALIZED);
  const forbidden: ForbiddenAction[] = [];
  for (const action of MANEUVER_ACTIONS) {
    const act = ACT_OF[action];
    const row =
      act && forbiddingRestriction(rules.restrictions, { state, act, arm: s.arm, against: s.enemy });
    if (row)
      forbidden.push({
        action,
        section: '§2.3',
        says: row.says,
        cite: citeRestriction(rules.restrictions, row),
        row,
      });
  }
  // §5.1: "Solo artillery batteries ... do not by themselves initiate an assault."
  if (
    s.arm !== undefined &&
    rules.restrictions.troopOf[s.arm] === 'artillery' &&
    !forbidden.some((f) => f.action === 'assault')
  )
    forbidden.unshift({
      action: 'assault',
      section: '§5.1',
      says: SOLO_ARTILLERY_SAYS,
      cite: `§5.1 Assault Procedure: "${SOLO_ARTILLERY_SAYS}"`,
    });
  const acts = Object.values(ACT_OF);
  // rows the situation could not decide: they name an arm or an enemy it does not give
  const mayBind = (r: Restriction) =>
    r.by === undefined || s.arm === undefined || rules.restrictions.troopOf[s.arm] === r.by;
  const undecided = (r: Restriction) =>
    mayBind(r) &&
    ((r.by !== undefined && s.arm === undefined) || (r.against !== undefined && s.enemy === undefined));
  const conditional = rules.restrictions.byState[state].filter(
    (r) => acts.includes(r.act) && undecided(r) && !forbidden.some((f) => f.row === r || f.action === r.act),
  );
  return { forbidden, conditional };
}

/** Bit set over MANEUVER_ACTIONS of the forbidden actions. */
export function forbiddenMask(forbidden: readonly ForbiddenAction[]): number {
  return forbidden.reduce((m, f) => m | (1 << MANEUVER_ACTIONS.indexOf(f.action)), 0);
}

const NAMES: Record<string, string> = {
  assault: 'Assault',
  maneuver: 'Maneuver',
  advance: 'Advance',
  pullBack: 'Pull back',
};

/** `Advance` for an action. */
export function actionName(a: ManeuverAction): string {
  return NAMES[a];
}

/** `Hold, Advance, Pull back` for a bit set. */
export function actionSetLabel(set: number): string {
  return ['Hold', ...MANEUVER_ACTIONS.filter((_, i) => set & (1 << i)).map((a) => NAMES[a])].join(', ');
}
