import { d6, rollDie } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import { finish, HOLDS, TAKES, UNDECIDED, type DuelEngine } from '../../duel/duel-engine.ts';
import {
  CC_FACE,
  CC_KILLS,
  CC_SLOTS,
  CC_WIN,
  leaderLosses,
  outnumbered,
  rollCloseCombat,
  saveFaces,
  unsaved,
  winnerPossible,
  type CcRules,
  type CcSide,
  type Saves,
} from '../close-combat.ts';
import { saveRow, type HalRules } from '../rules/hal-rules.ts';
import { fireVolley, type Volley } from './hal-volley.ts';
import { combatMorale, declaredBeforeDie, MORALE_FAILS, MORALE_SPENT } from '../combat-morale.ts';

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
  /** whether the commander spends a point to pass a combat morale check the die has failed, when it has one */
  spendOnCombatMorale: boolean;
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
  /** the combat morale benefit is declared before the die (switch moraleBenefitDeclared `beforeDie`), or spent on a failed die */
  moraleBenefitBeforeDie: boolean;
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

/** The duel's fixed reading: rules, roles and budget, compiled once. */
export interface HalDuelSetup {
  r: HalRules;
  cc: CcRules;
  cmd: HalCommand;
  roles: HalRoles;
  reading: HalReading;
  bombard: boolean;
  renew: boolean;
  maxRounds: number;
  prov: number;
  /** figures a stand; the leader in the rout count; each chit on every die */
  fps: number;
  lead: number;
  chit: number;
  /** each side's figures at the start: [attacker, defender] */
  start: Int32Array;
  /** the SAVE TABLE's need by the stands remaining (the leader stand among them by switch saveLeaderStand), 0 up */
  need: Int32Array;
}

/** One trial's state, by side (0 the attacker, 1 the defender): allocated once, reset each trial. */
export interface HalDuelState {
  fig: Int32Array;
  /** each side's figures stand by stand ([attacker, defender]), and its stands with a figure left */
  standFigs: [Int32Array, Int32Array];
  stands: Int32Array;
  ch: Int32Array;
  pts: Int32Array;
  /** the leader stand of each side: `lead` while he lives */
  ld: Int32Array;
  winTies: Uint8Array;
  /** the side in the position: 1 the defender */
  holder: number;
  /** the decision once a step has made one (TAKES, HOLDS, UNDECIDED) */
  decision: number;
  a: CcSide;
  d: CcSide;
  /** close combat's rules with this combat's tie reading */
  now: CcRules;
  scratch: Int32Array;
  /** one close combat's roll (the CC_ slots) */
  roll: Int32Array;
  /** close combat's saves, each loss taken as it is rolled (saveAndLose) */
  saves: Saves;
}

/** What a step leaves: go on to the next step, go to the next turn, or the engagement is decided (`decision` set). */
export const GO_ON = 0,
  NEXT_TURN = 1,
  DECIDED = 2;

export function halSetup(
  r: HalRules,
  cc: CcRules,
  cmd: HalCommand,
  roles: HalRoles,
  reading: HalReading,
  bombard: boolean,
  renew: boolean,
  maxRounds: number,
  prov: number,
): HalDuelSetup {
  const fps = r.figuresPerStand.value;
  const most = Math.max(roles.charger[0].stands, roles.holder[1].stands) + r.morale.leaderCounts.value;
  return {
    r,
    cc,
    cmd,
    roles,
    reading,
    bombard,
    renew,
    maxRounds,
    prov,
    fps,
    lead: r.morale.leaderCounts.value,
    chit: r.morale.chitModifier.value,
    start: Int32Array.of(roles.charger[0].stands * fps, roles.holder[1].stands * fps),
    need: Int32Array.from({ length: most + 1 }, (_, n) => saveRow(r, n).need.value),
  };
}

const ccSide = (): CcSide => ({
  dice: 0,
  add: 0,
  stands: 0,
  leader: 0,
  chits: 0,
  saveFaces: 0,
  figures: 0,
  saves: new Int32Array(0),
});

export function halState(s: HalDuelSetup): HalDuelState {
  const st: HalDuelState = {
    fig: new Int32Array(2),
    standFigs: [new Int32Array(s.start[0] / s.fps), new Int32Array(s.start[1] / s.fps)],
    stands: new Int32Array(2),
    ch: new Int32Array(2),
    pts: new Int32Array(2),
    ld: new Int32Array(2),
    winTies: new Uint8Array(2),
    holder: 1,
    decision: UNDECIDED,
    a: ccSide(),
    d: ccSide(),
    now: { ...s.cc },
    scratch: new Int32Array(2),
    roll: new Int32Array(CC_SLOTS),
    saves: {
      // the close combat's attacker (0) is the side out of the position; Close Combat (d) "Distribute loses throughout"
      unsaved: (rng, side, hits) => {
        const c = side === 0 ? st.a : st.d;
        return saveAndLose(rng, s, st, side === 0 ? 1 - st.holder : st.holder, hits, c, false);
      },
    },
  };
  return st;
}

/**
 * Side x loses `k` figures (no more than it has). Casualties & Saving (b) "The stand still fires and fights as
 * normal till all figures on the stand are killed when the stand is then removed": spread throughout (Close
 * Combat (d) "Distribute loses throughout"), each from the fullest stand, or, `piled`, each from the stand
 * already most reduced (switch fireLosses `standByStand`).
 */
export function loseFigures(st: HalDuelState, x: number, k: number, piled: boolean): void {
  const f = st.standFigs[x],
    n = f.length;
  let lost = 0;
  for (; lost < k; lost++) {
    let at = -1;
    for (let i = 0; i < n; i++) if (f[i] > 0 && (at < 0 || (piled ? f[i] < f[at] : f[i] > f[at]))) at = i;
    if (at < 0) break;
    if (--f[at] === 0) st.stands[x]--;
  }
  st.fig[x] -= lost;
}

/**
 * SAVE TABLE "depending on the number of stands remaining at the time the save roll is made. Deduct one pip from
 * each die for each morale marker on unit": side x's saving faces now, with `chits`, the leader stand counted by
 * switch saveLeaderStand.
 */
export function facesNow(s: HalDuelSetup, st: HalDuelState, x: number, chits: number): number {
  return saveFaces(s.need[st.stands[x] + (s.cc.saveLeader ? st.ld[x] : 0)], chits);
}

/**
 * Casualties & Saving (a) "Each time a stand takes a possible hit ... the unit may try to save the loss by rolling
 * on the SAVE TABLE": side x saves `hits` possible hits one at a time, each unsaved one a figure lost at once (none
 * once all are), each save reading the stands then remaining (switch saveRolls `oneByOne`) or those of `c`, the
 * side as it stood before (`together`), with `c`'s chits. Returns the figures lost.
 */
export function saveAndLose(
  rng: Stream,
  s: HalDuelSetup,
  st: HalDuelState,
  x: number,
  hits: number,
  c: CcSide,
  piled: boolean,
): number {
  let lost = 0;
  for (let i = 0; i < hits && st.fig[x] > 0; i++) {
    if (d6(rng) > 6 - savingFaces(s, st, x, c)) continue;
    loseFigures(st, x, 1, piled);
    lost++;
  }
  return lost;
}

/**
 * Side x's saving faces for its next save: the stands then remaining (facesNow, switch saveRolls `oneByOne`) or
 * those of `c`, the side before the saves (`together`). FIRE (e) "If there is a possible leader kill roll on save
 * table": a leader kill's save comes after the figures'.
 */
function savingFaces(s: HalDuelSetup, st: HalDuelState, x: number, c: CcSide): number {
  return s.cc.savesOneByOne ? facesNow(s, st, x, c.chits) : c.saveFaces;
}

/** MORALE (c): rout when chits reach stands plus leader (or no figures are left). */
export function routed(st: HalDuelState, x: number): boolean {
  return st.fig[x] === 0 || st.ch[x] >= st.stands[x] + st.ld[x];
}

/** Side x's close-combat side as it stands now: a die per stand, the leader stand's too (switch leaderStandDie). */
function sideNow(s: HalDuelSetup, st: HalDuelState, c: CcSide, f: HalForce, x: number): void {
  c.stands = st.stands[x];
  c.leader = st.ld[x];
  c.dice = c.stands + (s.cc.leaderRolls ? st.ld[x] : 0);
  c.chits = st.ch[x];
  c.add = (f.perDie + st.ch[x] * s.chit) * c.dice + st.ld[x] * s.r.modifiers.leaderStand.value;
  c.saveFaces = facesNow(s, st, x, st.ch[x]);
  c.figures = st.fig[x];
}

/**
 * FIRE (e): each possible leader kill is rolled on the save table; each
 * unsaved one is a leader loss (Close Combat (d) "Multiple three 6's is
 * multiple leader loss"; one at most under switch leaderLosses `once`, or
 * when his stand goes with him, leaderKilled `standLost`): a chit (MORALE
 * (a) 2 "Leader is killed (one marker)") and "lose ½ of remaining command
 * points", the half lost rounded up as the text rounds its other fractions
 * of a loss ((e) "1/3 of loser's possible loss ... (rounding up)", "double
 * losses (round up)").
 */
export function leaderKills(
  rng: Stream,
  s: HalDuelSetup,
  st: HalDuelState,
  x: number,
  possible: number,
  faces: number,
): void {
  if (st.ld[x] === 0 || possible === 0) return;
  const losses = leaderLosses(s.cc, unsaved(rng, possible, faces), s.reading.leaderStandLost);
  if (losses === 0) return;
  if (s.reading.leaderStandLost) st.ld[x] = 0;
  for (let i = 0; i < losses; i++) {
    st.ch[x] += 1;
    st.pts[x] -= (st.pts[x] + 1) >> 1;
  }
}

/** The engagement decided by who holds the position. */
function byHolder(st: HalDuelState): number {
  st.decision = st.holder === 0 ? TAKES : HOLDS;
  return DECIDED;
}

/** A new trial: full strength, starting chits, leaders, win ties and command points diced. */
export function halStartTrial(rng: Stream, s: HalDuelSetup, st: HalDuelState): void {
  const roles = s.roles;
  for (let x = 0; x < 2; x++) {
    st.fig[x] = s.start[x];
    const f = st.standFigs[x];
    for (let i = 0; i < f.length; i++) f[i] = s.fps;
    st.stands[x] = f.length;
  }
  st.ch[0] = roles.charger[0].chits;
  st.ch[1] = roles.holder[1].chits;
  st.ld[0] = s.bombard ? 0 : s.lead;
  st.ld[1] = s.lead;
  st.winTies[0] = roles.winTies[0] ? 1 : 0;
  st.winTies[1] = roles.winTies[1] ? 1 : 0;
  st.pts[0] = s.bombard ? 0 : rollCommand(rng, roles.charger[0]);
  st.pts[1] = s.bombard ? 0 : rollCommand(rng, roles.holder[1]);
  st.holder = 1;
  st.decision = UNDECIDED;
}

/**
 * Movement and fire: the side in the position, not moving, pulls a chit
 * (MORALE (e)) and then fires at -1 (FIRE (g)); both sides fire at once from
 * the stands at the start of the phase; leaders may fall; a routed side
 * leaves the field.
 */
export function halFirePhase(rng: Stream, s: HalDuelSetup, st: HalDuelState): number {
  const x = 1 - st.holder,
    y = st.holder;
  const A = s.roles.charger[x],
    D = s.roles.holder[y];
  const { ch, scratch, a, d } = st;
  let pulled = 0;
  if ((s.bombard || s.reading.holderPullsChits) && ch[y] > 0) {
    ch[y] = Math.max(0, ch[y] - s.r.morale.automaticPulls.value);
    pulled = s.r.fire.movedModifier.value;
  }
  sideNow(s, st, a, A, x);
  sideNow(s, st, d, D, y);
  let aHits = 0,
    dHits = 0,
    aKills = 0,
    dKills = 0;
  if (D.volley) {
    aHits = fireVolley(rng, D.volley, d.stands, D.firePips + pulled + ch[y] * s.chit, scratch);
    ch[x] += scratch[0];
    aKills = scratch[1];
  }
  if (A.volley) {
    dHits = fireVolley(
      rng,
      A.volley,
      s.bombard ? A.stands : a.stands,
      A.firePips + (s.bombard ? 0 : ch[x] * s.chit),
      scratch,
    );
    ch[y] += scratch[0];
    dKills = scratch[1];
  }
  const piled = s.cc.fireStandByStand;
  saveAndLose(rng, s, st, x, aHits, a, piled);
  saveAndLose(rng, s, st, y, dHits, d, piled);
  leaderKills(rng, s, st, x, aKills, savingFaces(s, st, x, a));
  leaderKills(rng, s, st, y, dKills, savingFaces(s, st, y, d));
  // MORALE (c): the routed side leaves the field
  const ry = routed(st, y);
  const rx = !s.bombard && routed(st, x);
  if (ry && rx) {
    st.decision = UNDECIDED;
    return DECIDED;
  }
  if (ry) {
    st.holder = x;
    return byHolder(st);
  }
  if (rx) return byHolder(st);
  return s.bombard ? NEXT_TURN : GO_ON;
}

/**
 * MORALE (f): stands plus leader plus one die, 8 or better; or Leaders "In a
 * Combat Morale Check: Automatically pass" for a command point (mapping
 * spendOnCombatMorale), declared before the die when a 1 would fail (switch
 * moraleBenefitDeclared `beforeDie`) or spent once the die has failed.
 */
function passesMorale(
  rng: Stream,
  s: HalDuelSetup,
  st: HalDuelState,
  f: HalForce,
  x: number,
  base: number,
): boolean {
  const passOn = s.r.morale.passOn.value;
  const spends = f.spendOnCombatMorale && st.pts[x] > 0;
  const before = s.reading.moraleBenefitBeforeDie;
  // a benefit declared before the die passes without a roll: no die is drawn for it
  const die = spends && declaredBeforeDie(base, passOn, before) ? 0 : d6(rng);
  const end = combatMorale(base, die, passOn, spends, before);
  if (end === MORALE_SPENT) st.pts[x]--;
  return end !== MORALE_FAILS;
}

/**
 * Close Combat (a): the charger tests its morale; an outnumbered holder
 * tests and withdraws on a failure; "IF they pass their morale test AND they
 * move sufficiently" the charge reaches the enemy.
 */
export function halChargeTests(rng: Stream, s: HalDuelSetup, st: HalDuelState): number {
  const x = 1 - st.holder,
    y = st.holder;
  const { ch, ld, a, d } = st;
  const A = s.roles.charger[x],
    D = s.roles.holder[y];
  sideNow(s, st, a, A, x);
  sideNow(s, st, d, D, y);
  if (!passesMorale(rng, s, st, A, x, a.stands + ld[x] + ch[x] * s.chit)) {
    ch[x] += s.r.morale.chitsForFailedCharge.value;
    if (s.renew && !routed(st, x)) return NEXT_TURN;
    return byHolder(st);
  }
  if (
    outnumbered(s.cc, a.stands, ld[x], d.stands, ld[y]) &&
    !passesMorale(rng, s, st, D, y, d.stands + ld[y] + ch[y] * s.chit)
  ) {
    ch[y] += s.cc.chitsForWithdrawing;
    st.holder = x;
    if (s.renew && !routed(st, y)) return NEXT_TURN;
    return byHolder(st);
  }
  if (s.reading.chargeConnectsPercent < 100 && rollDie(rng, 100) > s.reading.chargeConnectsPercent) {
    if (s.renew) return NEXT_TURN;
    return byHolder(st);
  }
  return GO_ON;
}

/**
 * Close combat: command points (the charger declaring first), a die per
 * stand, the loser's natural 2s and the winner's loss die, leader kills,
 * chits; the winner gains win ties and holds the position, the loser
 * withdraws; a routed winner leaves it.
 */
export function halCloseCombat(rng: Stream, s: HalDuelSetup, st: HalDuelState): number {
  const x = 1 - st.holder,
    y = st.holder;
  const A = s.roles.charger[x],
    D = s.roles.holder[y];
  const { ch, pts, winTies, a, d, now, roll } = st;
  const cc = s.cc;
  // Leaders: the charger declares its command point first; the other may use one if it declines
  const aUses = A.spendInCloseCombat && pts[x] > 0;
  const dUses = D.spendInCloseCombat && pts[y] > 0 && (!aUses || s.cmd.defenceAlways);
  if (aUses) {
    pts[x]--;
    a.add += s.cmd.perDie * a.dice;
  }
  if (dUses) {
    pts[y]--;
    d.add += s.cmd.perDie * d.dice;
  }
  // Modifiers (c): a side with win-ties wins them against one without; else the switch ties
  now.tiesToAttacker = winTies[x] !== winTies[y] ? winTies[x] === 1 : cc.tiesToAttacker;
  // the figures are lost as their saves fail (st.saves)
  rollCloseCombat(rng, now, a, d, st.saves, roll);
  const win = roll[CC_WIN];
  const K = roll[CC_KILLS];
  const face = roll[CC_FACE];
  const winner = win ? x : y;
  const loser = 1 - winner;
  // (e) the winner's possible leader losses go with its possible losses: a third, the same or double
  leaderKills(rng, s, st, loser, K, savingFaces(s, st, loser, win ? d : a));
  leaderKills(rng, s, st, winner, winnerPossible(cc, face, K), savingFaces(s, st, winner, win ? a : d));
  ch[loser] += cc.chitsForLosing;
  // Close Combat (e): on a 1 the winner, whichever side, also draws a chit
  if (cc.lossKind[face - 1] === 2) ch[winner] += cc.chitsForDoubleLoss;
  // Modifiers (c) "if any unit wins a normal close combat during the game it achieves and retains this bonus"
  winTies[winner] = 1;
  // (f) a winning charger advances onto the position; (g) the loser withdraws; a routed winner leaves it
  st.holder = winner;
  const rw = routed(st, winner);
  const rl = routed(st, loser);
  if (rw && rl) {
    st.decision = UNDECIDED;
    return DECIDED;
  }
  if (rw) st.holder = loser;
  if (!s.renew || rw || rl) return byHolder(st);
  return NEXT_TURN;
}

/** One turn: fire, then the charge tests, then close combat, each step stopping the turn or the engagement as it decides. */
export function halTurn(rng: Stream, s: HalDuelSetup, st: HalDuelState): number {
  let step = halFirePhase(rng, s, st);
  if (step !== GO_ON) return step;
  step = halChargeTests(rng, s, st);
  if (step !== GO_ON) return step;
  return halCloseCombat(rng, s, st);
}

/** Game Sequence: "Fire" comes before "Charge" for both sides, so the chargers fire too; in no other system's duel do the chargers fire before contact. */
export const CHARGERS_FIRE =
  'both sides fire before the charge: the text\'s Game Sequence has "Fire: First fire all unlimbered Artillery simultaneously. Then fire all Small Arms simultaneously" before "Charge", so the chargers fire too, at -1 for having moved (FIRE (g)); in the other systems\' duels the chargers do not fire before contact';

/**
 * Half a League engagement, a turn at a time: the side in the position pulls
 * its automatic chit (MORALE (e)); fire (the side in the position at the
 * chargers at short range, the chargers at -1), rout checks, the charge
 * morale test, the outnumbered holder's test (each passed by a command point
 * when the mapping spends one), the charge reaching the enemy,
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
export function halDuel(s: HalDuelSetup, mapping: Record<string, string>): DuelEngine {
  const { bombard, maxRounds, prov } = s;
  const st = halState(s);
  const end = (out: Int32Array, round: number) =>
    finish(out, st.decision, routed(st, 1), s.start[0] - st.fig[0], s.start[1] - st.fig[1], round, prov);
  return {
    attTotal: s.start[0],
    defTotal: s.start[1],
    mapping: bombard ? mapping : { ...mapping, sequence: CHARGERS_FIRE },
    run(rng: Stream, out: Int32Array): void {
      halStartTrial(rng, s, st);
      for (let round = 1; round <= maxRounds; round++)
        if (halTurn(rng, s, st) === DECIDED) return end(out, round);
      // the budget is spent: the position is the side's that holds it
      st.decision = bombard ? HOLDS : st.holder === 0 ? TAKES : HOLDS;
      end(out, maxRounds);
    },
  };
}
