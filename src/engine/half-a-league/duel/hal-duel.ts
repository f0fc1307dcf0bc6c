import { d6, rollDie } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import { finish, HOLDS, TAKES, UNDECIDED, type DuelEngine } from '../../comparison/base/duel-engine.ts';
import { attackerWins, outnumbered, saveFaces, unsaved, winnerPossible, type CcRules, type CcSide } from '../close-combat.ts';
import { saveRow, type HalRules } from '../rules/hal-rules.ts';
import { fireVolley, type Volley } from './hal-volley.ts';

export interface HalForce {
  stands: number;
  /** added to every close-combat die (modifiers, command point) */
  perDie: number;
  chits: number;
  /** fire: the firer's volley (undefined: does not fire) */
  volley?: Volley;
  /** fire: pips added to each fire die (the charger fires at -1) */
  firePips: number;
  /** Leaders: the commander's command dice, plus this much a die (elite +3) */
  commandDice: number;
  commandPerDie: number;
  /** whether the commander spends a point in close combat when it has one */
  spendInCloseCombat: boolean;
}

/** Close combat's command benefit: +perDie on every die, the attacker declaring first. */
export interface HalCommand {
  perDie: number;
  /** the defence may spend a point although the attacker has (switch defenceCommandPoint) */
  defenceAlways: boolean;
}

/** How the duel reads the draft where it is silent or ambiguous (switches and mapping). */
export interface HalReading {
  /** the side in the position pulls its automatic chit in the movement phase when it has one (mapping) */
  holderPullsChits: boolean;
  /** the chance in percent that a charge passing its morale test reaches the enemy (mapping: the movement chart is not printed) */
  chargeConnectsPercent: number;
  /** a killed leader's stand is lost with him (switch leaderKilled `standLost`), or a replacement takes it */
  leaderStandLost: boolean;
}

function rollCommand(rng: Stream, f: HalForce): number {
  let p = 0;
  for (let i = 0; i < f.commandDice; i++) p += d6(rng) + f.commandPerDie;
  return p;
}

/**
 * Each side as the charger and as the side in the position ([attacker,
 * defender]): a defender driven off charges back into the position under
 * the same rules (budget `turns`), the side in it then having its cover.
 */
export interface HalRoles {
  charger: [HalForce, HalForce];
  holder: [HalForce, HalForce];
  /** each side starts with the win-ties bonus (Modifiers (c)), by side */
  winTies: [boolean, boolean];
}

/**
 * Half a League engagement, a turn at a time: the side in the position pulls
 * its automatic chit (MORALE (e)); fire (the side in the position at the
 * chargers at short range, the chargers at -1), rout checks, the charge
 * morale test, the outnumbered holder's test, the charge reaching the enemy,
 * close combat; the loser withdraws with two chits. Third sixes kill leaders
 * (FIRE (d), (e); Close Combat (d), (e)) unless saved: a chit, half the
 * command points lost. A winner gains win-ties (Modifiers (c)). Each
 * commander's command points are diced at the start and spent in close
 * combat (the charger declaring first). Budget `engagement`: one charge
 * decides. Budget `turns`: the side out of the position charges each turn, a
 * beaten charger again, a side driven off to take its ground back, until a
 * side routs or the turns run out; the side in the position then has it. A
 * routed side leaves the field; if both rout, nobody holds the position. A
 * bombardment is the fire phase alone.
 */
export function halDuel(r: HalRules, cc: CcRules, cmd: HalCommand, roles: HalRoles, reading: HalReading, bombard: boolean, renew: boolean, maxRounds: number, prov: number, mapping: Record<string, string>): DuelEngine {
  const fps = r.figuresPerStand.value;
  const m = r.morale;
  const lead = m.leaderCounts.value;
  const chit = m.chitModifier.value;
  const scratch = new Int32Array(2);
  const a: CcSide = { dice: 0, add: 0, stands: 0, leader: 0, chits: 0, saveFaces: 0 };
  const d: CcSide = { dice: 0, add: 0, stands: 0, leader: 0, chits: 0, saveFaces: 0 };
  const standsOf = (figs: number) => Math.ceil(figs / fps);
  const start = [roles.charger[0].stands * fps, roles.holder[1].stands * fps];
  const fig = new Int32Array(2);
  const ch = new Int32Array(2);
  const pts = new Int32Array(2);
  /** the leader stand of each side: `lead` while he lives */
  const ld = new Int32Array(2);
  const winTies = new Uint8Array(2);
  const now: CcRules = { ...cc };
  const side = (s: CcSide, f: HalForce, x: number) => {
    s.stands = standsOf(fig[x]);
    s.leader = ld[x];
    // Close Combat (c): a die per stand, the leader stand's too (switch leaderStandDie)
    s.dice = s.stands + (cc.leaderRolls ? ld[x] : 0);
    s.chits = ch[x];
    s.add = (f.perDie + ch[x] * chit) * s.dice + ld[x] * r.modifiers.leaderStand.value;
    s.saveFaces = saveFaces(saveRow(r, s.stands).need.value, ch[x]);
  };
  const routed = (x: number) => fig[x] === 0 || ch[x] >= standsOf(fig[x]) + ld[x];
  /** FIRE (e): each possible leader kill is rolled on the save table; a killed leader is a chit (MORALE (a) 2) and half the points */
  const leaderKills = (rng: Stream, x: number, possible: number, faces: number) => {
    if (ld[x] === 0 || possible === 0 || unsaved(rng, possible, faces) === 0) return;
    if (reading.leaderStandLost) ld[x] = 0;
    ch[x] += 1;
    pts[x] -= pts[x] >> 1;
  };
  // made once here, not as closures each trial
  const end = (out: Int32Array, decision: number, round: number) => finish(out, decision, routed(1), start[0] - fig[0], start[1] - fig[1], round, prov);
  const byHolder = (out: Int32Array, holder: number, round: number) => end(out, holder === 0 ? TAKES : HOLDS, round);
  return {
    attTotal: start[0],
    defTotal: start[1],
    mapping,
    run(rng: Stream, out: Int32Array): void {
      fig[0] = start[0]; fig[1] = start[1];
      ch[0] = roles.charger[0].chits; ch[1] = roles.holder[1].chits;
      ld[0] = bombard ? 0 : lead; ld[1] = lead;
      winTies[0] = roles.winTies[0] ? 1 : 0; winTies[1] = roles.winTies[1] ? 1 : 0;
      pts[0] = bombard ? 0 : rollCommand(rng, roles.charger[0]);
      pts[1] = bombard ? 0 : rollCommand(rng, roles.holder[1]);
      // the side in the position: 1 the defender
      let holder = 1;
      for (let round = 1; round <= maxRounds; round++) {
        const x = 1 - holder;
        const y = holder;
        const A = roles.charger[x];
        const D = roles.holder[y];
        // Movement: the side in the position, not moving, pulls a chit (MORALE (e)) and then fires at -1 (FIRE (g))
        let pulled = 0;
        if ((bombard || reading.holderPullsChits) && ch[y] > 0) {
          ch[y] = Math.max(0, ch[y] - m.automaticPulls.value);
          pulled = r.fire.movedModifier.value;
        }
        side(a, A, x);
        side(d, D, y);
        // Fire: simultaneous, from the stands at the start of the phase
        let aLost = 0, dLost = 0, aKills = 0, dKills = 0;
        if (D.volley) {
          aLost = fireVolley(rng, D.volley, d.stands, D.firePips + pulled + ch[y] * chit, a.saveFaces, scratch);
          ch[x] += scratch[0];
          aKills = scratch[1];
        }
        if (A.volley) {
          dLost = fireVolley(rng, A.volley, bombard ? A.stands : a.stands, A.firePips + (bombard ? 0 : ch[x] * chit), d.saveFaces, scratch);
          ch[y] += scratch[0];
          dKills = scratch[1];
        }
        fig[x] = Math.max(0, fig[x] - aLost);
        fig[y] = Math.max(0, fig[y] - dLost);
        leaderKills(rng, x, aKills, a.saveFaces);
        leaderKills(rng, y, dKills, d.saveFaces);
        // MORALE (c): rout when chits reach stands plus leader; the routed side leaves the field
        const ry = routed(y);
        const rx = !bombard && routed(x);
        if (ry && rx) return end(out, UNDECIDED, round);
        if (ry) {
          holder = x;
          return byHolder(out, holder, round);
        }
        if (rx) return byHolder(out, holder, round);
        if (bombard) continue;
        side(a, A, x);
        side(d, D, y);
        // Close Combat (a): the charger tests; an outnumbered holder tests and withdraws
        if (a.stands + ld[x] + d6(rng) + ch[x] * chit < m.passOn.value) {
          ch[x] += m.chitsForFailedCharge.value;
          if (renew && !routed(x)) continue;
          return byHolder(out, holder, round);
        }
        if (outnumbered(cc, a.stands, ld[x], d.stands, ld[y]) && d.stands + ld[y] + d6(rng) + ch[y] * chit < m.passOn.value) {
          ch[y] += cc.chitsForWithdrawing;
          holder = x;
          if (renew && !routed(y)) continue;
          return byHolder(out, holder, round);
        }
        // Charge: "IF they pass their morale test AND they move sufficiently"
        if (reading.chargeConnectsPercent < 100 && rollDie(rng, 100) > reading.chargeConnectsPercent) {
          if (renew) continue;
          return byHolder(out, holder, round);
        }
        // Leaders: the charger declares its command point first; the other may use one if it declines
        const aUses = A.spendInCloseCombat && pts[x] > 0;
        const dUses = D.spendInCloseCombat && pts[y] > 0 && (!aUses || cmd.defenceAlways);
        if (aUses) { pts[x]--; a.add += cmd.perDie * a.dice; }
        if (dUses) { pts[y]--; d.add += cmd.perDie * d.dice; }
        let as = 0, a2 = 0, a6 = 0, ds = 0, d2 = 0, d6n = 0;
        for (let i = 0; i < a.dice; i++) { const f = d6(rng); as += f; if (f === 2) a2++; if (f === 6) a6++; }
        for (let i = 0; i < d.dice; i++) { const f = d6(rng); ds += f; if (f === 2) d2++; if (f === 6) d6n++; }
        // Modifiers (c): a side with win-ties wins them against one without; else the switch ties
        now.tiesToAttacker = winTies[x] !== winTies[y] ? winTies[x] === 1 : cc.tiesToAttacker;
        const win = attackerWins(now, a, as, d, ds);
        const L = (win ? d2 : a2) * cc.hitsPerTwo;
        // (d) "Three 6's in the winner's roll is a possible 'leader kill' to the loser"
        const K = Math.floor((win ? a6 : d6n) / cc.leaderKillSixes);
        const face = d6(rng);
        const loserLost = unsaved(rng, L, win ? d.saveFaces : a.saveFaces);
        const W = winnerPossible(cc, face, cc.winnerFromActual ? loserLost : L);
        const winnerLost = unsaved(rng, W, win ? a.saveFaces : d.saveFaces);
        fig[x] = Math.max(0, fig[x] - (win ? winnerLost : loserLost));
        fig[y] = Math.max(0, fig[y] - (win ? loserLost : winnerLost));
        const winner = win ? x : y;
        const loser = 1 - winner;
        // (e) the winner's possible leader losses go with its possible losses: a third, the same or double
        leaderKills(rng, loser, K, win ? d.saveFaces : a.saveFaces);
        leaderKills(rng, winner, winnerPossible(cc, face, K), win ? a.saveFaces : d.saveFaces);
        ch[loser] += cc.chitsForLosing;
        // Close Combat (e): on a 1 the winner, whichever side, also draws a chit
        if (cc.lossKind[face - 1] === 2) ch[winner] += cc.chitsForDoubleLoss;
        // Modifiers (c) "if any unit wins a normal close combat during the game it achieves and retains this bonus"
        winTies[winner] = 1;
        // (f) a winning charger advances onto the position; (g) the loser withdraws; a routed winner leaves it
        holder = winner;
        const rw = routed(winner);
        const rl = routed(loser);
        if (rw && rl) return end(out, UNDECIDED, round);
        if (rw) holder = loser;
        if (!renew || rw || rl) return byHolder(out, holder, round);
      }
      // the budget is spent: the position is the side's that holds it
      end(out, bombard ? HOLDS : holder === 0 ? TAKES : HOLDS, maxRounds);
    },
  };
}
