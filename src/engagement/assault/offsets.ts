/**
 * The assault state's offsets (S, assault-state.ts), the round result's (R,
 * round.ts), the two sides (ATT, DEF), the retreat and rout ranks
 * (RESPONSES) and the decisions the attackers move by, as const enums for the engagement's assault code: a bundle
 * writes a const enum's members into the code as literals, where it loads
 * each module constant (a `var`) and checks it at every use.
 * test/engagement/assault/offsets.test.ts pins each to the engine's.
 */
export const enum SO {
  MORALE = 0,
  BASES = 2,
  LOST = 4,
  WORST_P = 6,
  M_TAKEN = 8,
  P_TAKEN = 10,
  B_TAKEN = 12,
  PRISONERS = 14,
  RESPONSE = 16,
  C_BONUS = 18,
  ROUND = 19,
  PROV = 20,
  DECISION = 21,
  PANIC4 = 22,
  CLAMPED = 23,
  ACTION = 24,
  BATTERIES = 25,
  BATTERY_DAMAGE = 27,
  BATTERIES_LOST = 29,
  DAMAGE_BEFORE = 31,
  DISORDER = 33,
}

export const enum RO {
  M = 0,
  B = 2,
  P = 4,
  NATURAL = 6,
  ACTION = 8,
  DIFF = 9,
  BREAK_OFF = 10,
}

/** The attacker's and the defender's fields of a state: at offset + ATT, offset + DEF. */
export const enum SIDE {
  ATT = 0,
  DEF = 1,
}

/** The forced moves' ranks the assault code compares with (RESPONSES): a retreat, a rout; and a surrender (SURRENDER). */
export const enum RANK {
  RE = 3,
  RT = 4,
  SURRENDER = 5,
}

/** The assaults' decisions (DECISIONS) the attackers move by. */
export const enum DEC {
  CARRY = 0,
  BREAKTHROUGH_MAY = 2,
  BREAKTHROUGH_MUST = 3,
  OVERRUN = 4,
  BREAK_OFF = 6,
}
