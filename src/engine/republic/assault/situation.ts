import { type RepublicSwitches, typedSwitches } from '../../ruleset/typed-switches.ts';
import { refuseOnBattery, refuseUntrained } from './unit-fields.ts';
import type { YamlNode } from '../../input/yaml-node.ts';
import { ARMS, SOLO_ARTILLERY_SAYS, type Arm } from '../rules/arms.ts';
import { COVERS } from '../rules/assault-table.ts';
import { GRADES, MORALE_STATES } from '../rules/grades.ts';
import type { MoraleRestrictions } from '../rules/restrictions.ts';
import { refuseForbiddenAssault, type GivenUnit } from './assault-restrictions.ts';
import { formationOf, type AssaultUnit } from './formation.ts';

export { ARMS, type Arm };
export const ASSAULT_TYPES = ['general', 'allOut', 'mixed'] as const;
export const DIRECTIONS = ['front', 'flank', 'rear'] as const;

/**
 * One side of an assault in plain terms (docs/assault-situation.md). `bases`
 * are its infantry and cavalry bases; its artillery batteries are counted
 * apart, since they take damage instead of being removed (§1.2, §5.5).
 */
export interface AssaultSide extends AssaultUnit {
  energeticLeaders: number;
  /** any further modifier the fields do not cover (a scenario rule, a what-if) */
  extraModifier: number;
  proficientLeaders: number;
  /** artillery batteries in the assault, each one combat base (§5.2 Artillery) */
  batteries: number;
  /** batteries that did not fire this player turn (§5.2, §5.4 Each fresh artillery) */
  freshBatteries: number;
  /** damage points already on the batteries (§1.3) */
  batteryDamage: number;
  /**
   * the fewest batteries in one of its artillery units (absent: all of
   * `batteries`, one unit): losing that many destroys a unit (§1.3, §5.5)
   */
  batteryUnit?: number;
  /** the arms of its units; "solo cavalry" has no infantry among them (§5.4) */
  arms: Arm[];
  canRetreat: boolean;
  /** attacker: movement left for a carry, breakthrough or break-off (§5.5 Stalled Assaults) */
  movementLeft: boolean;
  /** attacker: it may advance into the enemy's position (else it holds, §5.5 Drive Away) */
  canEnterPosition: boolean;
  /** attacker: it used assault bonus (charge) movement to reach contact (§5.6) */
  chargeMovement: boolean;
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
  'arm',
  'bases',
  'grade',
  'morale',
  'order',
  'square',
  'repeaters',
  'skirmisherQuarters',
  'basesLostThisTurn',
  'panicHitsThisPhase',
  'cover',
  'inBuildings',
  'fired',
  'damage',
];
const SIDE_KEYS = ['leaders', 'extraModifier', 'canRetreat', 'retreatThroughTown', 'retreatAcrossWater'];
const ATTACKER_KEYS = ['movementLeft', 'canEnterPosition', 'chargeMovement'];
/** Fields that were replaced, with what to write instead. */
const REPLACED: Record<string, string> = {
  freshBatteries:
    'list the batteries as units {arm: artillery, bases: N} (fired: true for those that fired this turn)',
  canAdvance:
    'use movementLeft (no movement left: Stalled) or canEnterPosition (cannot advance into the position: Drive Away)',
};

/** A unit of artillery: its bases are batteries, which may have fired this turn and carry damage. */
interface Battery {
  batteries: number;
  fresh: number;
  damage: number;
}

function readUnit(n: YamlNode): AssaultUnit {
  // a unit written as a number or text is one mistake: one message, not one per field it lacks
  if (n.exists && !n.isMap()) {
    n.fail("expected a mapping of the unit's fields (grade, bases, ...)");
    return plainSide(GRADES[0]);
  }
  const arm = n.get('arm').optOneOf(ARMS, 'infantry');
  for (const k of ['fired', 'damage'])
    if (n.has(k) && arm !== 'artillery') n.get(k).fail('expected only on an artillery unit (arm: artillery)');
  if (arm === 'artillery') refuseOnBattery(n, INFANTRY_ONLY);
  refuseUntrained(n, String(n.get('grade').value()), 'order', 'skirmisherQuarters');
  if (n.get('square').value() === true) {
    // §4.3 and §5.4 speak of "infantry in square"
    if (arm === 'cavalry' || arm === 'mountedInfantry')
      n.get('square').fail(
        `expected square only on troops on foot, not ${arm}: §4.3 and §5.4 speak of "infantry in square"`,
      );
    else if (n.get('order').value() === 'open')
      n.get('square').fail(
        'expected square or order: open, not both: a brigade is in one formation (open order spaces its bases at one-base intervals, §1.4)',
      );
  }
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

/** Fields of infantry or cavalry with the value that says a battery has none (§5.4 repeaters, skirmishers, square; §1.4 order). */
const INFANTRY_ONLY: Record<string, unknown> = {
  order: 'close',
  square: false,
  repeaters: false,
  skirmisherQuarters: 0,
};

function readBattery(n: YamlNode, unit: AssaultUnit): Battery {
  if (unit.arm !== 'artillery') return { batteries: 0, fresh: 0, damage: 0 };
  return {
    batteries: unit.bases,
    fresh: n.get('fired').optBool(false) ? 0 : unit.bases,
    damage: n.get('damage').optInt(0, 0, 99),
  };
}

function refuseReplaced(n: YamlNode): void {
  for (const [k, instead] of Object.entries(REPLACED))
    if (n.has(k)) n.get(k).fail(`no longer read; ${instead}`);
}

/** A side: one unit's fields, or `units:` (a list of them) read as one formation; `given` receives each unit as read. */
function readSide(
  n: YamlNode,
  attacker: boolean,
  given: GivenUnit[],
  switches: Partial<RepublicSwitches>,
): AssaultSide {
  const leaders = n.get('leaders');
  if (leaders.exists) leaders.allowKeys(['energetic', 'proficient']);
  refuseReplaced(n);
  // a replaced field is reported once, by refuseReplaced, and not offered as expected
  const sideKeys = [
    ...SIDE_KEYS,
    ...Object.keys(REPLACED).filter((k) => n.has(k)),
    ...(attacker ? ATTACKER_KEYS : []),
  ];
  if (!attacker) for (const k of ATTACKER_KEYS) if (n.has(k)) n.get(k).fail('expected only on the attacker');
  let unit: AssaultUnit;
  let notes: string[] = [];
  let arms: Arm[];
  const guns: Battery = { batteries: 0, fresh: 0, damage: 0 };
  let batteryUnit = 0;
  const addGuns = (b: Battery) => {
    if (b.batteries > 0 && (batteryUnit === 0 || b.batteries < batteryUnit)) batteryUnit = b.batteries;
    guns.batteries += b.batteries;
    guns.fresh += b.fresh;
    guns.damage += b.damage;
  };
  if (n.has('units')) {
    // one unit's fields beside units: is one mistake, said once at units:
    const own = UNIT_KEYS.filter((k) => n.has(k));
    n.allowKeys([...sideKeys, 'units', ...own]);
    const list = n.get('units');
    if (own.length && list.isList())
      list.failAt(
        `expected either units: or one unit's fields, not both (this side also has ${own.join(', ')})`,
      );
    const units = list.items().map((u) => {
      // a unit that is no mapping is said once, by readUnit
      if (u.isMap()) u.allowKeys(UNIT_KEYS);
      const x = readUnit(u);
      given.push({ unit: x, node: u });
      addGuns(readBattery(u, x));
      return x;
    });
    if (list.isList() && units.length === 0) list.fail('expected at least one unit');
    // units that are not a list, or an empty one, are already reported: the side's own fields are not asked for too
    ({ unit, notes } = units.length ? formationOf(units, switches) : { unit: plainSide(GRADES[0]), notes });
    arms = [...new Set(units.map((u) => u.arm))];
  } else {
    if (n.isMap()) n.allowKeys([...UNIT_KEYS, ...sideKeys, 'units']);
    unit = readUnit(n);
    given.push({ unit: { ...unit }, node: n });
    addGuns(readBattery(n, unit));
    arms = [unit.arm];
  }
  // §1.2, §5.5: batteries are counted apart from the infantry and cavalry bases
  unit.bases -= guns.batteries;
  if (guns.batteries > 0) {
    notes.push(
      `${guns.batteries} ${guns.batteries === 1 ? 'battery' : 'batteries'} beside ${unit.bases} infantry/cavalry bases: each counts as a base (§5.2), takes damage instead of removal (§5.5)${attacker ? '' : `, ${guns.fresh} fresh (+1 each, §5.4)`}`,
    );
  }
  if (attacker && unit.bases === 0 && guns.batteries > 0) {
    n.fail(`expected infantry or cavalry with the batteries: "${SOLO_ARTILLERY_SAYS.slice(0, -1)}" (§5.1)`);
  }
  return {
    ...unit,
    energeticLeaders: leaders.get('energetic').optInt(0, 0, 9),
    proficientLeaders: leaders.get('proficient').optInt(0, 0, 9),
    extraModifier: n.get('extraModifier').optInt(0, -20, 20),
    batteries: guns.batteries,
    freshBatteries: guns.fresh,
    batteryDamage: guns.damage,
    batteryUnit,
    arms,
    canRetreat: n.get('canRetreat').optBool(true),
    movementLeft: n.get('movementLeft').optBool(true),
    canEnterPosition: n.get('canEnterPosition').optBool(true),
    chargeMovement: n.get('chargeMovement').optBool(false),
    retreatThroughTown: n.get('retreatThroughTown').optBool(false),
    retreatAcrossWater: n.get('retreatAcrossWater').optBool(false),
    notes,
  };
}

/** A side with every field at its default (docs/assault-situation.md), for code that builds situations. */
export function plainSide(grade: AssaultUnit['grade'], over: Partial<AssaultSide> = {}): AssaultSide {
  return {
    arm: 'infantry',
    bases: 6,
    grade,
    morale: 0,
    order: 'close',
    square: false,
    repeaters: false,
    skirmisherQuarters: 0,
    basesLostThisTurn: 0,
    panicHitsThisPhase: 0,
    cover: 'none',
    inBuildings: false,
    energeticLeaders: 0,
    proficientLeaders: 0,
    extraModifier: 0,
    batteries: 0,
    freshBatteries: 0,
    batteryDamage: 0,
    arms: [over.arm ?? 'infantry'],
    canRetreat: true,
    movementLeft: true,
    canEnterPosition: true,
    chargeMovement: false,
    retreatThroughTown: false,
    retreatAcrossWater: false,
    ...over,
  };
}

/**
 * Read and validate an assault situation; problems carry file:line. An
 * attacking unit whose morale state forbids this assault is refused (§2.3).
 */
export function readAssaultSituation(
  n: YamlNode,
  restrictions: MoraleRestrictions,
  switches: Record<string, string> = {},
): AssaultSituation {
  n.allowKeys(['assault', 'direction', 'maxRounds', 'attacker', 'defender']);
  // the switches given (none: each formation reading's default)
  const typed: Partial<RepublicSwitches> = typedSwitches('republic', switches);
  const attackers: GivenUnit[] = [];
  const s: AssaultSituation = {
    assault: n.get('assault').optOneOf(ASSAULT_TYPES, 'general'),
    direction: n.get('direction').optOneOf(DIRECTIONS, 'front'),
    maxRounds: n.get('maxRounds').optInt(12, 1, 100),
    attacker: readSide(n.get('attacker'), true, attackers, typed),
    defender: readSide(n.get('defender'), false, [], typed),
  };
  refuseForbiddenAssault(restrictions, attackers, s.defender.arms);
  return s;
}
