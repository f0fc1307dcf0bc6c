import type { RallyRules } from '../rules/rally.ts';
import type { RallyLeaders } from './rally-situation.ts';

/** §2.3 Each 4" to divisional leader: one point per whole step, beyond the free distance. */
export function distancePenalty(r: RallyRules, inches: number): number {
  const m = r.modifiers;
  if (inches <= m.freeDistance.value) return 0;
  return Math.max(
    m.maxDistancePenalty.value,
    Math.floor(inches / m.distanceStep.value) * m.perDistanceStep.value,
  );
}

/**
 * §2.3 Ea. leader rating point: + the division leader's rating (- if hors de combat), + seniors within 4"
 * (a -1 senior's only if `minusOneSeniorsAdded`, switch rallySeniorMinusOne); Each 4" to divisional leader:
 * the distance to his base, also while he is hors de combat unless `fallenDistanceCounts` is false (switch
 * rallyFallenLeaderDistance).
 */
export function leaderModifier(
  r: RallyRules,
  l: RallyLeaders,
  fallenDistanceCounts: boolean,
  minusOneSeniorsAdded: boolean,
): number {
  const distance =
    l.divisionHorsDeCombat && !fallenDistanceCounts ? 0 : distancePenalty(r, l.divisionDistance);
  let mod = (l.divisionHorsDeCombat ? -l.divisionRating : l.divisionRating) + distance;
  // §2.3 a senior's rating "may also be added"; §2.2 "Minus-one rated leaders only inflict their leader modifier on units under their direct command"
  for (const s of l.seniorRatings) if (s >= 0 || minusOneSeniorsAdded) mod += s;
  return mod;
}

/** Loss percentage from base hits; each battery damage counts as a fixed percent (§2.3). */
export function lossPercent(r: RallyRules, battery: boolean, bases: number, lost: number): number {
  return battery ? lost * r.modifiers.batteryDamagePercent.value : (100 * lost) / (bases + lost);
}

/** §2.3 Percentage of unit lost: one point per step of the A6 reading, rounded down. */
export function lossModifier(r: RallyRules, percent: number, lossStepSwitch: string): number {
  const step = r.lossPercentPerPoint[lossStepSwitch]?.value;
  if (step === undefined) throw new Error(`rally: no loss step for reading ${lossStepSwitch}`);
  return -Math.floor(percent / step + 1e-9);
}
