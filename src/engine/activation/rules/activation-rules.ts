import type { YamlNode } from '../../input/yaml-node.ts';
import type { RulesetFamily } from '../../ruleset/loaded-ruleset.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { intCell, readValued, type Valued } from '../../ruleset/read-cell.ts';
import { readChoiceCell, readIntCell, readIntCells } from '../../ruleset/named-cells.ts';
import { readBands, type BandRules } from './bands.ts';

export const BLUNDERS = ['garbledOrders', 'hesitation', 'forward', 'fallBack', 'charge', 'fire'] as const;
export const EVENTS = [
  'officerKilled',
  'brokenLine',
  'petrified',
  'devastatingVolley',
  'panic',
  'wavering',
  'rout',
] as const;
export type CriticalEvent = (typeof EVENTS)[number];
export const TIERS = ['elite', 'veteran', 'average', 'green', 'raw'] as const;
export type Tier = (typeof TIERS)[number];
const MELEE = ['uphill', 'infantryCharging', 'cavalryCharging', 'flanked', 'rear'] as const;
const FIRE = ['shortRange', 'longRange', 'lightCover', 'heavyCover'] as const;
const FORMATION = [
  'columnShooting',
  'lineMelee',
  'squareShooting',
  'squareVsCavalry',
  'columnFreePivots',
] as const;
const STATS = ['quality', 'melee', 'ranged', 'artillery'] as const;
/** What a unit may spend actions on (Actions; Movement and Turning: pivot45 is 45 degrees) */
export const PLAN_ACTIONS = [
  'move',
  'doubleTime',
  'changeFormation',
  'seizeInitiative',
  'recoil',
  'fire',
  'aimedShot',
  'limber',
  'loadCanister',
  'pivot45',
] as const;
const ACTIONS = [...PLAN_ACTIONS, 'seizeInitiativeEnemy', 'aimedShotEnemy'] as const;

/** Everything the activation draft fixes, read from rulesets/activation. */
export interface ActivationRules {
  activation: Record<'maxDice' | 'turnoverFailures' | 'blunderOn' | 'rallyFromRout', Valued<number>>;
  damage: Record<'whiteDice' | 'crippledModifier', Valued<number>>;
  blunder: Array<Valued<(typeof BLUNDERS)[number]>>;
  /** critical[total - 2] for 2D6 totals 2..12 */
  critical: Array<Valued<CriticalEvent>>;
  bands: BandRules;
  melee: Record<(typeof MELEE)[number], Valued<number>>;
  musketry: Record<(typeof FIRE)[number], Valued<number>>;
  bombardment: Record<(typeof FIRE)[number], Valued<number>>;
  formation: Record<(typeof FORMATION)[number], Valued<number>>;
  /** each action's cost in actions; Seize the Initiative and Aimed Shot also the enemy's modifier */
  actions: Record<(typeof ACTIONS)[number], Valued<number>>;
  canisterCritical: Valued<number>;
  profiles: Record<Tier, Record<(typeof STATS)[number], Valued<number>>>;
}

function readList<T extends string>(
  table: YamlNode,
  key: string,
  count: number,
  options: readonly T[],
  ledger: ProvenanceLedger,
): Array<Valued<T>> {
  table.allowKeys(['ref', 'source', key]);
  const list = table.get(key);
  const items = list.items();
  if (items.length !== count) list.failLength(`expected ${count} entries`, count, ['entry', 'entries']);
  return items.map((n) => readChoiceCell(n, tableSource(table), ledger, options));
}

function readProfiles(node: YamlNode, ledger: ProvenanceLedger): ActivationRules['profiles'] {
  node.allowKeys(['ref', 'source', 'columns', 'rows']);
  if (JSON.stringify(node.get('columns').value()) !== JSON.stringify(['tier', ...STATS]))
    node.get('columns').fail(`expected [tier, ${STATS.join(', ')}]`);
  const src = tableSource(node);
  const out = {} as ActivationRules['profiles'];
  for (const row of node.get('rows').items()) {
    const items = row.items();
    const tier = items[0]?.oneOf(TIERS);
    if (!tier || items.length !== STATS.length + 1) continue;
    out[tier] = {} as Record<(typeof STATS)[number], Valued<number>>;
    STATS.forEach((s, i) => (out[tier][s] = readValued(items[i + 1], src, ledger, intCell(0, 10), 0)));
  }
  for (const t of TIERS) if (!out[t]) node.get('rows').fail(`expected a row for ${t}`);
  return out;
}

export const activationFamily: RulesetFamily<ActivationRules> = {
  family: 'activation',
  die: 'd6',
  read(source, ledger) {
    const a = source.file('activation.yaml');
    a.allowKeys(['activation', 'damage', 'blunder', 'criticalEvent']);
    const c = source.file('combat.yaml');
    c.allowKeys(['bands', 'melee', 'musketry', 'bombardment', 'formation', 'actions', 'canisterCritical']);
    const u = source.file('units.yaml');
    u.allowKeys(['profiles']);
    return {
      activation: readIntCells(
        a.get('activation'),
        ['maxDice', 'turnoverFailures', 'blunderOn', 'rallyFromRout'] as const,
        ledger,
        0,
        6,
      ),
      // Damage "A unit starts with three white dice": a count of dice, from 1
      damage: readIntCells(
        a.get('damage'),
        ['whiteDice', 'crippledModifier'] as const,
        ledger,
        -6,
        6,
        'provisional',
        {
          whiteDice: [1, 6],
        },
      ),
      blunder: readList(a.get('blunder'), 'faces', 6, BLUNDERS, ledger),
      critical: readList(a.get('criticalEvent'), 'totals', 11, EVENTS, ledger),
      bands: readBands(c.get('bands'), ledger),
      melee: readIntCells(c.get('melee'), MELEE, ledger, -6, 6),
      musketry: readIntCells(c.get('musketry'), FIRE, ledger, -6, 6),
      bombardment: readIntCells(c.get('bombardment'), FIRE, ledger, -6, 6),
      formation: readIntCells(c.get('formation'), FORMATION, ledger, -6, 6),
      // Actions "Move: 1 action": what an action costs is never negative; the enemy's modifiers may be
      actions: readIntCells(
        c.get('actions'),
        ACTIONS,
        ledger,
        -6,
        6,
        'provisional',
        Object.fromEntries(PLAN_ACTIONS.map((k) => [k, [0, 6] as const])),
      ),
      canisterCritical: readIntCell(c.get('canisterCritical'), c, ledger, 0, 1),
      profiles: readProfiles(u.get('profiles'), ledger),
    };
  },
};
