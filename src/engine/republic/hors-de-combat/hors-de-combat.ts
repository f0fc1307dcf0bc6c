import type { YamlNode } from '../../input/yaml-node.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';

/** A leader's hors de combat check in plain terms (§4.7). */
export interface HorsDeCombatSituation {
  /** base hits suffered by friendly units within 4" this phase: 0 for a leader who rolls only for enemy units' losses near him */
  baseHitsWithin4: number;
  enemySkirmisherWithin4: boolean;
}

export function readHorsDeCombatSituation(n: YamlNode): HorsDeCombatSituation {
  n.allowKeys(['baseHitsWithin4', 'enemySkirmisherWithin4']);
  return {
    // §4.7 "roll 2D10 for each leader who was within 4" of any unit that suffered base hits": an enemy unit's too, adding nothing
    baseHitsWithin4: n.get('baseHitsWithin4').int(0, 60),
    enemySkirmisherWithin4: n.get('enemySkirmisherWithin4').optBool(false),
  };
}

/** §4.7 Hors de Combat Die Roll Modifiers, added to each die of a double. */
export function horsDeCombatModifier(rules: RepublicRules, s: HorsDeCombatSituation): number {
  const m = rules.horsDeCombat.modifiers;
  return s.baseHitsWithin4 * m.perBaseHit.value + (s.enemySkirmisherWithin4 ? m.enemySkirmisher.value : 0);
}

/**
 * §4.7: the value a 2D10 roll is read at — 0 if not a double (no effect, the
 * modifiers are not used), else the die plus the modifier (5-5 with +2 reads
 * 7-7, i.e. 7).
 */
export function doubleReadAs(a: number, b: number, modifier: number): number {
  return a === b ? Math.max(1, a + modifier) : 0;
}

/** The table row for a value read; above the last row reads the last row. */
export function horsDeCombatRow(rules: RepublicRules, value: number): number {
  return Math.min(value, rules.horsDeCombat.rows.length) - 1;
}

/** §2.3 Replacing Fallen leaders: a division leader "resumes its original command at a one point reduction in rating from before, to a minimum value of zero"; "Negative value leader replacements are a zero". */
export function replacedRating(rating: number): number {
  return Math.max(0, rating - 1);
}

/**
 * §4.7 a leader's check on a double, by his own side's base hits within 4" (0 to `maxHits`, no skirmish markers):
 * whether a double of `die` puts him out of action, loses[hits * 10 + die - 1], and whether the row read is a placeholder.
 */
export function doubleOutcomes(
  rules: RepublicRules,
  maxHits: number,
): { loses: Uint8Array; provisional: Uint8Array } {
  const loses = new Uint8Array((maxHits + 1) * 10);
  const provisional = new Uint8Array((maxHits + 1) * 10);
  for (let hits = 0; hits <= maxHits; hits++)
    for (let die = 1; die <= 10; die++) {
      // the modifiers move the doubled die: +1 a base hit
      const value = doubleReadAs(
        die,
        die,
        horsDeCombatModifier(rules, { baseHitsWithin4: hits, enemySkirmisherWithin4: false }),
      );
      const row = rules.horsDeCombat.rows[horsDeCombatRow(rules, value)];
      loses[hits * 10 + die - 1] = row.value === 1 ? 1 : 0;
      provisional[hits * 10 + die - 1] = row.cell.source === 'provisional' ? 1 : 0;
    }
  return { loses, provisional };
}
