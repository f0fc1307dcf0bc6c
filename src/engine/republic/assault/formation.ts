import type { RepublicSwitches } from '../../ruleset/typed-switches.ts';
import { COVERS } from '../rules/assault-table.ts';
import { DEMORALIZED, GRADES, MORALE_STATES } from '../rules/grades.ts';
import type { Arm } from '../rules/arms.ts';

/** One unit of a side, as the situation gives it. */
export interface AssaultUnit {
  arm: Arm;
  bases: number;
  grade: (typeof GRADES)[number];
  morale: number;
  order: 'close' | 'open';
  square: boolean;
  repeaters: boolean;
  skirmisherQuarters: number;
  basesLostThisTurn: number;
  panicHitsThisPhase: number;
  cover: (typeof COVERS)[number];
  inBuildings: boolean;
}

/** The value held by the most bases; a tie goes to the value ranked worse (`worse` larger). */
function plurality<T>(
  units: readonly AssaultUnit[],
  value: (u: AssaultUnit) => T,
  worse: (v: T) => number,
): T {
  const bases = new Map<T, number>();
  for (const u of units) bases.set(value(u), (bases.get(value(u)) ?? 0) + u.bases);
  let best: T = value(units[0]);
  for (const [v, n] of bases) {
    const b = bases.get(best)!;
    if (n > b || (n === b && worse(v) > worse(best))) best = v;
  }
  return best;
}

/**
 * §5.4 Ea. cover point: "if the greatest percentage of bases present (rounding up) qualify for one of the cover
 * bonuses", read as §4.3's "half or more": the best cover that half or more of the bases hold, in it or in better.
 */
function halfOrBetterCover(units: readonly AssaultUnit[]): (typeof COVERS)[number] {
  const total = units.reduce((s, u) => s + u.bases, 0);
  for (let level = COVERS.length - 1; level > 0; level--) {
    const held = units.reduce((s, u) => s + (COVERS.indexOf(u.cover) >= level ? u.bases : 0), 0);
    if (held * 2 >= total) return COVERS[level];
  }
  return COVERS[0];
}

const share = (units: readonly AssaultUnit[], test: (u: AssaultUnit) => boolean) =>
  units.filter(test).reduce((s, u) => s + u.bases, 0) / units.reduce((s, u) => s + u.bases, 0);

/** The switches that say how a side of several units reads as one formation. */
export type FormationSwitches = Pick<RepublicSwitches, 'moraleHitShare' | 'assaultOrder' | 'sideCover'>;

/** The shipped defaults of FormationSwitches. */
export const FORMATION_DEFAULTS: FormationSwitches = {
  moraleHitShare: 'overHalfOrLargestUnit',
  assaultOrder: 'brigades',
  sideCover: 'halfOrBetter',
};

/**
 * The units of one side read as one formation, by §5.4's rules: grade and
 * cover of the greatest percentage of bases (cover as switch sideCover
 * reads it); order of the greatest percentage of its infantry and cavalry bases
 * (switch assaultOrder); the morale minus by moraleReading; repeaters and
 * skirmishers when half or more of the bases qualify; every base lost this
 * turn; the worst unit's panic hits. The side's arm (for the column, §5.3,
 * and overrun) is the arm of most infantry and cavalry bases: batteries
 * count as bases for strength only (§5.2), so a side is artillery only when
 * it has nothing else. Other ties go to the worse reading. Returns notes
 * saying so.
 */
export function formationOf(
  units: readonly AssaultUnit[],
  given: Partial<FormationSwitches> = {},
): { unit: AssaultUnit; notes: string[] } {
  // a switch not given reads its shipped default
  const moraleHitShare = given.moraleHitShare ?? FORMATION_DEFAULTS.moraleHitShare;
  const assaultOrder = given.assaultOrder ?? FORMATION_DEFAULTS.assaultOrder;
  const sideCover = given.sideCover ?? FORMATION_DEFAULTS.sideCover;
  const hit = units.filter((u) => u.morale > 0);
  const morale = moraleReading(
    units.length,
    Int32Array.from(units, (u) => u.bases),
    Int32Array.from(units, (u) => u.morale),
    moraleHitShare !== 'overHalf',
  );
  const moraleApplies = morale > 0;
  const skirmishing = units.filter((u) => u.skirmisherQuarters > 0);
  const fighting = units.filter((u) => u.arm !== 'artillery');
  const unit: AssaultUnit = {
    arm: plurality(
      fighting.length ? fighting : units,
      (u) => u.arm,
      () => 0,
    ),
    bases: units.reduce((s, u) => s + u.bases, 0),
    grade: plurality(
      units,
      (u) => u.grade,
      (g) => GRADES.indexOf(g),
    ),
    morale,
    // §5.2 Open order vs Close order, §1.4: order is a brigade's formation; switch assaultOrder: batteries vote as close order only under allBases
    order: plurality(
      assaultOrder === 'allBases' || !fighting.length ? units : fighting,
      (u) => u.order,
      (o) => (o === 'open' ? 1 : 0),
    ),
    square: share(units, (u) => u.square) > 0.5,
    repeaters: share(units, (u) => u.repeaters) >= 0.5,
    skirmisherQuarters:
      share(units, (u) => u.skirmisherQuarters > 0) >= 0.5
        ? Math.max(...skirmishing.map((u) => u.skirmisherQuarters))
        : 0,
    basesLostThisTurn: units.reduce((s, u) => s + u.basesLostThisTurn, 0),
    panicHitsThisPhase: Math.max(...units.map((u) => u.panicHitsThisPhase)),
    cover:
      sideCover === 'halfOrBetter'
        ? halfOrBetterCover(units)
        : plurality(
            units,
            (u) => u.cover,
            (c) => -COVERS.indexOf(c),
          ),
    // §5.4 Outflanked: "if a third or more of bases present are from outflanked units" ("one of the only modifiers that can
    // happen when less than half of the involved bases are affected"); units in buildings have no flank, so the side has
    // none only when fewer than a third of its bases stand outside buildings
    inBuildings: share(units, (u) => !u.inBuildings) < 1 / 3,
  };
  const notes = [
    `${units.length} units, ${unit.bases} bases, read as one formation (§5.4): ${unit.grade}, ${MORALE_STATES[unit.morale]}${moraleApplies ? '' : hit.length ? ` (units with morale hits hold half the bases or fewer${moraleHitShare === 'overHalf' ? '' : ', and not the largest unit'})` : ''}, ${unit.cover} cover`,
  ];
  return { unit, notes };
}

/**
 * §5.4 Morale Hits for a side of n units: "a) Over half of the bases in
 * assault contact belong to units with morale hits, or b) the greatest
 * percentage of bases present belong to units with morale hits". Under
 * switch moraleHitShare (A17) `overHalfOrLargestUnit` (largestUnit true),
 * (b) holds when the unit with the most bases has morale hits (a tie goes to
 * a unit with hits, the worse reading); under `overHalf`, (b) restates (a).
 * When the minus applies: the state held by the most bases of the units with
 * hits (a tie goes to the worse state); else 0. One pass over the units
 * (the assault rounds read it twice a round); allocates nothing.
 */
export function moraleReading(
  n: number,
  bases: ArrayLike<number>,
  morale: ArrayLike<number>,
  largestUnit: boolean,
): number {
  let total = 0;
  let hit = 0;
  // the most bases of one unit, and whether a unit holding that many has hits
  let most = -1;
  let mostHit = false;
  // bases in each state with hits (§2.3), added in unit order
  let unformed = 0;
  let rattled = 0;
  let shaken = 0;
  let demoralized = 0;
  for (let i = 0; i < n; i++) {
    const b = bases[i];
    const m = morale[i];
    total += b;
    if (b > most) {
      most = b;
      mostHit = m > 0;
    } else if (b === most && m > 0) mostHit = true;
    if (m > 0) {
      hit += b;
      if (m === 1) unformed += b;
      else if (m === 2) rattled += b;
      else if (m === 3) shaken += b;
      else if (m === DEMORALIZED) demoralized += b;
    }
  }
  if (!(hit * 2 > total || (largestUnit && mostHit))) return 0;
  // the worst state first, so a tie keeps the worse (even at no bases at all)
  let best = DEMORALIZED;
  let bestBases = demoralized;
  if (shaken > bestBases) {
    best = 3;
    bestBases = shaken;
  }
  if (rattled > bestBases) {
    best = 2;
    bestBases = rattled;
  }
  if (unformed > bestBases) best = 1;
  return best;
}
