import type { YamlNode } from '../../engine/input/yaml-node.ts';
import { refuseOnBattery, refuseUntrained } from '../../engine/republic/assault/unit-fields.ts';
import { ARMS } from '../../engine/republic/rules/arms.ts';
import { BATTERY_TYPES } from '../../engine/republic/rules/artillery.ts';
import { COVERS, type Cover } from '../../engine/republic/rules/assault-table.ts';
import { GRADES, MORALE_STATES } from '../../engine/republic/rules/grades.ts';
import { readDoctrine } from './doctrine.ts';
import {
  FIRST_LINE,
  GROUP_NAMES,
  LEADER_CLASSES,
  LEADER_RATINGS,
  SECOND_LINE,
  STOP_RULES,
  type EngagementDivision,
  type EngagementSide,
  type EngagementSituation,
  type EngagementUnit,
  type Sector,
} from './engagement-situation.ts';

export const MAX_SECTORS = 16;
export const MAX_UNITS = 64;
const UNIT_KEYS = [
  'name',
  'arm',
  'grade',
  'bases',
  'morale',
  'sector',
  'line',
  'order',
  'skirmishers',
  'repeaters',
  'battery',
];

function readUnit(
  n: YamlNode,
  side: number,
  division: number,
  fallbackName: string,
  sectors: number,
): EngagementUnit {
  n.allowKeys(UNIT_KEYS);
  const arm = n.get('arm').optOneOf(ARMS, 'infantry');
  const artillery = arm === 'artillery';
  if (!artillery && n.has('battery'))
    n.get('battery').fail('expected only on an artillery unit (arm: artillery)');
  if (artillery && n.has('skirmishers'))
    n.get('skirmishers').fail('expected only on infantry or cavalry: batteries deploy no skirmishers');
  if (artillery) refuseOnBattery(n, { order: 'close', repeaters: false });
  const unit: EngagementUnit = {
    name: n.get('name').optString(fallbackName),
    side,
    division,
    arm,
    grade: n.get('grade').oneOf(GRADES),
    bases: n.get('bases').optInt(artillery ? 1 : 6, 1, 60),
    morale: MORALE_STATES.indexOf(n.get('morale').optOneOf(MORALE_STATES, 'formed')),
    sector: n.get('sector').int(0, Math.max(0, sectors - 1)),
    line:
      n.get('line').optOneOf(['first', 'second'] as const, 'first') === 'first' ? FIRST_LINE : SECOND_LINE,
    order: n.get('order').optOneOf(['close', 'open'] as const, 'close'),
    skirmishers: n.get('skirmishers').optInt(0, 0, 12),
    repeaters: n.get('repeaters').optBool(false),
  };
  if (artillery) unit.battery = n.get('battery').oneOf(BATTERY_TYPES);
  refuseUntrained(n, unit.grade, 'order', 'skirmishers');
  // §1.4 "may deploy one skirmish marker per combat base"
  if (unit.skirmishers > unit.bases)
    n.get('skirmishers').fail(`expected at most ${unit.bases}, one skirmish marker per combat base (§1.4)`);
  return unit;
}

function readSector(n: YamlNode, i: number, sideNames: readonly string[]): Sector {
  n.allowKeys(['name', 'gap', 'cover', 'depth']);
  const cover = n.get('cover');
  cover.allowKeys(sideNames);
  const depth = n.get('depth');
  const pair = <T>(read: (x: YamlNode) => T): [T, T] => [
    read(cover.get(sideNames[0])),
    read(cover.get(sideNames[1])),
  ];
  const gap = n.get('gap').optNumber(4);
  if (!(gap > 0 && gap <= 40))
    n.get('gap').fail('expected inches between the first lines, above 0 and at most 40');
  const depthOf = (x: YamlNode): number => {
    const v = x.optNumber(3);
    if (!(v > 0 && v <= 20))
      x.fail('expected inches from the first line back to the second, above 0 and at most 20');
    return v;
  };
  return {
    name: n.get('name').optString(`sector ${i + 1}`),
    gap,
    cover: pair((x) => x.optOneOf(COVERS, 'none' as Cover)),
    depth:
      typeof depth.value() === 'number' || !depth.exists
        ? [depthOf(depth), depthOf(depth)]
        : (depth.allowKeys(sideNames), [depthOf(depth.get(sideNames[0])), depthOf(depth.get(sideNames[1]))]),
  };
}

/**
 * Read an engagement situation: two sides (each its doctrine and divisions
 * of units), a front of sectors, turns and the stopping rule. Every problem
 * is recorded with its field; the caller throws them at once.
 */
export function readEngagement(root: YamlNode): EngagementSituation {
  root.allowKeys(['turns', 'firstAttacker', 'stop', 'sideBreaksAt', 'maxRounds', 'sectors', 'sides']);
  const sidesNode = root.get('sides');
  const sideEntries = sidesNode.isMap()
    ? sidesNode.entries()
    : (sidesNode.failAt('required; expected a mapping of the two sides by name'), []);
  // a side only a sweep names (sides.North... where the file has Union and Confederate) is a misspelt side: said at the sweep
  const own = sideEntries.filter(([, n]) => !n.patchOrigin).map(([name]) => name);
  const added = sideEntries.filter(([, n]) => n.patchOrigin);
  if (sidesNode.isMap() && sideEntries.length !== 2 && own.length === 2 && added.length > 0)
    for (const [name, n] of added)
      n.failAt(`expected one of the sides ${own.join(', ')} (an engagement has exactly two), got ${name}`);
  else if (sidesNode.isMap() && sideEntries.length !== 2)
    sidesNode.failAt(`expected exactly two sides, got ${sideEntries.length}`);
  // a whole-number key ("1") is listed first by a JavaScript object, as the situation is passed on to the
  // threads: the sides would change places there, and with them who attacks first and each side's tallies
  for (const [name, n] of sideEntries)
    if (/^(0|[1-9]\d{0,8})$/.test(name))
      n.failAt(
        `expected a side name that is not a whole number (a name like ${name} is taken out of the order the sides are listed in, which decides who attacks first and each side's results); give a word, e.g. "Corps ${name}"`,
      );
  for (const [name, n] of sideEntries)
    if (name.trim() === '' || name.trim() !== name)
      n.failAt(
        `expected a side name of letters or words, without spaces at either end (it ends each side's metric names: men lost: Union), got ${JSON.stringify(name)}`,
      );
    else if ((GROUP_NAMES as readonly string[]).includes(name))
      n.failAt(
        `expected a side name other than ${GROUP_NAMES.slice(0, -1).join(', ')} and ${GROUP_NAMES.at(-1)}: the loss metrics are also written for those groups (killed and wounded: ${name}, ...), and a side of that name would share their names; give another, e.g. "South"`,
      );
  const sideNames = sideEntries.slice(0, 2).map(([k]) => k);
  while (sideNames.length < 2) sideNames.push(`side ${sideNames.length + 1}`);

  const sectorsNode = root.get('sectors');
  if (!sectorsNode.exists)
    sectorsNode.failAt(`required; expected a list of 1 to ${MAX_SECTORS} sectors (the front, left to right)`);
  const sectorList = sectorsNode.exists ? sectorsNode.items() : [];
  if (root.get('sectors').isList() && (sectorList.length === 0 || sectorList.length > MAX_SECTORS))
    root.get('sectors').failAt(`expected 1 to ${MAX_SECTORS} sectors`);
  const sectors = sectorList.map((s, i) => readSector(s, i, sideNames));

  const divisions: EngagementDivision[] = [];
  const units: EngagementUnit[] = [];
  const sides = sideEntries.slice(0, 2).map(([name, n], side): EngagementSide => {
    n.allowKeys(['doctrine', 'divisions']);
    const list = n.get('divisions').items();
    if (n.get('divisions').isList() && list.length === 0)
      n.get('divisions').failAt('expected at least one division');
    for (const [i, dn] of list.entries()) {
      dn.allowKeys(['name', 'leader', 'units']);
      const ln = dn.get('leader');
      ln.allowKeys(['class', 'rating', 'sector']);
      const division: EngagementDivision = {
        name: dn.get('name').optString(`${name} ${i + 1}`),
        side,
        leader: {
          class: ln.get('class').optOneOf(LEADER_CLASSES, 'proficient'),
          rating: ln.get('rating').optInt(0, LEADER_RATINGS.lowest, LEADER_RATINGS.highest),
          sector: ln.has('sector') ? ln.get('sector').int(0, Math.max(0, sectors.length - 1)) : -1,
        },
        units: [],
      };
      const d = divisions.length;
      divisions.push(division);
      const ul = dn.get('units').items();
      if (dn.get('units').isList() && ul.length === 0) dn.get('units').failAt('expected at least one unit');
      for (const [j, un] of ul.entries()) {
        division.units.push(units.length);
        units.push(readUnit(un, side, d, `${division.name} ${j + 1}`, sectors.length));
      }
    }
    return { name, doctrine: readDoctrine(n.get('doctrine')) };
  });
  if (units.length > MAX_UNITS)
    sidesNode.failAt(`expected at most ${MAX_UNITS} units in all, got ${units.length}`);
  for (let side = 0; side < sides.length; side++) {
    // a side with no units at all is said where its list is empty
    if (
      sides.length === 2 &&
      units.some((u) => u.side === side) &&
      !units.some((u) => u.side === side && u.line === FIRST_LINE && u.arm !== 'artillery')
    ) {
      sidesNode
        .get(sideNames[side])
        .failAt('expected at least one infantry or cavalry unit in the first line');
    }
  }
  const first = root.get('firstAttacker');
  const firstName = first.optString(sideNames[0]);
  if (!sideNames.includes(firstName)) first.fail(`expected one of the sides: ${sideNames.join(', ')}`);
  const share = root.get('sideBreaksAt').optNumber(0.5);
  if (!(share > 0 && share <= 1))
    root.get('sideBreaksAt').fail('expected a share of divisions above 0 and at most 1');
  return {
    turns: root.get('turns').optInt(6, 1, 24),
    firstAttacker: Math.max(0, sideNames.indexOf(firstName)),
    stop: root.get('stop').optOneOf(STOP_RULES, 'sideBreaks'),
    sideBreaksAt: share,
    maxRounds: root.get('maxRounds').optInt(12, 1, 100),
    sides: [
      sides[0] ?? { name: sideNames[0], doctrine: readDoctrine(root.get('-')) },
      sides[1] ?? { name: sideNames[1], doctrine: readDoctrine(root.get('-')) },
    ],
    sectors,
    divisions,
    units,
  };
}
