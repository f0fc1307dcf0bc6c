import { binomial } from '../../engine/dice/binomial.ts';
import { d6 } from '../../engine/dice/roll.ts';
import type { Stream } from '../../engine/dice/stream.ts';
import {
  attackerWins,
  CC_FACE,
  CC_KILLS,
  CC_LOSER_LOST,
  CC_POSSIBLE,
  CC_SLOTS,
  CC_WIN,
  CC_WINNER_LOST,
  compileCcRules,
  lossFace,
  rollCloseCombat,
  routs,
  leaderLosses,
  standsAfter,
  trackSaves,
  unsaved,
  unsavedOdds,
  type Saves,
  winnerPossible,
  type CcRules,
  type CcSide,
} from '../../engine/half-a-league/close-combat.ts';
import { poolBySumAndFace } from '../../engine/half-a-league/pool.ts';
import { makeLayout } from '../layout.ts';
import type { Compiled, ExactResult, Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../tally.ts';
import { ccSide, readHalUnit, type HalUnit } from './hal-side.ts';
import type { HalRules } from '../../engine/half-a-league/rules/hal-rules.ts';
import type { YamlNode } from '../../engine/input/yaml-node.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';

export interface HalCcCompiled extends Compiled {
  rules: CcRules;
  att: CcSide;
  def: CcSide;
  figuresPerStand: number;
  maxHits: number;
  prov: number;
  /** a killed leader's stand is lost with him (switch leaderKilled) */
  leaderStandLost: boolean;
  /** each side's guns when it loses: 0 not artillery, 1 lost with the withdrawal ((g)), 2 left unless spiked ((h), switch gunsOnWithdrawal) */
  attGuns: number;
  defGuns: number;
  /** (h) "The artillery rolls a 4, 5, or 6 to spike the guns"; MORALE (b) "Each morale chit is -1 on every die for everything" */
  spikeOn: number;
  chitDie: number;
  /** the spike roll counts (g)'s chits for losing, withdrawing and a killed leader (switch spikeChits) */
  spikeAfterWithdrawal: boolean;
  /** chits the loser draws when its leader is killed: a unit commander's, an attached brigadier's or army commander's (MORALE (a) 2) */
  attKillChits: number;
  defKillChits: number;
  /** each side's possible kill strikes its own unit commander (1), not an attached brigadier or army commander (0) */
  attOwnLeader: number;
  defOwnLeader: number;
  /** each side's leader is an attached brigadier (1) */
  attBrigadier: number;
  defBrigadier: number;
  /** FIRE (e): a killed brigadier uses his free command point on this D6 score or more */
  freePointOn: number;
  /** one trial's close-combat roll (the CC_ slots), reused */
  roll: Int32Array;
  /** each side's saves by the figures it has lost (SAVE TABLE) */
  saves: Saves;
  o: {
    hits: number;
    loss: number;
    routs: number;
    killed: number;
    guns: number;
    attLost: number;
    defLost: number;
    leader: number;
    leadersKilled: number;
    winnerLeader: number;
    freePoint: number;
    prov: number;
  };
}

/** The loser's chits after the combat: (g) "two morale chits, one for losing combat and one for withdrawing (plus a chit for any leader loss)". */
function loserChitsAfter(c: HalCcCompiled, win: number, killed: number): number {
  return (
    (win ? c.def : c.att).chits + c.rules.chitsForLosing + killed * (win ? c.defKillChits : c.attKillChits)
  );
}

/** Under switch leaderKilled `standLost`, the loser's own leader stand goes with his first loss. */
function standGoes(c: HalCcCompiled, win: number): boolean {
  return c.leaderStandLost && (win ? c.defOwnLeader : c.attOwnLeader) === 1;
}

/** (h) The D6 score a beaten battery's spike roll needs, a pip more each chit (MORALE (b); switch spikeChits). */
function spikeNeeds(c: HalCcCompiled, win: number, killed: number): number {
  const chits = c.spikeAfterWithdrawal ? loserChitsAfter(c, win, killed) : (win ? c.def : c.att).chits;
  return c.spikeOn - chits * c.chitDie;
}

/**
 * One close combat's tally; `win` is 1 when the attacker wins, `killed` the
 * loser's leader losses ((d) "Multiple three 6's is multiple leader loss",
 * switch leaderLosses): their chits ((g) "plus a chit for any leader loss"),
 * and his stand gone under switch leaderKilled `standLost`.
 */
function tallyCc(
  c: HalCcCompiled,
  win: number,
  L: number,
  K: number,
  face: number,
  loserLost: number,
  winnerLost: number,
  killed: number,
  guns: number,
  free: number,
  acc: Float64Array,
  w: number,
): void {
  const loser = win ? c.def : c.att;
  // Close Combat (d) "Distribute loses throughout": full stands lose a figure each in turn, a stand gone only with its last
  const standsLeft = standsAfter(loser.stands, c.figuresPerStand, loserLost, false);
  // an attached brigadier or army commander killed leaves the unit's own leader stand (switch leaderKilled reads the unit commander's)
  const own = win ? c.defOwnLeader : c.attOwnLeader;
  const leader = killed > 0 && own && c.leaderStandLost ? 0 : loser.leader;
  tallyOutcome(acc, 0, win ? 0 : 1, w);
  tallyOutcome(acc, c.o.hits, L, w);
  tallyOutcome(acc, c.o.loss, c.rules.lossKind[face - 1], w);
  tallyOutcome(acc, c.o.routs, routs(loser, loserChitsAfter(c, win, killed), standsLeft, leader) ? 1 : 0, w);
  tallyOutcome(acc, c.o.killed, killed > 0 ? 1 : 0, w);
  tallyValue(acc, c.o.leadersKilled, killed, w);
  tallyOutcome(acc, c.o.guns, guns, w);
  tallyValue(acc, c.o.attLost, win ? winnerLost : loserLost, w);
  tallyValue(acc, c.o.defLost, win ? loserLost : winnerLost, w);
  tallyValue(acc, c.o.leader, K, w);
  // (e) "including leaders": the winner's possible leader losses go with its possible losses
  tallyValue(acc, c.o.winnerLeader, winnerPossible(c.rules, face, K), w);
  if (c.o.freePoint >= 0) tallyOutcome(acc, c.o.freePoint, free, w);
  tallyOutcome(acc, c.o.prov, c.prov, w);
}

/**
 * Leaders, the command benefits a side spends in close combat, one from its unit commander and one more from an
 * attached brigadier: "In Close combat: a plus 1 to all combat die when attacking or defending" (`benefits`), and
 * "In a melee save attempt: a plus one to all saves for the unit in melee combat" (`saveBenefits`); the SAVE
 * TABLE's "X = no save possible" (7) stays so.
 */
function withBenefits(
  r: HalRules,
  rules: CcRules,
  u: HalUnit,
  n: YamlNode,
  benefits: number,
): { side: CcSide; provisional: boolean } {
  const cmd = r.command;
  const saves = n.get('saveBenefits').optInt(0, 0, 2);
  // Leaders: the brigadier "will allow the unit one extra FREE command benefit": one second benefit, not two
  if (benefits === 2 && saves === 2)
    n.get('saveBenefits').fail(
      'expected at most 1 when benefits is 2 (the brigadier allows "one extra FREE command benefit")',
    );
  const c = ccSide(r, u, rules, saves * cmd.meleeSavePerDie.value);
  c.side.add += benefits * cmd.closeCombatPerDie.value * c.side.dice;
  return c;
}

/**
 * Close Combat (h) "Artillery in close combat. Combat is as if each gun (man) is a 'stand' with a minus 1
 * modifier": `artillery: true` brings the artilleryGun modifier itself (listed as well, it counts once), and the
 * modifier is refused on a unit that is not artillery.
 */
function asGuns(u: HalUnit, n: YamlNode): HalUnit {
  const listed = u.modifiers.includes('artilleryGun');
  if (!n.get('artillery').optBool(false)) {
    if (listed) n.get('modifiers').fail('expected artilleryGun only with artillery: true (Close Combat (h))');
    return u;
  }
  return listed ? u : { ...u, modifiers: [...u.modifiers, 'artilleryGun'] };
}

export const halCloseCombatSim: Sim<HalCcCompiled, 'half-a-league'> = {
  id: 'hal-close-combat',
  title: "Half a League: close combat (a die per stand, the winner's loss, saves)",
  families: ['half-a-league'],
  defaultRuleset: 'half-a-league',
  exampleSituation: 'experiments/situations/hal-close-combat.yaml',
  compile(ruleset, s, given) {
    const switches = typedSwitches('half-a-league', given);
    s.allowKeys(['attacker', 'defender']);
    const r = ruleset.data;
    const rules = compileCcRules(r, switches);
    const extra = ['winTies', 'artillery', 'limbered', 'leaderIs', 'benefits', 'saveBenefits'];
    const au = asGuns(readHalUnit(s.get('attacker'), 16, extra), s.get('attacker'));
    const du = asGuns(readHalUnit(s.get('defender'), 16, extra), s.get('defender'));
    const aBenefits = s.get('attacker').get('benefits').optInt(0, 0, 2);
    const dBenefits = s.get('defender').get('benefits').optInt(0, 0, 2);
    // Leaders "In Close combat: ... attacker must declare use first; if he declines defense may use command point"
    // (switch defenceCommandPoint: `both` lets the defence spend one as well)
    if (aBenefits > 0 && dBenefits > 0 && switches.defenceCommandPoint !== 'both')
      s.get('defender')
        .get('benefits')
        .fail(
          'expected 0 when the attacker takes benefits (Leaders "attacker must declare use first; if he declines defense may use command point"; switch defenceCommandPoint=both lets both)',
        );
    const a = withBenefits(r, rules, au, s.get('attacker'), aBenefits);
    const d = withBenefits(r, rules, du, s.get('defender'), dBenefits);
    // Modifiers (c) "Win ties": a side with the bonus wins ties against one without; else switch ties
    const aTies = s.get('attacker').get('winTies').optBool(false);
    const dTies = s.get('defender').get('winTies').optBool(false);
    if (aTies !== dTies) rules.tiesToAttacker = aTies;
    // Close Combat (g) "If unit was unlimbered artillery the guns are lost"; (h) "the guns remain ... a 4, 5, or 6 to spike the guns"
    const gunsKind = switches.gunsOnWithdrawal === 'lost' ? 1 : 2;
    // the leader a possible kill strikes: the unit commander, or an attached brigadier or army commander
    const m = r.morale;
    const leaderIs = (side: 'attacker' | 'defender') =>
      s
        .get(side)
        .get('leaderIs')
        .optOneOf(['unitCommander', 'brigadier', 'armyCommander'] as const, 'unitCommander');
    const brigadiers = leaderIs('attacker') === 'brigadier' || leaderIs('defender') === 'brigadier';
    const killChits = (side: 'attacker' | 'defender') => {
      const who = leaderIs(side);
      return (
        who === 'armyCommander'
          ? m.armyCommanderKilledChits
          : who === 'brigadier'
            ? m.brigadierKilledChits
            : m.unitCommanderKilledChits
      ).value;
    };
    // (g) reads "unlimbered artillery": under `lost`, a limbered battery withdraws with its guns
    const gunsOf = (side: 'attacker' | 'defender') => {
      const n = s.get(side);
      const artillery = n.get('artillery').optBool(false);
      if (!artillery && n.has('limbered'))
        n.get('limbered').fail('expected limbered only with artillery: true');
      if (!artillery) return 0;
      return gunsKind === 1 && n.get('limbered').optBool(false) ? 0 : gunsKind;
    };
    const maxHits = Math.max(a.side.dice, d.side.dice) * rules.hitsPerTwo;
    const layout = makeLayout({
      distributions: [
        { name: 'winner', title: 'Winner', outcomes: ['attacker', 'defender'] },
        {
          name: 'loser_possible_hits',
          title: 'Possible hits on the loser (its natural 2s)',
          outcomes: Array.from({ length: maxHits + 1 }, (_, i) => String(i)),
        },
        {
          name: 'winner_loss',
          title: "The winner's loss die",
          outcomes: ['a_third', 'the_same', 'double_and_a_chit'],
        },
        {
          name: 'loser_routs',
          title: 'The loser routs (chits reach stands + leader)',
          outcomes: ['no', 'yes'],
        },
        {
          name: 'loser_leader_killed',
          title: "The loser's leader killed (a possible kill not saved)",
          outcomes: ['no', 'yes'],
        },
        {
          name: 'loser_guns',
          title: "A losing battery's guns",
          outcomes: ['none_lost', 'lost', 'spiked', 'left_on_the_field'],
        },
        ...(brigadiers
          ? [
              {
                name: 'killed_brigadier_free_point',
                title: "A killed brigadier's free command point (a 5 or 6 to use it)",
                outcomes: ['no_brigadier_killed', 'refused', 'granted'],
              },
            ]
          : []),
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [
        { name: 'attacker_figures_lost', title: 'Attacker figures lost', unit: 'figures' },
        { name: 'defender_figures_lost', title: 'Defender figures lost', unit: 'figures' },
        { name: 'leader_kills_possible', title: 'Possible leader kills on the loser', unit: 'leaders' },
        {
          name: 'loser_leaders_killed',
          title: "The loser's leaders killed (possible kills not saved)",
          unit: 'leaders',
        },
        {
          name: 'winner_leader_losses_possible',
          title: "The winner's possible leader losses",
          unit: 'leaders',
        },
      ],
    });
    return {
      layout,
      rules,
      att: a.side,
      def: d.side,
      figuresPerStand: r.figuresPerStand.value,
      maxHits,
      roll: new Int32Array(CC_SLOTS),
      saves: trackSaves(a.side, d.side),
      leaderStandLost: switches.leaderKilled === 'standLost',
      attGuns: gunsOf('attacker'),
      defGuns: gunsOf('defender'),
      spikeOn: r.rolls.spikeOn.value,
      chitDie: m.chitModifier.value,
      spikeAfterWithdrawal: switches.spikeChits === 'afterWithdrawal',
      attKillChits: killChits('attacker'),
      defKillChits: killChits('defender'),
      attOwnLeader: leaderIs('attacker') === 'unitCommander' ? 1 : 0,
      defOwnLeader: leaderIs('defender') === 'unitCommander' ? 1 : 0,
      attBrigadier: leaderIs('attacker') === 'brigadier' ? 1 : 0,
      defBrigadier: leaderIs('defender') === 'brigadier' ? 1 : 0,
      freePointOn: m.brigadierKilledFreePointOn.value,
      prov: a.provisional || d.provisional || r.figuresPerStand.cell.source === 'provisional' ? 1 : 0,
      o: {
        hits: layout.distOffset.loser_possible_hits,
        loss: layout.distOffset.winner_loss,
        routs: layout.distOffset.loser_routs,
        killed: layout.distOffset.loser_leader_killed,
        guns: layout.distOffset.loser_guns,
        attLost: layout.meanOffset.attacker_figures_lost,
        defLost: layout.meanOffset.defender_figures_lost,
        leader: layout.meanOffset.leader_kills_possible,
        leadersKilled: layout.meanOffset.loser_leaders_killed,
        winnerLeader: layout.meanOffset.winner_leader_losses_possible,
        freePoint: brigadiers ? layout.distOffset.killed_brigadier_free_point : -1,
        prov: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
      },
    };
  },
  kernel(rng: Stream, c: HalCcCompiled, trials: number, acc: Float64Array): void {
    for (let t = 0; t < trials; t++) {
      const roll = c.roll;
      rollCloseCombat(rng, c.rules, c.att, c.def, c.saves, roll);
      const win = roll[CC_WIN];
      const L = roll[CC_POSSIBLE];
      const K = roll[CC_KILLS];
      const face = roll[CC_FACE];
      const loser = win ? c.def : c.att;
      const loserLost = roll[CC_LOSER_LOST];
      const winnerLost = roll[CC_WINNER_LOST];
      // FIRE (e) "If there is a possible leader kill roll on save table", after the figures (switch saveRolls)
      const killed =
        loser.leader > 0
          ? leaderLosses(c.rules, unsaved(rng, K, loser.saves[loserLost]), standGoes(c, win))
          : 0;
      // (h) the gunners run and roll to spike the guns
      const gunsKind = win ? c.defGuns : c.attGuns;
      const guns = gunsKind === 2 ? (d6(rng) >= spikeNeeds(c, win, killed) ? 2 : 3) : gunsKind;
      // FIRE (e): "If a Brigadier is killed he must roll a 5 or 6 to use the free command point"
      const free =
        killed > 0 && (win ? c.defBrigadier : c.attBrigadier) ? (d6(rng) >= c.freePointOn ? 2 : 1) : 0;
      tallyCc(c, win, L, K, face, loserLost, winnerLost, killed, guns, free, acc, 1);
    }
  },
  exact(c: HalCcCompiled): ExactResult {
    const na = c.att.dice;
    const nd = c.def.dice;
    const A6 = poolBySumAndFace(na, 6),
      A2 = poolBySumAndFace(na, 2),
      D6 = poolBySumAndFace(nd, 6),
      D2 = poolBySumAndFace(nd, 2);
    const n = Math.max(na, nd) + 1;
    // joint[win][twos of the loser][sixes of the winner]
    const joint = [new Float64Array(n * n), new Float64Array(n * n)];
    for (let sa = na; sa <= 6 * na; sa++) {
      for (let sd = nd; sd <= 6 * nd; sd++) {
        const win = attackerWins(c.rules, c.att, sa, c.def, sd);
        const [W6, wn, L2, ln] = win ? [A6, na, D2, nd] : [D6, nd, A2, na];
        const ws = win ? sa : sd;
        const ls = win ? sd : sa;
        for (let k = 0; k <= wn; k++) {
          const pk = W6[ws * (wn + 1) + k];
          if (pk === 0) continue;
          for (let l = 0; l <= ln; l++) joint[win][l * n + k] += pk * L2[ls * (ln + 1) + l];
        }
      }
    }
    const out = new Float64Array(c.layout.size);
    for (let win = 0; win <= 1; win++) {
      const loser = win ? c.def : c.att;
      const winner = win ? c.att : c.def;
      const gunsKind = win ? c.defGuns : c.attGuns;
      const brig = win ? c.defBrigadier : c.attBrigadier;
      const pFree = (7 - c.freePointOn) / 6;
      // a beaten battery's guns after `killed` leader losses: spiked or left, by the spike roll's need
      const gunOdds = (killed: number): Array<[number, number]> => {
        if (gunsKind !== 2) return [[gunsKind, 1]];
        const pSpike = Math.min(6, Math.max(0, 7 - spikeNeeds(c, win, killed))) / 6;
        return [
          [2, pSpike],
          [3, 1 - pSpike],
        ];
      };
      const goes = standGoes(c, win);
      for (let l = 0; l < n; l++) {
        for (let k = 0; k < n; k++) {
          const p = joint[win][l * n + k];
          if (p === 0) continue;
          const L = l * c.rules.hitsPerTwo;
          const K = Math.floor(k / c.rules.leaderKillSixes);
          const lossL = unsavedOdds(L, loser.saves, loser.figures);
          for (let x = 0; x < lossL.length; x++) {
            if (lossL[x] === 0) continue;
            // (d) "Multiple three 6's is multiple leader loss": the K possible kills saved on the stands left (switch saveRolls)
            const kills = binomial(loser.leader > 0 ? K : 0, 1 - loser.saves[x] / 6);
            for (let die = 1; die <= 6; die++) {
              const face = lossFace(c.rules, die, winner.chits);
              const lossW = unsavedOdds(
                winnerPossible(c.rules, face, c.rules.winnerFromActual ? x : L),
                winner.saves,
                winner.figures,
              );
              for (let y = 0; y < lossW.length; y++) {
                const q = (p / 6) * lossL[x] * lossW[y];
                if (q === 0) continue;
                for (let z = 0; z < kills.length; z++) {
                  const killed = leaderLosses(c.rules, z, goes);
                  const pz = q * kills[z];
                  if (pz === 0) continue;
                  for (const [guns, pg] of gunOdds(killed)) {
                    if (pg === 0) continue;
                    if (!brig || killed === 0)
                      tallyCc(c, win, L, K, face, x, y, killed, guns, 0, out, pz * pg);
                    else {
                      tallyCc(c, win, L, K, face, x, y, killed, guns, 2, out, pz * pg * pFree);
                      tallyCc(c, win, L, K, face, x, y, killed, guns, 1, out, pz * pg * (1 - pFree));
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    return { perTrial: out, leftover: 0 };
  },
};
