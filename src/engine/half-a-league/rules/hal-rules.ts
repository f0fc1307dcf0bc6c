import type { YamlNode } from '../../input/yaml-node.ts';
import type { RulesetFamily } from '../../ruleset/loaded-ruleset.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { intCell, readValued, type Valued } from '../../ruleset/read-cell.ts';
import { readChoiceCell, readIntCell, readIntCells } from '../../ruleset/named-cells.ts';

const MORALE = [
  'passOn',
  'leaderCounts',
  'defenderTestsAtRatio',
  'chitModifier',
  'chitsForLosing',
  'chitsForWithdrawing',
  'chitsForFailedCharge',
  'chitsForDoubleLoss',
  'automaticPulls',
  'unitCommanderKilledChits',
  'brigadierKilledChits',
  'brigadierKilledFreePointOn',
  'armyCommanderKilledChits',
] as const;
export const CC_MODIFIERS = [
  'cavalryChargingDoubleLine',
  'cavalryChargingLine',
  'behindWalls',
  'crestOfHill',
  'attackingInColumn',
  'infantryDoubleLine',
  'square',
  'leaderStand',
  'hitFromRear',
  'unlimberedArtillery',
  'standingCavalry',
  'routing',
  'routingHitFromRear',
  'limberedArtillery',
  'skirmishing',
  'artilleryGun',
] as const;
export type CcModifier = (typeof CC_MODIFIERS)[number];
const ROLLS = ['possibleHitOn', 'leaderKillSixes', 'withdrawDice', 'spikeOn'] as const;
export const WINNER_LOSS = ['third', 'same', 'double'] as const;
export const HAL_WEAPONS = ['musket', 'rifle', 'artillery', 'canister', 'bombardment'] as const;
export type HalWeapon = (typeof HAL_WEAPONS)[number];
export const HAL_TARGETS = ['open', 'covered', 'coveredAndSkirmish'] as const;
export const NATIONALITIES = ['russian', 'turkish', 'french', 'british'] as const;
export type Nationality = (typeof NATIONALITIES)[number];
const COMMAND = [
  'diceRussian',
  'diceTurkish',
  'diceFrench',
  'diceBritish',
  'elitePerDie',
  'closeCombatPerDie',
  'firePerDie',
  'fireSavePerDie',
  'meleeSavePerDie',
] as const;
const INITIATIVE = ['wonLastTurn', 'wonMostCloseCombats', 'moreRouting'] as const;
const FIRE_RULES = [
  'sixesPerMoraleMarker',
  'leaderKillSixes',
  'longRangeDivisor',
  'canisterShots',
  'movedModifier',
] as const;

/** Everything the Half a League draft fixes, read from rulesets/half-a-league. */
export interface HalRules {
  morale: Record<(typeof MORALE)[number], Valued<number>>;
  modifiers: Record<CcModifier, Valued<number>>;
  rolls: Record<(typeof ROLLS)[number], Valued<number>>;
  /** winnerLoss[face - 1] */
  winnerLoss: Array<Valued<(typeof WINNER_LOSS)[number]>>;
  /** chart[weapon][target]: natural score needed (7: none) */
  chart: Record<HalWeapon, Array<Valued<number>>>;
  fire: Record<(typeof FIRE_RULES)[number], Valued<number>>;
  /** FIRE (n): each weapon's long range in inches; short range is half */
  ranges: Record<HalWeapon, Valued<number>>;
  /** rows of the save table, largest units first */
  saves: Array<{ standsAtLeast: Valued<number>; need: Valued<number> }>;
  figuresPerStand: Valued<number>;
  /** Leaders: command dice by nationality, the elite bonus per die, the close-combat benefit */
  command: Record<(typeof COMMAND)[number], Valued<number>>;
  /** Initiative (b): the modifiers to each side's die */
  initiative: Record<(typeof INITIATIVE)[number], Valued<number>>;
}

/** Command dice a unit commander of this nationality rolls (Leaders: Unit Commander). */
export function commandDice(r: HalRules, n: Nationality): Valued<number> {
  return r.command[`dice${n[0].toUpperCase()}${n.slice(1)}` as (typeof COMMAND)[number]];
}

function readChart(node: YamlNode, ledger: ProvenanceLedger): HalRules['chart'] {
  node.allowKeys(['ref', 'source', 'columns', 'rows']);
  if (JSON.stringify(node.get('columns').value()) !== JSON.stringify(['weapon', ...HAL_TARGETS]))
    node.get('columns').fail(`expected [weapon, ${HAL_TARGETS.join(', ')}]`);
  const src = tableSource(node);
  const out = {} as HalRules['chart'];
  for (const row of node.get('rows').items()) {
    const items = row.items();
    const w = items[0]?.oneOf(HAL_WEAPONS);
    if (!w || items.length !== HAL_TARGETS.length + 1) continue;
    out[w] = items.slice(1).map((n) => readValued(n, src, ledger, intCell(1, 7), 6));
  }
  for (const w of HAL_WEAPONS) if (!out[w]) node.get('rows').fail(`expected a row for ${w}`);
  return out;
}

function readSaves(node: YamlNode, ledger: ProvenanceLedger): HalRules['saves'] {
  node.allowKeys(['ref', 'source', 'columns', 'rows']);
  const src = tableSource(node);
  const rows = node
    .get('rows')
    .items()
    .map((row) => {
      const [a, b] = row.items();
      return {
        standsAtLeast: readValued(a, src, ledger, intCell(1, 99), 1),
        need: readValued(b, src, ledger, intCell(1, 7), 7),
      };
    });
  rows.forEach(
    (r, i) =>
      i > 0 &&
      r.standsAtLeast.value >= rows[i - 1].standsAtLeast.value &&
      node.get('rows').fail('expected stands in decreasing order'),
  );
  if (rows.length === 0 || rows[rows.length - 1].standsAtLeast.value !== 1)
    node.get('rows').fail('expected a last row for 1 stand');
  return rows;
}

export const halfALeagueFamily: RulesetFamily<HalRules> = {
  family: 'half-a-league',
  die: 'd6',
  read(source, ledger) {
    const m = source.file('morale.yaml');
    m.allowKeys(['morale']);
    const cc = source.file('close-combat.yaml');
    cc.allowKeys(['modifiers', 'rolls', 'winnerLoss']);
    const wl = cc.get('winnerLoss');
    wl.allowKeys(['ref', 'source', 'faces']);
    const f = source.file('fire.yaml');
    f.allowKeys(['chart', 'rules', 'ranges']);
    const s = source.file('saves.yaml');
    s.allowKeys(['saves', 'figuresPerStand']);
    const cmd = source.file('command.yaml');
    cmd.allowKeys(['command']);
    const ini = source.file('initiative.yaml');
    ini.allowKeys(['initiative']);
    const faces = wl.get('faces').items();
    if (faces.length !== 6)
      wl.get('faces').failLength('expected six entries, one per die face', 6, ['entry', 'entries']);
    return {
      morale: readIntCells(m.get('morale'), MORALE, ledger, -6, 20),
      modifiers: readIntCells(cc.get('modifiers'), CC_MODIFIERS, ledger, -6, 6),
      rolls: readIntCells(cc.get('rolls'), ROLLS, ledger, 1, 6),
      winnerLoss: faces.map((n) => readChoiceCell(n, tableSource(wl), ledger, WINNER_LOSS)),
      chart: readChart(f.get('chart'), ledger),
      // FIRE (d), (o), (p): sixes a marker or a leader kill, the long-range divisor and canister's shots count from 1
      fire: readIntCells(f.get('rules'), FIRE_RULES, ledger, -6, 6, 'provisional', {
        sixesPerMoraleMarker: [1, 6],
        leaderKillSixes: [1, 6],
        longRangeDivisor: [1, 6],
        canisterShots: [1, 6],
      }),
      ranges: readIntCells(f.get('ranges'), HAL_WEAPONS, ledger, 1, 200),
      saves: readSaves(s.get('saves'), ledger),
      figuresPerStand: readIntCell(s.get('figuresPerStand'), s, ledger, 1, 20),
      command: readIntCells(cmd.get('command'), COMMAND, ledger, 0, 6),
      initiative: readIntCells(ini.get('initiative'), INITIATIVE, ledger, -6, 6),
    };
  },
};

/** The save row for a unit of this many stands. */
export function saveRow(r: HalRules, stands: number): { need: Valued<number> } {
  return r.saves.find((row) => stands >= row.standsAtLeast.value) ?? r.saves[r.saves.length - 1];
}
