import { d10, rollDie } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import { finish, HOLDS, TAKES, UNDECIDED, type DuelEngine } from '../../duel/duel-engine.ts';
import { defensiveFireFails } from '../defensive-fire.ts';
import {
  afterLosses,
  canFight,
  CG_FIGHTS,
  chargeTest,
  CG_FLEES,
  desert,
  fighting,
  figuresLost,
  groupMorale,
  resetStands,
  spreadHits,
  startTurn,
  type Stands,
} from './blake-stands.ts';

/** The fire of one side in the engagement, compiled (FIRING). */
export interface BlakeFire {
  /** D10s per firing stand or gun */
  dice: number;
  /** a D10 hits on this natural score or more */
  need: number;
  /** stands beyond the target the shot rolls against again, each with the same dice (penetration) */
  extraStands: number;
  /** firing stands at most (the front rank; 0: every fighting stand) */
  maxFirers: number;
  /** NATIVE ARTILLERY: a gun does not fire on this D10 score or less (0: every gun fires) */
  gunFailsOn: number;
  /** defensive fire fails on this score of two D10 (0: never; defensive-fire.ts) */
  failsOnDouble: number;
  /** switch defensiveFireScore `bothUpTo` */
  failBothUpTo: boolean;
  /** switch fireDicePer `figure`: small arms roll their dice for each figure of a firing stand */
  perFigure: boolean;
}

/** The guns' fire while a kind of round lasts: canister first at close range, then solid shot. */
export interface GunRounds {
  fire: BlakeFire;
  /** rounds of this kind each gun has (ARTILLERY AMMUNITION LIMITATION) */
  rounds: number;
}

export interface BlakeSide {
  stands: Stands;
  figures: number;
  /** melee: D class and disordered stands fight with half their figures */
  halved: boolean;
  supportsBonus: number;
  /** added to each of its stands' melee totals: class, and a defender's obstacle or fortification (melee.yaml, provisional) */
  modifier: number;
}

/** Melee results compiled by row (maxDiff - diff), figures lost. */
export interface BlakeMelee {
  die: number;
  /** the defender rolls the die too (switch meleeRoll) */
  defenderRolls: boolean;
  /** points a figure eligible to melee adds (melee.yaml totals.figurePoints) */
  figurePoints: number;
  /** D class and disordered: figures divided by this, rounded down */
  halvedDivisor: number;
  /** melee phases a round: 1, or 2 when each player's turn has one (switch gameTurn `eachPlayer`) */
  phases: number;
  maxDiff: number;
  minDiff: number;
  defLoses: Int32Array;
  attLoses: Int32Array;
  maxSupports: number;
  flankSupports: number;
  /** switch meleeCombatants `originalStands`: pairs stay together until one of the two can no longer fight */
  originalPairs: boolean;
}

function meleePair(
  rng: Stream,
  m: BlakeMelee,
  a: BlakeSide,
  ai: number,
  aSup: number,
  d: BlakeSide,
  di: number,
  dSup: number,
): void {
  const aFigs = a.stands.figs,
    dFigs = d.stands.figs;
  const af = a.halved ? Math.floor(aFigs[ai] / m.halvedDivisor) : aFigs[ai];
  const df = d.halved ? Math.floor(dFigs[di] / m.halvedDivisor) : dFigs[di];
  const attTotal = rollDie(rng, m.die) + af * m.figurePoints + aSup * a.supportsBonus + a.modifier;
  const diff =
    attTotal -
    ((m.defenderRolls ? rollDie(rng, m.die) : 0) + df * m.figurePoints + dSup * d.supportsBonus + d.modifier);
  const row = m.maxDiff - Math.max(m.minDiff, Math.min(m.maxDiff, diff));
  dFigs[di] = Math.max(0, dFigs[di] - m.defLoses[row]);
  aFigs[ai] = Math.max(0, aFigs[ai] - m.attLoses[row]);
}

/** RESOLVING MELEES stand against stand; the extra stands support the pairs. */
function meleeRound(rng: Stream, m: BlakeMelee, a: BlakeSide, d: BlakeSide): void {
  const na = fighting(a.stands);
  const nd = fighting(d.stands);
  const pairs = Math.min(na, nd);
  if (pairs === 0) return;
  // the extra stands support the pairs in turn: each pair gets the even share, the first pairs one more
  const aEach = Math.floor((na - pairs) / pairs),
    aMore = (na - pairs) % pairs;
  const dEach = Math.floor((nd - pairs) / pairs),
    dMore = (nd - pairs) % pairs;
  const A = a.stands,
    D = d.stands;
  let ai = 0,
    di = 0;
  for (let p = 0; p < pairs; p++) {
    while (!canFight(A, ai)) ai++;
    while (!canFight(D, di)) di++;
    const aSup = Math.min(m.maxSupports, aEach + (p < aMore ? 1 : 0)) + m.flankSupports;
    const dSup = Math.min(m.maxSupports, dEach + (p < dMore ? 1 : 0));
    meleePair(rng, m, a, ai++, aSup, d, di++, dSup);
  }
}

/**
 * Switch meleeCombatants `originalStands`: each attacking stand without an opponent charges a free defending stand
 * (a new melee), in order, marking both; returns the new pairs. The duel calls it while the attacking group may
 * advance, and for the first charge's contact.
 */
function chargeFree(A: Stands, D: Stands): number {
  for (let i = 0; i < A.n; i++) A.charging[i] = 0;
  for (let j = 0; j < D.n; j++) D.charging[j] = 0;
  let j = 0,
    k = 0;
  for (let i = 0; i < A.n; i++) {
    if (A.foe[i] >= 0 || !canFight(A, i)) continue;
    while (j < D.n && (D.foe[j] >= 0 || !canFight(D, j))) j++;
    if (j === D.n) break;
    A.foe[i] = j;
    D.foe[j] = i;
    A.charging[i] = 1;
    D.charging[j] = 1;
    k++;
  }
  return k;
}

/**
 * Switch meleeCombatants `originalStands`, CONTINUING MELEES: "Continuing melees must be fought out between the
 * original combatants. Other stands that have joined the melee can count as support only." The pairs (ended and
 * formed by the duel before, chargeFree) fight; the stands not in a pair support them.
 */
function meleeRoundOriginal(rng: Stream, m: BlakeMelee, a: BlakeSide, d: BlakeSide): void {
  const A = a.stands,
    D = d.stands;
  endPairs(A, D);
  const pairs = livePairs(A, D);
  if (pairs === 0) return;
  // the stands not in a pair support the pairs in turn: each pair gets the even share, the first pairs one more
  const aFree = fighting(A) - pairs,
    dFree = fighting(D) - pairs;
  const aEach = Math.floor(aFree / pairs),
    aMore = aFree % pairs;
  const dEach = Math.floor(dFree / pairs),
    dMore = dFree % pairs;
  for (let i = 0, p = 0; i < A.n; i++) {
    const j = A.foe[i];
    if (j < 0) continue;
    const aSup = Math.min(m.maxSupports, aEach + (p < aMore ? 1 : 0)) + m.flankSupports;
    const dSup = Math.min(m.maxSupports, dEach + (p < dMore ? 1 : 0));
    p++;
    meleePair(rng, m, a, i, aSup, d, j, dSup);
  }
}

/** End every pair one of whose stands can no longer fight (halted and withdrawn, fled or destroyed). */
function endPairs(A: Stands, D: Stands): void {
  for (let i = 0; i < A.n; i++) {
    const j = A.foe[i];
    if (j >= 0 && (!canFight(A, i) || !canFight(D, j))) {
      A.foe[i] = -1;
      D.foe[j] = -1;
    }
  }
}

/** Pairs whose two stands can both still fight. */
function livePairs(A: Stands, D: Stands): number {
  let k = 0;
  for (let i = 0; i < A.n; i++) if (A.foe[i] >= 0 && canFight(A, i) && canFight(D, A.foe[i])) k++;
  return k;
}

/**
 * Firing stands (front rank only), or their figures under switch fireDicePer `figure`. `onlyCharged`: at a later
 * charge, the stands it charged, then the free stands of the group in base contact with one (its neighbours in the
 * line, not fighting a melee already), up to the same number (DEFENSIVE FIRE "Eligible targets are any enemy that has
 * charged the CG to which they belong, even if they themselves have not been directly charged and they are in base
 * contact with the stand that is being charged").
 */
export function firersOf(f: BlakeFire, s: Stands, onlyCharged = false): number {
  const most = f.maxFirers === 0 ? s.n : f.maxFirers;
  let stands = 0,
    figs = 0;
  // the first volley: every stand (pass 2); a later charge: the stands charged (0), then those beside them (1)
  for (let pass = onlyCharged ? 0 : 2, end = onlyCharged ? 2 : 3; pass < end; pass++)
    for (let i = 0; i < s.n && stands < most; i++)
      if (canFight(s, i) && (pass === 2 || firesAtCharge(s, i, pass === 0))) {
        stands++;
        figs += s.figs[i];
      }
  return f.perFigure ? figs : stands;
}

/** At a later charge: stand `i` is one charged (`charged`), or a free stand in base contact with one. */
function firesAtCharge(s: Stands, i: number, charged: boolean): boolean {
  if (charged) return s.charging[i] === 1;
  const beside = (i > 0 && s.charging[i - 1] === 1) || (i + 1 < s.n && s.charging[i + 1] === 1);
  return s.charging[i] === 0 && s.foe[i] < 0 && beside;
}

/** Fire every firer's dice, at the target and each stand beyond it, and spread the hits. */
function fire(rng: Stream, f: BlakeFire, firers: number, target: Stands, onlyCharging = false): void {
  if (defensiveFireFails(rng, f.failsOnDouble, f.failBothUpTo)) return;
  let firing = firers;
  if (f.gunFailsOn > 0) for (let g = 0; g < firers; g++) if (d10(rng) <= f.gunFailsOn) firing--;
  let hits = 0;
  const rolls = firing * f.dice * (1 + f.extraStands),
    need = f.need;
  for (let i = 0; i < rolls; i++) if (d10(rng) >= need) hits++;
  spreadHits(target, hits, onlyCharging);
}

/**
 * Blake engagement, a turn at a time. Assault: defensive fire at the
 * chargers (first turn), stand morale tests, then melee each turn, a stand
 * destroyed by fire or in melee costing a neighbour a deserter; halted
 * stands withdraw (unless holding an obstacle, Stands.holdWhenHalted). The
 * stands that charged home in the first turn meet the enemy whatever the
 * volley did to their group's morale. Each pair of stands fights on till one
 * of the two cannot, the stands outside the pairs supporting them (switch
 * meleeCombatants `originalStands`; `groupStands` pairs the stands still
 * able to fight each phase); while the attacking group may advance, in its
 * own player-turn, each of its stands without an opponent, a support among
 * them, charges a free enemy stand, which fires its defensive fire at it
 * first with its group's free stands beside it. An
 * attacking command group whose majority is halted or gone no longer
 * advances, but the melee its stands are in is fought out (CONTINUING
 * MELEES) until none of them can fight (the defender holds) or the budget
 * runs out with the melee still on (undecided; switch failedGroupMelee
 * `stops` breaks it off at once, the defender holding); a group all of
 * whose remaining stands are halted flees (a defender so reduced gives up
 * the position). Bombardment: the guns fire each
 * turn, canister while it lasts, then solid shot, until the ammunition is
 * spent; the defender leaves when all its remaining stands are halted.
 * Under switch chargeTest `standMorale` (`testCharge`) each attacking stand
 * tests before the first turn's charge, and one that fails is held back out
 * of the engagement (a later charge takes no test).
 */
export function blakeDuel(
  a: BlakeSide,
  d: BlakeSide,
  m: BlakeMelee,
  defFire: BlakeFire | undefined,
  guns: number,
  gunFire: GunRounds[] | undefined,
  maxRounds: number,
  prov: number,
  mapping: Record<string, string>,
  fledLost: boolean,
  testCharge = false,
  /** switch failedGroupMelee `stops`: an attacking group whose morale has failed breaks off its melee */
  failedGroupStops = false,
): DuelEngine {
  // the round each turn fires, until the ammunition is spent (undefined: the guns fall silent)
  const byTurn: Array<BlakeFire | undefined> = [];
  for (const g of gunFire ?? [])
    for (let k = 0; k < g.rounds && byTurn.length < maxRounds; k++) byTurn.push(g.fire);
  const A = a.stands;
  const D = d.stands;
  return {
    attTotal: A.n * a.figures,
    defTotal: D.n * d.figures,
    mapping,
    run(rng: Stream, out: Int32Array): void {
      resetStands(A, a.figures);
      resetStands(D, d.figures);
      for (let round = 1; round <= maxRounds; round++) {
        startTurn(A);
        startTurn(D);
        if (gunFire) {
          const shot = byTurn[round - 1];
          // ammunition spent: the guns can no longer drive the defender off
          if (!shot)
            return finish(out, HOLDS, false, 0, figuresLost(D, d.figures, fledLost), round - 1, prov);
          const dBefore = D.destroyed;
          fire(rng, shot, guns, D);
          afterLosses(rng, D, true);
          // DESERTION "For each stand ... that is in base contact and is destroyed": by fire as by melee
          desert(rng, D, dBefore);
          if (groupMorale(D) === CG_FLEES)
            return finish(out, TAKES, true, 0, figuresLost(D, d.figures, fledLost), round, prov);
          continue;
        }
        // ELIGIBLITY TO CHARGE "Movement D6 must be rolled after the charge test" (switch chargeTest)
        if (round === 1 && testCharge) chargeTest(rng, A);
        if (round === 1 && defFire) {
          const aBefore = A.destroyed;
          fire(rng, defFire, firersOf(defFire, D), A);
          afterLosses(rng, A, true);
          // DESERTION "For each stand ... that is in base contact and is destroyed": by fire as by melee
          desert(rng, A, aBefore);
        }
        for (let phase = 0; phase < m.phases; phase++) {
          // switch gameTurn `eachPlayer`: the second melee phase is the other player's turn, so INDIVIDUAL STAND
          // MORALE's "loses half its remaining figures in one turn" counts afresh from it
          if (phase > 0) {
            startTurn(A);
            startTurn(D);
          }
          // MELEE "Melee occurs when stands contact an enemy stand but only after any defensive fire": the first
          // charge's stands meet whatever the volley did to their group's morale; a later charge only while the group
          // may advance (COMMAND GROUP MORALE), in the attacker's own player-turn (AMBUSH "the only type of movement
          // allowed by a player during the opponent's player-turn"), fired at by the stands it charges and their free
          // neighbours (DEFENSIVE FIRE "any enemy that has charged the CG")
          if (m.originalPairs && phase === 0) {
            endPairs(A, D);
            const first = round === 1;
            if ((first || groupMorale(A) === CG_FIGHTS) && chargeFree(A, D) > 0 && !first && defFire) {
              const before = A.destroyed;
              fire(rng, defFire, firersOf(defFire, D, true), A, true);
              afterLosses(rng, A, true);
              desert(rng, A, before);
            }
          }
          const aBefore = A.destroyed,
            dBefore = D.destroyed;
          if (m.originalPairs) meleeRoundOriginal(rng, m, a, d);
          else meleeRound(rng, m, a, d);
          afterLosses(rng, A, false);
          afterLosses(rng, D, false);
          desert(rng, A, aBefore);
          desert(rng, D, dBefore);
          // CONTINUING MELEES "must be fought out between the original combatants": a group whose morale has failed
          // advances no more (COMMAND GROUP MORALE) but its stands in the melee fight on till none can
          // (switch failedGroupMelee `stops`: the failed group breaks off at once)
          // (switch meleeCombatants `originalStands`: a failed group's melee is over when none of its pairs fights on)
          const aFailed = groupMorale(A) !== CG_FIGHTS;
          const aStops =
            fighting(A) === 0 ||
            (failedGroupStops && aFailed) ||
            (m.originalPairs && aFailed && livePairs(A, D) === 0);
          const dFlees = groupMorale(D) === CG_FLEES;
          const lostA = figuresLost(A, a.figures, fledLost);
          const lostD = figuresLost(D, d.figures, fledLost);
          // a fled defender has left the ground even when the attacker stops advancing the same turn
          if (dFlees) return finish(out, TAKES, true, lostA, lostD, round, prov);
          if (aStops) return finish(out, HOLDS, false, lostA, lostD, round, prov);
        }
      }
      finish(
        out,
        gunFire ? HOLDS : UNDECIDED,
        false,
        figuresLost(A, a.figures, fledLost),
        figuresLost(D, d.figures, fledLost),
        maxRounds,
        prov,
      );
    },
  };
}
