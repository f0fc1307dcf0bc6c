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
  const fallback: AssaultCell = { hits: { m: 0, b: 0, p: 0 }, each: false, action: 'Roll again' };
  // each row's difference as written; undefined where the row or its difference has its own problem
  const diffs = rows.map((row) => {
    const items = row.items();
    if (items.length !== 4) {
      row.failLength('expected [diff, AA cell, PB cell, DA cell]', 4, ['entry', 'entries']);
      return undefined;
    }
    const before = row.problems.list.length;
    const diff = items[0].int(-99, 99);
    return row.problems.list.length > before ? undefined : diff;
  });
  /** The next row after `i` whose difference was read, and that difference, or undefined. */
  const nextRead = (i: number): [number, number] | undefined => {
    for (let j = i + 1; j < diffs.length; j++) {
      const d = diffs[j];
      if (d !== undefined) return [j, d];
    }
    return undefined;
  };
  // rows run down by one from the first difference read, each row measured from its place
  let expectDiff: number | undefined;
  let maxDiff = 0;
  rows.forEach((row, i) => {
    const diff = diffs[i];
    if (diff !== undefined) {
      const next = nextRead(i);
      if (expectDiff === undefined) {
        // a first row whose label disagrees with the two rows below it (that agree with each other) is the one mislabelled
        const after = next && nextRead(next[0]);
        const mislabelled =
          next && after && next[1] !== diff - (next[0] - i) && after[1] === next[1] - (after[0] - next[0]);
        expectDiff = mislabelled ? next[1] + (next[0] - i) : diff;
        maxDiff = expectDiff + i;
      }
      if (diff !== expectDiff) {
        row.items()[0].fail(`expected ${expectDiff} (rows run from the highest difference down by one)`);
        // a mislabelled row (the next row agrees with this one's place) leaves the count alone; a row missing or added restarts it here
        if (!(next && next[1] === expectDiff - (next[0] - i))) expectDiff = diff;
      }
    }
    if (expectDiff !== undefined) expectDiff--;
    const items = row.items();
    if (items.length !== 4) return;
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
