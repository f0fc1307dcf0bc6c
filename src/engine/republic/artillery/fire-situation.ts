import type { YamlNode } from '../../input/yaml-node.ts';
import { BATTERY_TYPES, type BatteryType } from '../rules/artillery.ts';
import { GRADES, MORALE_STATES, type Grade } from '../rules/grades.ts';

export const TARGET_KINDS = ['unit', 'battery', 'packedSkirmishers'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];
export const FIRE_COVERS = ['none', 'light', 'medium', 'heavy'] as const;

/** The firing battery or joint battery (§4.2-§4.4). */
export interface FiringBattery {
  type: BatteryType;
  /** bases firing together; 2 or more is joint battery fire */
  bases: number;
  range: number;
  savedFire: boolean;
  /** M and B hits on the firing battery at the start of the fire step */
  hits: number;
  /** the firing battery's morale state index, 0 Formed ... 4 Demoralized */
  morale: number;
  enfilade: boolean;
  passingFire: boolean;
}

export interface FireTarget {
  kind: TargetKind;
  bases: number;
  /** morale state index, 0 Formed ... 4 Demoralized */
  morale: number;
  deep: boolean;
  square: boolean;
  movingCavalry: boolean;
  cover: (typeof FIRE_COVERS)[number];
  openOrder: boolean;
  packed: boolean;
  skirmisherGrade: Grade;
  /** the target unit's grade, for the Panic Index line its P hits read (§4.6, §4.7) */
  grade?: Grade;
}

/** A unit standing near the main target (§4.5 secondary targets). */
export interface SecondaryTarget {
  bases: number;
  morale: number;
}

export interface FireSituation {
  battery: FiringBattery;
  target: FireTarget;
  tandem?: SecondaryTarget;
  adjacent?: SecondaryTarget;
}

const BATTERY_KEYS = ['type', 'bases', 'range', 'savedFire', 'hits', 'morale', 'enfilade', 'passingFire'];
const TARGET_KEYS = [
  'kind',
  'bases',
  'morale',
  'deep',
  'square',
  'movingCavalry',
  'cover',
  'openOrder',
  'packed',
  'skirmisherGrade',
  'grade',
];

export function readBattery(n: YamlNode): FiringBattery {
  n.allowKeys(BATTERY_KEYS);
  const b: FiringBattery = {
    type: n.get('type').oneOf(BATTERY_TYPES),
    bases: n.get('bases').optInt(1, 1, 24),
    range: n.get('range').number(),
    savedFire: n.get('savedFire').optBool(false),
    hits: n.get('hits').optInt(0, 0, 20),
    morale: MORALE_STATES.indexOf(n.get('morale').optOneOf(MORALE_STATES, 'formed')),
    enfilade: n.get('enfilade').optBool(false),
    passingFire: n.get('passingFire').optBool(false),
  };
  if (b.range <= 0) n.get('range').fail('expected a range above 0 inches');
  if (b.savedFire && b.bases > 1)
    n.get('savedFire').fail('expected false: mass battery blocks may not save fire (§4.2)');
  if (b.hits < b.morale)
    n.get('hits').fail(
      `expected at least ${b.morale}: a ${MORALE_STATES[b.morale]} battery has ${b.morale} M hits, and each M or B hit is -1 to its die (§4.4)`,
    );
  // §2.3 Demoralized: "Unlimbered artillery is silenced."
  if (b.morale === MORALE_STATES.indexOf('demoralized'))
    n.get('morale').fail(
      'expected a state in which a battery fires: "Unlimbered artillery is silenced" when Demoralized (§2.3)',
    );
  // §4.2 Saving Fire: "Batteries that are rattled or worse may not save fire"
  if (b.savedFire && b.morale >= MORALE_STATES.indexOf('rattled'))
    n.get('savedFire').fail('expected false: batteries that are rattled or worse may not save fire (§4.2)');
  return b;
}

/** The most bases a fire's target may have (a corps-sized mass is past any one brigade). */
export const MAX_TARGET_BASES = 60;

export function readTarget(n: YamlNode): FireTarget {
  n.allowKeys(TARGET_KEYS);
  const kind = n.get('kind').optOneOf(TARGET_KINDS, 'unit');
  const t: FireTarget = {
    kind,
    bases: n.get('bases').optInt(kind === 'unit' ? 4 : 1, 1, MAX_TARGET_BASES),
    morale: MORALE_STATES.indexOf(n.get('morale').optOneOf(MORALE_STATES, 'formed')),
    deep: n.get('deep').optBool(false),
    square: n.get('square').optBool(false),
    movingCavalry: n.get('movingCavalry').optBool(false),
    cover: n.get('cover').optOneOf(FIRE_COVERS, 'none'),
    openOrder: n.get('openOrder').optBool(false),
    packed: n.get('packed').optBool(false),
    skirmisherGrade: n.get('skirmisherGrade').optOneOf(GRADES, 'veteran'),
  };
  checkDeepTarget(t, n.get('deep'), n.get('square'));
  if (t.packed && kind !== 'battery')
    n.get('packed').fail('expected false: only a battery target can be packed (§4.6)');
  if (n.has('skirmisherGrade') && kind !== 'packedSkirmishers')
    n.get('skirmisherGrade').fail('expected only with kind: packedSkirmishers');
  // §2.3 "Every unit on the board will have a Troop Grade", a battery too (§1.3): its P hits read that Panic Index line
  if (n.has('grade')) {
    if (kind === 'packedSkirmishers')
      n.get('grade').fail(
        "expected only with kind: unit or battery (the grade picks the target's Panic Index line, §4.6; packed skirmishers' own grade is skirmisherGrade)",
      );
    else t.grade = n.get('grade').oneOf(GRADES);
  }
  return t;
}

const NO_DEEP_IN_COVER =
  '"The deep target modifier is not applicable to targets in woods, buildings or on the far side of obstacles" (§4.3)';

/**
 * §4.3: no deep target in woods, buildings or behind obstacles. Every cover
 * class is one of those (§5.2 Cover Points: buildings, forest, hedge, wall,
 * redoubt...), so only a target in the open can be a deep target.
 */
export function deepTargetAllowed(t: { cover: string; inBuildings?: boolean }): boolean {
  return t.cover === 'none' && t.inBuildings !== true;
}

/** §4.3 Deep Target: three bases deep (A) or a square (B), never for a target in cover. */
export function checkDeepTarget(
  t: { deep: boolean; square: boolean; cover: string; inBuildings?: boolean },
  deep: YamlNode,
  square: YamlNode,
): void {
  const inCover = !deepTargetAllowed(t);
  if (inCover && t.deep) deep.fail(`expected false for a target in cover: ${NO_DEEP_IN_COVER}`);
  if (inCover && t.square)
    square.fail(
      `expected false for a target under fire in cover: a square is a deep target, and ${NO_DEEP_IN_COVER}`,
    );
}

export function readSecondary(n: YamlNode): SecondaryTarget | undefined {
  if (!n.exists) return undefined;
  n.allowKeys(['bases', 'morale']);
  return {
    bases: n.get('bases').int(1, 60),
    morale: MORALE_STATES.indexOf(n.get('morale').optOneOf(MORALE_STATES, 'formed')),
  };
}

/** Read a fire situation: battery, target and optional secondary targets. */
export function readFireSituation(root: YamlNode, extraKeys: readonly string[] = []): FireSituation {
  root.allowKeys(['battery', 'target', 'tandem', 'adjacent', ...extraKeys]);
  const s: FireSituation = {
    battery: readBattery(root.get('battery')),
    target: readTarget(root.get('target')),
  };
  const tandem = readSecondary(root.get('tandem'));
  const adjacent = readSecondary(root.get('adjacent'));
  if (tandem) s.tandem = tandem;
  if (adjacent) s.adjacent = adjacent;
  if ((tandem || adjacent) && s.target.kind !== 'unit')
    root
      .get(tandem ? 'tandem' : 'adjacent')
      .fail('expected secondary targets only when the main target is a unit (§4.5)');
  return s;
}
