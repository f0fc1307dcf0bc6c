import { ACTIONS } from '../../notation/assault-cell.ts';
import type { AssaultColumn, AssaultRules } from '../rules/assault-table.ts';
import { ASSAULT_COLUMNS } from '../rules/assault-table.ts';
import { GRADES } from '../rules/grades.ts';
import { gradeInForce } from '../rules/grade-reading.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { ATT, DEF, S } from './assault-state.ts';
import { chooseColumn } from './column.ts';
import { outnumberingModifiers } from './outnumbering.ts';
import type { AssaultSide, AssaultSituation } from './situation.ts';
import { sideStaticModifier } from './static-modifiers.ts';

/** An assault compiled against a ruleset: typed arrays for the kernel. */
export interface CompiledAssault {
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
  /** staticMod[attacker] - staticMod[defender] */
  staticDiff: number;
  /** natural-roll M hits by side and natural difference: [side * 10 + diff] (§5.1 step 6) */
  naturalM: Int32Array;
  staticProv: Uint8Array;
  pointsPerHit: Int32Array;
  pointsProv: Uint8Array;
  canRetreat: Uint8Array;
  breaksOut: Uint8Array;
  isArtillery: Uint8Array;
  /** loss number added on Re and Rt (§6.3) */
  lossPlus: Int32Array;
  /** morale modifier by state, per side: [side * 5 + state] */
  moraleMod: Int32Array;
  moraleProv: Uint8Array;
  /** outnumbering by remaining bases: [(a * (dMax + 1) + d) * 2 + side] */
  outMod: Int32Array;
  outProv: Uint8Array;
  dMax: number;
  /** Panic Index by side and level: [side * 4 + level - 1] */
  panicRank: Int32Array;
  panicLoss: Int32Array;
  panicProv: Uint8Array;
  recentBaseLost: number;
  worstPanicHit: number;
  /** 0 general, 1 all-out, 2 mixed */
  assaultType: number;
  /** extra M, extra P and C bonus for a Win/Win (§5.1, §5.2) */
  winWinM: number;
  winWinP: number;
  winWinC: number;
  breakOffM: number;
  routM: number;
  /** 0 loserAlways, 1 onlyIfLostModified (A1) */
  naturalRule: number;
  attackerCavalry: boolean;
  attackerCanAdvance: boolean;
  maxRounds: number;
  init: Int32Array;
}

export function compileAssault(rules: RepublicRules, s: AssaultSituation, switches: Record<string, string>): CompiledAssault {
  const ar: AssaultRules = rules.assault;
  const { column, reasons } = chooseColumn(s);
  const col = ASSAULT_COLUMNS.indexOf(column);
  const cells = ar.table.cells[col];
  const n = cells.length;
  const cellHits = new Int32Array(n * 3);
  const cellEach = new Uint8Array(n);
  const cellAction = new Int32Array(n);
  const cellProv = new Uint8Array(n);
  cells.forEach((c, i) => {
    cellHits.set([c.value.hits.m, c.value.hits.b, c.value.hits.p], i * 3);
    cellEach[i] = c.value.each ? 1 : 0;
    cellAction[i] = ACTIONS.indexOf(c.value.action);
    cellProv[i] = c.cell.source === 'provisional' ? 1 : 0;
  });

  const sides: AssaultSide[] = [s.attacker, s.defender];
  const grades = sides.map((x) => gradeInForce(rules, x.grade, switches));
  const staticMod = new Int32Array(2);
  const staticProv = new Uint8Array(2);
  const moraleRow = rules.grades.moraleModifier[switches.moraleHitModifier] ?? rules.grades.moraleModifier.byState;
  const moraleMod = new Int32Array(10);
  const moraleProv = new Uint8Array(10);
  const panicRank = new Int32Array(8);
  const panicLoss = new Int32Array(8);
  const panicProv = new Uint8Array(8);
  const lossPlus = new Int32Array(2);
  sides.forEach((side, k) => {
    const m = sideStaticModifier(ar, rules, grades[k], side, k === DEF ? s.direction : 'front');
    staticMod[k] = m.value;
    staticProv[k] = m.provisional ? 1 : 0;
    moraleRow.forEach((v, st) => {
      moraleMod[k * 5 + st] = v.value;
      moraleProv[k * 5 + st] = st > 0 && v.cell.source === 'provisional' ? 1 : 0;
    });
    for (let lv = 0; lv < 4; lv++) {
      const p = rules.panic.levels[lv][grades[k]];
      panicRank[k * 4 + lv] = p.value.rank;
      panicLoss[k * 4 + lv] = p.value.loss;
      panicProv[k * 4 + lv] = p.cell.source === 'provisional' ? 1 : 0;
    }
    const lp = ar.lossNumberPlus;
    lossPlus[k] = (side.retreatThroughTown ? lp.retreatThroughTown.value : 0) + (side.retreatAcrossWater ? lp.retreatAcrossWater.value : 0) + (k === DEF && s.direction === 'rear' ? lp.retreatFromRear.value : 0);
  });

  // Each fresh battery counts as one combat base (§5.2 Artillery).
  const bases = [s.attacker.bases + s.attacker.freshBatteries, s.defender.bases + s.defender.freshBatteries];
  const dMax = bases[DEF];
  const outMod = new Int32Array((bases[ATT] + 1) * (dMax + 1) * 2);
  const outProv = new Uint8Array((bases[ATT] + 1) * (dMax + 1));
  const pair = new Int32Array(2);
  const squareCap = s.defender.square && s.attacker.arm === 'cavalry' ? ar.squareVsCavalryMaxRatio.value : Infinity;
  for (let a = 0; a <= bases[ATT]; a++) {
    for (let d = 0; d <= dMax; d++) {
      const prov = outnumberingModifiers(ar, a, d, { defenderInflicts: s.direction === 'front', maxRatio: squareCap }, pair);
      const at = a * (dMax + 1) + d;
      outMod[at * 2] = pair[0];
      outMod[at * 2 + 1] = pair[1];
      outProv[at] = prov ? 1 : 0;
    }
  }

  const assaultType = ['general', 'allOut', 'mixed'].indexOf(s.assault);
  const mixed = switches.mixedAssaultBonus ?? 'extraM';
  const extraM = ar.modifiers.allOutExtraM.value;
  const winWinM = assaultType === 1 || (assaultType === 2 && mixed !== 'none') ? extraM : 0;
  const winWinP = assaultType === 2 && mixed === 'extraMAndP' ? 1 : 0;

  const init = new Int32Array(S.SIZE);
  for (const k of [ATT, DEF]) {
    init[S.MORALE + k] = sides[k].morale;
    init[S.BASES + k] = bases[k];
    init[S.LOST + k] = sides[k].basesLostThisTurn;
    init[S.WORST_P + k] = sides[k].panicHitsThisPhase;
    init[S.RESPONSE + k] = -1;
  }
  init[S.PROV] = staticProv[ATT] | staticProv[DEF];

  return {
    column,
    columnReasons: reasons,
    formationNotes: { attacker: s.attacker.notes ?? [], defender: s.defender.notes ?? [] },
    maxDiff: ar.table.maxDiff,
    minDiff: ar.table.minDiff,
    cellHits, cellEach, cellAction, cellProv,
    staticMod, staticProv,
    staticDiff: staticMod[ATT] - staticMod[DEF],
    naturalM: Int32Array.from({ length: 20 }, (_, i) => Math.ceil((i % 10) / rules.grades.pointsPerMoraleHit[grades[i < 10 ? ATT : DEF]].value)),
    pointsPerHit: Int32Array.from(grades, (g) => rules.grades.pointsPerMoraleHit[g].value),
    pointsProv: Uint8Array.from(grades, (g) => (rules.grades.pointsPerMoraleHit[g].cell.source === 'provisional' ? 1 : 0)),
    canRetreat: Uint8Array.from(sides, (x) => (x.canRetreat ? 1 : 0)),
    // Crack ("Elite") units break out at the cost of one base (§5.5 Group Surrender).
    breaksOut: Uint8Array.from(grades, (g) => (g === GRADES[0] ? 1 : 0)),
    isArtillery: Uint8Array.from(sides, (x) => (x.arm === 'artillery' ? 1 : 0)),
    lossPlus,
    moraleMod, moraleProv,
    outMod, outProv, dMax,
    panicRank, panicLoss, panicProv,
    recentBaseLost: ar.modifiers.recentBaseLost.value,
    worstPanicHit: ar.modifiers.worstPanicHit.value,
    assaultType,
    winWinM,
    winWinP,
    winWinC: assaultType === 1 ? ar.modifiers.allOutC.value : 0,
    breakOffM: ar.modifiers.breakOffM.value,
    routM: ar.modifiers.routM.value,
    naturalRule: switches.naturalRollMoraleHits === 'onlyIfLostModified' ? 1 : 0,
    attackerCavalry: s.attacker.arm === 'cavalry',
    attackerCanAdvance: s.attacker.canAdvance,
    maxRounds: s.maxRounds,
    init,
  };
}
