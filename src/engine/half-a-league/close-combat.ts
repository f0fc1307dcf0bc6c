import { d6 } from '../dice/roll.ts';
import type { Stream } from '../dice/stream.ts';
import { saveRow, type HalRules } from './rules/hal-rules.ts';
import { typedSwitches } from '../ruleset/typed-switches.ts';

/** One side of a close combat, compiled. */
export interface CcSide {
  /** dice: one per stand (or gun), the leader stand's among them (switch leaderStandDie) */
  dice: number;
  /** everything added to the total: per-stand modifiers times dice, the leader stand */
  add: number;
  stands: number;
  /** the leader in the rout count (MORALE (c) "including the leader"): 0 for a unit without one */
  leader: number;
  chits: number;
  /** faces of the save die that save one possible hit (SAVE TABLE, minus a pip per chit) */
  saveFaces: number;
  /** the figures on the unit's stands (the leader stand carries none) */
  figures: number;
  /** the save die's saving faces by the figures already lost, 0..figures (saveTrack) */
  saves: Int32Array;
}

/**
 * One side's saves (SAVE TABLE): `x` 0 the attacker, 1 the defender, `hits` its possible hits; returns the
 * figures lost, never more than it has.
 */
export interface Saves {
  unsaved(rng: Stream, x: number, hits: number): number;
}

export interface CcRules {
  /** possible hits per natural 2 (switch loserHits) */
  hitsPerTwo: number;
  leaderKillSixes: number;
  /** winner's loss by its die face - 1: 0 a third, 1 the same, 2 double */
  lossKind: Int32Array;
  tiesToAttacker: boolean;
  chitsForLosing: number;
  /** an outnumbered defender failing its test and withdrawing without a combat (switch outnumberedWithdraw) */
  chitsForWithdrawing: number;
  chitsForDoubleLoss: number;
  leaderCounts: number;
  /** the leader stand rolls a die of its own (switch leaderStandDie) */
  leaderRolls: boolean;
  /** Close Combat (a) "outnumbered two to one": the ratio, and whether leaders count (switch outnumbered) */
  outnumberedRatio: number;
  outnumberedWithLeaders: boolean;
  /** the winner's loss counts from the loser's losses after saves, not its possible hits (switch winnerLossFrom) */
  winnerFromActual: boolean;
  /**
   * Casualties & Saving (b): a unit's losses to fire each fall on a stand already hit until all its figures are
   * killed (switch fireLosses `standByStand`), or, as close combat's (Close Combat (d) "Distribute loses
   * throughout"), a figure from each stand in turn. Carried here with close combat's switches for the duel.
   */
  fireStandByStand: boolean;
  /** pips each of the winner's chits adds to its loss die (MORALE (b), -1; 0 under switch winnerLossDie `unmodified`) */
  lossDieChit: number;
  /** each possible hit's save reads the stands remaining after the losses before it (switch saveRolls `oneByOne`) */
  savesOneByOne: boolean;
  /** the SAVE TABLE counts the leader stand while it remains (switch saveLeaderStand `counted`) */
  saveLeader: boolean;
  /** a unit's leader dies once however many possible kills go unsaved (switch leaderLosses `once`) */
  oneLeaderLoss: boolean;
}

export function compileCcRules(r: HalRules, given: Readonly<Record<string, string>>): CcRules {
  const switches = typedSwitches('half-a-league', given);
  return {
    hitsPerTwo: switches.loserHits === 'sumOfTwos' ? r.rolls.possibleHitOn.value : 1,
    leaderKillSixes: r.rolls.leaderKillSixes.value,
    lossKind: Int32Array.from(r.winnerLoss, (v) => (v.value === 'third' ? 0 : v.value === 'same' ? 1 : 2)),
    tiesToAttacker: switches.ties === 'attackerWins',
    chitsForLosing: r.morale.chitsForLosing.value,
    chitsForWithdrawing:
      switches.outnumberedWithdraw === 'asLoser'
        ? r.morale.chitsForLosing.value
        : r.morale.chitsForWithdrawing.value,
    chitsForDoubleLoss: r.morale.chitsForDoubleLoss.value,
    leaderCounts: r.morale.leaderCounts.value,
    leaderRolls: switches.leaderStandDie !== 'bonusOnly',
    outnumberedRatio: r.morale.defenderTestsAtRatio.value,
    outnumberedWithLeaders: switches.outnumbered === 'standsAndLeaders',
    winnerFromActual: switches.winnerLossFrom === 'actual',
    fireStandByStand: switches.fireLosses === 'standByStand',
    lossDieChit: switches.winnerLossDie === 'unmodified' ? 0 : r.morale.chitModifier.value,
    savesOneByOne: switches.saveRolls !== 'together',
    saveLeader: switches.saveLeaderStand !== 'notCounted',
    oneLeaderLoss: switches.leaderLosses === 'once',
  };
}

/**
 * Casualties & Saving (b) "The stand still fires and fights as normal till all figures on the stand are killed
 * when the stand is then removed": the stands of `stands` full stands of `fps` figures left after `lost` figures,
 * the losses spread throughout (a figure from the fullest stand each time), or `piled`, stand by stand.
 */
export function standsAfter(stands: number, fps: number, lost: number, piled: boolean): number {
  const left = stands * fps - lost;
  if (left <= 0) return 0;
  return piled ? Math.ceil(left / fps) : Math.min(stands, left);
}

/**
 * SAVE TABLE "depending on the number of stands remaining at the time the save roll is made. Deduct one pip from
 * each die for each morale marker on unit": the saving faces of the save die by the figures a unit of full
 * stands has already lost (0 to all of them), each reading the stands then remaining (switch saveRolls
 * `oneByOne`; under `together`, those before the saves), the leader stand among them (switch saveLeaderStand).
 * `bonus` is the command benefits' plus on saves; "X = no save possible" (7) stays so.
 */
export function saveTrack(
  r: HalRules,
  c: CcRules,
  stands: number,
  leader: number,
  chits: number,
  bonus: number,
  fps: number,
  piled: boolean,
): Int32Array {
  const figures = stands * fps;
  const track = new Int32Array(figures + 1);
  for (let lost = 0; lost <= figures; lost++) {
    const left = c.savesOneByOne ? standsAfter(stands, fps, lost, piled) : stands;
    const need = saveRow(r, left + (c.saveLeader ? leader : 0)).need.value;
    track[lost] = saveFaces(need >= 7 ? need : need - bonus, chits);
  }
  return track;
}

/** Possible hits not saved, one save in turn each, by the saving faces for the figures lost so far; none once all are lost. */
export function unsavedFrom(rng: Stream, hits: number, saves: Int32Array, figures: number): number {
  let n = 0;
  for (let i = 0; i < hits && n < figures; i++) if (d6(rng) <= 6 - saves[n]) n++;
  return n;
}

/** The exact odds of unsavedFrom: p[lost] for 0..min(hits, figures). */
export function unsavedOdds(hits: number, saves: Int32Array, figures: number): Float64Array {
  const top = Math.min(hits, figures);
  let cur = new Float64Array(top + 1);
  cur[0] = 1;
  for (let i = 0; i < hits; i++) {
    const next = new Float64Array(top + 1);
    for (let k = 0; k <= Math.min(i, top); k++) {
      const p = cur[k];
      if (p === 0) continue;
      if (k === figures) {
        next[k] += p;
        continue;
      }
      const keep = saves[k] / 6;
      next[k] += p * keep;
      next[k + 1] += p * (1 - keep);
    }
    cur = next;
  }
  return cur;
}

/** A sim's saves: each side's unit of full stands, by its saveTrack. */
export function trackSaves(att: CcSide, def: CcSide): Saves {
  return {
    unsaved: (rng, x, hits) => {
      const side = x === 0 ? att : def;
      return unsavedFrom(rng, hits, side.saves, side.figures);
    },
  };
}

/**
 * Close Combat (d) "Multiple three 6's is multiple leader loss": each unsaved possible kill a leader loss, or one
 * at most (switch leaderLosses `once`, or the leader stand gone with the first under leaderKilled `standLost`).
 */
export function leaderLosses(c: CcRules, unsavedKills: number, standGoes: boolean): number {
  return c.oneLeaderLoss || standGoes ? Math.min(1, unsavedKills) : unsavedKills;
}

/** Close Combat (a): whether the defender is "outnumbered two to one" and so tests its morale (switch outnumbered). */
export function outnumbered(
  c: CcRules,
  attStands: number,
  attLeader: number,
  defStands: number,
  defLeader: number,
): boolean {
  return c.outnumberedWithLeaders
    ? attStands + attLeader >= c.outnumberedRatio * (defStands + defLeader)
    : attStands >= c.outnumberedRatio * defStands;
}

/** Close Combat (c): highest total wins; ties by the switch. 1 if the attacker wins. */
export function attackerWins(c: CcRules, att: CcSide, attSum: number, def: CcSide, defSum: number): number {
  const a = attSum + att.add;
  const d = defSum + def.add;
  return a > d || (a === d && c.tiesToAttacker) ? 1 : 0;
}

/**
 * Close Combat (e): the winner's possible loss from its die and the loser's
 * loss (its possible hits, or those it failed to save: switch winnerLossFrom).
 */
export function winnerPossible(c: CcRules, face: number, loserPossible: number): number {
  const kind = c.lossKind[face - 1];
  if (kind === 0) return Math.ceil(loserPossible / 3);
  return kind === 1 ? loserPossible : 2 * loserPossible;
}

/**
 * Close Combat (e)'s die as it counts: MORALE (b) "Each morale chit is -1 on every die for everything", the
 * winner's chits on its own loss die (switch winnerLossDie), from 1 (double losses and a chit) to 6.
 */
export function lossFace(c: CcRules, face: number, winnerChits: number): number {
  return Math.max(1, Math.min(6, face + winnerChits * c.lossDieChit));
}

/** Slots of one close combat's roll (rollCloseCombat). */
export const CC_WIN = 0,
  CC_POSSIBLE = 1,
  CC_KILLS = 2,
  CC_FACE = 3,
  CC_LOSER_LOST = 4,
  CC_WINNER_LOST = 5,
  CC_SLOTS = 6;

/**
 * One close combat's dice: a die per stand on each side, the higher total
 * winning (Close Combat (c)); the loser's possible hits from its natural 2s
 * and its possible leader kills from the winner's 6s ((d)); the winner's loss
 * die and both sides' saves ((e)). Writes `out` (the CC_ slots: 1 in CC_WIN
 * when the attacker wins), allocating nothing.
 */
export function rollCloseCombat(
  rng: Stream,
  c: CcRules,
  att: CcSide,
  def: CcSide,
  saves: Saves,
  out: Int32Array,
): void {
  let as = 0,
    a2 = 0,
    a6 = 0,
    ds = 0,
    d2 = 0,
    d6n = 0;
  for (let i = 0; i < att.dice; i++) {
    const f = d6(rng);
    as += f;
    if (f === 2) a2++;
    if (f === 6) a6++;
  }
  for (let i = 0; i < def.dice; i++) {
    const f = d6(rng);
    ds += f;
    if (f === 2) d2++;
    if (f === 6) d6n++;
  }
  const win = attackerWins(c, att, as, def, ds);
  const possible = (win ? d2 : a2) * c.hitsPerTwo;
  const face = lossFace(c, d6(rng), (win ? att : def).chits);
  const loserLost = saves.unsaved(rng, win, possible);
  const W = winnerPossible(c, face, c.winnerFromActual ? loserLost : possible);
  out[CC_WIN] = win;
  out[CC_POSSIBLE] = possible;
  // (d) "Three 6's in the winner's roll is a possible 'leader kill' to the loser"
  out[CC_KILLS] = Math.floor((win ? a6 : d6n) / c.leaderKillSixes);
  out[CC_FACE] = face;
  out[CC_LOSER_LOST] = loserLost;
  out[CC_WINNER_LOST] = saves.unsaved(rng, 1 - win, W);
}

/** MORALE (c): a unit routs when its chits reach its stands plus its leader (if it has one). */
export function routs(side: CcSide, chitsAfter: number, standsLeft: number, leader = side.leader): boolean {
  return chitsAfter >= standsLeft + leader || standsLeft <= 0 || side.dice === 0;
}

/** Faces of a save die that save: the need plus a pip per chit (7 or more: no save). */
export function saveFaces(need: number, chits: number): number {
  return Math.max(0, Math.min(6, 7 - (need + chits)));
}

/** Possible hits not saved: a save die per hit, saving on its top `faces` faces. */
export function unsaved(rng: Stream, hits: number, faces: number): number {
  let n = 0;
  for (let i = 0; i < hits; i++) if (d6(rng) <= 6 - faces) n++;
  return n;
}
