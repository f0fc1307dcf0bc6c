import type { ChainProcess } from '../../chain/chain-process.ts';
import { S } from './assault-state.ts';
import type { CompiledAssault } from './compiled-assault.ts';
import { applyRound } from './round.ts';

/** The chain's state: the assault state (S layout), then 1 once the assault is over. */
export const OVER = S.SIZE;

/**
 * A whole assault as a chain (§5.1 steps 2-8, follow-up rounds): a round a
 * step, both dice from one draw as the assault always rolled them (d10Pair:
 * the attacker's die the tens digit), from `from` (the situation's start by
 * default) to a decision or the round cap. At least one round is fought.
 */
export function assaultProcess(c: CompiledAssault, from: Int32Array = c.init): ChainProcess {
  const start = new Int32Array(S.SIZE + 1);
  start.set(from);
  const rounds = Math.max(1, c.maxRounds - from[S.ROUND]);
  return {
    start,
    kinds: [
      {
        faces: 100,
        apply(st, face, out) {
          if (!applyRound(c, st, ((face / 10) | 0) + 1, (face % 10) + 1)) st[OVER] = 1;
          // the cells the round read: its table row, then each side's Panic Index cell (0: none, else 1-8)
          out[2] = c.trace[0] * 81 + c.trace[1] * 9 + c.trace[2];
        },
      },
    ],
    schedule: Array.from({ length: rounds }, (_, i) => ({ kind: 0, clock: from[S.ROUND] + i + 1 })),
    events: [],
    done: (st) => st[OVER] === 1,
    oneDrawAStep: true,
  };
}
