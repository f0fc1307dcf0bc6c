import type { AssaultColumn } from '../rules/assault-table.ts';
import type { Cell } from '../../ruleset/provenance.ts';

/** What a unit's panic response reads (§5.5): its own Panic Index line, by side slot k. */
export interface UnitHitRules {
  /** Panic Index by side and level: [k * 4 + level - 1] */
  panicRank: Int32Array;
  panicLoss: Int32Array;
  panicProv: Uint8Array;
  canRetreat: Uint8Array;
  breaksOut: Uint8Array;
  lossPlus: Int32Array;
  routM: number;
  /** A19: 1 if each battery takes one damage point for a side's B hits, 0 if the B hits again as damage */
  damageEachBattery: number;
  /** A25 allLosses: 1 if prisoners count among the bases lost this turn (§5.4) */
  lostCountsPrisoners: number;
  /** switch routedBatteryLoss pooled: 1 if a routed battery's loss number is also taken as prisoners beside it (§5.5) */
  batteryRoutPooled: number;
  /** the cell row and each side's Panic Index cell (index + 1) the last round read, for cell reach */
  trace: Int32Array;
}

/** How hits land on a side's unit by its own grade: its Panic Index line and its points per natural-roll M hit. */
export interface SideHitArrays extends UnitHitRules {
  /** natural-roll M hits by side and natural difference: [k * 10 + diff] (§5.1 step 6) */
  naturalM: Int32Array;
  pointsPerHit: Int32Array;
  pointsProv: Uint8Array;
}

/** An assault compiled against a ruleset: typed arrays for the kernel. */
export interface CompiledAssault extends SideHitArrays {
  column: AssaultColumn;
  columnReasons: string[];
  /** how each side's units were read as one formation, where it had several */
  formationNotes: { attacker: string[]; defender: string[] };
  maxDiff: number;
  minDiff: number;
  /** per table row of the chosen column: m, b, p */
  cellHits: Int32Array;
  cellEach: Uint8Array;
  cellAction: Int32Array;
  cellProv: Uint8Array;
  /** per side [attacker, defender] */
  staticMod: Int32Array;
  /** each side's static modifiers in words, for the reading `odds` prints */
  staticItems: { attacker: string[]; defender: string[] };
  /** staticMod[attacker] - staticMod[defender] */
  staticDiff: number;
  staticProv: Uint8Array;
  /** morale modifier by state, per side: [side * 5 + state] */
  moraleMod: Int32Array;
  moraleProv: Uint8Array;
  /** outnumbering by remaining combat bases and batteries: [(a * (dMax + 1) + d) * 2 + side] */
  outMod: Int32Array;
  outProv: Uint8Array;
  dMax: number;
  recentBaseLost: number;
  worstPanicHit: number;
  /** 0 general, 1 all-out, 2 mixed */
  assaultType: number;
  /** extra M, extra P and C bonus for a Win/Win (§5.1, §5.2) */
  winWinM: number;
  winWinP: number;
  winWinC: number;
  /** A8: 1 if a mixed assault earns its bonus on winning the modified round alone (§5.2) */
  bonusOnModifiedWin: number;
  /** A9: 1 if follow-up rounds keep the all-out bonus, 0 if they are general assaults (§5.1) */
  followUpKeepsBonus: number;
  /** A29: 1 if a won "Roll again" round of an all-out assault earns the Win/Win bonus (§5.1) */
  bonusOnRollAgain: number;
  /** A15: 1 if the chart's M hits fall on the natural-roll loser (§5.5 Morale hits) */
  chartMToNaturalLoser: number;
  breakOffM: number;
  /** §5.6 charge and retreat disorder M hits, and A11: 1 if a rout's own M hit is its disorder */
  disorderM: number;
  routDisorderOnce: number;
  /** A21 attackerOnly: only the attacking side takes the disorder for retreating or routing (§1.7) */
  retreatDisorderAttackerOnly: number;
  /** A24 twice: charge movement costs the §3.1 1M besides the §5.6 disorder */
  chargeDisorderTwice: number;
  /** A19 eachBattery: B hits put one damage point on each battery, not the B hits again */
  damageEachBattery: number;
  /** A25 allLosses: prisoners count among the bases lost this turn (§5.4) */
  lostCountsPrisoners: number;
  /** switch destroyedInAssaultTest: 1 (test) if a unit destroyed in the assault makes its division test by itself (§5.5), 0 (p4Only) if only Panic 4 does (§6.2) */
  destroyedTests: number;
  /** per side: the batteries lost that destroy one of its artillery units (its fewest in one unit; 0: none), §1.3, §5.5 */
  batteryUnit: Int32Array;
  /** 0 loserAlways, 1 onlyIfLostModified (A1) */
  naturalRule: number;
  attackerCavalry: boolean;
  /** §5.5 Stalled Assaults: the attacker has movement left to carry, break through or break off */
  movementLeft: boolean;
  /** the attacker may advance into the position (else it holds, §5.5 Drive Away) */
  canEnterPosition: boolean;
  /** the attacker used charge movement to reach contact (§5.6) */
  chargeMovement: boolean;
  /** the sides face each other within 2" (all-out or mixed): a stalled break-off fights on (§5.5) */
  allOutRange: boolean;
  maxRounds: number;
  init: Int32Array;
  /** A17: 1 if the §5.4 morale minus also applies when the side's largest unit has hits (moraleReading) */
  moraleLargestUnit: number;
  /** scratch for one round's result (round.ts R layout), reused */
  roundOut: Int32Array;
  /** the table cells behind the arrays: the chosen column by row, and the Panic Index by [side * 4 + level - 1] */
  cells: { table: Cell[]; panic: Cell[] };
  /**
   * What the last round read, for cell reach: [table row, attacker's Panic
   * Index entry + 1, defender's + 1] (0: none). Written each round, read by nothing in a trial.
   */
  trace: Int32Array;
}
