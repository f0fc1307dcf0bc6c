import type { RulesetFamily } from '../../ruleset/loaded-ruleset.ts';
import { readAssaultRules, type AssaultRules } from './assault-table.ts';
import { readGrades, type GradeRules } from './grades.ts';
import { readPanicIndex, type PanicIndex } from './panic-index.ts';

/** Everything Republic's tables say, read from rulesets/republic-*. */
export interface RepublicRules {
  grades: GradeRules;
  assault: AssaultRules;
  panic: PanicIndex;
}

export const republicFamily: RulesetFamily<RepublicRules> = {
  family: 'republic',
  read(source, ledger) {
    return {
      grades: readGrades(source.file('grades.yaml'), ledger),
      assault: readAssaultRules(source.file('assault.yaml'), ledger),
      panic: readPanicIndex(source.file('panic-index.yaml'), ledger),
    };
  },
};
