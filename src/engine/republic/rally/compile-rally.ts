import { gradeInForce } from '../rules/grade-reading.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { leaderModifier, lossModifier, lossPercent } from './rally-modifier.ts';
import type { RallySituation } from './rally-situation.ts';
import { typedSwitches, type RepublicSwitches } from '../../ruleset/typed-switches.ts';
import type { RallyRules } from '../rules/rally.ts';
import type { RallyLeaders } from './rally-situation.ts';

/** A unit's rally, reduced to numbers (§2.3). */
export interface CompiledRally {
  /** the grade line's thresholds, Formed to Shaken (below them all: Demoralized) */
  columns: Int32Array;
  /** old rally number by morale state index, from the same line (0 unused: Formed does not rally) */
  old: Int32Array;
  /** the modifier with no losses; loss modifiers are added per loss count */
  leaderModifier: number;
  /** lossModifier[lost]: the loss modifier with `lost` bases (or damage) gone */
  lossModifier: Int32Array;
  asPrinted: boolean;
  /** old[state] or a column used is a placeholder */
  provisionalOld: Uint8Array;
  provisionalColumn: Uint8Array;
}

export function compileRally(
  rules: RepublicRules,
  s: RallySituation,
  given: Readonly<Record<string, string>>,
): CompiledRally {
  const switches = typedSwitches('republic', given);
  const r = rules.rally;
  const grade = gradeInForce(rules, s.grade, switches);
  // §2.3 steps 1 and 3: the old number and the thresholds are read on the unit's own grade line
  const line = r.table[grade];
  const old = Int32Array.from(line, (v) => v.value);
  const provisionalOld = Uint8Array.from(line, (v) => (v.cell.source === 'provisional' ? 1 : 0));
  const thresholds = line.slice(0, line.length - 1);
  const maxLost = s.arm === 'battery' ? 5 : s.bases + s.lost;
  const start = s.arm === 'battery' ? 1 : s.bases + s.lost;
  const lossMod = new Int32Array(maxLost + 1);
  for (let lost = 0; lost <= maxLost; lost++) {
    lossMod[lost] = lossModifier(
      r,
      lossPercent(r, s.arm === 'battery', start - lost, lost),
      switches.rallyLossStep,
    );
  }
  return {
    columns: Int32Array.from(thresholds, (c) => c.value),
    old,
    leaderModifier: leadersPart(r, s.leaders, switches),
    lossModifier: lossMod,
    asPrinted: switches.rallyArithmetic === 'asPrinted',
    provisionalOld,
    provisionalColumn: Uint8Array.from(thresholds, (c) => (c.cell.source === 'provisional' ? 1 : 0)),
  };
}

/** §2.3 the leaders' part of a rally roll, as switches rallyFallenLeaderDistance and rallySeniorMinusOne read it. */
export function leadersPart(r: RallyRules, leaders: RallyLeaders, switches: RepublicSwitches): number {
  return leaderModifier(
    r,
    leaders,
    switches.rallyFallenLeaderDistance === 'counts',
    switches.rallySeniorMinusOne === 'added',
  );
}
