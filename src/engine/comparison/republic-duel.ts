import type { Stream } from '../dice/stream.ts';
import { ATT, DEF, S } from '../republic/assault/assault-state.ts';
import type { CompiledAssault } from '../republic/assault/compiled-assault.ts';
import { runAssault } from '../republic/assault/run-assault.ts';
import { finish, type DuelEngine } from '../duel/duel-engine.ts';

/**
 * The Republic side of a duel: the lead's whole assault (§5) per trial,
 * its decision and the defender's response read through the mapping.
 */
export function republicDuel(
  c: CompiledAssault,
  decisionOf: Int32Array,
  breaksOnResponse: Uint8Array,
  breaksOnDecision: Uint8Array,
  mapping: Record<string, string>,
): DuelEngine {
  const st = new Int32Array(S.SIZE);
  const attTotal = c.init[S.BASES + ATT];
  const defTotal = c.init[S.BASES + DEF];
  return {
    attTotal,
    defTotal,
    mapping,
    run(rng: Stream, out: Int32Array): void {
      runAssault(rng, c, st);
      const d = st[S.DECISION];
      const breaks = breaksOnDecision[d] === 1 || breaksOnResponse[st[S.RESPONSE + DEF] + 1] === 1;
      // the whole assault is fought within one turn's assault phase (§5): one turn of battle
      finish(
        out,
        decisionOf[d],
        breaks,
        attTotal - st[S.BASES + ATT],
        defTotal - st[S.BASES + DEF],
        1,
        st[S.PROV],
      );
    },
  };
}
