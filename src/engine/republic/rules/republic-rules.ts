import type { RulesetFamily } from '../../ruleset/loaded-ruleset.ts';
import { readArtilleryRules, type ArtilleryRules } from './artillery.ts';
import { readAssaultRules, type AssaultRules } from './assault-table.ts';
import { readDistances, type DistanceRules } from './distances.ts';
import { readForcedMoves, type ForcedMoveRules } from './forced-moves.ts';
import { readGrades, type GradeRules } from './grades.ts';
import { readHorsDeCombatRules, type HorsDeCombatRules } from './hors-de-combat.ts';
import { readManeuverRules, type ManeuverRules } from './maneuver.ts';
import { readPanicIndex, type PanicIndex } from './panic-index.ts';
import { readPanicTestRules, type PanicTestRules } from './panic-test.ts';
import { readRallyRules, type RallyRules } from './rally.ts';
import { readRestrictions, type MoraleRestrictions } from './restrictions.ts';
import { readSkirmishRules, type SkirmishRules } from './skirmish.ts';

/** Everything Republic's tables say, read from rulesets/republic-*. */
export interface RepublicRules {
  grades: GradeRules;
  assault: AssaultRules;
  panic: PanicIndex;
  panicTest: PanicTestRules;
  artillery: ArtilleryRules;
  skirmish: SkirmishRules;
  rally: RallyRules;
  maneuver: ManeuverRules;
  horsDeCombat: HorsDeCombatRules;
  forcedMoves: ForcedMoveRules;
  /** movement allowances and measured distances (§3.1, §5.1, §5.5) */
  distances: DistanceRules;
  /** what each morale state forbids (§2.3) */
  restrictions: MoraleRestrictions;
}

export const republicFamily: RulesetFamily<RepublicRules> = {
  family: 'republic',
  die: 'd10',
  read(source, ledger) {
    return {
      grades: readGrades(source.file('grades.yaml'), ledger),
      assault: readAssaultRules(source.file('assault.yaml'), ledger),
      panic: readPanicIndex(source.file('panic-index.yaml'), ledger),
      panicTest: readPanicTestRules(source.file('panic-test.yaml'), ledger),
      artillery: readArtilleryRules(source.file('artillery.yaml'), ledger),
      skirmish: readSkirmishRules(source.file('skirmish.yaml'), ledger),
      rally: readRallyRules(source.file('rally.yaml'), ledger),
      maneuver: readManeuverRules(source.file('maneuver.yaml'), ledger),
      horsDeCombat: readHorsDeCombatRules(source.file('hors-de-combat.yaml'), ledger),
      forcedMoves: readForcedMoves(source.file('forced-moves.yaml'), ledger),
      distances: readDistances(source.file('distances.yaml'), ledger),
      restrictions: readRestrictions(source.file('restrictions.yaml')),
    };
  },
};
