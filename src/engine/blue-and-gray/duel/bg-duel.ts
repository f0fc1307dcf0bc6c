import { d6 } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import { finish, HOLDS, TAKES, UNDECIDED, type DuelEngine } from '../../comparison/duel-engine.ts';
import { attackStrength, defenceStrength, oddsColumn, type BgAttacker, type BgDefender } from '../odds.ts';
import { compileEffects, ELIMINATED, R_ATT_LOSS, R_ATT_MORALE, R_DEF_LOSS, R_DEF_MORALE, resolveResult } from '../resolve.ts';
import type { BgRules } from '../rules/bg-rules.ts';
import { MORALE } from '../rules/bg-rules.ts';
import { ODDS, RESULTS } from '../rules/crt.ts';

/**
 * Blue & Gray engagement: one CRT attack (budget `engagement`), or (budget
 * `turns`) the attacker attacks once a turn on the CRT until
 * the defender retreats or is eliminated (the attacker takes the hex), the
 * attacker is eliminated, Routed (may not attack, §12.23) or, bombarding,
 * may not bombard, or the turns run out. Retreats disorder (§12.11-12.15);
 * no rally between turns (the units stay in contact).
 */
/** How this duel reads the rules: the CRT edition and the shift order (switches), and the time budget. */
export interface BgDuelReading {
  revised: boolean;
  afterCap: boolean;
  renew: boolean;
}

export function bgDuel(r: BgRules, a: BgAttacker, d: BgDefender, shift: number, reading: BgDuelReading, maxRounds: number, mapping: Record<string, string>): DuelEngine {
  const { revised, afterCap, renew } = reading;
  const turns = renew ? maxRounds : 1;
  const table = revised ? r.revisedCrt : r.crt;
  const crt = Int32Array.from(table.flat(), (v) => RESULTS.indexOf(v.value));
  const crtProv = Uint8Array.from(table.flat(), (v) => (v.cell.source === 'provisional' ? 1 : 0));
  const bombarding = a.arm === 'artillery' && a.range !== 'adjacent';
  const e = compileEffects(r, {
    attStrength: a.strength, defStrength: d.strength, attMorale: 0, defMorale: 0,
    attackerImmune: bombarding, adjacent: !bombarding, attArtillery: a.arm === 'artillery', defArtillery: false, attUnit: a.unitStrength ?? a.strength,
  });
  const res = new Int32Array(4);
  const att: BgAttacker = { ...a };
  const def: BgDefender = { ...d };
  const minCol = ODDS.indexOf(r.bombardMinimumOdds.value);
  return {
    attTotal: a.strength,
    defTotal: d.strength,
    mapping,
    run(rng: Stream, out: Int32Array): void {
      let as = a.strength, ds = d.strength, am = 0, dm = 0, prov = 0;
      for (let round = 1; round <= turns; round++) {
        att.strength = as;
        att.morale = MORALE[am];
        def.strength = ds;
        def.morale = MORALE[dm];
        const A = attackStrength(r, att);
        if (A === 0) return finish(out, HOLDS, false, a.strength - as, d.strength - ds, round - 1, prov);
        const D = defenceStrength(r, def, !bombarding);
        // §9.18: artillery may not bombard below 1:5, so the guns cannot shift it
        if (bombarding && (A < D && 5 - Math.ceil(D / A) < minCol)) return finish(out, HOLDS, false, 0, d.strength - ds, round, prov);
        const cell = (d6(rng) - 1) * ODDS.length + oddsColumn(A, D, shift, afterCap);
        const result = crt[cell];
        prov |= crtProv[cell] | e.provisional[result];
        e.attStrength = as; e.defStrength = ds; e.attMorale = am; e.defMorale = dm;
        resolveResult(e, result, d6(rng), d6(rng), res);
        as -= res[R_ATT_LOSS];
        ds -= res[R_DEF_LOSS];
        am = res[R_ATT_MORALE];
        dm = res[R_DEF_MORALE];
        const defGone = dm === ELIMINATED || e.retreat[result] === 2;
        if (defGone) return finish(out, am === ELIMINATED ? UNDECIDED : TAKES, dm >= 3, a.strength - as, d.strength - ds, round, prov);
        if (am === ELIMINATED) return finish(out, HOLDS, dm >= 3, a.strength - as, d.strength - ds, round, prov);
      }
      // one engagement: the attack that did not dislodge the defender has failed
      finish(out, renew ? UNDECIDED : HOLDS, dm >= 3, a.strength - as, d.strength - ds, turns, prov);
    },
  };
}
