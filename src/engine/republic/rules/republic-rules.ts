import type { YamlNode } from '../../input/yaml-node.ts';
import type { RulesetFamily } from '../../ruleset/loaded-ruleset.ts';
import type { ProvenanceLedger } from '../../ruleset/provenance.ts';
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

/** Each part of the rules, the ruleset file it is read from and its reader (one file, one part). */
export const REPUBLIC_PARTS: {
  [K in keyof RepublicRules]: {
    file: string;
    read: (root: YamlNode, ledger: ProvenanceLedger) => RepublicRules[K];
  };
} = {
  grades: { file: 'grades.yaml', read: readGrades },
  assault: { file: 'assault.yaml', read: readAssaultRules },
  panic: { file: 'panic-index.yaml', read: readPanicIndex },
  panicTest: { file: 'panic-test.yaml', read: readPanicTestRules },
  artillery: { file: 'artillery.yaml', read: readArtilleryRules },
  skirmish: { file: 'skirmish.yaml', read: readSkirmishRules },
  rally: { file: 'rally.yaml', read: readRallyRules },
  maneuver: { file: 'maneuver.yaml', read: readManeuverRules },
  horsDeCombat: { file: 'hors-de-combat.yaml', read: readHorsDeCombatRules },
  forcedMoves: { file: 'forced-moves.yaml', read: readForcedMoves },
  distances: { file: 'distances.yaml', read: readDistances },
  restrictions: { file: 'restrictions.yaml', read: (root) => readRestrictions(root) },
};

export const republicFamily: RulesetFamily<RepublicRules> = {
  family: 'republic',
  die: 'd10',
  read(source, ledger) {
    // every part in REPUBLIC_PARTS' order: the ledger lists cells, and problems are told, file by file in it
    const rules: Partial<RepublicRules> = {};
    for (const key of Object.keys(REPUBLIC_PARTS) as Array<keyof RepublicRules>) {
      const part = REPUBLIC_PARTS[key];
      (rules as Record<string, unknown>)[key] = part.read(source.file(part.file), ledger);
    }
    return rules as RepublicRules;
  },
};
