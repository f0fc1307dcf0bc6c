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
  attackerDisorder,
  compileEffects,
  defenderDisorder,
  ELIMINATED,
  R_ATT_LOSS,
  R_DEF_LOSS,
  resolveLosses,
  type BgEffects,
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
  /** retreating defending artillery is Disordered even outside an enemy ZOC (switch artilleryRetreatDisorder `always`) */
  artilleryRetreatAlways: boolean;
  /** budget turns: the side out of the position rallies instead of attacking at this morale (index into MORALE) or worse; MORALE.length: never (mapping) */
  rallyFrom: number;
}

/**
 * The result effects by the side attacking: 0 the attacker, 1 the defender
 * taking its ground back (§12.11-12.15); retreating artillery is Disordered
 * (§12.12 "Exception: retreating artillery units are automatically
 * Disordered"; switch artilleryRetreatDisorder).
 */
export function duelEffects(r: BgRules, a: BgAttacker, d: BgDefender, reading: BgDuelReading): BgEffects[] {
  const bombarding = a.arm === 'artillery' && a.range !== 'adjacent';
  const by = (att: BgAttacker | BgDefender, def: BgAttacker | BgDefender, immune: boolean) =>
    compileEffects(r, {
      attMorale: 0,
      defMorale: 0,
      adjacent: !bombarding,
      defArtilleryAlways: reading.artilleryRetreatAlways,
      attStrength: att.strength,
      defStrength: def.strength,
      attackerImmune: immune,
      attArtillery: att.arm === 'artillery',
      defArtillery: def.arm === 'artillery',
      attUnit: att.unitStrength ?? att.strength,
    });
  return [by(a, d, bombarding), by(d, a, false)];
}

/** The engagement's end: each side's strength lost, the defender broken when every unit left is Routed, or none is left. A module function: a closure made each trial costs more than the trial. */
function end(
  out: Int32Array,
  decision: number,
  printed: Float64Array,
  str: Int32Array,
  defBroken: boolean,
  round: number,
  prov: number,
): void {
  finish(out, decision, defBroken, printed[0] - str[0], printed[1] - str[1], round, prov);
}

/**
 * The counterattack of budget `turns`: the odds shift when the defender
 * attacks the attacker in the position. No works: the Breastworks Marker
 * stays in its hex facing the enemy (§10.34 ii, §10.37), so the counterattack
 * comes through the hexsides it does not cover (§10.38).
 */
export interface BgCounter {
  shift: number;
}

/** Printed strength of unit i of a side of `s` points in units of `u`: full units, then the rest. */
function unitAt(s: number, u: number, i: number): number {
  const full = Math.floor(s / u);
  return i < full ? u : s - full * u;
}

/** Sort the morale of a side's `n` units best first, so that a loss takes its most disordered units (insertion sort, no allocation). */
function steadiestFirst(m: Int32Array, n: number): void {
  for (let i = 1; i < n; i++)
    for (let j = i, v = m[i]; j > 0 && m[j - 1] > v; j--) {
      m[j] = m[j - 1];
      m[j - 1] = v;
    }
}

/**
 * Blue & Gray engagement on the CRT. Budget `engagement`: one attack.
 * Budget `turns`: in each turn the side out of the position attacks the
 * side in it, if it may (not every unit Routed, §12.23; not eliminated): a
 * retreat or elimination of the side in the position hands it over, the
 * other side then attacking it, under the same rules, to take it back; at
 * the end the side in the position has it. Each side is units of its
 * `unitStrength` (the last smaller), each with its own morale, adjusted on
 * its own (§12.21-12.25) and rolling its own disorder die: §12.12 "the
 * Friendly Player rolls a die for each retreating unit", §12.13 "rolls a
 * die for each surviving unit". A side out of the position, having fallen
 * back out of the enemy's ZOC, Rallies instead of attacking when any of
 * its units is at morale `rallyFrom` or worse, each unit with a marker on
 * its own die (§12.41 (b) "A die roll is required for each Rallying
 * unit"; a Rallying unit may not move, so the side does not attack that
 * turn). A side's losses fall on its most disordered units first (the
 * owner's choice of the units to remove). Artillery attacks each turn until
 * the defender leaves (the position is then taken: driven off), the guns
 * may not bombard (§9.18) or the turns run out; guns, the attacker's or a
 * defending battery counterattacking, never advance after combat (§9.47),
 * so they never take the position: driving its holder off decides it. From an adjacent
 * hex they attack at +1/2 (§9.48) and suffer all results (§9.43, §12.11);
 * from beyond, none (§9.15).
 */
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
  // each side's guns, by side: §9.47 "Artillery units may never advance after combat", attacking or counterattacking
  const guns = [a.arm === 'artillery', d.arm === 'artillery'];
  const bombarding = guns[0] && a.range !== 'adjacent';
  // printed strength of each side's units (the last may be smaller): 0 the attacker, 1 the defender
  const unit = Int32Array.of(a.unitStrength ?? a.strength, d.unitStrength ?? d.strength);
  const effects = duelEffects(r, a, d, reading);
  const shifts = [shift, counter.shift];
  const res = new Int32Array(4);
  // by side, one of its units attacking and defending: strength and morale are set unit by unit
  const attackers: BgAttacker[] = [
    { ...a },
    {
      strength: d.strength,
      morale: 'normal',
      arm: d.arm,
      range: 'adjacent',
      halvedByTerrain: a.halvedByTerrain,
    },
  ];
  const holders: BgDefender[] = [
    { strength: a.strength, morale: 'normal', arm: 'infantry', works: 'none', withFriends: false },
    { ...d },
  ];
  const printed = Float64Array.of(a.strength, d.strength);
  const str = new Int32Array(2);
  // mor[side][i]: the morale of the side's unit i (index into MORALE), its strength unitAt(str[side], unit[side], i)
  const mor = [
    new Int32Array(Math.ceil(a.strength / unit[0])),
    new Int32Array(Math.ceil(d.strength / unit[1])),
  ];
  // each side's units left, ceil(str / unit), kept as str changes (setStrength) rather than divided at every read
  const units = new Int32Array(2);
  const unitsOf = (side: number) => units[side];
  const setStrength = (side: number, s: number) => {
    str[side] = s;
    units[side] = Math.ceil(s / unit[side]);
  };
  /**
   * The side's adjusted attack (or defence) strength, unit by unit, each
   * with its own morale (§12.25); a Routed unit adds nothing to an attack
   * (§12.23).
   */
  const strengthOf = (side: number, attacking: boolean): number => {
    const known = adjusted[2 * side + (attacking ? 1 : 0)];
    const span = unit[side] + 1;
    // unitAt, its division taken once: the side's full units, then the smaller last one
    const u = unit[side];
    const full = Math.floor(str[side] / u);
    let sum = 0;
    for (let i = 0, n = unitsOf(side); i < n; i++) {
      const s = i < full ? u : str[side] - full * u;
      const at = mor[side][i] * span + s;
      let v = known[at];
      if (v < 0) v = known[at] = unitStrength(side, attacking, s, mor[side][i]);
      sum += v;
    }
    return sum;
  };
  /**
   * Each unit's adjusted strength by side, attacking (1) or not (0), morale and printed strength,
   * [2 * side + attacking][morale * (unit + 1) + strength], read off attackStrength and defenceStrength
   * the first time a unit has them (-1 till then): a duel meets a few, thousands of times a trial.
   */
  const adjusted = [0, 1].flatMap((side) =>
    [0, 1].map(() => new Float64Array(MORALE.length * (unit[side] + 1)).fill(-1)),
  );
  const unitStrength = (side: number, attacking: boolean, s: number, morale: number): number => {
    const x = attacking ? attackers[side] : holders[side];
    x.strength = s;
    x.unitStrength = s;
    x.morale = MORALE[morale];
    return attacking
      ? attackStrength(r, x as BgAttacker, halfDown)
      : defenceStrength(r, x as BgDefender, !bombarding, halfDown);
  };
  /** Every unit left Routed, or none left: the side is broken. */
  const broken = (side: number) => {
    for (let i = 0, n = unitsOf(side); i < n; i++) if (mor[side][i] < 3) return false;
    return true;
  };
  /** Whether any unit of the side is at morale `from` or worse. */
  const anyFrom = (side: number, from: number) => {
    for (let i = 0, n = unitsOf(side); i < n; i++) if (mor[side][i] >= from) return true;
    return false;
  };
  /** §12.41 (b): each unit with a marker rolls its own rally die; a 6 while Routed eliminates it (iii). */
  const rally = (rng: Stream, side: number) => {
    const m = mor[side];
    for (let i = unitsOf(side) - 1; i >= 0; i--) {
      if (m[i] === 0) continue;
      m[i] = rallyTo[(m[i] - 1) * 6 + d6(rng) - 1];
      if (m[i] !== ELIMINATED) continue;
      // the unit leaves: those after it move up, the side's smaller last unit staying last
      const n = unitsOf(side);
      setStrength(side, str[side] - unitAt(str[side], unit[side], i));
      for (let j = i; j < n - 1; j++) m[j] = m[j + 1];
      m[n - 1] = 0;
    }
  };
  return {
    attTotal: a.strength,
    defTotal: d.strength,
    mapping,
    run(rng: Stream, out: Int32Array): void {
      setStrength(0, a.strength);
      setStrength(1, d.strength);
      // a loop, not fill: a few units a side, where fill's call costs more than the stores
      for (let side = 0; side < 2; side++) for (let i = 0, m = mor[side]; i < m.length; i++) m[i] = 0;
      // the side in the position: 1 the defender
      let holder = 1,
        prov = 0,
        round = 0;
      for (round = 1; round <= turns; round++) {
        const x = 1 - holder;
        if (renew && anyFrom(x, rallyFrom)) {
          rally(rng, x);
          // every unit eliminated on a 6: the other side keeps the position
          if (str[x] === 0)
            return end(out, holder === 0 ? TAKES : HOLDS, printed, str, broken(1), round, prov);
          continue;
        }
        const A = strengthOf(x, true);
        // a Routed side may not attack (§12.23): the turn passes
        if (A === 0) {
          if (!renew) return end(out, HOLDS, printed, str, broken(1), round, prov);
          continue;
        }
        const D = strengthOf(holder, false);
        // §9.18: artillery may not bombard below 1:5, so the guns cannot shift it
        if (bombarding && !bombardAllowed(r, A, D, shifts[x], floorAfterShifts))
          return finish(out, HOLDS, false, 0, printed[1] - str[1], round, prov);
        const cell = (d6(rng) - 1) * ODDS.length + oddsColumn(A, D, shifts[x], afterCap);
        const result = crt[cell];
        const e = effects[x];
        prov |= crtProv[cell] | e.provisional[result];
        e.attStrength = str[x];
        e.defStrength = str[holder];
        resolveLosses(e, result, res);
        if (res[R_ATT_LOSS] > 0) steadiestFirst(mor[x], unitsOf(x));
        if (res[R_DEF_LOSS] > 0) steadiestFirst(mor[holder], unitsOf(holder));
        setStrength(x, str[x] - res[R_ATT_LOSS]);
        setStrength(holder, str[holder] - res[R_DEF_LOSS]);
        // §12.11-12.13: each surviving unit on its own die
        for (let i = 0, n = unitsOf(x); i < n; i++)
          mor[x][i] = Math.min(3, mor[x][i] + attackerDisorder(e, result, d6(rng)));
        for (let i = 0, n = unitsOf(holder); i < n; i++)
          mor[holder][i] = Math.min(3, mor[holder][i] + defenderDisorder(e, result, d6(rng)));
        const holderGone = str[holder] === 0 || e.retreat[result] === 2;
        // the position left with nobody to take it
        if ((holderGone && str[x] === 0) || (str[0] === 0 && str[1] === 0))
          return end(out, UNDECIDED, printed, str, broken(1), round, prov);
        if (holderGone && !guns[x]) holder = x;
        if (str[0] === 0) return end(out, HOLDS, printed, str, broken(1), round, prov);
        if (str[1] === 0) return end(out, TAKES, printed, str, broken(1), round, prov);
        // §9.47: artillery never advances after combat; the side in the position driven off, the guns have done their work
        if (guns[x] && holderGone)
          return end(out, x === 0 ? TAKES : HOLDS, printed, str, broken(1), round, prov);
        // one engagement: decided by this attack
        if (!renew) return end(out, holder === 0 ? TAKES : HOLDS, printed, str, broken(1), round, prov);
      }
      // the budget is spent: the position is the side's that holds it
      end(out, holder === 0 ? TAKES : HOLDS, printed, str, broken(1), turns, prov);
    },
  };
}
