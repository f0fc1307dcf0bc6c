import { describe, expect, it } from 'vitest';
import {
  ATT,
  D_BREAK_OFF,
  D_BREAKTHROUGH_MAY,
  D_BREAKTHROUGH_MUST,
  D_CARRY,
  D_OVERRUN,
  DEF,
  S,
  SURRENDER,
} from '../../../src/engine/republic/assault/assault-state.ts';
import { R } from '../../../src/engine/republic/assault/round.ts';
import { DEC, RANK, RO, SIDE, SO } from '../../../src/engagement/assault/offsets.ts';
import { RESPONSES } from '../../../src/engine/notation/panic-response.ts';

describe("the assault code's offsets as literals", () => {
  it("are the engine's state offsets, round result offsets, sides, ranks and decisions", () => {
    const so: Record<string, number> = {
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
    };
    for (const [k, v] of Object.entries(so)) expect([k, v]).toEqual([k, S[k as keyof typeof S]]);
    const ro: Record<string, number> = {
      M: RO.M,
      B: RO.B,
      P: RO.P,
      NATURAL: RO.NATURAL,
      ACTION: RO.ACTION,
      DIFF: RO.DIFF,
      BREAK_OFF: RO.BREAK_OFF,
    };
    for (const [k, v] of Object.entries(ro)) expect([k, v]).toEqual([k, R[k as keyof typeof R]]);
    expect([SIDE.ATT, SIDE.DEF]).toEqual([ATT, DEF]);
    expect([RANK.RE, RANK.RT, RANK.SURRENDER]).toEqual([
      RESPONSES.indexOf('Re'),
      RESPONSES.indexOf('Rt'),
      SURRENDER,
    ]);
    expect([DEC.CARRY, DEC.BREAKTHROUGH_MAY, DEC.BREAKTHROUGH_MUST, DEC.OVERRUN, DEC.BREAK_OFF]).toEqual([
      D_CARRY,
      D_BREAKTHROUGH_MAY,
      D_BREAKTHROUGH_MUST,
      D_OVERRUN,
      D_BREAK_OFF,
    ]);
  });
});
