import type { YamlNode } from '../../input/yaml-node.ts';
import { gradeInForce } from '../rules/grade-reading.ts';
import { GRADES, MORALE_STATES, type Grade } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { typedSwitches } from '../../ruleset/typed-switches.ts';

/** One attacking skirmish marker, the markers trying to block it, and its target (§4.1). */
export interface SkirmishSituation {
  attackerGrade: Grade;
  range: number;
  blockers: Grade[];
  /** target's morale state index */
  targetMorale: number;
  /** the target's grade, for its panic response to a P hit (§2.3, §4.7); absent: not asked */
  targetGrade?: Grade;
}

export function readSkirmishSituation(n: YamlNode, rules: RepublicRules): SkirmishSituation {
  n.allowKeys(['attacker', 'blockers', 'target']);
  const a = n.get('attacker');
  a.allowKeys(['grade', 'range']);
  const range = a.get('range').number();
  const max = rules.skirmish.maxRange.value;
  if (range <= 0 || range > max) a.get('range').fail(`expected a range above 0 and at most ${max}" (§4.1)`);
  const blockers = n.has('blockers')
    ? n
        .get('blockers')
        .items()
        .map((b) => b.oneOf(GRADES))
    : [];
  // §4.1 "Multiple defending skirmish markers may attempt to block": the text sets no limit; the exact odds roll every die (10^6 faces at 5)
  if (blockers.length > 5) {
    n.get('blockers').failAt(
      `expected at most 5 blocking markers (the text sets no limit; the exact odds enumerate every die), got ${blockers.length}`,
    );
    blockers.length = 5; // read on as five: the refused situation is not enumerated die by die on the way to its message
  }
  const t = n.get('target');
  if (t.exists) t.allowKeys(['morale', 'grade']);
  return {
    attackerGrade: a.get('grade').oneOf(GRADES),
    range,
    blockers,
    targetMorale: MORALE_STATES.indexOf(t.get('morale').optOneOf(MORALE_STATES, 'formed')),
    ...(t.has('grade') ? { targetGrade: t.get('grade').oneOf(GRADES) } : {}),
  };
}

export const SKIRMISH_RESULTS = ['blocked', 'missed', 'fled', 'hit'] as const;
export const BLOCKED = 0;
export const MISSED = 1;
export const FLED = 2;
export const HIT = 3;

/** A skirmish exchange reduced to die thresholds (§4.1). */
export interface CompiledSkirmish {
  /** per blocker: the natural roll that blocks */
  block: Int32Array;
  attack: number;
  flee: number;
  provisional: boolean;
}

export function compileSkirmish(
  rules: RepublicRules,
  s: SkirmishSituation,
  given: Readonly<Record<string, string>>,
): CompiledSkirmish {
  const switches = typedSwitches('republic', given);
  const r = rules.skirmish;
  const g = (x: Grade) => gradeInForce(rules, x, switches);
  // a range beyond the table is already reported; read the last bracket meanwhile
  const found = r.brackets.findIndex((b) => s.range <= b.value);
  const bracket = found < 0 ? r.brackets.length - 1 : found;
  // A13: the Block number of "the corresponding troop grade", the blocker's or the attacker's
  const blockCell = (b: Grade) =>
    r.block[g(switches.skirmishBlockGrade === 'attacker' ? s.attackerGrade : b)];
  const cells = [
    ...s.blockers.map(blockCell),
    r.attack[g(s.attackerGrade)][bracket],
    r.flee[g(s.attackerGrade)],
    r.brackets[bracket],
  ];
  return {
    block: Int32Array.from(s.blockers.map((b) => blockCell(b).value)),
    attack: r.attack[g(s.attackerGrade)][bracket].value,
    flee: r.flee[g(s.attackerGrade)].value,
    provisional: cells.some((c) => c.cell.source === 'provisional'),
  };
}

/**
 * §4.1: every declared blocker rolls first; any roll at or above its Block
 * number blocks. An unblocked attacker's roll at or below Flee flees, at or
 * above Attack scores 1M, otherwise misses. `attackDie` is read only when
 * the marker is not blocked.
 */
export function skirmishResult(c: CompiledSkirmish, blockDice: Int32Array, attackDie: number): number {
  for (let i = 0; i < c.block.length; i++) if (blockDice[i] >= c.block[i]) return BLOCKED;
  if (attackDie <= c.flee) return FLED;
  return attackDie >= c.attack ? HIT : MISSED;
}

/** The least attack die an unblocked marker scores its 1M on (skirmishResult's HIT: above Flee, at Attack or more). */
export function hitsFrom(c: CompiledSkirmish): number {
  return c.flee + 1 > c.attack ? c.flee + 1 : c.attack;
}
