import { d6 } from '../dice/roll.ts';
import type { Stream } from '../dice/stream.ts';
import type { HalRules } from './rules/hal-rules.ts';
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
  };
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
export function rollCloseCombat(rng: Stream, c: CcRules, att: CcSide, def: CcSide, out: Int32Array): void {
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
  const loserLost = unsaved(rng, possible, win ? def.saveFaces : att.saveFaces);
  const W = winnerPossible(c, face, c.winnerFromActual ? loserLost : possible);
  out[CC_WIN] = win;
  out[CC_POSSIBLE] = possible;
  // (d) "Three 6's in the winner's roll is a possible 'leader kill' to the loser"
  out[CC_KILLS] = Math.floor((win ? a6 : d6n) / c.leaderKillSixes);
  out[CC_FACE] = face;
  out[CC_LOSER_LOST] = loserLost;
  out[CC_WINNER_LOST] = unsaved(rng, W, win ? att.saveFaces : def.saveFaces);
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
