import { d6 } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import { finish, HOLDS, TAKES, type DuelEngine } from '../../comparison/duel-engine.ts';
import { attackerWins, saveFaces, unsaved, winnerPossible, type CcRules, type CcSide } from '../close-combat.ts';
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
  /** ties go to the charger (Modifiers (c) win ties, else switch ties), by the side charging */
  tiesToCharger: [boolean, boolean];
}

/**
 * Half a League engagement, a turn at a time: fire (the side in the
 * position at the chargers at short range, the chargers at -1), rout
 * checks, the charge morale test, the outnumbered holder's test, close
 * combat; the loser withdraws with two chits. Each commander's command
 * points are diced at the start and spent in close combat (the charger
 * declaring first). Budget `engagement`: one charge decides. Budget `turns`:
 * the side out of the position charges each turn, a beaten charger again, a
 * side driven off to take its ground back, until a side routs or the turns
 * run out; the side in the position then has it. A bombardment is the fire
 * phase alone, the defender pulling one chit a turn (MORALE (e)).
 */
export function halDuel(r: HalRules, cc: CcRules, cmd: HalCommand, roles: HalRoles, bombard: boolean, renew: boolean, maxRounds: number, prov: number, mapping: Record<string, string>): DuelEngine {
  const fps = r.figuresPerStand.value;
  const m = r.morale;
  const lead = m.leaderCounts.value;
  const chit = m.chitModifier.value;
  const scratch = new Int32Array(1);
  const a: CcSide = { dice: 0, add: 0, stands: 0, chits: 0, saveFaces: 0 };
  const d: CcSide = { dice: 0, add: 0, stands: 0, chits: 0, saveFaces: 0 };
  const standsOf = (figs: number) => Math.ceil(figs / fps);
  const side = (s: CcSide, f: HalForce, figs: number, chits: number) => {
    s.stands = standsOf(figs);
    // Close Combat (c): a die per stand, the leader stand's too (switch leaderStandDie)
    s.dice = s.stands + (cc.leaderRolls ? lead : 0);
    s.chits = chits;
    s.add = (f.perDie + chits * chit) * s.dice + lead * r.modifiers.leaderStand.value;
    s.saveFaces = saveFaces(saveRow(r, s.stands).need.value, chits);
  };
  const ccBy: CcRules[] = roles.tiesToCharger.map((t) => ({ ...cc, tiesToAttacker: t }));
  const start = [roles.charger[0].stands * fps, roles.holder[1].stands * fps];
  const fig = new Int32Array(2);
  const ch = new Int32Array(2);
  const pts = new Int32Array(2);
  const routed = (x: number) => fig[x] === 0 || ch[x] >= standsOf(fig[x]) + lead;
  return {
    attTotal: start[0],
    defTotal: start[1],
    mapping,
    run(rng: Stream, out: Int32Array): void {
      fig[0] = start[0]; fig[1] = start[1];
      ch[0] = roles.charger[0].chits; ch[1] = roles.holder[1].chits;
      pts[0] = bombard ? 0 : rollCommand(rng, roles.charger[0]);
      pts[1] = bombard ? 0 : rollCommand(rng, roles.holder[1]);
      // the side in the position: 1 the defender
      let holder = 1;
      let round = 0;
      const end = (decision: number) => finish(out, decision, routed(1), start[0] - fig[0], start[1] - fig[1], round, prov);
      const byHolder = () => end(holder === 0 ? TAKES : HOLDS);
      for (round = 1; round <= maxRounds; round++) {
        const x = 1 - holder;
        const y = holder;
        const A = roles.charger[x];
        const D = roles.holder[y];
        if (bombard) ch[1] = Math.max(0, ch[1] - m.automaticPulls.value);
        side(a, A, fig[x], ch[x]);
        side(d, D, fig[y], ch[y]);
        // Fire: simultaneous, from the stands at the start of the phase
        let aLost = 0, dLost = 0;
        if (D.volley) {
          aLost = fireVolley(rng, D.volley, d.stands, D.firePips + ch[y] * chit, a.saveFaces, scratch);
          ch[x] += scratch[0];
        }
        if (A.volley) {
          dLost = fireVolley(rng, A.volley, bombard ? A.stands : a.stands, A.firePips + (bombard ? 0 : ch[x] * chit), d.saveFaces, scratch);
          ch[y] += scratch[0];
        }
        fig[x] = Math.max(0, fig[x] - aLost);
        fig[y] = Math.max(0, fig[y] - dLost);
        // MORALE (c): rout when chits reach stands plus leader; the routed side is out
        if (routed(y)) {
          holder = x;
          return byHolder();
        }
        if (!bombard && routed(x)) return byHolder();
        if (bombard) continue;
        side(a, A, fig[x], ch[x]);
        side(d, D, fig[y], ch[y]);
        // Close Combat (a): the charger tests; an outnumbered holder tests and withdraws
        if (a.stands + lead + d6(rng) + ch[x] * chit < m.passOn.value) {
          ch[x] += m.chitsForFailedCharge.value;
          if (renew && !routed(x)) continue;
          return byHolder();
        }
        if (a.stands >= m.defenderTestsAtRatio.value * d.stands && d.stands + lead + d6(rng) + ch[y] * chit < m.passOn.value) {
          ch[y] += m.chitsForLosing.value;
          holder = x;
          if (renew && !routed(y)) continue;
          return byHolder();
        }
        // Leaders: the charger declares its command point first; the other may use one if it declines
        const aUses = A.spendInCloseCombat && pts[x] > 0;
        const dUses = D.spendInCloseCombat && pts[y] > 0 && (!aUses || cmd.defenceAlways);
        if (aUses) { pts[x]--; a.add += cmd.perDie * a.dice; }
        if (dUses) { pts[y]--; d.add += cmd.perDie * d.dice; }
        let as = 0, a2 = 0, ds = 0, d2 = 0;
        for (let i = 0; i < a.dice; i++) { const f = d6(rng); as += f; if (f === 2) a2++; }
        for (let i = 0; i < d.dice; i++) { const f = d6(rng); ds += f; if (f === 2) d2++; }
        const win = attackerWins(ccBy[x], a, as, d, ds);
        const L = (win ? d2 : a2) * cc.hitsPerTwo;
        const face = d6(rng);
        const W = winnerPossible(cc, face, L);
        const loserLost = unsaved(rng, L, win ? d.saveFaces : a.saveFaces);
        const winnerLost = unsaved(rng, W, win ? a.saveFaces : d.saveFaces);
        fig[x] = Math.max(0, fig[x] - (win ? winnerLost : loserLost));
        fig[y] = Math.max(0, fig[y] - (win ? loserLost : winnerLost));
        const winner = win ? x : y;
        ch[1 - winner] += cc.chitsForLosing;
        // Close Combat (e): on a 1 the winner, whichever side, also draws a chit
        if (cc.lossKind[face - 1] === 2) ch[winner] += cc.chitsForDoubleLoss;
        // (f) a winning charger advances onto the position; (g) the loser withdraws
        holder = winner;
        if (!renew || routed(0) || routed(1)) return byHolder();
      }
      round = maxRounds;
      // the budget is spent: the position is the side's that holds it
      end(bombard ? HOLDS : holder === 0 ? TAKES : HOLDS);
    },
  };
}
