import type { YamlNode } from '../../input/yaml-node.ts';
import { GRADES, MORALE_STATES, type Grade } from '../rules/grades.ts';

/** The leaders a rallying unit counts on (§2.3 Rally Die Roll Modifiers). */
export interface RallyLeaders {
  /** division leader's rating, -1 to 4 */
  divisionRating: number;
  /** hors de combat and not yet replaced: his rating is subtracted */
  divisionHorsDeCombat: boolean;
  /** inches from the unit to the division leader */
  divisionDistance: number;
  /** ratings of corps or army leaders in the chain of command within 4" */
  seniorRatings: number[];
  /** a bombardment's: the rating of the leader who takes over each senior's position once he is lost (§2.3), within 4" of the unit */
  seniorSuccessorRatings?: number[];
}

export interface RallySituation {
  grade: Grade;
  /** morale state index 1 Unformed ... 4 Demoralized */
  morale: number;
  arm: 'unit' | 'battery';
  /** bases now (a battery: 1) */
  bases: number;
  /** bases lost so far (a battery: damage taken) */
  lost: number;
  leaders: RallyLeaders;
}

export function readRallyLeaders(n: YamlNode, successors = false): RallyLeaders {
  if (!n.exists)
    return { divisionRating: 0, divisionHorsDeCombat: false, divisionDistance: 0, seniorRatings: [] };
  n.allowKeys([
    'divisionRating',
    'divisionHorsDeCombat',
    'divisionDistance',
    'seniorRatings',
    ...(successors ? ['seniorSuccessorRatings'] : []),
  ]);
  const distance = n.get('divisionDistance').optNumber(0);
  if (distance < 0) n.get('divisionDistance').fail('expected inches, 0 or more');
  const ratings = (key: string) =>
    n
      .get(key)
      .items()
      .map((r) => r.int(-1, 4));
  const seniorRatings = n.has('seniorRatings') ? ratings('seniorRatings') : [];
  const leaders: RallyLeaders = {
    divisionRating: n.get('divisionRating').optInt(0, -1, 4),
    divisionHorsDeCombat: n.get('divisionHorsDeCombat').optBool(false),
    divisionDistance: distance,
    seniorRatings,
  };
  if (successors && n.has('seniorSuccessorRatings')) {
    leaders.seniorSuccessorRatings = ratings('seniorSuccessorRatings');
    if (
      n.get('seniorSuccessorRatings').isList() &&
      leaders.seniorSuccessorRatings.length !== seniorRatings.length
    )
      n.get('seniorSuccessorRatings').fail(
        `expected one rating for each of seniorRatings (${seniorRatings.length}), in its order: the leader who takes over each senior's position once he is lost (§2.3)`,
      );
  }
  return leaders;
}

export const RALLY_KEYS = ['grade', 'morale', 'arm', 'bases', 'basesLost', 'damage', 'leaders'];

/** A loss field of the other arm: absent, null or 0 (`--set basesLost=0` over a file that gives it), else reported with how to clear it. */
function noOtherLoss(node: YamlNode, expected: string): void {
  if (node.exists && node.value() !== 0)
    node.fail(`expected ${expected}: leave it out or make it 0 (--set ${node.path}=0)`);
}

/** Read the rallying unit; `needsHits` insists it has a morale hit to rally from. */
export function readRallySituation(n: YamlNode, needsHits = true): RallySituation {
  n.allowKeys(RALLY_KEYS);
  const arm = n.get('arm').optOneOf(['unit', 'battery'] as const, 'unit');
  const moraleNode = n.get('morale');
  const morale = MORALE_STATES.indexOf(moraleNode.oneOf(MORALE_STATES));
  // a missing morale is reported as required, not also as a state without hits
  if (needsHits && morale === 0 && moraleNode.exists)
    n.get('morale').fail('expected a state with morale hits: only those units rally (§2.3)');
  // the other arm's loss field, left out or 0, says nothing; any other value is a slip
  if (arm === 'battery') noOtherLoss(n.get('basesLost'), 'damage: for a battery (basesLost is for a unit)');
  if (arm === 'unit') noOtherLoss(n.get('damage'), 'basesLost: for a unit (damage is for a battery)');
  return {
    grade: n.get('grade').oneOf(GRADES),
    morale,
    arm,
    bases: arm === 'battery' ? 1 : n.get('bases').optInt(4, 1, 60),
    lost: arm === 'battery' ? n.get('damage').optInt(0, 0, 5) : n.get('basesLost').optInt(0, 0, 60),
    leaders: readRallyLeaders(n.get('leaders')),
  };
}
