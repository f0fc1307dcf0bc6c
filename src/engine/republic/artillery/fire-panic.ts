import { T } from './apply-hits.ts';
import { gradeInForce } from '../rules/grade-reading.ts';
import type { Grade } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { typedSwitches } from '../../ruleset/typed-switches.ts';

/** P hits from fire, read on the target's own Panic Index line (§4.6, §4.7). */
export interface FirePanic {
  /** by level P1..P4 (index 0..3): the response's rank (0 D ... 4 Rt) and loss number */
  rank: Int32Array;
  loss: Int32Array;
  provisional: Uint8Array;
  /** A12: a Panic 4 from fire makes the division test at the end of the turn */
  divisionTests: boolean;
  /** A26: the lowest panic level whose loss number deserts (4: Panic 4 only; 1: every level) */
  lossFrom: number;
}

export function compileFirePanic(
  rules: RepublicRules,
  grade: Grade,
  given: Readonly<Record<string, string>>,
): FirePanic {
  const switches = typedSwitches('republic', given);
  const g = gradeInForce(rules, grade, switches);
  const line = rules.panic.levels.map((l) => l[g]);
  return {
    rank: Int32Array.from(line, (v) => v.value.rank),
    loss: Int32Array.from(line, (v) => v.value.loss),
    provisional: Uint8Array.from(line, (v) => (v.cell.source === 'provisional' ? 1 : 0)),
    // §6.1 "during the course of the player turn" and §1.2, or §6.2 "during the assault phase" (A12)
    divisionTests: switches.panic4Test !== 'assaultPhase',
    // §4.7 names only "a Panic 4 event" (A26)
    lossFrom: switches.panicLossLevels === 'everyLevel' ? 1 : 4,
  };
}

/** The Panic Index level P hits reach: P1 to P4, P4 for four or more (0 for none). */
export function panicLevel(p: number): number {
  return p < 4 ? p : 4;
}

/** §4.7 Panic Hits: bases that desert at a Panic 4 event, or under A26 everyLevel at any level (the loss number, at most the bases left). */
export function panicDeserters(fp: FirePanic, p: number, basesLeft: number): number {
  const level = panicLevel(p);
  if (level === 0 || level < fp.lossFrom) return 0;
  const loss = fp.loss[level - 1];
  return loss < basesLeft ? loss : basesLeft;
}

/**
 * §4.7 Panic Hits on the unit at `at` (apply-hits layout) after one phase's
 * fire, `pBefore` its P hits before it: at Panic 4 (A26: any level) the loss number deserts
 * at once and counts among the bases lost. Returns the phase's Panic level.
 */
export function desertAtPanic(fp: FirePanic, st: Int32Array, at: number, pBefore: number): number {
  const p = st[at + T.P] - pBefore;
  const loss = panicDeserters(fp, p, st[at + T.BASES]);
  st[at + T.BASES] -= loss;
  st[at + T.LOST] += loss;
  return panicLevel(p);
}
