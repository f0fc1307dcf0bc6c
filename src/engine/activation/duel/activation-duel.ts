import { d6, rollDie } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import { finish, HOLDS, TAKES, UNDECIDED, type DuelEngine } from '../../comparison/base/duel-engine.ts';
import { ACT_ACTIONS, ACT_BLUNDER, ACT_TURNOVER, blunderPairs, colouredAmong, resolveActivation, type ActivationSetup } from '../activation-roll.ts';
import { OUT_ATT_DIS, OUT_ATT_RECOILS, OUT_DEF_DIS, OUT_EVENT, resolveOpposed, type Opposed } from '../opposed.ts';

/** Unit status in the engagement. */
const READY = 0, ENGAGED = 1, RECOILED = 2, ROUTED = 3, REMOVED = 4;
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
  /** the defender's musketry at attackers not in contact: [aimed * 4 + firerCrippled * 2 + targetCrippled]; empty: none */
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

interface Side {
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
  n, dmg: new Int32Array(n), st: new Int32Array(n), tgt: new Int32Array(n), skip: new Uint8Array(n), petrified: new Uint8Array(n), seized: new Uint8Array(n), charged: new Uint8Array(n), rallied: new Uint8Array(n), act: { ...act },
});

/** Every unit fresh and ready: plain loops, neither an array of the sides nor fill calls each trial */
function resetSide(x: Side): void {
  const { dmg, st, skip, petrified, seized, charged, rallied } = x;
  for (let i = 0; i < x.n; i++) { dmg[i] = 0; st[i] = READY; skip[i] = 0; petrified[i] = 0; seized[i] = 0; charged[i] = 0; rallied[i] = 0; }
}

const crippled = (x: number) => (x >= 3 ? 1 : 0);

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
export function activationDuel(s: ActivationDuelSetup, maxRounds: number, prov: number, mapping: Record<string, string>): DuelEngine {
  const A = sideOf(s.attUnits, s.attActivation);
  const D = sideOf(s.defUnits, s.defActivation);
  const faces = new Int32Array(9);
  const act = new Int32Array(3);
  const res = new Int32Array(5);
  const ev = s.events;
  const count = (x: Side, state: number) => { let k = 0; for (let i = 0; i < x.n; i++) if (x.st[i] === state) k++; return k; };
  const sum = (x: Int32Array) => { let t = 0; for (let i = 0; i < x.length; i++) t += Math.min(GONE, x[i]); return t; };

  /** Disorder and the critical event on unit i of side x. */
  function suffer(x: Side, i: number, dis: number, event: number): void {
    x.dmg[i] += dis + (event === ev.panic ? 1 : 0);
    if (x.dmg[i] >= GONE) x.st[i] = REMOVED;
    else if (event === ev.rout) x.st[i] = ROUTED;
    else if (event === ev.volley) x.st[i] = RECOILED;
    else if (event === ev.petrified) x.petrified[i] = 1;
    else if (event === ev.brokenLine) x.skip[i] = 1;
  }

  /** Unlock both units of a melee when either has left it. */
  function unlock(x: Side, i: number, y: Side, j: number): void {
    if (x.st[i] === ENGAGED && y.st[j] !== ENGAGED) x.st[i] = READY;
    if (y.st[j] === ENGAGED && x.st[i] !== ENGAGED) y.st[j] = READY;
  }

  /** One opposed roll: unit i of side x rolls against unit j of side y. */
  function roll(rng: Stream, o: Opposed, x: Side, i: number, y: Side, j: number): void {
    resolveOpposed(o, rollDie(rng, s.die), rollDie(rng, s.die), d6(rng), d6(rng), res);
    suffer(y, j, res[OUT_DEF_DIS], res[OUT_EVENT] - 1);
    suffer(x, i, res[OUT_ATT_DIS], -1);
    if (res[OUT_ATT_RECOILS] && x.st[i] < RECOILED) x.st[i] = RECOILED;
  }

  /** Roll unit i's activation: its actions, or -1 when the side's turn ends in a turnover after it. */
  function activate(rng: Stream, x: Side, i: number): number {
    x.act.coloured = colouredAmong(x.act, Math.min(x.dmg[i], x.act.whiteDice));
    const n = x.act.dice + 2 * blunderPairs(x.act);
    for (let k = 0; k < n; k++) faces[k] = d6(rng);
    resolveActivation(x.act, faces, act);
    let actions = act[ACT_ACTIONS];
    if (x.skip[i]) { x.skip[i] = 0; actions = 0; }
    // "4 - Fall Back! Unit moves its full movement rate in the opposite direction" (unlimbered guns "must remain stationary")
    if (s.fallBackFace > 0 && act[ACT_BLUNDER] === s.fallBackFace && x.st[i] === READY && !(x === A && s.bombard)) { x.st[i] = RECOILED; actions = 0; }
    return act[ACT_TURNOVER] === 1 ? -1 - actions : actions;
  }

  /** Rally from rout (three actions) and return from a recoil (budget turns). */
  function comeBack(x: Side, i: number, actions: number): boolean {
    if (x.st[i] === ROUTED) {
      if (s.rallyOverTurns) x.rallied[i] += actions > 0 ? 1 : 0;
      if ((s.rallyOverTurns ? x.rallied[i] : actions) < s.rallyActions) return false;
      x.st[i] = RECOILED;
      x.rallied[i] = 0;
      return true;
    }
    if (x.st[i] === RECOILED && x === D && actions >= 1) { x.st[i] = READY; return true; }
    return false;
  }

  /** The continuing melees, rolled in the turn of side x (the charger as the bands' attacker, or the side whose turn it is). */
  function continuingMelees(rng: Stream, x: Side): void {
    for (let i = 0; i < A.n; i++) {
      if (A.st[i] !== ENGAGED) continue;
      const j = A.tgt[i];
      const seized = s.seizeLasts ? A.seized[i] : 0;
      if (x === A || s.chargerAttacks) roll(rng, s.attack[A.skip[i] * 64 + D.skip[j] * 32 + seized * 8 + crippled(A.dmg[i]) * 2 + crippled(D.dmg[j])], A, i, D, j);
      else roll(rng, s.defMelee[A.skip[i] * 16 + D.skip[j] * 8 + seized * 4 + crippled(D.dmg[j]) * 2 + crippled(A.dmg[i])], D, j, A, i);
      unlock(A, i, D, j);
      if (A.st[i] !== ENGAGED) A.seized[i] = 0;
    }
  }

  function attackerTurn(rng: Stream, melees: boolean): void {
    if (melees) continuingMelees(rng, A);
    for (let i = 0; i < A.n; i++) {
      const st = A.st[i];
      const free = st === READY || (s.renew && (st === RECOILED || st === ROUTED));
      if (!free || A.petrified[i] || (!s.renew && A.charged[i] && !s.bombard) || count(D, READY) === 0) continue;
      const r = activate(rng, A, i);
      const actions = r < 0 ? -1 - r : r;
      if (st === ROUTED) comeBack(A, i, actions);
      else if (actions >= s.actionsToCharge) {
        A.charged[i] = 1;
        let left = actions;
        for (let j = readyTarget(i); j >= 0 && left >= s.actionsToCharge; j = s.bombard && s.fireEachAction ? readyTarget(i) : -1) {
          if (!s.bombard) { A.st[i] = ENGAGED; A.tgt[i] = j; D.st[j] = ENGAGED; D.tgt[j] = i; }
          // guns: canister when the actions pay for it, else Aimed Shot, else a plain Fire
          const aimOk = s.seizeActions > 0 && left >= s.seizeActions;
          const canister = s.canisterActions > 0 && left >= s.canisterActions && (s.canisterFirst || !aimOk);
          const special = !canister && aimOk;
          roll(rng, s.attack[D.skip[j] * 32 + (canister ? 16 : 0) + (special ? 8 : 0) + (s.bombard ? 0 : 4) + crippled(A.dmg[i]) * 2 + crippled(D.dmg[j])], A, i, D, j);
          if (!s.bombard) { unlock(A, i, D, j); A.seized[i] = special && A.st[i] === ENGAGED ? 1 : 0; }
          left -= canister ? s.canisterActions : special ? s.seizeActions : s.actionsToCharge;
        }
      }
      if (r < 0) break;
    }
    for (let i = 0; i < A.n; i++) A.petrified[i] = 0;
  }

  /** A READY defender for attacker i (never a unit already in melee), or -1. */
  function readyTarget(i: number): number {
    for (let t = 0, j = i % D.n; t < D.n; t++, j = (j + 1) % D.n) if (D.st[j] === READY) return j;
    return -1;
  }

  /** An attacker not in contact for the defender's musketry, or -1. */
  function fireTarget(): number {
    for (let i = 0; i < A.n; i++) if (A.st[i] === READY || A.st[i] === RECOILED) return i;
    return -1;
  }

  function defenderTurn(rng: Stream, melees: boolean): void {
    if (melees) continuingMelees(rng, D);
    for (let j = 0; j < D.n; j++) {
      const st = D.st[j];
      const free = st === READY || ((s.renew || s.defenderReturns) && st === RECOILED) || (s.renew && st === ROUTED);
      if (!free || D.petrified[j]) continue;
      const target = st === READY && s.defFire.length > 0 ? fireTarget() : -1;
      if (st === READY && target < 0) continue;
      const r = activate(rng, D, j);
      const actions = r < 0 ? -1 - r : r;
      if (st !== READY) comeBack(D, j, actions);
      else {
        let left = actions;
        for (let i = target; i >= 0 && left >= 1; i = s.fireEachAction ? fireTarget() : -1) {
          const aimed = s.aimActions > 0 && left >= s.aimActions;
          roll(rng, s.defFire[(aimed ? 4 : 0) + crippled(D.dmg[j]) * 2 + crippled(A.dmg[i])], D, j, A, i);
          left -= aimed ? s.aimActions : 1;
        }
      }
      if (r < 0) break;
    }
    for (let i = 0; i < D.n; i++) D.petrified[i] = 0;
  }

  const broken = () => 2 * (count(D, ROUTED) + count(D, REMOVED)) > D.n;
  /** attacker units still able to act on the position */
  const attackerIn = () => { let k = 0; for (let i = 0; i < A.n; i++) if (A.st[i] === ENGAGED || (A.st[i] === READY && (s.renew || s.bombard || !A.charged[i]))) k++; return k; };

  return {
    attTotal: GONE * s.attUnits,
    defTotal: GONE * s.defUnits,
    mapping,
    run(rng: Stream, out: Int32Array): void {
      resetSide(A);
      resetSide(D);
      const defenderFirst = s.defenderFirst && d6(rng) <= 3;
      for (let round = 1; round <= maxRounds; round++) {
        if (defenderFirst) defenderTurn(rng, true);
        attackerTurn(rng, !defenderFirst || !s.meleeOnceARound);
        if (!defenderFirst) defenderTurn(rng, !s.meleeOnceARound);
        const holding = count(D, READY) + count(D, ENGAGED);
        // defenders that may still come back leave the position open
        const pending = (s.renew ? count(D, ROUTED) : 0) + (s.renew || s.defenderReturns ? count(D, RECOILED) : 0);
        if (pending === 0) {
          if (holding === 0) return finish(out, TAKES, broken(), sum(A.dmg), sum(D.dmg), round, prov);
          if (!s.bombard && attackerIn() === 0) return finish(out, HOLDS, broken(), sum(A.dmg), sum(D.dmg), round, prov);
        }
        if (count(D, REMOVED) === D.n) return finish(out, TAKES, true, sum(A.dmg), sum(D.dmg), round, prov);
        if (!s.bombard && count(A, REMOVED) === A.n) return finish(out, HOLDS, broken(), sum(A.dmg), sum(D.dmg), round, prov);
      }
      // the budget is spent: the position goes to whoever holds it
      const holding = count(D, READY) + count(D, ENGAGED);
      const decision = holding === 0 && (s.bombard || attackerIn() > 0) ? TAKES : s.bombard || attackerIn() === 0 ? HOLDS : s.renew ? (holding > 0 ? HOLDS : UNDECIDED) : UNDECIDED;
      finish(out, decision, broken(), sum(A.dmg), sum(D.dmg), maxRounds, prov);
    },
  };
}
