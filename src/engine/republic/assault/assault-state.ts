/**
 * The state of one assault, kept in an Int32Array so the kernel allocates
 * nothing. Per-side fields come in pairs: attacker at +0, defender at +1.
 * A const enum: a bundle writes its members into the code as literals,
 * where it loads a module constant (a `var`) and checks it at every use.
 */
export const enum SO {
  MORALE = 0, // morale state 0 Formed ... 4 Demoralized
  BASES = 2, // infantry and cavalry bases still in the assault
  LOST = 4, // bases lost this turn (before and during the assault), §5.4
  WORST_P = 6, // worst unit's panic hits this phase, §5.4
  M_TAKEN = 8, // M hits taken in the assault
  P_TAKEN = 10, // P hits taken (table and converted)
  B_TAKEN = 12, // B hits taken
  PRISONERS = 14, // bases lost as prisoners or in surrender
  RESPONSE = 16, // -1 none, 0 D ... 4 Rt, 5 surrender
  C_BONUS = 18, // attacker's all-out C bonus for the next round (§5.1)
  ROUND = 19, // rounds fought
  PROV = 20, // 1 if the result used a provisional cell
  DECISION = 21, // index in DECISIONS once decided
  PANIC4 = 22, // bit 0 attacker, bit 1 defender: a Panic 4 event (§6.2)
  CLAMPED = 23, // 1 if a difference fell beyond the table's span
  ACTION = 24, // the last cell's action index
  BATTERIES = 25, // batteries still in the assault (each one combat base, §5.2)
  BATTERY_DAMAGE = 27, // damage points the batteries took in the assault (§1.3, §5.5)
  BATTERIES_LOST = 29, // batteries abandoned on a rout, captured or surrendered (§5.5)
  DAMAGE_BEFORE = 31, // damage points on the batteries before the assault (constant)
  DISORDER = 33, // bit 0 attacker, bit 1 defender: charge or retreat disorder at the phase's end (§5.6)
  DIVISION_TEST = 34, // bit 0 attacker, bit 1 defender: a Panic 4 event or a unit destroyed (§5.5, §6.2)
  SIZE = 35,
}

/** SO as an object, for code that reads the offsets by name. */
export const S = {
  MORALE: SO.MORALE,
  BASES: SO.BASES,
  LOST: SO.LOST,
  WORST_P: SO.WORST_P,
  M_TAKEN: SO.M_TAKEN,
  P_TAKEN: SO.P_TAKEN,
  B_TAKEN: SO.B_TAKEN,
  PRISONERS: SO.PRISONERS,
  RESPONSE: SO.RESPONSE,
  C_BONUS: SO.C_BONUS,
  ROUND: SO.ROUND,
  PROV: SO.PROV,
  DECISION: SO.DECISION,
  PANIC4: SO.PANIC4,
  CLAMPED: SO.CLAMPED,
  ACTION: SO.ACTION,
  BATTERIES: SO.BATTERIES,
  BATTERY_DAMAGE: SO.BATTERY_DAMAGE,
  BATTERIES_LOST: SO.BATTERIES_LOST,
  DAMAGE_BEFORE: SO.DAMAGE_BEFORE,
  DISORDER: SO.DISORDER,
  DIVISION_TEST: SO.DIVISION_TEST,
  SIZE: SO.SIZE,
} as const;

/** S's offsets as plain module numbers, for code outside this chain that imports them one by one. */
export const {
  MORALE: S_MORALE,
  BASES: S_BASES,
  LOST: S_LOST,
  WORST_P: S_WORST_P,
  M_TAKEN: S_M_TAKEN,
  P_TAKEN: S_P_TAKEN,
  B_TAKEN: S_B_TAKEN,
  PRISONERS: S_PRISONERS,
  RESPONSE: S_RESPONSE,
  C_BONUS: S_C_BONUS,
  ROUND: S_ROUND,
  PROV: S_PROV,
  DECISION: S_DECISION,
  PANIC4: S_PANIC4,
  CLAMPED: S_CLAMPED,
  ACTION: S_ACTION,
  BATTERIES: S_BATTERIES,
  BATTERY_DAMAGE: S_BATTERY_DAMAGE,
  BATTERIES_LOST: S_BATTERIES_LOST,
  DAMAGE_BEFORE: S_DAMAGE_BEFORE,
  DISORDER: S_DISORDER,
  DIVISION_TEST: S_DIVISION_TEST,
  SIZE: S_SIZE,
} = S;

/** The attacker's and the defender's fields of a state: at offset + ATT, offset + DEF. */
export const enum SIDE {
  ATT = 0,
  DEF = 1,
}

export const ATT = SIDE.ATT;
export const DEF = SIDE.DEF;

/** How an assault ends, from the attacker's side. */
export const DECISIONS = [
  'carry',
  'drive_away',
  'breakthrough_may',
  'breakthrough_must',
  'overrun',
  'stalled',
  'break_off',
  'repulsed',
  'both_retire',
  'defender_destroyed',
  'defender_surrenders',
  'attacker_surrenders',
  'both_surrender',
  'break_off_stalled',
  'unresolved',
] as const;
export type Decision = (typeof DECISIONS)[number];
export const D_INDEX = Object.fromEntries(DECISIONS.map((d, i) => [d, i])) as Record<Decision, number>;
/** Each decision's index in DECISIONS (D_INDEX) as a const enum, as SO; test/engine/republic/assault/offsets.test.ts pins it. */
export const enum DEC {
  CARRY = 0,
  DRIVE_AWAY = 1,
  BREAKTHROUGH_MAY = 2,
  BREAKTHROUGH_MUST = 3,
  OVERRUN = 4,
  STALLED = 5,
  BREAK_OFF = 6,
  REPULSED = 7,
  BOTH_RETIRE = 8,
  DEFENDER_DESTROYED = 9,
  DEFENDER_SURRENDERS = 10,
  ATTACKER_SURRENDERS = 11,
  BOTH_SURRENDER = 12,
  BREAK_OFF_STALLED = 13,
  UNRESOLVED = 14,
}

/**
 * Who won, by decision: the side left holding the ground (§5.5). `neither`:
 * both retire (both forced back, or one forced back and the other wiped
 * out, or both wiped out) or both surrender; `both_hold`: a break-off
 * stalled outside all-out range leaves both where they stood.
 */
export const WINNERS = ['attacker', 'defender', 'neither', 'both_hold', 'unresolved'] as const;
export const WINNER_OF_DECISION = Int32Array.from(DECISIONS, (d) => {
  if (d === 'both_retire' || d === 'both_surrender') return 2;
  if (d === 'break_off_stalled') return 3;
  if (d === 'unresolved') return 4;
  return d === 'break_off' || d === 'repulsed' || d === 'attacker_surrenders' ? 1 : 0;
});

/**
 * Response codes in S.RESPONSE: none, the panic ranks 0..4 (D..Rt, RESPONSES), then surrender; as a
 * const enum, as SO (test/engine/republic/assault/offsets.test.ts pins the ranks to RESPONSES).
 */
export const enum RANK {
  NONE = -1,
  D = 0,
  W = 1,
  F = 2,
  RE = 3,
  RT = 4,
  SURRENDER = 5,
}
export const NO_RESPONSE = RANK.NONE;

/** The morale state past which M hits become P hits (DEMORALIZED, rules/grades.ts), as a const enum, as SO. */
export const enum MORALE {
  DEMORALIZED = 4,
}
export const SURRENDER = RANK.SURRENDER;
export const RESPONSE_OUTCOMES = ['none', 'D', 'W', 'F', 'Re', 'Rt', 'surrender'] as const;

/** A compact map key for a state (every field lies in -1 .. 65534). */
export function stateKey(st: Int32Array): string {
  let key = '';
  for (let i = 0; i < st.length; i++) key += String.fromCharCode(st[i] + 1);
  return key;
}
