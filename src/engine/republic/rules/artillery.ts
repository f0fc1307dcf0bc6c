import { checkIncreasing } from './increasing.ts';
import type { YamlNode } from '../../input/yaml-node.ts';
import { parseHits, type Hits } from '../../notation/hits.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { positiveNumberCell, readValued, type Valued } from '../../ruleset/read-cell.ts';
import { readNamedInts } from './named-ints.ts';

export const BATTERY_TYPES = ['heavyRifle', 'mediumRifle', 'mediumSmoothbore', 'lightSmoothbore'] as const;
export type BatteryType = (typeof BATTERY_TYPES)[number];

/** `mediumSmoothbore` -> `medium smoothbore`: a battery type as the chart prints it, for messages and readings. */
export function batteryTypeWords(type: string): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

const COLUMN_KEYS = [
  'deepTarget',
  'square',
  'savedFire',
  'jointPerBase',
  'movingCavalry',
  'mediumCover',
  'heavyCover',
] as const;
const DIE_KEYS = ['enfilade', 'perBatteryHit', 'packedSkirmishers', 'openOrder', 'passingFire'] as const;
const TARGET_KEYS = [
  'tandemMoraleDivisor',
  'tandemBaseDivisor',
  'tandemReach',
  'packedBatteryMultiplier',
  'maxJointBases',
  'deepTargetBases',
  'deepTargetDepth',
  'pointBlankBrackets',
  'lineBasesDeep',
] as const;
const DRIFT_KEYS = ['twoLeftFrom', 'oneLeftAt', 'oneRightAt', 'twoRightFrom'] as const;

/** The artillery fire chart and its modifiers (§4.2-§4.6). */
export interface ArtilleryRules {
  /** upper edge of each range column, inches, closest first */
  ranges: Array<Valued<number>>;
  /** chart[type][column]: the cell's hits, or null beyond the battery's reach */
  chart: Record<BatteryType, Array<Valued<Hits | null>>>;
  drift: Record<(typeof DRIFT_KEYS)[number], Valued<number>>;
  columns: Record<(typeof COLUMN_KEYS)[number], Valued<number>>;
  dieModifiers: Record<(typeof DIE_KEYS)[number], Valued<number>>;
  targets: Record<(typeof TARGET_KEYS)[number], Valued<number>>;
}

const NO_EFFECT: Hits = { m: 0, b: 0, p: 0 };

function parseFireCell(text: string): Hits | null | string {
  const t = text.trim();
  if (t === 'out') return null;
  if (t === '-') return NO_EFFECT;
  const h = parseHits(t);
  if (h && h.p > 0) return 'M and B hits only (fire gives P hits through the morale ladder, §4.6)';
  return h ?? "hits like 2M 1B, - for no effect, or out beyond the battery's reach";
}

/** How many columns of a row the battery reaches: its cells up to the first `out`. */
export function reachOf(row: ReadonlyArray<Valued<Hits | null>>): number {
  const i = row.findIndex((c) => c.value === null);
  return i < 0 ? row.length : i;
}

export function readArtilleryRules(root: YamlNode, ledger: ProvenanceLedger): ArtilleryRules {
  root.allowKeys(['chart', 'drift', 'columns', 'dieModifiers', 'targets']);
  const cn = root.get('chart');
  cn.allowKeys(['source', 'ref', 'ranges', ...BATTERY_TYPES]);
  const src = tableSource(cn);
  const rangeNodes = cn.get('ranges').items();
  const ranges = rangeNodes.map((n) => readValued(n, src, ledger, positiveNumberCell, 1));
  checkIncreasing(
    ranges.map((r) => r.value),
    rangeNodes,
    'range columns in increasing order, closest first',
  );
  const chart = {} as ArtilleryRules['chart'];
  for (const type of BATTERY_TYPES) {
    const rowNode = cn.get(type);
    const cells = rowNode.items();
    if (cn.has(type) && rowNode.isList() && cells.length !== ranges.length)
      rowNode.failLength(
        `expected ${ranges.length} cells, one per range column (${ranges.map((r) => `${r.value}"`).join(', ')})`,
        ranges.length,
        ['cell', 'cells'],
      );
    // a cell that could not be read is unknown: it neither fails nor passes the reach checks below
    const unread = new Set<number>();
    chart[type] = cells.map((n, i) => {
      const before = n.problems.list.length;
      const v = readValued(n, src, ledger, parseFireCell, null);
      if (n.problems.list.length > before) unread.add(i);
      return v;
    });
    const known = (i: number) => !unread.has(i);
    const firstOut = chart[type].findIndex((c, i) => known(i) && c.value === null);
    if (firstOut === 0)
      cells[0].fail('expected hits or -: a battery reaches at least its closest range column');
    for (let i = Math.max(firstOut, 0) + 1; firstOut >= 0 && i < cells.length; i++) {
      if (known(i) && chart[type][i].value !== null)
        cells[i].fail('expected out: a battery that cannot reach a range column cannot reach a farther one');
    }
  }
  return {
    ranges,
    chart,
    drift: readNamedInts(root.get('drift'), DRIFT_KEYS, ledger, -20, 30),
    columns: readNamedInts(root.get('columns'), COLUMN_KEYS, ledger),
    dieModifiers: readNamedInts(root.get('dieModifiers'), DIE_KEYS, ledger),
    targets: readNamedInts(root.get('targets'), TARGET_KEYS, ledger, 1, 10),
  };
}
