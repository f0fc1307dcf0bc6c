import { buildChain, type ChainTables } from '../../chain/build-chain.ts';
import type { ChainProcess, ScheduledStep, StepKind } from '../../chain/chain-process.ts';
import { chainCounts, type ChainCounts } from '../../chain/count-walked.ts';
import { walkChain, W } from '../../chain/walk-chain.ts';
import type { Stream } from '../../dice/stream.ts';
import { setUnit, T } from '../artillery/apply-hits.ts';
import type { CompiledFire } from '../artillery/compile-fire.ts';
import { desertAtPanic } from '../artillery/fire-panic.ts';
import { fireBattery } from '../artillery/volley.ts';
import { rallyTo } from '../rally/rally-roll.ts';
import { DEMORALIZED, MORALE_STATES } from '../rules/grades.ts';
import { replacedRating } from '../hors-de-combat/hors-de-combat.ts';
import { B, leaderSlot, ratingSlot, type CompiledBombardment } from './bombardment.ts';

const SHAKEN = MORALE_STATES.indexOf('shaken');

/**
 * The brigade's state between steps: its bases and morale state, the
 * phase's P hits so far (capped at 4, all §4.7 reads), and where a phase
 * of three batteries or more stands between its steps (0: between phases;
 * 1 or 2: mid-volley, 2 when the brigade was three bases deep as the volley
 * began: the batteries fire at once, §4.7); the phase's base hits, kept
 * till the leaders' checks read them (0 when none rolls), and the first
 * leader (0 the division leader, 1.. the seniors) whose check may come
 * next; the division leader's rating and whether he is hors de combat;
 * then each senior's state (SENIOR: in action, out of action, replaced by
 * his successor).
 */
const S = {
  BASES: 0,
  MORALE: 1,
  PHASE_P: 2,
  MID: 3,
  PHASE_B: 4,
  RATING: 5,
  HDC: 6,
  NEXT: 7,
  SENIORS: 8,
} as const;
const enum SENIOR {
  IN_ACTION = 0,
  OUT = 1,
  REPLACED = 2,
  /** his successor lost in turn: nobody the situation names takes over, so nobody adds */
  GONE = 3,
}
/** The events the walks record the first game turn of. */
const EVENTS = ['panic4', 'shaken', 'demoralized'] as const;
const PANIC4 = 1;
const SHAKEN_EVENT = 2;
const DEMORALIZED_EVENT = 4;

/** A bombardment compiled into the chain's tables, with what a trial's final state means. */
export interface BombardmentChain {
  tables: ChainTables;
  /** by final state: bases lost (deserters included), and the end state (MORALE_STATES.length: destroyed) */
  lost: Int32Array;
  end: Int32Array;
  /** scratch: the walk's result (W layout), the dice in hand (walkChain), and a chunk's trials counted */
  walk: Int32Array;
  hand: Int32Array;
  counts: ChainCounts;
}

/**
 * One volley's batteries in steps: pairs, each read from one draw of two
 * dice, a last odd battery alone. The last step ends the phase: Panic 4
 * deserters (§4.7), the phase's P cleared. A brigade three bases deep as
 * the volley begins takes the §4.3 Deep Target A shift from every battery
 * of it; one fewer bases strong no longer does.
 */
function volleyKinds(
  c: CompiledBombardment,
  deep: readonly CompiledFire[],
  shallow: readonly CompiledFire[],
): StepKind[] {
  const w = new Int32Array(T.SIZE);
  const dice = [0, 0];
  const kinds: StepKind[] = [];
  for (let i = 0; i < deep.length; i += 2) {
    const pair = i + 1 < deep.length;
    const last = i + 2 >= deep.length;
    const first = i === 0;
    kinds.push({
      faces: pair ? 100 : 10,
      apply(st, face, out) {
        const isDeep = first ? c.deepBases > 0 && st[S.BASES] >= c.deepBases : st[S.MID] === 2;
        const fires = isDeep ? deep : shallow;
        setUnit(w, T.MAIN, st[S.BASES], st[S.MORALE]);
        // the first die is the face's tens digit for a pair (as d10Pair gives it)
        dice[0] = pair ? ((face / 10) | 0) + 1 : face + 1;
        dice[1] = (face % 10) + 1;
        fireBattery(c.volley, fires[i], dice[0], w);
        if (pair) fireBattery(c.volley, fires[i + 1], dice[1], w);
        out[0] = w[T.MAIN + T.P];
        const phaseP = Math.min(4, st[S.PHASE_P] + w[T.MAIN + T.P]);
        // the fire's base hits this phase, before any Panic 4 deserters (§4.7: the leader's check comes first)
        const phaseB = (first ? 0 : st[S.PHASE_B]) + st[S.BASES] - w[T.MAIN + T.BASES];
        st[S.MORALE] = w[T.MAIN + T.MORALE];
        if (!last) {
          st[S.BASES] = w[T.MAIN + T.BASES];
          st[S.PHASE_P] = phaseP;
          st[S.MID] = isDeep ? 2 : 1;
          st[S.PHASE_B] = phaseB;
          return;
        }
        // §4.7 at Panic 4 the loss number deserts
        w[T.MAIN + T.P] = phaseP;
        if (desertAtPanic(c.panic, w, T.MAIN, 0) === 4) out[1] |= PANIC4;
        st[S.BASES] = w[T.MAIN + T.BASES];
        st[S.PHASE_P] = 0;
        st[S.MID] = 0;
        // kept only for a check the leader rolls (leaderCheckKind): one out of action, or whose loss changes nothing, rolls none
        st[S.PHASE_B] = st[S.BASES] > 0 && rollsFrom(c, st, 0) ? phaseB : 0;
        if (st[S.MORALE] >= SHAKEN) out[1] |= SHAKEN_EVENT;
        if (st[S.MORALE] >= DEMORALIZED) out[1] |= DEMORALIZED_EVENT;
      },
    });
  }
  return kinds;
}

/** §4.7 leader k (0 the division leader, 1.. the seniors) rolls a check after this phase's fire: within reach, in action, and his loss would change a rally. */
function rollsLeader(c: CompiledBombardment, st: Int32Array, k: number): boolean {
  const l = c.leader;
  if (k === 0) return l.within && st[S.HDC] === 0 && l.matters[ratingSlot(st[S.RATING])] === 1;
  // a senior, or the successor standing in his place (within 4" too)
  const state = st[S.SENIORS + k - 1];
  const senior = l.seniors[k - 1];
  return (
    (state === SENIOR.IN_ACTION && senior.checked) || (state === SENIOR.REPLACED && senior.successor !== 0)
  );
}

/** Leader k or one after him rolls a check (rollsLeader). */
function rollsFrom(c: CompiledBombardment, st: Int32Array, k: number): boolean {
  for (let i = k; i <= c.leader.seniors.length; i++) if (rollsLeader(c, st, i)) return true;
  return false;
}

/**
 * §4.7 Hors de Combat after a fire that took bases: "roll 2D10 for each
 * leader who was within 4" of any unit that suffered base hits"; a double,
 * +1 a die per base hit, read on the Hors de Combat table. One step a
 * leader in order, scheduled once for each: it rolls for the next leader who
 * rolls (rollsLeader), and the last to roll clears the phase's base hits.
 * (One kind for them all: a chain has at most two kinds that rest.)
 */
function leaderCheckKind(c: CompiledBombardment): StepKind {
  const loses = c.leader.loses;
  return {
    faces: 100,
    idle: (st) => st[S.PHASE_B] === 0,
    apply(st, face) {
      let k = st[S.NEXT];
      while (!rollsLeader(c, st, k)) k++;
      const a = ((face / 10) | 0) + 1;
      const b = (face % 10) + 1;
      // not a double: no effect (the modifiers not read)
      if (a === b && loses[st[S.PHASE_B] * 10 + a - 1] === 1) {
        if (k === 0) st[S.HDC] = 1;
        // a senior with no successor who adds is gone at once: awaiting a replacement that adds nothing is the same state
        else
          st[S.SENIORS + k - 1] =
            st[S.SENIORS + k - 1] === SENIOR.IN_ACTION && c.leader.seniors[k - 1].successor !== 0
              ? SENIOR.OUT
              : SENIOR.GONE;
      }
      st[S.NEXT] = k + 1;
      if (!rollsFrom(c, st, k + 1)) {
        st[S.PHASE_B] = 0;
        st[S.NEXT] = 0;
      }
    },
  };
}

/** A leader is out of action, to be replaced in the brigade's next command phase. */
function anyOut(c: CompiledBombardment, st: Int32Array): boolean {
  if (st[S.HDC] === 1) return true;
  for (let i = 0; i < c.leader.seniors.length; i++) if (st[S.SENIORS + i] === SENIOR.OUT) return true;
  return false;
}

/**
 * §2.3 the brigade's own command phase: its rally, the loss modifier
 * reading the bases lost so far (deserters included), the leaders' part
 * the division leader's rating (subtracted while he is hors de combat) and
 * each senior's (nothing while he is out, his successor's once replaced);
 * then the last step, "replace lost (hors de combat) leaders": the division
 * leader a point lower, a senior by his successor.
 */
function rallyKind(c: CompiledBombardment): StepKind {
  const r = c.rally;
  const { parts, seniors } = c.leader;
  return {
    faces: 10,
    idle: (st) => st[S.MORALE] === 0 && !anyOut(c, st),
    apply(st, face, out) {
      if (st[S.MORALE] > 0) {
        let leaders = parts[leaderSlot(st[S.RATING], st[S.HDC])];
        for (let i = 0; i < seniors.length; i++) {
          const state = st[S.SENIORS + i];
          leaders +=
            state === SENIOR.IN_ACTION
              ? seniors[i].part
              : state === SENIOR.REPLACED
                ? seniors[i].successor
                : 0;
        }
        st[S.MORALE] = rallyTo(
          r.columns,
          r.old[st[S.MORALE]],
          face + 1 + leaders + r.lossModifier[c.bases - st[S.BASES]],
          r.asPrinted,
        );
        // "it is possible for a unit's morale to improve, get worse or remain the same": a rally may make it Shaken first
        if (st[S.MORALE] >= SHAKEN) out[1] |= SHAKEN_EVENT;
        if (st[S.MORALE] >= DEMORALIZED) out[1] |= DEMORALIZED_EVENT;
      }
      if (st[S.HDC] === 1) {
        st[S.RATING] = replacedRating(st[S.RATING]);
        st[S.HDC] = 0;
      }
      for (let i = 0; i < seniors.length; i++)
        if (st[S.SENIORS + i] === SENIOR.OUT) st[S.SENIORS + i] = SENIOR.REPLACED;
    },
  };
}

/**
 * A bombardment as a chain: each game turn the batteries fire in the enemy's
 * player turn, then the brigade rallies in its own command phase, and with
 * two fires a turn the batteries fire again in its artillery phase (§4.2: a
 * battery fires once each player turn). It ends when the brigade is destroyed.
 */
export function bombardmentProcess(c: CompiledBombardment): ChainProcess {
  const first = volleyKinds(c, c.first, c.firstShallow);
  const later = volleyKinds(c, c.later, c.laterShallow);
  const rally = first.length + later.length;
  // the leaders' checks: one step for each leader who may ever roll (rollsLeader), the division leader within reach at
  // his rating now or once replaced, and each senior whose loss changes a rally; none scheduled for the others
  const check = rally + 1;
  const l = c.leader;
  const divisionRolls =
    l.within &&
    (l.matters[ratingSlot(l.rating)] === 1 ||
      (l.horsDeCombat && l.matters[ratingSlot(replacedRating(l.rating))] === 1));
  const checks = l.seniors.filter((x) => x.checked).length + (divisionRolls ? 1 : 0);
  const schedule: ScheduledStep[] = [];
  for (let turn = 1; turn <= c.turns; turn++) {
    for (let f = 0; f < c.firesPerTurn; f++) {
      const steps = turn === 1 && f === 0 ? first.map((_, i) => i) : later.map((_, i) => first.length + i);
      for (const kind of steps) schedule.push({ kind, clock: turn });
      // §4.7 the phase ends with the leaders' checks
      for (let k = 0; k < checks; k++) schedule.push({ kind: check, clock: turn });
      if (f === 0) schedule.push({ kind: rally, clock: turn });
    }
  }
  const start = new Int32Array(S.SENIORS + c.leader.seniors.length);
  start[S.BASES] = c.bases;
  start[S.MORALE] = c.morale;
  start[S.RATING] = c.leader.rating;
  start[S.HDC] = c.leader.horsDeCombat ? 1 : 0;
  return {
    start,
    kinds: [...first, ...later, rallyKind(c), leaderCheckKind(c)],
    schedule,
    events: EVENTS,
    done: (st) => st[S.BASES] === 0 && st[S.MID] === 0,
  };
}

export function compileBombardmentChain(c: CompiledBombardment): BombardmentChain {
  const tables = buildChain(bombardmentProcess(c));
  return {
    tables,
    lost: Int32Array.from(tables.states, (st) => c.bases - st[S.BASES]),
    end: Int32Array.from(tables.states, (st) => (st[S.BASES] === 0 ? MORALE_STATES.length : st[S.MORALE])),
    walk: new Int32Array(W.SIZE),
    hand: new Int32Array(2),
    counts: chainCounts(tables),
  };
}

/** One bombardment (§2.3, §4.2, §4.7) into `res` (B layout), its dice from the chain's hand. Allocates nothing. */
export function bombard(rng: Stream, k: BombardmentChain, res: Int32Array): void {
  const w = k.walk;
  walkChain(rng, k.tables, k.hand, w);
  res[B.PANIC4_TURN] = w[W.FIRST];
  res[B.SHAKEN_TURN] = w[W.FIRST + 1];
  res[B.DEMORALIZED_TURN] = w[W.FIRST + 2];
  res[B.P] = w[W.GAIN];
  res[B.LOST] = k.lost[w[W.STATE]];
  res[B.END] = k.end[w[W.STATE]];
}
