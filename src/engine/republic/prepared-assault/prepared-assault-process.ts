import { chainRun, type ChainRun } from '../../chain/chain-run.ts';
import type { ChainProcess, ScheduledStep, StepKind } from '../../chain/chain-process.ts';
import { setUnit, T } from '../artillery/apply-hits.ts';
import { fireBattery } from '../artillery/volley.ts';
import { S } from '../assault/assault-state.ts';
import { roundOnPair } from '../assault/assault-process.ts';
import { afterTheGuns, PA, type CompiledPreparedAssault } from './prepared-assault.ts';

/**
 * The chain's state: the assault state (S layout), the guns' results beside
 * it (PA layout), the guns' target while they fire (T layout, cleared once
 * they have fired), whether the trial is over, how many of each side's
 * leaders the checks after the guns put out of action, and how many checks
 * are rolled so far (cleared after the last).
 */
export const PS = {
  S: 0,
  PA: S.SIZE,
  T: S.SIZE + PA.SIZE,
  OVER: S.SIZE + PA.SIZE + T.SIZE,
  DEFENDER_LOST: S.SIZE + PA.SIZE + T.SIZE + 1,
  ATTACKER_LOST: S.SIZE + PA.SIZE + T.SIZE + 2,
  CHECKED: S.SIZE + PA.SIZE + T.SIZE + 3,
} as const;
const SIZE = PS.CHECKED + 1;

/** The assault state, the guns' results and their target: views into one chain state. */
const parts = (st: Int32Array) => ({
  s: st.subarray(PS.S, PS.S + S.SIZE),
  res: st.subarray(PS.PA, PS.PA + PA.SIZE),
  t: st.subarray(PS.T, PS.T + T.SIZE),
});

/** §4.7, §5.4 where the guns left the defender: the assault to fight, or the trial over; the target cleared. */
function gunsFired(c: CompiledPreparedAssault, st: Int32Array): void {
  const { s, res, t } = parts(st);
  if (!afterTheGuns(c, t, s, res)) st[PS.OVER] = 1;
  t.fill(0);
}

/**
 * The batteries' volley in steps (§4.2): pairs, each read from one draw of
 * two dice, a last odd battery alone; the last step hands the defender to
 * the assault as the guns left it.
 */
function volleyKinds(c: CompiledPreparedAssault): StepKind[] {
  const kinds: StepKind[] = [];
  for (let i = 0; i < c.fires.length; i += 2) {
    const pair = i + 1 < c.fires.length;
    const last = i + 2 >= c.fires.length;
    kinds.push({
      faces: pair ? 100 : 10,
      apply(st, face) {
        const { t } = parts(st);
        // the first die is the face's tens digit for a pair (as d10Pair gives it)
        fireBattery(c.volley, c.fires[i], pair ? ((face / 10) | 0) + 1 : face + 1, t);
        if (pair) fireBattery(c.volley, c.fires[i + 1], (face % 10) + 1, t);
        if (last) gunsFired(c, st);
      },
    });
  }
  return kinds;
}

/**
 * §4.7 "Both sides check for leader casualties (hors de combat)" after the
 * artillery fire: a leader rolls 2D10 when the guns took bases and the
 * assault is still to be fought, the defender's leaders first, then the
 * attacker's; a double, +1 a die per base hit of his own side, read on the
 * Hors de Combat table. A leader lost is "unable to contribute to unit
 * assault" (§2.3).
 */
function leaderCheckKind(c: CompiledPreparedAssault): StepKind {
  const checks = c.defenderLeaders + c.attackerLeaders;
  return {
    faces: 100,
    idle: (st) => st[PS.OVER] === 1 || st[PS.PA + PA.GUN_LOST] === 0,
    apply(st, face) {
      const defender = st[PS.CHECKED] < c.defenderLeaders;
      st[PS.CHECKED] = st[PS.CHECKED] + 1 === checks ? 0 : st[PS.CHECKED] + 1;
      const a = ((face / 10) | 0) + 1;
      // not a double: no effect (the modifiers not read)
      if (a !== (face % 10) + 1) return;
      // the base hits were the defender's: the attacker's leaders read none of their own
      const at = (defender ? st[PS.PA + PA.GUN_LOST] : 0) * 10 + a - 1;
      if (c.hdcProvisional[at] === 1) st[PS.S + S.PROV] = 1;
      if (c.hdcLoses[at] === 1) st[defender ? PS.DEFENDER_LOST : PS.ATTACKER_LOST]++;
    },
  };
}

/** One assault round from a die pair (§5.1 steps 2-6, §5.5): the first die the attacker's, the face's tens digit; the assault without the leaders lost. */
function roundKind(c: CompiledPreparedAssault): StepKind {
  const stride = c.defenderLeaders + 1;
  return {
    faces: 100,
    apply(st, face) {
      const assault = c.assaults[st[PS.ATTACKER_LOST] * stride + st[PS.DEFENDER_LOST]];
      if (!roundOnPair(assault, parts(st).s, face)) st[PS.OVER] = 1;
    },
  };
}

/**
 * A prepared assault as a chain: the attacker's batteries fire on the
 * defender (§4), then the assault goes in the same turn (§5), a round a
 * step to a decision or the round cap, unless the guns settled it.
 */
export function preparedAssaultProcess(c: CompiledPreparedAssault): ChainProcess {
  const volley = volleyKinds(c);
  const start = new Int32Array(SIZE);
  setUnit(parts(start).t, T.MAIN, c.defenderBases, c.gunsMorale);
  if (volley.length === 0) gunsFired(c, start);
  const schedule: ScheduledStep[] = volley.map((_, kind) => ({ kind, clock: 0 }));
  // a check for each leader who rolls once the guns have fired (none without guns: no base hits)
  if (volley.length > 0)
    for (let k = 0; k < c.defenderLeaders + c.attackerLeaders; k++)
      schedule.push({ kind: volley.length + 1, clock: 0 });
  if (start[PS.OVER] === 0)
    for (let round = 1; round <= c.assault.maxRounds; round++)
      schedule.push({ kind: volley.length, clock: round });
  return {
    start,
    kinds: [...volley, roundKind(c), leaderCheckKind(c)],
    schedule,
    events: [],
    done: (st) => st[PS.OVER] === 1,
  };
}

/** A prepared assault ready for trials (chainRun), with each table state's assault state and the guns' results. */
export interface PreparedAssaultChain extends ChainRun {
  /** by table state: its assault state (S layout) and the guns' results (PA layout) */
  assault: Int32Array[];
  res: Int32Array[];
}

export function compilePreparedAssaultChain(
  c: CompiledPreparedAssault,
  maxStates = 10_000,
): PreparedAssaultChain {
  const run = chainRun(preparedAssaultProcess(c), maxStates);
  const states = run.tables?.states ?? [];
  return { ...run, assault: states.map((st) => parts(st).s), res: states.map((st) => parts(st).res) };
}

/** One final chain state's assault state and the guns' results (views). */
export function endOf(st: Int32Array): { s: Int32Array; res: Int32Array } {
  const { s, res } = parts(st);
  return { s, res };
}
