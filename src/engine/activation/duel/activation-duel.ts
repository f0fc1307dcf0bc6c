import { d6, rollDie } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import { finish, HOLDS, TAKES, UNDECIDED, type DuelEngine } from '../../duel/duel-engine.ts';
import {
  ACT_ACTIONS,
  ACT_BLUNDER,
  ACT_TURNOVER,
  blunderPairs,
  colouredAmong,
  resolveActivation,
  type ActivationSetup,
} from '../activation-roll.ts';
import {
  OUT_ATT_DIS,
  OUT_ATT_RECOILS,
  OUT_DEF_DIS,
  OUT_EVENT,
  resolveOpposed,
  type Opposed,
} from '../opposed.ts';

/** Unit status in the engagement. */
export const READY = 0,
  ENGAGED = 1,
  RECOILED = 2,
  ROUTED = 3,
  REMOVED = 4;
/** Damage beyond crippled (three coloured dice) removes the unit. */
const GONE = 4;

/** The critical events the engagement plays (index in the Critical Event table, -1: not in it). */
export interface DuelEvents {
  panic: number;
  volley: number;
  rout: number;
  petrified: number;
  brokenLine: number;
}

export interface ActivationDuelSetup {
  attUnits: number;
  defUnits: number;
  die: number;
  /** each side's activation (quality, dice); `coloured` is set per unit from its damage */
  attActivation: ActivationSetup;
  defActivation: ActivationSetup;
  actionsToCharge: number;
  /** actions from which a charge is Seize the Initiative (guns: Aimed Shot), and the defender's fire Aimed Shot; 0: never */
  seizeActions: number;
  aimActions: number;
  /** guns: actions from which the battery fires canister (Load Canister Short, switch canisterActions); 0: not at this range */
  canisterActions: number;
  /** guns with the actions for canister or Aimed Shot but not both take canister (mapping shortRangeGunChoice) */
  canisterFirst: boolean;
  /** attacker rolling: attack[attBroken * 64 + defBroken * 32 + canister * 16 + special * 8 + charging * 4 + attCrippled * 2 + defCrippled] (broken: Broken Line, no formation modifiers) */
  attack: Opposed[];
  /** defender rolling in a melee it is locked in: [attBroken * 16 + defBroken * 8 + seized * 4 + defCrippled * 2 + attCrippled] (seized: the charger's Seize the Initiative -1 on it) */
  defMelee: Opposed[];
  /** switch seizeInitiative `wholeMelee`: the -1 of a charge that seized the initiative lasts every roll of its melee */
  seizeLasts: boolean;
  /** the defender's musketry at attackers not in contact: [targetBroken * 8 + aimed * 4 + firerCrippled * 2 + targetCrippled]; empty: none */
  defFire: Opposed[];
  bombard: boolean;
  /** budget `turns`: recoiled units return and routed ones rally (three actions); `engagement`: neither, and each attacker charges once */
  renew: boolean;
  /** Game Setup "Roll to determine which player will get the first move": an even chance each engagement (else the attacker) */
  defenderFirst: boolean;
  /** budget `engagement`: a recoiled defender steps back onto its ground with one action (mapping recoiledDefenderReturns) */
  defenderReturns: boolean;
  /** switch firesPerActivation `eachAction`: every action is spent on fire */
  fireEachAction: boolean;
  /** the Blunder face "4 - Fall Back!" (0: not played; mapping fallBackLeavesPosition): a free unit not in melee recoils */
  fallBackFace: number;
  /** switch continuingMelee `onceARound`: locked melees are rolled in the round's first turn only */
  meleeOnceARound: boolean;
  /** switch meleeAttacker `charger`: the charger stays the attacker of the bands in every roll of its melee */
  chargerAttacks: boolean;
  /** "Routing can only be stopped by rolling three successful activations": three */
  rallyActions: number;
  /** switch routRally: the three are actions of one activation (false) or successful activations counted over turns (true) */
  rallyOverTurns: boolean;
  events: DuelEvents;
}

export interface Side {
  n: number;
  dmg: Int32Array;
  st: Int32Array;
  tgt: Int32Array;
  /** Broken Line: "Unit must spend next activation reforming its lines. Until lines are reformed it receives no modifiers due to formation." */
  skip: Uint8Array;
  /** Petrified: "Unit may not be activated next turn" (no roll, so no turnover) */
  petrified: Uint8Array;
  /** the attacker's units that have charged (budget `engagement`: once each) */
  charged: Uint8Array;
  /** the unit's charge seized the initiative (its melee's rolls keep the enemy's -1 by switch seizeInitiative) */
  seized: Uint8Array;
  /** successful activations rolled while routing (switch routRally: rallyOverTurns) */
  rallied: Uint8Array;
  act: ActivationSetup;
}

const sideOf = (n: number, act: ActivationSetup): Side => ({
  n,
  dmg: new Int32Array(n),
  st: new Int32Array(n),
  tgt: new Int32Array(n),
  skip: new Uint8Array(n),
  petrified: new Uint8Array(n),
  seized: new Uint8Array(n),
  charged: new Uint8Array(n),
  rallied: new Uint8Array(n),
  act: { ...act },
});

/** Every unit fresh and ready: plain loops, neither an array of the sides nor fill calls each trial */
function resetSide(x: Side): void {
  const { dmg, st, skip, petrified, seized, charged, rallied } = x;
  for (let i = 0; i < x.n; i++) {
    dmg[i] = 0;
    st[i] = READY;
    skip[i] = 0;
    petrified[i] = 0;
    seized[i] = 0;
    charged[i] = 0;
    rallied[i] = 0;
  }
}

const crippled = (x: number) => (x >= 3 ? 1 : 0);

/** One trial's state: both sides' units and the scratch arrays of a roll, allocated once. */
export interface ActivationDuelState {
  A: Side;
  D: Side;
  faces: Int32Array;
  act: Int32Array;
  res: Int32Array;
}

export function activationState(s: ActivationDuelSetup): ActivationDuelState {
  return {
    A: sideOf(s.attUnits, s.attActivation),
    D: sideOf(s.defUnits, s.defActivation),
    faces: new Int32Array(9),
    act: new Int32Array(3),
    res: new Int32Array(5),
  };
}

/** A new trial: every unit fresh and ready. */
export function activationStartTrial(st: ActivationDuelState): void {
  resetSide(st.A);
  resetSide(st.D);
}

/** Units of side x in this state. */
export function count(x: Side, state: number): number {
  let k = 0;
  for (let i = 0; i < x.n; i++) if (x.st[i] === state) k++;
  return k;
}
/** Damage steps taken, a removed unit counting its whole. */
function sum(x: Int32Array): number {
  let t = 0;
  for (let i = 0; i < x.length; i++) t += Math.min(GONE, x[i]);
  return t;
}

/** Disorder and the critical event on unit i of side x. */
export function suffer(s: ActivationDuelSetup, x: Side, i: number, dis: number, event: number): void {
  x.dmg[i] += dis + (event === s.events.panic ? 1 : 0);
  if (x.dmg[i] >= GONE) x.st[i] = REMOVED;
  else if (event === s.events.rout) x.st[i] = ROUTED;
  else if (event === s.events.volley) x.st[i] = RECOILED;
  else if (event === s.events.petrified) x.petrified[i] = 1;
  else if (event === s.events.brokenLine) x.skip[i] = 1;
}

/** Unlock both units of a melee when either has left it. */
export function unlock(x: Side, i: number, y: Side, j: number): void {
  if (x.st[i] === ENGAGED && y.st[j] !== ENGAGED) x.st[i] = READY;
  if (y.st[j] === ENGAGED && x.st[i] !== ENGAGED) y.st[j] = READY;
}

/** One opposed roll: unit i of side x rolls against unit j of side y. */
export function roll(
  s: ActivationDuelSetup,
  st: ActivationDuelState,
  rng: Stream,
  o: Opposed,
  x: Side,
  i: number,
  y: Side,
  j: number,
): void {
  resolveOpposed(o, rollDie(rng, s.die), rollDie(rng, s.die), d6(rng), d6(rng), st.res);
  suffer(s, y, j, st.res[OUT_DEF_DIS], st.res[OUT_EVENT] - 1);
  suffer(s, x, i, st.res[OUT_ATT_DIS], -1);
  if (st.res[OUT_ATT_RECOILS] && x.st[i] < RECOILED) x.st[i] = RECOILED;
}

/** Roll unit i's activation: its actions, or -1 when the side's turn ends in a turnover after it. */
export function activate(
  s: ActivationDuelSetup,
  st: ActivationDuelState,
  rng: Stream,
  x: Side,
  i: number,
): number {
  x.act.coloured = colouredAmong(x.act, Math.min(x.dmg[i], x.act.whiteDice));
  const n = x.act.dice + 2 * blunderPairs(x.act);
  for (let k = 0; k < n; k++) st.faces[k] = d6(rng);
  resolveActivation(x.act, st.faces, st.act);
  let actions = st.act[ACT_ACTIONS];
  if (x.skip[i]) {
    x.skip[i] = 0;
    actions = 0;
  }
  // "4 - Fall Back! Unit moves its full movement rate in the opposite direction" (unlimbered guns "must remain stationary")
  if (
    s.fallBackFace > 0 &&
    st.act[ACT_BLUNDER] === s.fallBackFace &&
    x.st[i] === READY &&
    !(x === st.A && s.bombard)
  ) {
    x.st[i] = RECOILED;
    actions = 0;
  }
  return st.act[ACT_TURNOVER] === 1 ? -1 - actions : actions;
}

/** Rally from rout (three actions) and return from a recoil (budget turns). */
export function comeBack(
  s: ActivationDuelSetup,
  st: ActivationDuelState,
  x: Side,
  i: number,
  actions: number,
): boolean {
  if (x.st[i] === ROUTED) {
    if (s.rallyOverTurns) x.rallied[i] += actions > 0 ? 1 : 0;
    if ((s.rallyOverTurns ? x.rallied[i] : actions) < s.rallyActions) return false;
    x.st[i] = RECOILED;
    x.rallied[i] = 0;
    return true;
  }
  if (x.st[i] === RECOILED && x === st.D && actions >= 1) {
    x.st[i] = READY;
    return true;
  }
  return false;
}

/** The continuing melees, rolled in the turn of side x (the charger as the bands' attacker, or the side whose turn it is). */
export function continuingMelees(
  s: ActivationDuelSetup,
  st: ActivationDuelState,
  rng: Stream,
  x: Side,
): void {
  for (let i = 0; i < st.A.n; i++) {
    if (st.A.st[i] !== ENGAGED) continue;
    const j = st.A.tgt[i];
    const seized = s.seizeLasts ? st.A.seized[i] : 0;
    if (x === st.A || s.chargerAttacks)
      roll(
        s,
        st,
        rng,
        s.attack[
          st.A.skip[i] * 64 +
            st.D.skip[j] * 32 +
            seized * 8 +
            crippled(st.A.dmg[i]) * 2 +
            crippled(st.D.dmg[j])
        ],
        st.A,
        i,
        st.D,
        j,
      );
    else
      roll(
        s,
        st,
        rng,
        s.defMelee[
          st.A.skip[i] * 16 +
            st.D.skip[j] * 8 +
            seized * 4 +
            crippled(st.D.dmg[j]) * 2 +
            crippled(st.A.dmg[i])
        ],
        st.D,
        j,
        st.A,
        i,
      );
    unlock(st.A, i, st.D, j);
    if (st.A.st[i] !== ENGAGED) st.A.seized[i] = 0;
  }
}

/** The attacker's turn: its continuing melees, then its free units activate and charge until a turnover. */
export function attackerTurn(
  s: ActivationDuelSetup,
  st: ActivationDuelState,
  rng: Stream,
  melees: boolean,
): void {
  if (melees) continuingMelees(s, st, rng, st.A);
  for (let i = 0; i < st.A.n; i++) {
    const u = st.A.st[i];
    const free = u === READY || (s.renew && (u === RECOILED || u === ROUTED));
    if (!free || st.A.petrified[i] || (!s.renew && st.A.charged[i] && !s.bombard) || count(st.D, READY) === 0)
      continue;
    const r = activate(s, st, rng, st.A, i);
    const actions = r < 0 ? -1 - r : r;
    if (u === ROUTED) comeBack(s, st, st.A, i, actions);
    else if (actions >= s.actionsToCharge) {
      st.A.charged[i] = 1;
      let left = actions;
      for (
        let j = readyTarget(st, i);
        j >= 0 && left >= s.actionsToCharge;
        j = s.bombard && s.fireEachAction ? readyTarget(st, i) : -1
      ) {
        if (!s.bombard) {
          st.A.st[i] = ENGAGED;
          st.A.tgt[i] = j;
          st.D.st[j] = ENGAGED;
          st.D.tgt[j] = i;
        }
        // guns: canister when the actions pay for it, else Aimed Shot, else a plain Fire
        const aimOk = s.seizeActions > 0 && left >= s.seizeActions;
        const canister = s.canisterActions > 0 && left >= s.canisterActions && (s.canisterFirst || !aimOk);
        const special = !canister && aimOk;
        roll(
          s,
          st,
          rng,
          s.attack[
            st.D.skip[j] * 32 +
              (canister ? 16 : 0) +
              (special ? 8 : 0) +
              (s.bombard ? 0 : 4) +
              crippled(st.A.dmg[i]) * 2 +
              crippled(st.D.dmg[j])
          ],
          st.A,
          i,
          st.D,
          j,
        );
        if (!s.bombard) {
          unlock(st.A, i, st.D, j);
          st.A.seized[i] = special && st.A.st[i] === ENGAGED ? 1 : 0;
        }
        left -= canister ? s.canisterActions : special ? s.seizeActions : s.actionsToCharge;
      }
    }
    if (r < 0) break;
  }
  for (let i = 0; i < st.A.n; i++) st.A.petrified[i] = 0;
}

/** A READY defender for attacker i (never a unit already in melee), or -1. */
export function readyTarget(st: ActivationDuelState, i: number): number {
  for (let t = 0, j = i % st.D.n; t < st.D.n; t++, j = (j + 1) % st.D.n) if (st.D.st[j] === READY) return j;
  return -1;
}

/** An attacker not in contact for the defender's musketry, or -1. */
export function fireTarget(st: ActivationDuelState): number {
  for (let i = 0; i < st.A.n; i++) if (st.A.st[i] === READY || st.A.st[i] === RECOILED) return i;
  return -1;
}

/** The defender's turn: its continuing melees, then its free units fire at attackers not in contact, or come back, until a turnover. */
export function defenderTurn(
  s: ActivationDuelSetup,
  st: ActivationDuelState,
  rng: Stream,
  melees: boolean,
): void {
  if (melees) continuingMelees(s, st, rng, st.D);
  for (let j = 0; j < st.D.n; j++) {
    const u = st.D.st[j];
    const free =
      u === READY || ((s.renew || s.defenderReturns) && u === RECOILED) || (s.renew && u === ROUTED);
    if (!free || st.D.petrified[j]) continue;
    const target = u === READY && s.defFire.length > 0 ? fireTarget(st) : -1;
    if (u === READY && target < 0) continue;
    const r = activate(s, st, rng, st.D, j);
    const actions = r < 0 ? -1 - r : r;
    if (u !== READY) comeBack(s, st, st.D, j, actions);
    else {
      let left = actions;
      for (let i = target; i >= 0 && left >= 1; i = s.fireEachAction ? fireTarget(st) : -1) {
        const aimed = s.aimActions > 0 && left >= s.aimActions;
        roll(
          s,
          st,
          rng,
          s.defFire[st.A.skip[i] * 8 + (aimed ? 4 : 0) + crippled(st.D.dmg[j]) * 2 + crippled(st.A.dmg[i])],
          st.D,
          j,
          st.A,
          i,
        );
        left -= aimed ? s.aimActions : 1;
      }
    }
    if (r < 0) break;
  }
  for (let i = 0; i < st.D.n; i++) st.D.petrified[i] = 0;
}

/** The defender breaks: more than half its units routed or removed. */
export function broken(st: ActivationDuelState): boolean {
  return 2 * (count(st.D, ROUTED) + count(st.D, REMOVED)) > st.D.n;
}
/** Attacker units still able to act on the position. */
export function attackerIn(s: ActivationDuelSetup, st: ActivationDuelState): number {
  let k = 0;
  for (let i = 0; i < st.A.n; i++)
    if (st.A.st[i] === ENGAGED || (st.A.st[i] === READY && (s.renew || s.bombard || !st.A.charged[i]))) k++;
  return k;
}

/**
 * Activation-draft engagement, turn by turn, both sides under the same
 * rules; who moves first is rolled once an engagement (or the attacker, by
 * mapping). In each side's turn its units locked in melee fight without
 * actions ("Existing melees are fought even after a turnover"); then its
 * free units activate until a turnover: the attacker's charge, the
 * defender's fire (1 action) at attackers not in contact. Every critical
 * event the duel can express applies to whichever unit suffers it: Panic
 * one more disorder, Devastating Volley a recoil, Rout, Petrified no
 * activation in the unit's next turn, Broken Line its next activation spent
 * reforming (Officer Killed and Wavering
 * change nothing here: no general, no rally of disorder). With budget
 * `turns`, a recoiled unit of either side returns (the attacker charging
 * again, the defender reoccupying its ground) and a routed one rallies on
 * three actions; with `engagement`, no unit comes back.
 */
export function activationDuel(
  s: ActivationDuelSetup,
  maxRounds: number,
  prov: number,
  mapping: Record<string, string>,
): DuelEngine {
  const st = activationState(s);
  return {
    attTotal: GONE * s.attUnits,
    defTotal: GONE * s.defUnits,
    mapping,
    run(rng: Stream, out: Int32Array): void {
      activationStartTrial(st);
      const defenderFirst = s.defenderFirst && d6(rng) <= 3;
      for (let round = 1; round <= maxRounds; round++) {
        if (defenderFirst) defenderTurn(s, st, rng, true);
        attackerTurn(s, st, rng, !defenderFirst || !s.meleeOnceARound);
        if (!defenderFirst) defenderTurn(s, st, rng, !s.meleeOnceARound);
        const holding = count(st.D, READY) + count(st.D, ENGAGED);
        // defenders that may still come back leave the position open
        const pending =
          (s.renew ? count(st.D, ROUTED) : 0) + (s.renew || s.defenderReturns ? count(st.D, RECOILED) : 0);
        if (pending === 0) {
          if (holding === 0) return finish(out, TAKES, broken(st), sum(st.A.dmg), sum(st.D.dmg), round, prov);
          if (!s.bombard && attackerIn(s, st) === 0)
            return finish(out, HOLDS, broken(st), sum(st.A.dmg), sum(st.D.dmg), round, prov);
        }
        if (count(st.D, REMOVED) === st.D.n)
          return finish(out, TAKES, true, sum(st.A.dmg), sum(st.D.dmg), round, prov);
        if (!s.bombard && count(st.A, REMOVED) === st.A.n)
          return finish(out, HOLDS, broken(st), sum(st.A.dmg), sum(st.D.dmg), round, prov);
      }
      // the budget is spent: the position goes to whoever holds it
      const holding = count(st.D, READY) + count(st.D, ENGAGED);
      const decision =
        holding === 0 && (s.bombard || attackerIn(s, st) > 0)
          ? TAKES
          : s.bombard || attackerIn(s, st) === 0
            ? HOLDS
            : s.renew
              ? holding > 0
                ? HOLDS
                : UNDECIDED
              : UNDECIDED;
      finish(out, decision, broken(st), sum(st.A.dmg), sum(st.D.dmg), maxRounds, prov);
    },
  };
}
