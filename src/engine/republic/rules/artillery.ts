import type { YamlNode } from '../../input/yaml-node.ts';
import { parseHits, type Hits } from '../../notation/hits.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { positiveNumberCell, readValued, type Valued } from '../../ruleset/read-cell.ts';
import { readNamedInts } from './named-ints.ts';

export const BATTERY_TYPES = ['heavyRifle', 'mediumRifle', 'mediumSmoothbore', 'lightSmoothbore'] as const;
export type BatteryType = (typeof BATTERY_TYPES)[number];

const COLUMN_KEYS = ['deepTarget', 'square', 'savedFire', 'jointPerBase', 'movingCavalry', 'mediumCover', 'heavyCover'] as const;
const DIE_KEYS = ['enfilade', 'perBatteryHit', 'packedSkirmishers', 'openOrder', 'passingFire'] as const;
const TARGET_KEYS = ['tandemMoraleDivisor', 'tandemBaseDivisor', 'packedBatteryMultiplier'] as const;
const DRIFT_KEYS = ['twoLeftFrom', 'oneLeftAt', 'oneRightAt', 'twoRightFrom'] as const;

/** The artillery chart and its modifiers (§4.2-§4.6). */
export interface ArtilleryRules {
  /** effect ladder, strongest first: a shift left is index - 1 */
  ladder: Array<Valued<Hits>>;
  /** upper edge of each range bracket, inches */
  brackets: Array<Valued<number>>;
  /** chart[type][bracket]: ladder index, or -1 out of range */
  chart: Record<BatteryType, Array<Valued<number>>>;
  drift: Record<(typeof DRIFT_KEYS)[number], Valued<number>>;
  columns: Record<(typeof COLUMN_KEYS)[number], Valued<number>>;
  dieModifiers: Record<(typeof DIE_KEYS)[number], Valued<number>>;
  targets: Record<(typeof TARGET_KEYS)[number], Valued<number>>;
}

function parseRung(text: string): Hits | string {
  if (text.trim() === '-') return { m: 0, b: 0, p: 0 };
  return parseHits(text) ?? 'hits like 2M 1B, or - for no effect';
}

export function readArtilleryRules(root: YamlNode, ledger: ProvenanceLedger): ArtilleryRules {
  root.allowKeys(['ladder', 'brackets', 'chart', 'drift', 'columns', 'dieModifiers', 'targets']);
  const ln = root.get('ladder');
  ln.allowKeys(['source', 'ref', 'rungs']);
  const ladder = ln.get('rungs').items().map((n) => readValued(n, tableSource(ln), ledger, parseRung, { m: 0, b: 0, p: 0 }));
  for (let i = 1; i < ladder.length; i++) {
    const a = ladder[i - 1].value;
    const b = ladder[i].value;
    if (a.m < b.m || a.b < b.b) ln.get('rungs').items()[i].fail('expected no more M or B hits than the rung to its left (strongest first)');
  }
  const rungText = ladder.map((r) => r.cell.text.trim());
  const bn = root.get('brackets');
  bn.allowKeys(['source', 'ref', 'upTo']);
  const brackets = bn.get('upTo').items().map((n) => readValued(n, tableSource(bn), ledger, positiveNumberCell, 1));
  for (let i = 1; i < brackets.length; i++) {
    if (brackets[i].value <= brackets[i - 1].value) bn.get('upTo').items()[i].fail('expected brackets in increasing order');
  }
  const cn = root.get('chart');
  cn.allowKeys(['source', 'ref', ...BATTERY_TYPES]);
  const chart = {} as ArtilleryRules['chart'];
  const rungOf = (t: string): number | string => {
    const i = rungText.indexOf(t.trim());
    if (t.trim() === 'out') return -1;
    return i >= 0 ? i : `a rung of the ladder (${rungText.join(', ')}) or out`;
  };
  for (const type of BATTERY_TYPES) {
    const row = cn.get(type).items();
    if (row.length !== brackets.length) cn.get(type).fail(`expected ${brackets.length} cells, one per range bracket`);
    chart[type] = row.map((n) => readValued(n, tableSource(cn), ledger, rungOf, -1));
  }
  return {
    ladder,
    brackets,
    chart,
    drift: readNamedInts(root.get('drift'), DRIFT_KEYS, ledger, -20, 30),
    columns: readNamedInts(root.get('columns'), COLUMN_KEYS, ledger),
    dieModifiers: readNamedInts(root.get('dieModifiers'), DIE_KEYS, ledger),
    targets: readNamedInts(root.get('targets'), TARGET_KEYS, ledger, 1, 10),
  };
}
