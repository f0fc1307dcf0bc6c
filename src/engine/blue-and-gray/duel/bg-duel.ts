import { d6 } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import { finish, HOLDS, TAKES, UNDECIDED, type DuelEngine } from '../../duel/duel-engine.ts';
import {
  attackStrength,
  bombardAllowed,
  defenceStrength,
  oddsColumn,
  type BgAttacker,
  type BgDefender,
} from '../odds.ts';
import {
  compileEffects,
  ELIMINATED,
  R_ATT_LOSS,
  R_ATT_MORALE,
  R_DEF_LOSS,
  R_DEF_MORALE,
  resolveResult,
} from '../resolve.ts';
import type { BgRules } from '../rules/bg-rules.ts';
import { MORALE, RALLY_STATES } from '../rules/bg-rules.ts';
import { ODDS, RESULTS } from '../rules/crt.ts';

/** How this duel reads the rules: the CRT edition, the shift order and the rounding of halves (switches), and the time budget. */
export interface BgDuelReading {
  revised: boolean;
  afterCap: boolean;
  halfDown: boolean;
  renew: boolean;
  /** §9.18's 1:5 floor counted after the column shifts (switch bombardFloor) */
  floorAfterShifts: boolean;
  /** budget turns: the side out of the position rallies instead of attacking at this morale (index into MORALE) or worse; MORALE.length: never (mapping) */
  rallyFrom: number;
}

/**
 * The counterattack of budget `turns`: the odds shift when the defender
 * attacks the attacker in the position. No works: the Breastworks Marker
 * stays in its hex facing the enemy (§10.34 ii, §10.37), so the counterattack
 * comes through the hexsides it does not cover (§10.38).
 */
export interface BgCounter {
  shift: number;
  /** printed strength of each of the defender's units (an exchange removes whole units) */
  unitStrength: number;
}

/**
 * Blue & Gray engagement on the CRT. Budget `engagement`: one attack.
 * Budget `turns`: in each turn the side out of the position attacks the
 * side in it, if it may (not Routed, §12.23; not eliminated): a retreat or
 * elimination of the side in the position hands it over, the other side
 * then attacking it, under the same rules, to take it back; at the end the
 * side in the position has it. Retreats disorder (§12.11-12.15). A side out
 * of the position, having fallen back out of the enemy's ZOC, Rallies
 * instead of attacking when its morale is `rallyFrom` or worse (§12.41 (b):
 * a Rallying unit may not move, so it does not attack that turn). Artillery attacks each turn until the defender leaves (the
 * position is then taken: driven off), the guns may not bombard (§9.18) or
 * the turns run out; the guns never advance after combat (§9.47), so they
 * never hold the position. From an adjacent hex they attack at +1/2 (§9.48)
 * and suffer all results (§9.43, §12.11); from beyond, none (§9.15).
 * Each side has one morale state: its units are disordered together on one
 * die, where §12.12 and §12.13 roll a die for each unit (the mean rate is
 * the text's; the spread between units is not modelled).
 */
/** The engagement's end: each side's strength lost, the defender broken when Routed or worse. A module function: a closure made each trial costs more than the trial. */
function end(
  out: Int32Array,
  decision: number,
  printed: Float64Array,
  str: Int32Array,
  mor: Int32Array,
  round: number,
  prov: number,
): void {
  finish(out, decision, mor[1] >= 3, printed[0] - str[0], printed[1] - str[1], round, prov);
}

export function bgDuel(
  r: BgRules,
  a: BgAttacker,
  d: BgDefender,
  shift: number,
  reading: BgDuelReading,
  counter: BgCounter,
  maxRounds: number,
  mapping: Record<string, string>,
): DuelEngine {
  const { revised, afterCap, renew, halfDown, rallyFrom, floorAfterShifts } = reading;
  // rallyTo[(state - 1) * 6 + face - 1]: the morale after the rally die (§12.41 (b) i-iii)
  const rallyTo = Int32Array.from(r.rally.flat(), (v) => RALLY_STATES.indexOf(v.value));
  const turns = renew ? maxRounds : 1;
  const table = revised ? r.revisedCrt : r.crt;
  const crt = Int32Array.from(table.flat(), (v) => RESULTS.indexOf(v.value));
  const crtProv = Uint8Array.from(table.flat(), (v) => (v.cell.source === 'provisional' ? 1 : 0));
  const guns = a.arm === 'artillery';
  const bombarding = guns && a.range !== 'adjacent';
  const base = { attMorale: 0, defMorale: 0, adjacent: !bombarding, defArtillery: false };
  // by the side attacking: 0 the attacker, 1 the defender taking its ground back
  const effects = [
    compileEffects(r, {
      ...base,
      attStrength: a.strength,
      defStrength: d.strength,
      attackerImmune: bombarding,
      attArtillery: a.arm === 'artillery',
      attUnit: a.unitStrength ?? a.strength,
    }),
    compileEffects(r, {
      ...base,
      attStrength: d.strength,
      defStrength: a.strength,
      attackerImmune: false,
      attArtillery: false,
      attUnit: counter.unitStrength,
    }),
  ];
  const shifts = [shift, counter.shift];
  const res = new Int32Array(4);
  // the side attacking and the side in the position, by the side attacking
  const attackers: BgAttacker[] = [
    { ...a },
    {
      strength: d.strength,
      morale: 'normal',
      arm: d.arm,
      range: 'adjacent',
      halvedByTerrain: a.halvedByTerrain,
      unitStrength: counter.unitStrength,
    },
  ];
  const holders: BgDefender[] = [
    { ...d },
    {
      strength: a.strength,
      morale: 'normal',
      arm: 'infantry',
      works: 'none',
      withFriends: false,
      unitStrength: a.unitStrength,
    },
  ];
  const printed = Float64Array.of(a.strength, d.strength);
  const str = new Int32Array(2);
  const mor = new Int32Array(2);
  return {
    attTotal: a.strength,
    defTotal: d.strength,
    mapping,
    run(rng: Stream, out: Int32Array): void {
      str[0] = a.strength;
      str[1] = d.strength;
      mor[0] = 0;
      mor[1] = 0;
      // the side in the position: 1 the defender
      let holder = 1,
        prov = 0,
        round = 0;
      for (round = 1; round <= turns; round++) {
        const x = 1 - holder;
        if (renew && mor[x] >= rallyFrom) {
          mor[x] = rallyTo[(mor[x] - 1) * 6 + d6(rng) - 1];
          // iii) "If the die roll is '6', the unit is immediately eliminated": the other side keeps the position
          if (mor[x] === ELIMINATED)
            return end(out, holder === 0 ? TAKES : HOLDS, printed, str, mor, round, prov);
          continue;
        }
        const att = attackers[x];
        const def = holders[x];
        att.strength = str[x];
        att.morale = MORALE[mor[x]];
        def.strength = str[holder];
        def.morale = MORALE[mor[holder]];
        const A = attackStrength(r, att, halfDown);
        // a Routed side may not attack (§12.23): the turn passes
        if (A === 0) {
          if (!renew) return end(out, HOLDS, printed, str, mor, round, prov);
          continue;
        }
        const D = defenceStrength(r, def, !bombarding, halfDown);
        // §9.18: artillery may not bombard below 1:5, so the guns cannot shift it
        if (bombarding && !bombardAllowed(r, A, D, shifts[x], floorAfterShifts))
          return finish(out, HOLDS, false, 0, printed[1] - str[1], round, prov);
        const cell = (d6(rng) - 1) * ODDS.length + oddsColumn(A, D, shifts[x], afterCap);
        const result = crt[cell];
        const e = effects[x];
        prov |= crtProv[cell] | e.provisional[result];
        e.attStrength = str[x];
        e.defStrength = str[holder];
        e.attMorale = mor[x];
        e.defMorale = mor[holder];
        resolveResult(e, result, d6(rng), d6(rng), res);
        str[x] -= res[R_ATT_LOSS];
        str[holder] -= res[R_DEF_LOSS];
        mor[x] = res[R_ATT_MORALE];
        mor[holder] = res[R_DEF_MORALE];
        const holderGone = mor[holder] === ELIMINATED || e.retreat[result] === 2;
        // the position left with nobody to take it
        if ((holderGone && mor[x] === ELIMINATED) || (mor[0] === ELIMINATED && mor[1] === ELIMINATED))
          return end(out, UNDECIDED, printed, str, mor, round, prov);
        if (holderGone && !guns) holder = x;
        if (mor[0] === ELIMINATED) return end(out, HOLDS, printed, str, mor, round, prov);
        if (mor[1] === ELIMINATED) return end(out, TAKES, printed, str, mor, round, prov);
        // §9.47: artillery never advances after combat; the defender driven off, the guns have done their work
        if (guns && holderGone) return end(out, TAKES, printed, str, mor, round, prov);
        // one engagement: decided by this attack
        if (!renew) return end(out, holder === 0 ? TAKES : HOLDS, printed, str, mor, round, prov);
      }
      // the budget is spent: the position is the side's that holds it
      end(out, holder === 0 ? TAKES : HOLDS, printed, str, mor, turns, prov);
    },
  };
}
