import { compileFirePanic, type FirePanic } from '../../engine/republic/artillery/fire-panic.ts';
import { fillSideHitRules, sideHitArrays } from '../../engine/republic/assault/side-hit-rules.ts';
import type { SideHitArrays } from '../../engine/republic/assault/compiled-assault.ts';
import { compileRally, type CompiledRally } from '../../engine/republic/rally/compile-rally.ts';
import { ARMS } from '../../engine/republic/rules/arms.ts';
import { gradeInForce } from '../../engine/republic/rules/grade-reading.ts';
import { GRADES, MORALE_STATES } from '../../engine/republic/rules/grades.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';
import { forbiddingRestriction } from '../../engine/republic/rules/restrictions.ts';
import type { EngagementSituation, EngagementUnit } from '../situation/engagement-situation.ts';

/** What each unit's own grade and arm make of the rules, compiled once. */
export interface UnitRules {
  /** assault hits by its own grade, in both side slots (it may attack or defend) */
  hits: SideHitArrays;
  /** P hits outside an assault, on its own Panic Index line (§4.6, §5.5 pass-through) */
  panic: FirePanic;
  rally: CompiledRally;
  /** [state * ARMS.length + target arm]: 1 if §2.3 forbids it to assault that target in that state */
  noAssault: Uint8Array;
  /** [state * ARMS.length + target arm]: 1 if §2.3 forbids it to advance on that target in that state */
  noAdvance: Uint8Array;
  /** grade rank, 0 Crack ... 4 Untrained (prisoners and deserters go lowest grade first) */
  gradeRank: number;
  /** the least morale state index in which §2.3 forbids it to deploy skirmish markers; MORALE_STATES.length if none */
  deployBelow: number;
}

export function compileUnitRules(
  rules: RepublicRules,
  s: EngagementSituation,
  u: EngagementUnit,
  switches: Record<string, string>,
  /** the hit rules already made, by grade in force: units of a grade share one (the kernel only reads them) */
  hitsByGrade: Map<string, SideHitArrays> = new Map(),
): UnitRules {
  const grade = gradeInForce(rules, u.grade, switches);
  let hits = hitsByGrade.get(grade);
  if (!hits) {
    hits = sideHitArrays(rules, switches);
    const path = { canRetreat: true, retreatThroughTown: false, retreatAcrossWater: false };
    fillSideHitRules(rules, grade, path, 0, false, hits);
    fillSideHitRules(rules, grade, path, 1, false, hits);
    hitsByGrade.set(grade, hits);
  }
  const leader = s.divisions[u.division].leader;
  const rally = compileRally(
    rules,
    {
      grade: u.grade,
      morale: 1,
      arm: u.arm === 'artillery' ? 'battery' : 'unit',
      bases: u.arm === 'artillery' ? 1 : u.bases,
      lost: 0,
      leaders: {
        divisionRating: leader.rating,
        divisionHorsDeCombat: false,
        divisionDistance: 0,
        seniorRatings: [],
      },
    },
    switches,
  );
  const noAssault = new Uint8Array(MORALE_STATES.length * ARMS.length);
  const noAdvance = new Uint8Array(MORALE_STATES.length * ARMS.length);
  for (let state = 0; state < MORALE_STATES.length; state++) {
    ARMS.forEach((target, t) => {
      noAssault[state * ARMS.length + t] = forbiddingRestriction(rules.restrictions, {
        state,
        act: 'assault',
        arm: u.arm,
        against: [target],
      })
        ? 1
        : 0;
      noAdvance[state * ARMS.length + t] = forbiddingRestriction(rules.restrictions, {
        state,
        act: 'advance',
        arm: u.arm,
        against: [target],
      })
        ? 1
        : 0;
    });
  }
  let deployBelow = 0;
  while (
    deployBelow < MORALE_STATES.length &&
    !forbiddingRestriction(rules.restrictions, { state: deployBelow, act: 'deploySkirmishers', arm: u.arm })
  )
    deployBelow++;
  return {
    deployBelow,
    hits,
    panic: compileFirePanic(rules, u.grade, switches),
    rally,
    noAssault,
    noAdvance,
    gradeRank: GRADES.indexOf(grade),
  };
}
