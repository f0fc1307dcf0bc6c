import { d6 } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import { finish, HOLDS, TAKES, UNDECIDED, type DuelEngine } from '../../comparison/duel-engine.ts';
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
 * Half a League engagement, a turn at a time: fire (the defender at the
 * chargers at short range, the chargers at -1), rout checks, the charge
 * morale test, the outnumbered defender's test, close combat; the loser
 * withdraws with two chits. Each commander's command points are diced at the
 * start and spent in close combat (the attacker declaring first). A bombardment is the fire phase alone, the
 * defender pulling one chit a turn (MORALE (e)).
 */
export function halDuel(r: HalRules, cc: CcRules, cmd: HalCommand, att: HalForce, def: HalForce, bombard: boolean, renew: boolean, maxRounds: number, prov: number, mapping: Record<string, string>): DuelEngine {
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
  return {
    attTotal: att.stands * fps,
    defTotal: def.stands * fps,
    mapping,
    run(rng: Stream, out: Int32Array): void {
      let af = att.stands * fps, df = def.stands * fps, ac = att.chits, dc = def.chits;
      let ap = bombard ? 0 : rollCommand(rng, att), dp = bombard ? 0 : rollCommand(rng, def);
      for (let round = 1; round <= maxRounds; round++) {
        if (bombard) dc = Math.max(0, dc - m.automaticPulls.value);
        side(a, att, af, ac);
        side(d, def, df, dc);
        // Fire: simultaneous, from the stands at the start of the phase
        let aLost = 0, dLost = 0;
        if (def.volley) {
          aLost = fireVolley(rng, def.volley, d.stands, def.firePips + dc * chit, a.saveFaces, scratch);
          ac += scratch[0];
        }
        if (att.volley) {
          dLost = fireVolley(rng, att.volley, bombard ? att.stands : a.stands, att.firePips + (bombard ? 0 : ac * chit), d.saveFaces, scratch);
          dc += scratch[0];
        }
        af = Math.max(0, af - aLost);
        df = Math.max(0, df - dLost);
        // MORALE (c): rout when chits reach stands plus leader
        const dRouts = df === 0 || dc >= standsOf(df) + lead;
        if (dRouts) return finish(out, TAKES, true, att.stands * fps - af, def.stands * fps - df, round, prov);
        if (!bombard && (af === 0 || ac >= standsOf(af) + lead)) return finish(out, HOLDS, false, att.stands * fps - af, def.stands * fps - df, round, prov);
        if (bombard) continue;
        side(a, att, af, ac);
        side(d, def, df, dc);
        // Close Combat (a): the charger tests; an outnumbered defender tests and withdraws
        if (a.stands + lead + d6(rng) + ac * chit < m.passOn.value) {
          ac += m.chitsForFailedCharge.value;
          if (renew) continue;
          return finish(out, HOLDS, false, att.stands * fps - af, def.stands * fps - df, round, prov);
        }
        if (a.stands >= m.defenderTestsAtRatio.value * d.stands && d.stands + lead + d6(rng) + dc * chit < m.passOn.value) {
          dc += m.chitsForLosing.value;
          return finish(out, TAKES, dc >= d.stands + lead, att.stands * fps - af, def.stands * fps - df, round, prov);
        }
        // Leaders: the attacker declares its command point first; the defence may use one if it declines
        const aUses = att.spendInCloseCombat && ap > 0;
        const dUses = def.spendInCloseCombat && dp > 0 && (!aUses || cmd.defenceAlways);
        if (aUses) { ap--; a.add += cmd.perDie * a.dice; }
        if (dUses) { dp--; d.add += cmd.perDie * d.dice; }
        let as = 0, a2 = 0, ds = 0, d2 = 0;
        for (let i = 0; i < a.dice; i++) { const f = d6(rng); as += f; if (f === 2) a2++; }
        for (let i = 0; i < d.dice; i++) { const f = d6(rng); ds += f; if (f === 2) d2++; }
        const win = attackerWins(cc, a, as, d, ds);
        const L = (win ? d2 : a2) * cc.hitsPerTwo;
        const face = d6(rng);
        const W = winnerPossible(cc, face, L);
        const loserLost = unsaved(rng, L, win ? d.saveFaces : a.saveFaces);
        const winnerLost = unsaved(rng, W, win ? a.saveFaces : d.saveFaces);
        af = Math.max(0, af - (win ? winnerLost : loserLost));
        df = Math.max(0, df - (win ? loserLost : winnerLost));
        if (win) dc += cc.chitsForLosing;
        else ac += cc.chitsForLosing;
        // Close Combat (e): on a 1 the winner, whichever side, also draws a chit
        if (cc.lossKind[face - 1] === 2) {
          if (win) ac += cc.chitsForDoubleLoss;
          else dc += cc.chitsForDoubleLoss;
        }
        const dBreaks = df === 0 || dc >= standsOf(df) + lead;
        // budget `turns`: a beaten attacker that has not routed charges again next turn
        if (!win && renew && af > 0 && ac < standsOf(af) + lead && round < maxRounds) continue;
        return finish(out, win ? TAKES : HOLDS, dBreaks, att.stands * fps - af, def.stands * fps - df, round, prov);
      }
      finish(out, bombard ? HOLDS : UNDECIDED, false, att.stands * fps - af, def.stands * fps - df, maxRounds, prov);
    },
  };
}
