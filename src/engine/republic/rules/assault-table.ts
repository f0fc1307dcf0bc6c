import type { YamlNode } from '../../input/yaml-node.ts';
import { parseAssaultCell, type AssaultCell } from '../../notation/assault-cell.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { intCell, positiveNumberCell, readValued, type Valued } from '../../ruleset/read-cell.ts';
import { checkIncreasing } from './increasing.ts';

export const ASSAULT_COLUMNS = ['AA', 'PB', 'DA'] as const;
export type AssaultColumn = (typeof ASSAULT_COLUMNS)[number];
export const COLUMN_NAMES: Record<AssaultColumn, string> = {
  AA: 'Attacker Advantage',
  PB: 'Pitched Battle',
  DA: 'Defender Advantage',
};

/** The Assault table (§5.3): rows from maxDiff down to minDiff. */
export interface AssaultTable {
  maxDiff: number;
  minDiff: number;
  /** cells[column][maxDiff - diff] */
  cells: Array<Array<Valued<AssaultCell>>>;
}

const MODIFIER_KEYS = [
  'repeaters',
  'leaderWithin2',
  'freshArtillery',
  'recentBaseLost',
  'worstPanicHit',
  'skirmisherQuarter',
  'outflanked',
  'rear',
  'allOutC',
  'allOutExtraM',
  'breakOffM',
] as const;
export type AssaultModifierName = (typeof MODIFIER_KEYS)[number];
export const COVERS = ['none', 'light', 'medium', 'heavy'] as const;
export type Cover = (typeof COVERS)[number];

export interface AssaultRules {
  table: AssaultTable;
  modifiers: Record<AssaultModifierName, Valued<number>>;
  cover: Record<Cover, Valued<number>>;
  outnumbered: Array<{ ratio: Valued<number>; modifier: Valued<number> }>;
  squareVsCavalryMaxRatio: Valued<number>;
  lossNumberPlus: Record<'retreatFromRear' | 'retreatThroughTown' | 'retreatAcrossWater', Valued<number>>;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function readTable(node: YamlNode, ledger: ProvenanceLedger): AssaultTable {
  node.allowKeys(['ref', 'source', 'columns', 'rows']);
  const src = tableSource(node);
  const cols = node.get('columns');
  if (JSON.stringify(cols.value()) !== JSON.stringify(['diff', ...ASSAULT_COLUMNS]))
    cols.fail('expected [diff, AA, PB, DA]');
  const rows = node.get('rows').items();
  const cells: Array<Array<Valued<AssaultCell>>> = ASSAULT_COLUMNS.map(() => []);
  let expectDiff: number | undefined;
  let maxDiff = 0;
  const fallback: AssaultCell = { hits: { m: 0, b: 0, p: 0 }, each: false, action: 'Roll again' };
  rows.forEach((row, i) => {
    const items = row.items();
    if (items.length !== 4) {
      row.fail('expected [diff, AA cell, PB cell, DA cell]');
      // the next row is measured from this one's place, not flagged for it
      if (expectDiff !== undefined) expectDiff--;
      return;
    }
    const before = row.problems.list.length;
    const diff = items[0].int(-99, 99);
    // a difference that is no number has its own problem: the next row is measured from its place, not its fallback
    if (row.problems.list.length > before) {
      if (expectDiff !== undefined) expectDiff--;
    } else {
      if (expectDiff === undefined) maxDiff = diff + i;
      else if (diff !== expectDiff)
        items[0].fail(`expected ${expectDiff} (rows run from the highest difference down by one)`);
      expectDiff = diff - 1;
    }
    ASSAULT_COLUMNS.forEach((_, c) =>
      cells[c].push(readValued(items[c + 1], src, ledger, parseAssaultCell, fallback)),
    );
  });
  const minDiff = maxDiff - rows.length + 1;
  if (expectDiff !== undefined && (maxDiff <= 0 || minDiff >= 0))
    node
      .get('rows')
      .failAt(
        `expected rows spanning both sides of zero, got rows ${signed(maxDiff)} down to ${signed(minDiff)}`,
      );
  return { maxDiff, minDiff, cells };
}

export function readAssaultRules(root: YamlNode, ledger: ProvenanceLedger): AssaultRules {
  root.allowKeys(['table', 'modifiers', 'outnumbered', 'lossNumberPlus']);
  const mods = root.get('modifiers');
  mods.allowKeys(['source', 'ref', 'cover', ...MODIFIER_KEYS]);
  const msrc = tableSource(mods);
  const int = intCell(-20, 20);
  const modifiers = {} as AssaultRules['modifiers'];
  for (const k of MODIFIER_KEYS) modifiers[k] = readValued(mods.get(k), msrc, ledger, int, 0);
  const coverNode = mods.get('cover');
  coverNode.allowKeys(COVERS);
  const cover = {} as AssaultRules['cover'];
  for (const c of COVERS) cover[c] = readValued(coverNode.get(c), msrc, ledger, intCell(0, 10), 0);

  const on = root.get('outnumbered');
  on.allowKeys(['ref', 'source', 'steps', 'squareVsCavalryMaxRatio']);
  const osrc = tableSource(on);
  const stepNodes = on.get('steps').items();
  const outnumbered = stepNodes.map((s) => {
    s.allowKeys(['ratio', 'modifier']);
    return {
      ratio: readValued(s.get('ratio'), osrc, ledger, positiveNumberCell, 1.5),
      modifier: readValued(s.get('modifier'), osrc, ledger, intCell(-20, 0), 0),
    };
  });
  checkIncreasing(
    outnumbered.map((o) => o.ratio.value),
    stepNodes.map((s) => s.get('ratio')),
    'ratios in increasing order',
  );
  const ln = root.get('lossNumberPlus');
  ln.allowKeys(['source', 'ref', 'retreatFromRear', 'retreatThroughTown', 'retreatAcrossWater']);
  const lsrc = tableSource(ln);
  return {
    table: readTable(root.get('table'), ledger),
    modifiers,
    cover,
    outnumbered,
    squareVsCavalryMaxRatio: readValued(
      on.get('squareVsCavalryMaxRatio'),
      osrc,
      ledger,
      positiveNumberCell,
      1.5,
    ),
    lossNumberPlus: {
      retreatFromRear: readValued(ln.get('retreatFromRear'), lsrc, ledger, intCell(0, 10), 0),
      retreatThroughTown: readValued(ln.get('retreatThroughTown'), lsrc, ledger, intCell(0, 10), 0),
      retreatAcrossWater: readValued(ln.get('retreatAcrossWater'), lsrc, ledger, intCell(0, 10), 0),
    },
  };
}
