import type { YamlNode } from '../../input/yaml-node.ts';
import { COVERS, type Cover } from '../rules/assault-table.ts';
import { GRADES, MORALE_STATES, type Grade } from '../rules/grades.ts';

export const ARMS = ['infantry', 'cavalry', 'mountedInfantry', 'dismountedCavalry', 'artillery'] as const;
export type Arm = (typeof ARMS)[number];
export const ASSAULT_TYPES = ['general', 'allOut', 'mixed'] as const;
export const DIRECTIONS = ['front', 'flank', 'rear'] as const;

/** One side of an assault in plain terms (docs/assault-situation.md). */
export interface AssaultSide {
  arm: Arm;
  bases: number;
  grade: Grade;
  /** morale state index, 0 Formed ... 4 Demoralized */
  morale: number;
  order: 'close' | 'open';
  square: boolean;
  repeaters: boolean;
  skirmisherQuarters: number;
  basesLostThisTurn: number;
  panicHitsThisPhase: number;
  energeticLeaders: number;
  proficientLeaders: number;
  cover: Cover;
  inBuildings: boolean;
  freshBatteries: number;
  canRetreat: boolean;
  canAdvance: boolean;
  retreatThroughTown: boolean;
  retreatAcrossWater: boolean;
}

export interface AssaultSituation {
  assault: (typeof ASSAULT_TYPES)[number];
  direction: (typeof DIRECTIONS)[number];
  maxRounds: number;
  attacker: AssaultSide;
  defender: AssaultSide;
}

const SIDE_KEYS = [
  'arm', 'bases', 'grade', 'morale', 'order', 'square', 'repeaters', 'skirmisherQuarters', 'basesLostThisTurn',
  'panicHitsThisPhase', 'leaders', 'cover', 'inBuildings', 'freshBatteries', 'canRetreat', 'canAdvance',
  'retreatThroughTown', 'retreatAcrossWater',
];

function readSide(n: YamlNode): AssaultSide {
  n.allowKeys(SIDE_KEYS);
  const leaders = n.get('leaders');
  if (leaders.exists) leaders.allowKeys(['energetic', 'proficient']);
  return {
    arm: n.get('arm').optOneOf(ARMS, 'infantry'),
    bases: n.get('bases').optInt(6, 1, 60),
    grade: n.get('grade').oneOf(GRADES),
    morale: MORALE_STATES.indexOf(n.get('morale').optOneOf(MORALE_STATES, 'formed')),
    order: n.get('order').optOneOf(['close', 'open'] as const, 'close'),
    square: n.get('square').optBool(false),
    repeaters: n.get('repeaters').optBool(false),
    skirmisherQuarters: n.get('skirmisherQuarters').optInt(0, 0, 4),
    basesLostThisTurn: n.get('basesLostThisTurn').optInt(0, 0, 60),
    panicHitsThisPhase: n.get('panicHitsThisPhase').optInt(0, 0, 4),
    energeticLeaders: leaders.get('energetic').optInt(0, 0, 9),
    proficientLeaders: leaders.get('proficient').optInt(0, 0, 9),
    cover: n.get('cover').optOneOf(COVERS, 'none'),
    inBuildings: n.get('inBuildings').optBool(false),
    freshBatteries: n.get('freshBatteries').optInt(0, 0, 20),
    canRetreat: n.get('canRetreat').optBool(true),
    canAdvance: n.get('canAdvance').optBool(true),
    retreatThroughTown: n.get('retreatThroughTown').optBool(false),
    retreatAcrossWater: n.get('retreatAcrossWater').optBool(false),
  };
}

/** Read and validate an assault situation; problems carry file:line. */
export function readAssaultSituation(n: YamlNode): AssaultSituation {
  n.allowKeys(['assault', 'direction', 'maxRounds', 'attacker', 'defender']);
  return {
    assault: n.get('assault').optOneOf(ASSAULT_TYPES, 'general'),
    direction: n.get('direction').optOneOf(DIRECTIONS, 'front'),
    maxRounds: n.get('maxRounds').optInt(12, 1, 100),
    attacker: readSide(n.get('attacker')),
    defender: readSide(n.get('defender')),
  };
}
