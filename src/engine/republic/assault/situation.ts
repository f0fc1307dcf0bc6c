import type { YamlNode } from '../../input/yaml-node.ts';
import { COVERS } from '../rules/assault-table.ts';
import { GRADES, MORALE_STATES } from '../rules/grades.ts';
import { formationOf, type AssaultUnit } from './formation.ts';

export const ARMS = ['infantry', 'cavalry', 'mountedInfantry', 'dismountedCavalry', 'artillery'] as const;
export type Arm = (typeof ARMS)[number];
export const ASSAULT_TYPES = ['general', 'allOut', 'mixed'] as const;
export const DIRECTIONS = ['front', 'flank', 'rear'] as const;

/** One side of an assault in plain terms (docs/assault-situation.md). */
export interface AssaultSide extends AssaultUnit {
  energeticLeaders: number;
  /** any further modifier the fields do not cover (a scenario rule, a what-if) */
  extraModifier: number;
  proficientLeaders: number;
  freshBatteries: number;
  canRetreat: boolean;
  canAdvance: boolean;
  retreatThroughTown: boolean;
  retreatAcrossWater: boolean;
  /** how several units were read as one formation */
  notes?: string[];
}

export interface AssaultSituation {
  assault: (typeof ASSAULT_TYPES)[number];
  direction: (typeof DIRECTIONS)[number];
  maxRounds: number;
  attacker: AssaultSide;
  defender: AssaultSide;
}

const UNIT_KEYS = [
  'arm', 'bases', 'grade', 'morale', 'order', 'square', 'repeaters', 'skirmisherQuarters', 'basesLostThisTurn',
  'panicHitsThisPhase', 'cover', 'inBuildings',
];
const SIDE_KEYS = ['leaders', 'extraModifier', 'freshBatteries', 'canRetreat', 'canAdvance', 'retreatThroughTown', 'retreatAcrossWater'];

function readUnit(n: YamlNode): AssaultUnit {
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
    cover: n.get('cover').optOneOf(COVERS, 'none'),
    inBuildings: n.get('inBuildings').optBool(false),
  };
}

/** A side: one unit's fields, or `units:` (a list of them) read as one formation. */
function readSide(n: YamlNode): AssaultSide {
  const leaders = n.get('leaders');
  if (leaders.exists) leaders.allowKeys(['energetic', 'proficient']);
  let unit: AssaultUnit;
  let notes: string[] = [];
  if (n.has('units')) {
    n.allowKeys([...SIDE_KEYS, 'units']);
    const list = n.get('units');
    const units = list.items().map((u) => {
      u.allowKeys(UNIT_KEYS);
      return readUnit(u);
    });
    if (list.isList() && units.length === 0) list.fail('expected at least one unit');
    ({ unit, notes } = units.length ? formationOf(units) : { unit: readUnit(n), notes });
  } else {
    n.allowKeys([...UNIT_KEYS, ...SIDE_KEYS, 'units']);
    unit = readUnit(n);
  }
  return {
    ...unit,
    energeticLeaders: leaders.get('energetic').optInt(0, 0, 9),
    proficientLeaders: leaders.get('proficient').optInt(0, 0, 9),
    extraModifier: n.get('extraModifier').optInt(0, -20, 20),
    freshBatteries: n.get('freshBatteries').optInt(0, 0, 20),
    canRetreat: n.get('canRetreat').optBool(true),
    canAdvance: n.get('canAdvance').optBool(true),
    retreatThroughTown: n.get('retreatThroughTown').optBool(false),
    retreatAcrossWater: n.get('retreatAcrossWater').optBool(false),
    notes,
  };
}

/** A side with every field at its default (docs/assault-situation.md), for code that builds situations. */
export function plainSide(grade: AssaultUnit['grade'], over: Partial<AssaultSide> = {}): AssaultSide {
  return {
    arm: 'infantry', bases: 6, grade, morale: 0, order: 'close', square: false, repeaters: false, skirmisherQuarters: 0,
    basesLostThisTurn: 0, panicHitsThisPhase: 0, cover: 'none', inBuildings: false, energeticLeaders: 0, proficientLeaders: 0,
    extraModifier: 0, freshBatteries: 0, canRetreat: true, canAdvance: true, retreatThroughTown: false, retreatAcrossWater: false,
    ...over,
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
