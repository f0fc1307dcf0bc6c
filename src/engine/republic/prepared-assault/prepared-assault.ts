import { d10 } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import type { YamlNode } from '../../input/yaml-node.ts';
import { setUnit, T } from '../artillery/apply-hits.ts';
import { compileFire, type CompiledFire } from '../artillery/compile-fire.ts';
import { fireVolley, singleTargetVolley, type Volley } from '../artillery/volley.ts';
import { compileFirePanic, p4Deserters, panicLevel, type FirePanic } from '../artillery/fire-panic.ts';
import { readBattery, type FireTarget } from '../artillery/fire-situation.ts';
import { DEF, D_INDEX, S } from '../assault/assault-state.ts';
import { compileAssault, type CompiledAssault } from '../assault/compile-assault.ts';
import { applyRound } from '../assault/round.ts';
import { readAssaultSituation } from '../assault/situation.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';

/** How the guns left the defender: the assault is fought, or not needed. */
export const FOUGHT = 0;
export const FLED_THE_GUNS = 1;
export const DESTROYED_BY_GUNS = 2;

/** The attacker's batteries fire on the defender, then the assault goes in the same turn. */
export interface CompiledPreparedAssault {
  fires: CompiledFire[];
  assault: CompiledAssault;
  volley: Volley;
  /** the defender's Panic Index line for P hits from the guns (§4.6, §4.7) */
  panic: FirePanic;
  gunsProvisional: boolean;
  /** the defender's combat bases (its fresh batteries are not the guns' target) */
  defenderBases: number;
  target: Int32Array;
}

/** Results beside the assault state: how the guns left things. */
export const PA = { PREPARED: 0, GUN_LOST: 1, GUN_P: 2, GUN_MORALE: 3, SIZE: 4 } as const;

export function compilePreparedAssault(rules: RepublicRules, root: YamlNode, switches: Record<string, string>): CompiledPreparedAssault {
  root.allowKeys(['artillery', 'assault']);
  const an = root.get('artillery');
  an.allowKeys(['batteries', 'deep']);
  const s = readAssaultSituation(root.get('assault'), rules.restrictions);
  const d = s.defender;
  const target: FireTarget = {
    kind: 'unit', bases: d.bases, morale: d.morale, deep: an.get('deep').optBool(false), square: d.square, movingCavalry: false,
    cover: d.cover, openOrder: d.order === 'open', packed: false, skirmisherGrade: d.grade,
  };
  const fires = an.has('batteries') ? an.get('batteries').items().map((b) => compileFire(rules.artillery, readBattery(b), target, b, switches)) : [];
  return {
    fires,
    assault: compileAssault(rules, s, switches),
    volley: singleTargetVolley(rules.artillery),
    panic: compileFirePanic(rules, d.grade, switches),
    gunsProvisional: fires.length > 0,
    defenderBases: d.bases,
    target: new Int32Array(T.SIZE),
  };
}

/**
 * One prepared assault into `st` (the assault state) and `res` (PA layout).
 * The guns fire first (§4), then the assault is fought to a decision (§5)
 * unless the guns settled it.
 */
export function runPreparedAssault(rng: Stream, c: CompiledPreparedAssault, st: Int32Array, res: Int32Array): void {
  const t = c.target;
  setUnit(t, T.MAIN, c.defenderBases, c.assault.init[S.MORALE + DEF]);
  fireVolley(rng, c.volley, c.fires, t);
  if (afterTheGuns(c, t, st, res)) while (applyRound(c.assault, st, d10(rng), d10(rng)));
}

/**
 * Where the guns left the defender (`t`, the fire's target state) into the
 * assault state `st` and `res`; true if the assault is still to be fought.
 * The guns' B hits count as the defender's bases lost this turn and their M
 * hits set its morale for the assault (§5.4). A defender with P hits from
 * the guns makes its panic move before the assault and the attacker carries
 * the position (§4.7); one destroyed by the guns needs no assault.
 */
export function afterTheGuns(c: CompiledPreparedAssault, t: Int32Array, st: Int32Array, res: Int32Array): boolean {
  st.set(c.assault.init);
  res[PA.GUN_LOST] = t[T.MAIN + T.LOST];
  res[PA.GUN_P] = t[T.MAIN + T.P];
  res[PA.GUN_MORALE] = t[T.MAIN + T.MORALE];
  st[S.MORALE + DEF] = t[T.MAIN + T.MORALE];
  st[S.BASES + DEF] -= t[T.MAIN + T.LOST];
  st[S.LOST + DEF] += t[T.MAIN + T.LOST];
  if (c.gunsProvisional) st[S.PROV] = 1;
  if (t[T.MAIN + T.BASES] === 0) {
    res[PA.PREPARED] = DESTROYED_BY_GUNS;
    st[S.DECISION] = D_INDEX.defender_destroyed;
    return false;
  }
  const p = t[T.MAIN + T.P];
  if (p > 0) {
    // §4.7 Panic Hits: the forced move comes now; at Panic 4 its loss number deserts
    const level = panicLevel(p);
    st[S.RESPONSE + DEF] = c.panic.rank[level - 1];
    const loss = p4Deserters(c.panic, p, st[S.BASES + DEF]);
    st[S.BASES + DEF] -= loss;
    st[S.PRISONERS + DEF] += loss;
    // the division tests at the end of the turn, unless only assault-phase Panic 4 counts (A12)
    if (level === 4 && c.panic.divisionTests) st[S.PANIC4] |= 1 << DEF;
    st[S.P_TAKEN + DEF] = p;
    res[PA.PREPARED] = FLED_THE_GUNS;
    st[S.DECISION] = D_INDEX.carry;
    return false;
  }
  res[PA.PREPARED] = FOUGHT;
  return true;
}
