import { RESPONSES } from '../../engine/notation/panic-response.ts';
import { DEMORALIZED, MORALE_STATES } from '../../engine/republic/rules/grades.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';
import type { EngagementSituation } from '../situation/engagement-situation.ts';

/** A side's doctrine as numbers (docs/engagement-situation.md, Doctrine). */
export interface DoctrineNumbers {
  /** 0 never, 1 general, 2 all-out */
  assault: number;
  assaultUpTo: number;
  /** a "Breakthrough may" goes on into the second line */
  pursue: boolean;
  /** second-line brigades hold */
  holdSecondLine: boolean;
  supportBases: number;
  /** the supporting brigade's move, a response rank */
  supportMove: number;
  pullBackAt: number;
}

/** DoctrineNumbers.assault, as a const enum so a bundle writes it as a literal. */
export const enum ASSAULT_BY {
  NEVER = 0,
  GENERAL = 1,
  ALL_OUT = 2,
}
export const NEVER = ASSAULT_BY.NEVER;
export const GENERAL = ASSAULT_BY.GENERAL;
export const ALL_OUT = ASSAULT_BY.ALL_OUT;

/** The switch readings the engagement's own turn reads, as booleans, read once before any trial. */
export interface SwitchNumbers {
  /** A27 carryPosition withinMove */
  carryWithinMove: boolean;
  /** A21 retreatDisorder attackerOnly */
  retreatDisorderAttackerOnly: boolean;
  /** A20 artilleryTargetPriority infantryFirst */
  infantryFirst: boolean;
  /** A23 forcedMoveMatch divisionalOnly */
  matchDivisionalOnly: boolean;
  /** A25 basesLostCount allLosses */
  basesLostAllLosses: boolean;
  /** A22 rallyLosses baseHits */
  rallyBaseHits: boolean;
  /** A28 divisionalPanicBatteries asAssault */
  panicBatteriesAsAssault: boolean;
  /** skirmishTargets brigades: markers fire on the front brigade only (§4.1) */
  skirmishBrigadesOnly: boolean;
  /** fireThroughFriends blocked: a friend ahead masks a battery's fire (§4.2, §4.5) */
  fireBlockedByFriends: boolean;
  /** markersBesideBattery mask: a brigade level with a battery masks it with its markers (§4.1, §4.5) */
  levelMarkersMask: boolean;
  /** panickedDivisionOrders defendToEnd: a panicked division stays on Defend (§6.1) */
  defendToEnd: boolean;
  /** destroyedInAssaultTest p4Only: a unit destroyed in the assault phase makes no division test by itself (§5.5, §6.2) */
  destroyedNeedsP4: boolean;
  /** horsDeCombatReach atHits: a leader's 4" is measured as the unit takes its base hits, not once the phase is done (§4.7, §5.1 Step 7) */
  hdcAtHits: boolean;
  /** mustBreakthroughDisorder always: a "must" breakthrough takes the charge disorder whatever it moved (§5.5, §5.6) */
  mustAlwaysCharges: boolean;
  /** sameActionBonus together: brigades within 2" that each conduct the action only with the §3.2 +1 give it to each other */
  sameActionTogether: boolean;
  /** tandemTargets none: no unit behind a battery's main target is its tandem target (§4.5) */
  noTandem: boolean;
  /** tandemTargets brigadesOnly: a battery is never a tandem target (§4.5) */
  tandemBrigadesOnly: boolean;
  /** deepTargets none: no fire is at a deep target (§4.3 Deep Target A) */
  noDeepTargets: boolean;
  /** assaultSkirmishers recalled: no §5.4 minus for skirmishers out */
  markersRecalled: boolean;
  /** skirmisherAllowance given: a brigade's available markers are its situation's, not one per base (§5.4) */
  allowanceGiven: boolean;
  /** adjoiningDivisions sectors: divisions adjoin by the sectors they hold, wherever their units stand (§6.2) */
  adjoinBySectors: boolean;
  /** rattledMarkers: the morale state index from which a brigade's markers are out of the fight (§2.3, §1.4), past Demoralized under stayOut */
  markersWithdrawnAt: number;
}

export function doctrineNumbers(s: EngagementSituation, side: number): DoctrineNumbers {
  const d = s.sides[side].doctrine;
  return {
    assault: d.assault === 'never' ? NEVER : d.assault === 'allOut' ? ALL_OUT : GENERAL,
    assaultUpTo: d.assaultUpTo,
    pursue: d.breakthrough === 'pursue',
    holdSecondLine: d.secondLine === 'hold',
    supportBases: d.supportBases,
    supportMove: RESPONSES.indexOf(d.supportMove),
    pullBackAt: d.pullBackAt,
  };
}

export function switchNumbers(given: Readonly<Record<string, string>>): SwitchNumbers {
  const switches = typedSwitches('republic', given);
  return {
    carryWithinMove: switches.carryPosition === 'withinMove',
    retreatDisorderAttackerOnly: switches.retreatDisorder === 'attackerOnly',
    infantryFirst: switches.artilleryTargetPriority === 'infantryFirst',
    matchDivisionalOnly: switches.forcedMoveMatch === 'divisionalOnly',
    basesLostAllLosses: switches.basesLostCount === 'allLosses',
    rallyBaseHits: switches.rallyLosses === 'baseHits',
    panicBatteriesAsAssault: switches.divisionalPanicBatteries === 'asAssault',
    skirmishBrigadesOnly: switches.skirmishTargets === 'brigades',
    fireBlockedByFriends: switches.fireThroughFriends === 'blocked',
    levelMarkersMask: switches.markersBesideBattery === 'mask',
    defendToEnd: switches.panickedDivisionOrders === 'defendToEnd',
    destroyedNeedsP4: switches.destroyedInAssaultTest === 'p4Only',
    hdcAtHits: switches.horsDeCombatReach === 'atHits',
    mustAlwaysCharges: switches.mustBreakthroughDisorder === 'always',
    sameActionTogether: switches.sameActionBonus === 'together',
    noTandem: switches.tandemTargets === 'none',
    tandemBrigadesOnly: switches.tandemTargets === 'brigadesOnly',
    noDeepTargets: switches.deepTargets === 'none',
    markersRecalled: switches.assaultSkirmishers === 'recalled',
    allowanceGiven: switches.skirmisherAllowance === 'given',
    adjoinBySectors: switches.adjoiningDivisions === 'sectors',
    markersWithdrawnAt:
      switches.rattledMarkers === 'withdrawn' ? MORALE_STATES.indexOf('rattled') : DEMORALIZED + 1,
  };
}
