import { ACTIONS } from '../../notation/assault-cell.ts';
import type { AssaultRules } from '../rules/assault-table.ts';
import { ASSAULT_COLUMNS } from '../rules/assault-table.ts';
import { gradeInForce } from '../rules/grade-reading.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { ATT, DEF, S } from './assault-state.ts';
import { chooseColumn } from './column.ts';
import { outnumberingModifiers } from './outnumbering.ts';
import { R } from './round.ts';
import { fillSideHitRules, sideHitArrays } from './side-hit-rules.ts';
import type { CompiledAssault } from './compiled-assault.ts';
import type { AssaultSide, AssaultSituation } from './situation.ts';
import { sideStaticModifier } from './static-modifiers.ts';
import { typedSwitches } from '../../ruleset/typed-switches.ts';

export function compileAssault(
  rules: RepublicRules,
  s: AssaultSituation,
  given: Readonly<Record<string, string>>,
): CompiledAssault {
  const switches = typedSwitches('republic', given);
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
  const moraleRow =
    rules.grades.moraleModifier[switches.moraleHitModifier] ?? rules.grades.moraleModifier.byState;
  const moraleMod = new Int32Array(10);
  const moraleProv = new Uint8Array(10);
  const staticItems = { attacker: [] as string[], defender: [] as string[] };
  const hitRules = sideHitArrays(rules, switches);
  sides.forEach((side, k) => {
    const m = sideStaticModifier(
      ar,
      rules,
      grades[k],
      side,
      k === DEF,
      k === DEF ? s.direction : 'front',
      k === DEF ? staticItems.defender : staticItems.attacker,
    );
    staticMod[k] = m.value;
    staticProv[k] = m.provisional ? 1 : 0;
    moraleRow.forEach((v, st) => {
      moraleMod[k * 5 + st] = v.value;
      moraleProv[k * 5 + st] = st > 0 && v.cell.source === 'provisional' ? 1 : 0;
    });
    fillSideHitRules(rules, grades[k], side, k, k === DEF && s.direction === 'rear', hitRules);
  });

  // Each battery counts as one combat base (§5.2 Artillery).
  const bases = [s.attacker.bases + s.attacker.batteries, s.defender.bases + s.defender.batteries];
  const dMax = bases[DEF];
  const outMod = new Int32Array((bases[ATT] + 1) * (dMax + 1) * 2);
  const outProv = new Uint8Array((bases[ATT] + 1) * (dMax + 1));
  const pair = new Int32Array(2);
  // §5.4: a square assaulted by solo cavalry (no infantry with it) suffers at most the 3:2 modifier
  const soloCavalry =
    s.attacker.arms.includes('cavalry') && s.attacker.arms.every((x) => x === 'cavalry' || x === 'artillery');
  const squareCap = s.defender.square && soloCavalry ? ar.squareVsCavalryMaxRatio.value : Infinity;
  for (let a = 0; a <= bases[ATT]; a++) {
    for (let d = 0; d <= dMax; d++) {
      const prov = outnumberingModifiers(
        ar,
        a,
        d,
        { defenderInflicts: s.direction === 'front', defenderMaxRatio: squareCap },
        pair,
      );
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
    init[S.BASES + k] = sides[k].bases;
    init[S.BATTERIES + k] = sides[k].batteries;
    init[S.DAMAGE_BEFORE + k] = sides[k].batteryDamage;
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
    cellHits,
    cellEach,
    cellAction,
    cellProv,
    staticMod,
    staticProv,
    staticItems,
    staticDiff: staticMod[ATT] - staticMod[DEF],
    ...hitRules,
    moraleMod,
    moraleProv,
    outMod,
    outProv,
    dMax,
    recentBaseLost: ar.modifiers.recentBaseLost.value,
    worstPanicHit: ar.modifiers.worstPanicHit.value,
    assaultType,
    winWinM,
    winWinP,
    winWinC: assaultType === 1 ? ar.modifiers.allOutC.value : 0,
    bonusOnModifiedWin: assaultType === 2 && switches.mixedAssaultWin !== 'winWin' ? 1 : 0,
    followUpKeepsBonus: switches.followUpBonus === 'general' ? 0 : 1,
    // A29 asks of the all-out Win/Win only; a mixed group's bonus is §5.2's (A8)
    bonusOnRollAgain: assaultType === 1 && switches.winWinRollAgain === 'decidedWin' ? 0 : 1,
    chartMToNaturalLoser: switches.chartMoraleHits === 'naturalLoser' ? 1 : 0,
    breakOffM: ar.modifiers.breakOffM.value,
    disorderM: rules.forcedMoves.chargeDisorderMoraleHits.value,
    routDisorderOnce: switches.routDisorder === 'one' ? 1 : 0,
    retreatDisorderAttackerOnly: switches.retreatDisorder === 'attackerOnly' ? 1 : 0,
    chargeDisorderTwice: switches.chargeDisorder === 'twice' ? 1 : 0,
    damageEachBattery: switches.batteryAssaultDamage === 'eachBattery' ? 1 : 0,
    lostCountsPrisoners: switches.basesLostCount === 'allLosses' ? 1 : 0,
    batteryRoutPooled: switches.routedBatteryLoss === 'pooled' ? 1 : 0,
    destroyedTests: switches.destroyedInAssaultTest === 'p4Only' ? 0 : 1,
    batteryUnit: Int32Array.from(sides, (x) => x.batteryUnit ?? x.batteries),
    moraleLargestUnit: switches.moraleHitShare === 'overHalf' ? 0 : 1,
    naturalRule: switches.naturalRollMoraleHits === 'onlyIfLostModified' ? 1 : 0,
    attackerCavalry: s.attacker.arm === 'cavalry',
    movementLeft: s.attacker.movementLeft,
    canEnterPosition: s.attacker.canEnterPosition,
    chargeMovement: s.attacker.chargeMovement,
    allOutRange: assaultType !== 0,
    maxRounds: s.maxRounds,
    init,
    roundOut: new Int32Array(R.SIZE),
    cells: {
      table: cells.map((c) => c.cell),
      panic: sides.flatMap((_, k) => [0, 1, 2, 3].map((lv) => rules.panic.levels[lv][grades[k]].cell)),
    },
    trace: new Int32Array(3),
  };
}
