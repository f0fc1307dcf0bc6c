import { d10 } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import type { YamlNode } from '../../input/yaml-node.ts';
import { setUnit, T } from '../artillery/apply-hits.ts';
import { compileFire, type CompiledFire } from '../artillery/compile-fire.ts';
import { fireVolley, singleTargetVolley, type Volley } from '../artillery/volley.ts';
import { readBattery, type FireTarget } from '../artillery/fire-situation.ts';
import { DEF, D_INDEX, S } from '../assault/assault-state.ts';
import { compileAssault, type CompiledAssault } from '../assault/compile-assault.ts';
import { applyRound } from '../assault/round.ts';
import { readAssaultSituation } from '../assault/situation.ts';
import { gradeInForce } from '../rules/grade-reading.ts';
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
  /** the defender's Panic Index by level (rank, loss) for P hits from the guns (§4.6, §4.7) */
  panicRank: Int32Array;
  panicLoss: Int32Array;
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
  const fires = an.has('batteries') ? an.get('batteries').items().map((b) => compileFire(rules.artillery, readBattery(b), target, b)) : [];
  const grade = gradeInForce(rules, d.grade, switches);
  return {
    fires,
    assault: compileAssault(rules, s, switches),
    volley: singleTargetVolley(rules.artillery),
    panicRank: Int32Array.from(rules.panic.levels, (l) => l[grade].value.rank),
    panicLoss: Int32Array.from(rules.panic.levels, (l) => l[grade].value.loss),
    gunsProvisional: fires.length > 0,
    defenderBases: d.bases,
    target: new Int32Array(T.SIZE),
  };
}

/**
 * One prepared assault into `st` (the assault state) and `res` (PA layout).
 * The guns fire first (§4); their B hits count as the defender's bases lost
 * this turn and their M hits set its morale for the assault (§5.4). A
 * defender with P hits from the guns makes its panic move before the assault
 * and the attacker carries the position (§4.7); one destroyed by the guns
 * needs no assault. Otherwise the assault is fought to a decision (§5).
 */
export function runPreparedAssault(rng: Stream, c: CompiledPreparedAssault, st: Int32Array, res: Int32Array): void {
  const a = c.assault;
  const t = c.target;
  st.set(a.init);
  setUnit(t, T.MAIN, c.defenderBases, a.init[S.MORALE + DEF]);
  fireVolley(rng, c.volley, c.fires, t);
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
    return;
  }
  const p = t[T.MAIN + T.P];
  if (p > 0) {
    // §4.7 Panic Hits: the forced move comes now; at Panic 4 its loss number deserts
    const level = p < 4 ? p : 4;
    st[S.RESPONSE + DEF] = c.panicRank[level - 1];
    const loss = c.panicLoss[level - 1] < st[S.BASES + DEF] ? c.panicLoss[level - 1] : st[S.BASES + DEF];
    if (level === 4) {
      st[S.BASES + DEF] -= loss;
      st[S.PRISONERS + DEF] += loss;
      st[S.PANIC4] |= 1 << DEF;
    }
    st[S.P_TAKEN + DEF] = p;
    res[PA.PREPARED] = FLED_THE_GUNS;
    st[S.DECISION] = D_INDEX.carry;
    return;
  }
  res[PA.PREPARED] = FOUGHT;
  while (applyRound(a, st, d10(rng), d10(rng)));
}
