/**
 * A multi-step process as the chain module reads it: a packed state (a few
 * small integers), the kinds of step it takes (each one die, or two read
 * from one draw) and the order a trial takes them in. The rules live in the
 * steps' `apply`; the module enumerates the reachable states once into
 * tables that exact odds, Monte Carlo and cell reach all walk.
 */
export interface ChainProcess {
  /** the state a trial starts in (copied) */
  start: Int32Array;
  kinds: readonly StepKind[];
  /** the steps of one trial in order: a kind (an index into `kinds`) each, and the clock it falls in (a game turn, a round) */
  schedule: readonly ScheduledStep[];
  /** the events steps report, in bit order (at most EVENT_LIMIT): the walks record the clock each is first reported at */
  events: readonly string[];
  /** whether a trial ends in this state (a destroyed brigade): no later step is taken */
  done(st: Int32Array): boolean;
  /**
   * Each step takes a draw of its own (two dice from one d10Pair draw, one
   * from a d10) rather than digits of a nine-d10 draw (walkChain): the dice
   * of a kernel that rolled so before it came onto the chain. Such a chain's
   * trials are counted by final state (countDrawn), its events and gains unread.
   */
  oneDrawAStep?: boolean;
}

export interface ScheduledStep {
  kind: number;
  clock: number;
}

export interface StepKind {
  /** 10: one d10 (face 0-9 is a roll of 1-10); 100: two, the first the face's tens digit (as d10Pair reads a draw) */
  faces: 10 | 100;
  /** a state in which the step rolls nothing and changes nothing (a Formed brigade's rally); never by default */
  idle?(st: Int32Array): boolean;
  /**
   * The step on `st` with die face `face`, in place. Writes into `out` the
   * step's gain ([0]: a count the walks sum, P hits say), the events it
   * reports ([1], bits in `events` order) and the table cell it read ([2],
   * an index the process gives meaning to, or -1 for none).
   */
  apply(st: Int32Array, face: number, out: Int32Array): void;
}

/** Events a process may report. */
export const EVENT_LIMIT = 4;
