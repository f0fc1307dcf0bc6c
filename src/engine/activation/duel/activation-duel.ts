import { d6, rollDie } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import { finish, HOLDS, TAKES, UNDECIDED, type DuelEngine } from '../../comparison/duel-engine.ts';
import { ACT_ACTIONS, resolveActivation, type ActivationSetup } from '../activation-roll.ts';
import { OUT_ATT_DIS, OUT_ATT_RECOILS, OUT_DEF_DIS, OUT_EVENT, resolveOpposed, type Opposed } from '../opposed.ts';

/** Unit status in the engagement. */
const READY = 0, ENGAGED = 1, RECOILED = 2, ROUTED = 3, REMOVED = 4;
/** Damage beyond crippled (three coloured dice) removes the unit. */
const GONE = 4;

export interface ActivationDuelSetup {
  attUnits: number;
  defUnits: number;
  die: number;
  /** the attacker's activation (quality, dice, coloured dice set per unit) */
  activation: ActivationSetup;
  actionsToCharge: number;
  /** attack[charging * 8 + flanked * 4 + attCrippled * 2 + defCrippled] */
  attack: Opposed[];
  /** the defender's musketry at the chargers: [firerCrippled * 2 + targetCrippled]; empty: none */
  defFire: Opposed[];
  bombard: boolean;
  events: { panic: number; volley: number; rout: number };
}

/**
 * Activation-draft engagement, a turn at a time. Melees started earlier are
 * fought again without actions; free attacker units activate (a turnover
 * ends the activations) and charge; in the defender's turn its free units
 * fire at attackers not yet in contact. The defender leaves its ground on a
 * Devastating Volley (recoil), a Rout or removal; the attacker recoils on a
 * defender more than double. A bombardment: the batteries activate and fire.
 */
export function activationDuel(s: ActivationDuelSetup, maxRounds: number, prov: number, mapping: Record<string, string>): DuelEngine {
  const aDmg = new Int32Array(s.attUnits), aSt = new Int32Array(s.attUnits), aTgt = new Int32Array(s.attUnits);
  const dDmg = new Int32Array(s.defUnits), dSt = new Int32Array(s.defUnits);
  const faces = new Int32Array(3);
  const act = new Int32Array(3);
  const res = new Int32Array(5);
  const crippled = (x: number) => (x >= 3 ? 1 : 0);
  const holding = () => { let k = 0; for (let i = 0; i < s.defUnits; i++) if (dSt[i] === READY) k++; return k; };
  const inAction = () => { let k = 0; for (let i = 0; i < s.attUnits; i++) if (aSt[i] <= RECOILED) k++; return k; };
  const sum = (x: Int32Array) => { let t = 0; for (let i = 0; i < x.length; i++) t += Math.min(GONE, x[i]); return t; };

  /** One attack of attacker unit i on defender unit j; returns nothing, updates both. */
  function attack(rng: Stream, i: number, j: number, charging: number, flanked: number): void {
    const o = s.attack[charging * 8 + flanked * 4 + crippled(aDmg[i]) * 2 + crippled(dDmg[j])];
    resolveOpposed(o, rollDie(rng, s.die), rollDie(rng, s.die), d6(rng), d6(rng), res);
    const event = res[OUT_EVENT] - 1;
    dDmg[j] += res[OUT_DEF_DIS] + (event === s.events.panic ? 1 : 0);
    aDmg[i] += res[OUT_ATT_DIS];
    if (dDmg[j] >= GONE) dSt[j] = REMOVED;
    else if (event === s.events.rout) dSt[j] = ROUTED;
    else if (event === s.events.volley) dSt[j] = RECOILED;
    if (aDmg[i] >= GONE) aSt[i] = REMOVED;
    else if (res[OUT_ATT_RECOILS] || dSt[j] !== READY) aSt[i] = res[OUT_ATT_RECOILS] ? RECOILED : READY;
  }

  return {
    attTotal: GONE * s.attUnits,
    defTotal: GONE * s.defUnits,
    mapping,
    run(rng: Stream, out: Int32Array): void {
      aDmg.fill(0); aSt.fill(READY); dDmg.fill(0); dSt.fill(READY);
      for (let round = 1; round <= maxRounds; round++) {
        // Existing melees are fought without actions, even after a turnover
        for (let i = 0; i < s.attUnits; i++) if (aSt[i] === ENGAGED) attack(rng, i, aTgt[i], 0, 0);
        let turnover = false;
        for (let i = 0; i < s.attUnits && !turnover && holding() > 0; i++) {
          if (aSt[i] !== READY && aSt[i] !== RECOILED) continue;
          s.activation.coloured = Math.min(aDmg[i], s.activation.dice);
          for (let k = 0; k < s.activation.dice; k++) faces[k] = d6(rng);
          resolveActivation(s.activation, faces, d6(rng), d6(rng), act);
          turnover = act[1] === 1;
          if (act[ACT_ACTIONS] < s.actionsToCharge) continue;
          let j = i % s.defUnits, tries = 0;
          while (dSt[j] !== READY && tries++ < s.defUnits) j = (j + 1) % s.defUnits;
          let engaged = 0;
          for (let k = 0; k < s.attUnits; k++) if (aSt[k] === ENGAGED && aTgt[k] === j) engaged++;
          if (!s.bombard) { aSt[i] = ENGAGED; aTgt[i] = j; }
          attack(rng, i, j, s.bombard ? 0 : 1, engaged > 0 ? 1 : 0);
          if (!s.bombard && aSt[i] === ENGAGED && dSt[j] !== READY) aSt[i] = READY;
        }
        // The defender's turn: free units fire at attackers not in contact
        if (s.defFire.length > 0) {
          for (let j = 0; j < s.defUnits; j++) {
            if (dSt[j] !== READY) continue;
            for (let i = 0; i < s.attUnits; i++) {
              if (aSt[i] !== READY && aSt[i] !== RECOILED) continue;
              resolveOpposed(s.defFire[crippled(dDmg[j]) * 2 + crippled(aDmg[i])], rollDie(rng, s.die), rollDie(rng, s.die), d6(rng), d6(rng), res);
              aDmg[i] += res[OUT_DEF_DIS];
              if (aDmg[i] >= GONE) aSt[i] = REMOVED;
              else if (res[OUT_EVENT] - 1 === s.events.rout) aSt[i] = ROUTED;
              break;
            }
          }
        }
        let broken = 0;
        for (let j = 0; j < s.defUnits; j++) if (dSt[j] >= ROUTED) broken++;
        if (holding() === 0) return finish(out, TAKES, 2 * broken > s.defUnits, sum(aDmg), sum(dDmg), round, prov);
        if (!s.bombard && inAction() === 0) return finish(out, HOLDS, 2 * broken > s.defUnits, sum(aDmg), sum(dDmg), round, prov);
      }
      let broken = 0;
      for (let j = 0; j < s.defUnits; j++) if (dSt[j] >= ROUTED) broken++;
      finish(out, s.bombard ? HOLDS : UNDECIDED, 2 * broken > s.defUnits, sum(aDmg), sum(dDmg), maxRounds, prov);
    },
  };
}
