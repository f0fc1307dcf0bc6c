import { GRADES, type Grade } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import type { SideHitArrays } from './compiled-assault.ts';
import { typedSwitches } from '../../ruleset/typed-switches.ts';

/** Arrays for both side slots, to be filled by fillSideHitRules. */
export function sideHitArrays(rules: RepublicRules, given: Readonly<Record<string, string>>): SideHitArrays {
  const switches = typedSwitches('republic', given);
  return {
    panicRank: new Int32Array(8),
    panicLoss: new Int32Array(8),
    panicProv: new Uint8Array(8),
    canRetreat: new Uint8Array(2),
    breaksOut: new Uint8Array(2),
    lossPlus: new Int32Array(2),
    routM: rules.forcedMoves.routMoraleHits.value,
    damageEachBattery: switches.batteryAssaultDamage === 'eachBattery' ? 1 : 0,
    lostCountsPrisoners: switches.basesLostCount === 'allLosses' ? 1 : 0,
    batteryRoutPooled: switches.routedBatteryLoss === 'pooled' ? 1 : 0,
    trace: new Int32Array(3),
    naturalM: new Int32Array(20),
    pointsPerHit: new Int32Array(2),
    pointsProv: new Uint8Array(2),
  };
}

/** What a unit's retreat passes through (§6.3 panic base hit modifiers) and whether it can retreat at all (§5.5). */
export interface RetreatPath {
  canRetreat: boolean;
  retreatThroughTown: boolean;
  retreatAcrossWater: boolean;
}

/**
 * Fill side slot k of t for a unit of grade `grade` (the grade in force):
 * its Panic Index line (§5.5), natural-roll M hits (§5.1 step 6), Group
 * Surrender (§5.5: Crack breaks out) and the loss-number additions (§6.3;
 * `fromRear` for a defender assaulted in the rear).
 */
export function fillSideHitRules(
  rules: RepublicRules,
  grade: Grade,
  path: RetreatPath,
  k: number,
  fromRear: boolean,
  t: SideHitArrays,
): void {
  for (let lv = 0; lv < 4; lv++) {
    const p = rules.panic.levels[lv][grade];
    t.panicRank[k * 4 + lv] = p.value.rank;
    t.panicLoss[k * 4 + lv] = p.value.loss;
    t.panicProv[k * 4 + lv] = p.cell.source === 'provisional' ? 1 : 0;
  }
  const lp = rules.assault.lossNumberPlus;
  t.lossPlus[k] =
    (path.retreatThroughTown ? lp.retreatThroughTown.value : 0) +
    (path.retreatAcrossWater ? lp.retreatAcrossWater.value : 0) +
    (fromRear ? lp.retreatFromRear.value : 0);
  t.canRetreat[k] = path.canRetreat ? 1 : 0;
  // Crack ("Elite") units break out at the cost of one base (§5.5 Group Surrender).
  t.breaksOut[k] = grade === GRADES[0] ? 1 : 0;
  const points = rules.grades.pointsPerMoraleHit[grade];
  t.pointsPerHit[k] = points.value;
  t.pointsProv[k] = points.cell.source === 'provisional' ? 1 : 0;
  for (let d = 0; d < 10; d++) t.naturalM[k * 10 + d] = Math.ceil(d / points.value);
}
