import {
  DECISIONS,
  RESPONSE_OUTCOMES,
  S,
  ATT,
  DEF,
  WINNERS,
} from '../../../engine/republic/assault/assault-state.ts';
import { winnerOf } from '../../../engine/republic/assault/round.ts';
import { MORALE_STATES } from '../../../engine/republic/rules/grades.ts';
import { makeLayout, type Layout } from '../../layout.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../../tally.ts';

/** Who holds the ground, an assault's first headline table (the prepared assault's too): the winner of its decision (§5.5). */
export const WINNER_DISTRIBUTION = {
  name: 'winner',
  title: 'Who holds the ground: the side not forced back (§5.5)',
  outcomes: WINNERS,
};

/** The tallies of an assault: outcome distributions and expected hits. */
export function assaultLayout(maxRounds: number): Layout {
  return makeLayout({
    distributions: [
      WINNER_DISTRIBUTION,
      { name: 'decision', title: 'How the assault ends', outcomes: DECISIONS },
      { name: 'attacker_response', title: "Attacker's panic response (§5.5)", outcomes: RESPONSE_OUTCOMES },
      { name: 'defender_response', title: "Defender's panic response (§5.5)", outcomes: RESPONSE_OUTCOMES },
      {
        name: 'panic4',
        title: 'Panic 4 event, even if the unit is then destroyed or captured (§4.6, §6.2)',
        outcomes: ['none', 'attacker', 'defender', 'both'],
      },
      {
        name: 'division_test',
        title:
          "The division must test: a Panic 4 event, or a unit destroyed in the assault (all its brigades' bases, or an artillery unit's batteries lost) (§1.3, §5.5, §6.2)",
        outcomes: ['none', 'attacker', 'defender', 'both'],
      },
      {
        name: 'disorder',
        title: 'Charge or retreat disorder at the end of the phase (§5.6)',
        outcomes: ['none', 'attacker', 'defender', 'both'],
      },
      {
        name: 'rounds',
        title: 'Assault rounds fought',
        outcomes: Array.from({ length: maxRounds }, (_, i) => String(i + 1)),
      },
      {
        name: 'attacker_morale_after',
        title: "Attacker's morale state after the assault phase (with §5.6 disorder)",
        outcomes: MORALE_STATES,
      },
      {
        name: 'defender_morale_after',
        title: "Defender's morale state after the assault phase (with §5.6 disorder)",
        outcomes: MORALE_STATES,
      },
      {
        name: 'beyond_table',
        title: 'A difference fell beyond the table span (clamped to its end row)',
        outcomes: ['within', 'clamped'],
      },
      PROVISIONAL_DISTRIBUTION,
    ],
    // every mean is a count of hits, bases, rounds or damage: none below 0
    means: [
      { name: 'attacker_m_hits', title: 'Attacker M hits taken', unit: 'M hits', least: 0 },
      { name: 'defender_m_hits', title: 'Defender M hits taken', unit: 'M hits', least: 0 },
      { name: 'attacker_p_hits', title: 'Attacker P hits taken', unit: 'P hits', least: 0 },
      { name: 'defender_p_hits', title: 'Defender P hits taken', unit: 'P hits', least: 0 },
      { name: 'attacker_b_hits', title: 'Attacker B hits taken', unit: 'bases', least: 0 },
      { name: 'defender_b_hits', title: 'Defender B hits taken', unit: 'bases', least: 0 },
      {
        name: 'attacker_prisoners',
        title: 'Attacker bases lost as prisoners or surrendered',
        unit: 'bases',
        least: 0,
      },
      {
        name: 'defender_prisoners',
        title: 'Defender bases lost as prisoners or surrendered',
        unit: 'bases',
        least: 0,
      },
      { name: 'mean_rounds', title: 'Rounds fought (mean)', unit: 'rounds', least: 0 },
      {
        name: 'attacker_battery_damage',
        title: "Damage points the attacker's batteries took (§5.5)",
        unit: 'damage points',
        least: 0,
      },
      {
        name: 'defender_battery_damage',
        title: "Damage points the defender's batteries took (§5.5)",
        unit: 'damage points',
        least: 0,
      },
      {
        name: 'attacker_battery_damage_after',
        title: "Damage on the attacker's batteries after the assault, with what they had before",
        unit: 'damage points',
        least: 0,
      },
      {
        name: 'defender_battery_damage_after',
        title: "Damage on the defender's batteries after the assault, with what they had before",
        unit: 'damage points',
        least: 0,
      },
      {
        name: 'attacker_batteries_lost',
        title: 'Attacker batteries abandoned on a rout, captured or surrendered (§5.5)',
        unit: 'batteries',
        least: 0,
      },
      {
        name: 'defender_batteries_lost',
        title: 'Defender batteries abandoned on a rout, captured or surrendered (§5.5)',
        unit: 'batteries',
        least: 0,
      },
    ],
  });
}

/** Slot offsets, resolved once so the kernel's tally is plain indexing. */
export interface AssaultOffsets {
  /** the attacker can break off (CompiledAssault.movementLeft): who holds the ground reads it (winnerOf) */
  movementLeft: boolean;
  winner: number;
  decision: number;
  aResp: number;
  dResp: number;
  panic4: number;
  divisionTest: number;
  disorder: number;
  rounds: number;
  aMorale: number;
  dMorale: number;
  clamped: number;
  prov: number;
  means: number;
}

export function assaultOffsets(l: Layout, movementLeft: boolean): AssaultOffsets {
  const d = l.distOffset;
  return {
    movementLeft,
    winner: d.winner,
    decision: d.decision,
    aResp: d.attacker_response,
    dResp: d.defender_response,
    panic4: d.panic4,
    divisionTest: d.division_test,
    disorder: d.disorder,
    rounds: d.rounds,
    aMorale: d.attacker_morale_after,
    dMorale: d.defender_morale_after,
    clamped: d.beyond_table,
    prov: d.rests_on_provisional,
    means: l.meanOffset.attacker_m_hits,
  };
}

/** Add one finished assault (weight 1 for a trial, its probability when exact). */
export function tallyAssault(o: AssaultOffsets, st: Int32Array, acc: Float64Array, w: number): void {
  tallyOutcome(acc, o.winner, winnerOf(st, o.movementLeft), w);
  tallyOutcome(acc, o.decision, st[S.DECISION], w);
  tallyOutcome(acc, o.aResp, st[S.RESPONSE + ATT] + 1, w);
  tallyOutcome(acc, o.dResp, st[S.RESPONSE + DEF] + 1, w);
  tallyOutcome(acc, o.panic4, st[S.PANIC4], w);
  tallyOutcome(acc, o.divisionTest, st[S.DIVISION_TEST], w);
  tallyOutcome(acc, o.disorder, st[S.DISORDER], w);
  tallyOutcome(acc, o.rounds, st[S.ROUND] - 1, w);
  tallyOutcome(acc, o.aMorale, st[S.MORALE + ATT], w);
  tallyOutcome(acc, o.dMorale, st[S.MORALE + DEF], w);
  tallyOutcome(acc, o.clamped, st[S.CLAMPED], w);
  tallyOutcome(acc, o.prov, st[S.PROV], w);
  const m = o.means;
  tallyValue(acc, m, st[S.M_TAKEN + ATT], w);
  tallyValue(acc, m + 2, st[S.M_TAKEN + DEF], w);
  tallyValue(acc, m + 4, st[S.P_TAKEN + ATT], w);
  tallyValue(acc, m + 6, st[S.P_TAKEN + DEF], w);
  tallyValue(acc, m + 8, st[S.B_TAKEN + ATT], w);
  tallyValue(acc, m + 10, st[S.B_TAKEN + DEF], w);
  tallyValue(acc, m + 12, st[S.PRISONERS + ATT], w);
  tallyValue(acc, m + 14, st[S.PRISONERS + DEF], w);
  tallyValue(acc, m + 16, st[S.ROUND], w);
  tallyValue(acc, m + 18, st[S.BATTERY_DAMAGE + ATT], w);
  tallyValue(acc, m + 20, st[S.BATTERY_DAMAGE + DEF], w);
  tallyValue(acc, m + 22, st[S.DAMAGE_BEFORE + ATT] + st[S.BATTERY_DAMAGE + ATT], w);
  tallyValue(acc, m + 24, st[S.DAMAGE_BEFORE + DEF] + st[S.BATTERY_DAMAGE + DEF], w);
  tallyValue(acc, m + 26, st[S.BATTERIES_LOST + ATT], w);
  tallyValue(acc, m + 28, st[S.BATTERIES_LOST + DEF], w);
}
