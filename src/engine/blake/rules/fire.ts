import type { YamlNode } from '../../input/yaml-node.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { intCell, readValued, type Valued } from '../../ruleset/read-cell.ts';
import { readChoiceCell, readIntCell, readIntCells } from '../../ruleset/named-cells.ts';

export const FIRE_DICE = [
  'muzzleLoader',
  'breechLoader',
  'magazine',
  'artillery',
  'machinegun',
  'volleyExtra',
  'canisterLight',
  'canisterHeavy',
  'canisterInCover',
  'canisterPenetrates',
] as const;
export const FIRERS = ['closeOrder', 'skirmishers', 'artillery', 'canister', 'machinegun'] as const;
export type Firer = (typeof FIRERS)[number];
export const TARGETS = ['closeOrderOpen', 'openOrder', 'softCover', 'hardCover'] as const;
export type Target = (typeof TARGETS)[number];
export const CLASSES = ['A', 'B', 'C', 'D', 'rabble'] as const;
export type BlakeClass = (typeof CLASSES)[number];
/** small arms that may fire volleys */
export const VOLLEY_WEAPONS = ['muzzleLoader', 'breechLoader', 'magazine'] as const;

/** FIRING: dice per weapon and the score to hit on each D10. */
export interface FireRules {
  dice: Record<(typeof FIRE_DICE)[number], Valued<number>>;
  /** scoreToHit[firer][target]: a hit on this score or more */
  scoreToHit: Record<Firer, Record<Target, Valued<number>>>;
  classModifier: Record<BlakeClass, Valued<number>>;
  eliteArtillery: Valued<number>;
  /** added to the score to hit beyond half range */
  beyondHalfRange: Valued<number>;
  /** ARTILLERY FIRE AGAINST TARGETS ON HIGHER GROUND: added to the score to hit */
  higherGround: Valued<number>;
  volleys: {
    regularsOnly: Valued<number>;
    skirmisherWeapon: Valued<(typeof VOLLEY_WEAPONS)[number]>;
    skirmisherClass: Valued<BlakeClass>;
  };
  /** rounds each gun starts with (ARTILLERY AMMUNITION LIMITATION) */
  ammunition: Record<'solidShot' | 'canister', Valued<number>>;
  nativeGunFailsOn: Valued<number>;
  counterBatteryDestroysOn: Valued<number>;
  defensiveFireFailsOnDouble: Valued<number>;
  leaderFallsOnDouble: Valued<number>;
}

function readScores(node: YamlNode, ledger: ProvenanceLedger): FireRules['scoreToHit'] {
  node.allowKeys(['ref', 'source', 'columns', 'rows']);
  const cols = node.get('columns');
  if (JSON.stringify(cols.value()) !== JSON.stringify(['firer', ...TARGETS]))
    cols.fail(`expected [firer, ${TARGETS.join(', ')}]`);
  const src = tableSource(node);
  const out = {} as FireRules['scoreToHit'];
  const rows = node.get('rows').items();
  for (const row of rows) {
    const items = row.items();
    const firer = items[0]?.oneOf(FIRERS);
    if (items.length !== TARGETS.length + 1 || !firer) {
      row.fail(`expected [firer, ${TARGETS.length} scores]`);
      continue;
    }
    out[firer] = {} as Record<Target, Valued<number>>;
    TARGETS.forEach((t, i) => (out[firer][t] = readValued(items[i + 1], src, ledger, intCell(1, 11), 6)));
  }
  for (const f of FIRERS) if (!out[f]) node.get('rows').fail(`expected a row for ${f}`);
  return out;
}

export function readFire(root: YamlNode, ledger: ProvenanceLedger): FireRules {
  root.allowKeys([
    'dice',
    'scoreToHit',
    'classModifier',
    'eliteArtillery',
    'beyondHalfRange',
    'higherGround',
    'volleys',
    'ammunition',
    'nativeGunFailsOn',
    'counterBatteryDestroysOn',
    'defensiveFireFailsOnDouble',
    'leaderFallsOnDouble',
  ]);
  const v = root.get('volleys');
  v.allowKeys(['ref', 'source', 'regularsOnly', 'skirmisherWeapon', 'skirmisherClass']);
  return {
    dice: readIntCells(root.get('dice'), FIRE_DICE, ledger, 0, 10),
    scoreToHit: readScores(root.get('scoreToHit'), ledger),
    classModifier: readIntCells(root.get('classModifier'), CLASSES, ledger, -5, 5),
    eliteArtillery: readIntCell(root.get('eliteArtillery'), root, ledger, 0, 5),
    beyondHalfRange: readIntCell(root.get('beyondHalfRange'), root, ledger, 0, 5),
    higherGround: readIntCell(root.get('higherGround'), root, ledger, 0, 5),
    volleys: {
      regularsOnly: readIntCell(v.get('regularsOnly'), v, ledger, 0, 1),
      skirmisherWeapon: readChoiceCell(v.get('skirmisherWeapon'), tableSource(v), ledger, VOLLEY_WEAPONS),
      skirmisherClass: readChoiceCell(v.get('skirmisherClass'), tableSource(v), ledger, CLASSES),
    },
    ammunition: readIntCells(root.get('ammunition'), ['solidShot', 'canister'] as const, ledger, 0, 99),
    nativeGunFailsOn: readIntCell(root.get('nativeGunFailsOn'), root, ledger, 0, 10),
    counterBatteryDestroysOn: readIntCell(root.get('counterBatteryDestroysOn'), root, ledger, 1, 11),
    defensiveFireFailsOnDouble: readIntCell(root.get('defensiveFireFailsOnDouble'), root, ledger, 1, 10),
    leaderFallsOnDouble: readIntCell(root.get('leaderFallsOnDouble'), root, ledger, 1, 10),
  };
}
