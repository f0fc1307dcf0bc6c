import { d6 } from '../dice/roll.ts';
import type { Stream } from '../dice/stream.ts';
import type { HalRules } from './rules/hal-rules.ts';

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
}

export function compileCcRules(r: HalRules, switches: Record<string, string>): CcRules {
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
