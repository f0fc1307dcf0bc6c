import type { YamlNode } from '../../input/yaml-node.ts';
import { T } from '../artillery/apply-hits.ts';
import { compileFire, type CompiledFire } from '../artillery/compile-fire.ts';
import { singleTargetVolley, type Volley } from '../artillery/volley.ts';
import { compileFirePanic, panicDeserters, panicLevel, type FirePanic } from '../artillery/fire-panic.ts';
import { checkDeepTarget, readBattery, type FireTarget } from '../artillery/fire-situation.ts';
import { rowEndText } from '../artillery/fire-reading.ts';
import { DEF, D_INDEX, RANK, S } from '../assault/assault-state.ts';
import { ACT, actionDecision, baseHits, takePrisoners } from '../assault/round.ts';
import { compileAssault } from '../assault/compile-assault.ts';
import type { CompiledAssault } from '../assault/compiled-assault.ts';
import { readAssaultSituation, type AssaultSide } from '../assault/situation.ts';
import { yamlFileOf } from '../../input/parse-yaml.ts';
import { InputError } from '../../input/input-error.ts';
import { Problems } from '../../input/problems.ts';
import { GRADES, MORALE_STATES } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { doubleOutcomes } from '../hors-de-combat/hors-de-combat.ts';

/** How the guns left the defender: the assault is fought, or not needed. */
export const FOUGHT = 0;
export const FLED_THE_GUNS = 1;
export const DESTROYED_BY_GUNS = 2;
export const SURRENDERED_TO_GUNS = 3;

/** The attacker's batteries fire on the defender, then the assault goes in the same turn. */
export interface CompiledPreparedAssault {
  fires: CompiledFire[];
  /** the assault as the situation gives it (assaults[0]) */
  assault: CompiledAssault;
  /**
   * §4.7, §2.3 the assault with leaders lost to the hors de combat checks after the guns ("unable to contribute to
   * unit assault"), each E or P leader's +1 gone (§5.4): assaults[attackerLost * (defenderLeaders + 1) + defenderLost]
   */
  assaults: CompiledAssault[];
  /** the leaders who roll a check after the guns: the defender's (within 2" of the unit hit), the attacker's in an all-out assault (within 2" of a unit within 2") */
  defenderLeaders: number;
  attackerLeaders: number;
  /** §4.7 a leader's check after `hits` of the guns' base hits: a double of `die` loses him, loses[hits * 10 + die - 1]; its row provisional */
  hdcLoses: Uint8Array;
  hdcProvisional: Uint8Array;
  volley: Volley;
  /** the defender's Panic Index line for P hits from the guns (§4.6, §4.7) */
  panic: FirePanic;
  gunsProvisional: boolean;
  /** the defender's combat bases (its fresh batteries are not the guns' target) */
  defenderBases: number;
  /** §6.3 base hits added to the loss number of a defender retreating or routing out of town or across water */
  gunsLossPlus: number;
  /** the morale state of the brigade the guns fire on, as the turn began (§4.6: P hits past Demoralized are its own) */
  gunsMorale: number;
  /** §5.5 Group Surrender: the brigade the guns fire on is Crack ("Elite units will overrun the enemy formation") */
  gunsBreakOut: boolean;
  /**
   * the defending side's morale for the assault (§5.4) by the morale the guns left its brigade in: a side with
   * batteries beside its brigade reads them too; otherwise the brigade's own
   */
  sideMorale: Int32Array;
  /** each battery in words, and how often its fire moves past an end of its row (A10, A18) */
  rowEnds: Record<string, string>;
}

/** Results beside the assault state: how the guns left things (GUN_DESERTED: bases deserted at a Panic 4 from the guns, §4.7). */
export const PA = { PREPARED: 0, GUN_LOST: 1, GUN_P: 2, GUN_MORALE: 3, GUN_DESERTED: 4, SIZE: 5 } as const;

export function compilePreparedAssault(
  rules: RepublicRules,
  root: YamlNode,
  switches: Record<string, string>,
): CompiledPreparedAssault {
  root.allowKeys(['artillery', 'assault']);
  const an = root.get('artillery');
  an.allowKeys(['batteries', 'deep']);
  const s = readAssaultSituation(root.get('assault'), rules.restrictions, switches);
  const d = s.defender;
  if (d.bases === 0 && an.has('batteries') && an.get('batteries').items().length > 0) {
    // §1.3: fire on batteries damages them; that is the artillery mechanic's battery target, not modelled here
    root
      .get('assault')
      .get('defender')
      .fail(
        "expected infantry or cavalry bases for the guns to fire on: this mechanic fires on the defending unit's combat bases; fire on batteries (§1.3 damage) is `warbench odds artillery` with target kind battery",
      );
  }
  // §4.5 the guns fire on the brigade (infantry and cavalry first), §4.3, §4.4, §4.6 its own formation, cover,
  // morale and grade: a side's batteries beside it are not their target
  const aNode = root.get('assault');
  const brigade = (withBatteries(d, aNode) && brigadeOf(aNode, rules, switches)) || d;
  checkDeepTarget({ ...brigade, deep: an.get('deep').optBool(false) }, an.get('deep'), aNode.get('defender'));
  const sideMorale = Int32Array.from(MORALE_STATES, (_, m) =>
    brigade === d ? m : m === brigade.morale ? d.morale : (sideMoraleWith(aNode, m, rules, switches) ?? m),
  );
  const target: FireTarget = {
    kind: 'unit',
    bases: d.bases,
    morale: brigade.morale,
    deep: an.get('deep').optBool(false),
    square: brigade.square,
    movingCavalry: false,
    cover: brigade.cover,
    openOrder: brigade.order === 'open',
    packed: false,
    skirmisherGrade: brigade.grade,
  };
  const batteries = an.has('batteries')
    ? an
        .get('batteries')
        .items()
        .map((n) => ({ n, b: readBattery(n) }))
    : [];
  // §4.5 "Those batteries which conduct passing fire may not fire during that turn's artillery phase": these guns fire in it
  for (const { n, b } of batteries)
    if (b.passingFire)
      n.get('passingFire').fail(
        "expected passingFire: false: the prepared assault's guns fire in the artillery phase, and §4.5 says batteries that conduct passing fire (in the enemy's movement phase) \"may not fire during that turn's artillery phase\"",
      );
  const fires = batteries.map(({ n, b }) => compileFire(rules.artillery, b, target, n, switches));
  // the defender's leaders within 2" stand within 4" of the unit the guns hit, and in an all-out assault the attacker's
  // too (within 2" of a unit within 2"); a general or mixed assault's attacker may stand 4" off, its leaders 6": not
  // checked. Each rolls (§4.7); only how many a side loses matters
  const a = s.attacker;
  const defenderLeaders = d.energeticLeaders + d.proficientLeaders;
  const attackerLeaders = s.assault === 'allOut' ? a.energeticLeaders + a.proficientLeaders : 0;
  const without = (side: typeof d, lost: number) => {
    const proficient = Math.max(0, side.proficientLeaders - lost);
    return {
      ...side,
      proficientLeaders: proficient,
      energeticLeaders: side.energeticLeaders - (lost - (side.proficientLeaders - proficient)),
    };
  };
  const assaults: CompiledAssault[] = [];
  for (let attLost = 0; attLost <= attackerLeaders; attLost++)
    for (let defLost = 0; defLost <= defenderLeaders; defLost++)
      assaults.push(
        compileAssault(
          rules,
          { ...s, attacker: without(a, attLost), defender: without(d, defLost) },
          switches,
        ),
      );
  // §4.7 "+1 ... for each friendly unit within 4" which suffered base hits ... one point per base hit"
  const { loses: hdcLoses, provisional: hdcProvisional } = doubleOutcomes(rules, d.bases);
  return {
    fires,
    assault: assaults[0],
    assaults,
    defenderLeaders,
    attackerLeaders,
    hdcLoses,
    hdcProvisional,
    volley: singleTargetVolley(rules.artillery),
    panic: compileFirePanic(rules, brigade.grade, switches),
    gunsProvisional: fires.length > 0,
    defenderBases: d.bases,
    gunsMorale: brigade.morale,
    gunsBreakOut: brigade.grade === GRADES[0],
    sideMorale,
    // (the assault's third, routing away from an assault in the rear, is not the guns')
    gunsLossPlus:
      (d.retreatThroughTown ? rules.assault.lossNumberPlus.retreatThroughTown.value : 0) +
      (d.retreatAcrossWater ? rules.assault.lossNumberPlus.retreatAcrossWater.value : 0),
    rowEnds: Object.fromEntries(
      batteries.map(({ b }, i) => [
        `battery ${i + 1}: ${b.bases > 1 ? `${b.bases} bases of ` : ''}${b.type} at ${b.range}"`,
        rowEndText(fires[i], switches),
      ]),
    ),
  };
}

/**
 * Where the guns left the defender (`t`, the fire's target state) into the
 * assault state `st` and `res`; true if the assault is still to be fought.
 * The guns' B hits count as the defender's bases lost this turn and their M
 * hits set its morale for the assault (§5.4). A defender with P hits from
 * the guns makes its panic move before the assault and the attacker carries
 * the position (§4.7); one destroyed by the guns needs no assault.
 */
export function afterTheGuns(
  c: CompiledPreparedAssault,
  t: Int32Array,
  st: Int32Array,
  res: Int32Array,
): boolean {
  st.set(c.assault.init);
  res[PA.GUN_LOST] = t[T.MAIN + T.LOST];
  res[PA.GUN_P] = t[T.MAIN + T.P];
  res[PA.GUN_MORALE] = t[T.MAIN + T.MORALE];
  res[PA.GUN_DESERTED] = 0;
  st[S.MORALE + DEF] = c.sideMorale[t[T.MAIN + T.MORALE]];
  st[S.BASES + DEF] -= t[T.MAIN + T.LOST];
  st[S.LOST + DEF] += t[T.MAIN + T.LOST];
  if (c.gunsProvisional) st[S.PROV] = 1;
  const p = t[T.MAIN + T.P];
  const level = panicLevel(p);
  // §4.6 "panic hits inflicted are still active for purposes of division panic even if B hits completely destroy the unit";
  // the division tests at the end of the turn, unless only assault-phase Panic 4 counts (A12)
  if (level === 4 && c.panic.divisionTests) st[S.PANIC4] |= 1 << DEF;
  if (t[T.MAIN + T.BASES] === 0) {
    res[PA.PREPARED] = DESTROYED_BY_GUNS;
    st[S.DECISION] = D_INDEX.defender_destroyed;
    return false;
  }
  if (p > 0) {
    // §4.7 Panic Hits: the forced move comes now; at Panic 4 its loss number deserts ("count as deserters"), no prisoners
    const a = c.assault;
    const rank = c.panic.rank[level - 1];
    st[S.P_TAKEN + DEF] = p;
    st[S.RESPONSE + DEF] = rank;
    if (a.canRetreat[DEF] === 0 && !c.gunsBreakOut) {
      // §5.5 Group Surrender: "A unit which is unable to execute its panic hit movement without passing through an
      // enemy formation ... All other troop grades will surrender"
      st[S.RESPONSE + DEF] = RANK.SURRENDER;
      takePrisoners(a, st, DEF, st[S.BASES + DEF] + st[S.BATTERIES + DEF]);
      res[PA.PREPARED] = SURRENDERED_TO_GUNS;
      st[S.DECISION] = D_INDEX.defender_surrenders;
      return false;
    }
    let loss = 0;
    // §5.5 Group Surrender: "Elite units will overrun the enemy formation and return to friendly lines at the cost of one base hit (1B)"
    if (a.canRetreat[DEF] === 0) baseHits(a, st, DEF, 1);
    else {
      loss = panicDeserters(c.panic, p, st[S.BASES + DEF]);
      // §6.3 "Add one base hit (B) to the loss number" of a unit retreating or routing out of town or across water
      if (level >= c.panic.lossFrom && rank >= RANK.RE)
        loss = Math.min(st[S.BASES + DEF], loss + c.gunsLossPlus);
    }
    st[S.BASES + DEF] -= loss;
    res[PA.GUN_DESERTED] = loss;
    res[PA.PREPARED] = FLED_THE_GUNS;
    // §4.7 "the attacking brigades may automatically carry the position": as a carry cell reads (§5.5 Stalled without
    // the movement, Drive Away where it cannot enter)
    st[S.DECISION] = actionDecision(a, ACT.CARRY);
    return false;
  }
  res[PA.PREPARED] = FOUGHT;
  return true;
}

/** A defending side of `units:` with batteries beside its infantry or cavalry. */
function withBatteries(d: AssaultSide, node: YamlNode): boolean {
  return d.batteries > 0 && d.bases > 0 && node.get('defender').has('units');
}

/**
 * The defending side read with its units changed by `edit` (the side's own fields kept), or none where that
 * reading has a problem: the side as given is then read, and its problems reported, as they would be without it.
 */
function sideWith(
  node: YamlNode,
  edit: (units: Array<Record<string, unknown>>) => Array<Record<string, unknown>>,
  rules: RepublicRules,
  switches: Record<string, string>,
): AssaultSide | undefined {
  const value = structuredClone(node.value()) as { defender: { units: Array<Record<string, unknown>> } };
  value.defender.units = edit(value.defender.units);
  const problems = new Problems();
  // read for the side's own formation only: whom the attacker may assault is the whole side's question, checked already
  const unrestricted = { ...rules.restrictions, byState: rules.restrictions.byState.map(() => []) };
  try {
    const s = readAssaultSituation(yamlFileOf(value, node.file).root(problems), unrestricted, switches);
    return problems.list.length === 0 ? s.defender : undefined;
  } catch (err) {
    if (err instanceof InputError) return undefined;
    throw err;
  }
}

/** The defending side's infantry and cavalry read as one formation (§5.4): the brigade the guns fire on. */
function brigadeOf(
  node: YamlNode,
  rules: RepublicRules,
  switches: Record<string, string>,
): AssaultSide | undefined {
  return sideWith(node, (units) => units.filter((u) => u.arm !== 'artillery'), rules, switches);
}

/**
 * The side's morale (§5.4) once the guns have left its brigade, read as one target, in morale state `m`: each of
 * its infantry and cavalry units at the worse of its own state and `m` (never better than before, whatever the
 * brigade's reading of its units), its batteries as given.
 */
function sideMoraleWith(
  node: YamlNode,
  m: number,
  rules: RepublicRules,
  switches: Record<string, string>,
): number | undefined {
  const atLeast = (u: Record<string, unknown>) => {
    const own = MORALE_STATES.indexOf((u.morale ?? 'formed') as (typeof MORALE_STATES)[number]);
    return MORALE_STATES[Math.max(own, m)];
  };
  return sideWith(
    node,
    (units) => units.map((u) => (u.arm === 'artillery' ? u : { ...u, morale: atLeast(u) })),
    rules,
    switches,
  )?.morale;
}
