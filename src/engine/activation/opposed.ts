import type { Valued } from '../ruleset/read-cell.ts';
import type { ActivationRules, Tier } from './rules/activation-rules.ts';
import { bandOf, bandReading, type Band, type BandReading } from './rules/bands.ts';

export const COMBAT_KINDS = ['melee', 'musketry', 'bombardment'] as const;
export type CombatKind = (typeof COMBAT_KINDS)[number];
export const FORMATIONS = ['line', 'column', 'square'] as const;

export interface CombatSide {
  tier: Tier;
  arm: 'infantry' | 'cavalry' | 'artillery';
  /** an infantry formation; cavalry and artillery take none of its modifiers */
  formation: (typeof FORMATIONS)[number];
  /** coloured dice taken; three or more is crippled */
  damage: number;
  /** Broken Line: "Until lines are reformed it receives no modifiers due to formation" */
  brokenLine?: boolean;
}

export interface CombatSetup {
  kind: CombatKind;
  /** `special`: the attacker's Seize the Initiative (melee) or Aimed Shot (musketry) */
  attacker: CombatSide & { charging: boolean; uphill: boolean; special?: boolean };
  defender: CombatSide & {
    cover: 'none' | 'light' | 'heavy';
    attackedFrom: 'front' | 'flank' | 'rear';
    uphill?: boolean;
  };
  range: 'short' | 'medium' | 'long';
  canister: boolean;
}

/** A compiled opposed roll: each side's fixed add, the bands, the critical table. */
export interface Opposed {
  attAdd: number;
  defAdd: number;
  bands: Band[];
  /** canister: every disorder band also rolls a critical event */
  canister: boolean;
  /** the attacker may recoil: not a battery ("Artillery cannot charge or recoil if engaged in melee") */
  attRecoils: boolean;
  /** event index by 2D6 total - 2 */
  events: Int32Array;
  provisional: boolean;
  /** how the bands' gaps are read (switches) */
  reading: BandReading;
}

/** Sum the modifiers the draft lists for one combat (Melee, Musketry, Bombardment Attacks). */
export function compileOpposed(
  r: ActivationRules,
  s: CombatSetup,
  eventIndex: (e: string) => number,
  reading: BandReading = bandReading(),
): Opposed {
  const used: Array<Valued<number>> = [];
  const v = (x: Valued<number>) => (used.push(x), x.value);
  const a = s.attacker;
  const d = s.defender;
  // Basic Units: a unit has one "Ranged Combat" statistic, a battery's in the `artillery` column; "Both units roll,
  // add Shooting Combat value": each its own, a battery fired at as a battery firing (the firer of a bombardment is one)
  const melee = s.kind === 'melee';
  const attStat = melee ? 'melee' : s.kind === 'bombardment' ? 'artillery' : 'ranged';
  const defStat = melee ? 'melee' : d.arm === 'artillery' ? 'artillery' : 'ranged';
  let attAdd = v(r.profiles[a.tier][attStat]);
  let defAdd = v(r.profiles[d.tier][defStat]);
  if (a.damage >= r.damage.whiteDice.value) attAdd += v(r.damage.crippledModifier);
  if (d.damage >= r.damage.whiteDice.value) defAdd += v(r.damage.crippledModifier);
  const f = r.formation;
  // "Infantry Formations": only infantry takes them (cavalry "is capable of changing formations so quickly ...")
  const aForm = a.brokenLine || a.arm !== 'infantry' ? null : a.formation;
  const dForm = d.brokenLine || d.arm !== 'infantry' ? null : d.formation;
  if (melee) {
    const m = r.melee;
    // "+1 to unit uphill of opponent": whichever side stands uphill
    if (a.uphill) attAdd += v(m.uphill);
    if (d.uphill) defAdd += v(m.uphill);
    if (a.charging) attAdd += v(a.arm === 'cavalry' ? m.cavalryCharging : m.infantryCharging);
    if (d.attackedFrom !== 'front') defAdd += v(d.attackedFrom === 'flank' ? m.flanked : m.rear);
    if (aForm === 'line') attAdd += v(f.lineMelee);
    if (dForm === 'line') defAdd += v(f.lineMelee);
    // "Square: ... +3 vs Cavalry in charge & melee": whichever side the square is, its melee against cavalry
    if (dForm === 'square' && a.arm === 'cavalry') defAdd += v(f.squareVsCavalry);
    if (aForm === 'square' && d.arm === 'cavalry') attAdd += v(f.squareVsCavalry);
    if (a.special) defAdd += v(r.actions.seizeInitiativeEnemy);
  } else {
    const m = s.kind === 'musketry' ? r.musketry : r.bombardment;
    if (s.range !== 'medium') attAdd += v(s.range === 'short' ? m.shortRange : m.longRange);
    if (d.cover !== 'none') defAdd += v(d.cover === 'light' ? m.lightCover : m.heavyCover);
    // Infantry Formations "-2 Shooting"; "Both units roll, add Shooting Combat value": the target's too (switch formationShooting)
    if (aForm === 'column') attAdd += v(f.columnShooting);
    if (aForm === 'square') attAdd += v(f.squareShooting);
    if (reading.targetFormationShooting && dForm === 'column') defAdd += v(f.columnShooting);
    if (reading.targetFormationShooting && dForm === 'square') defAdd += v(f.squareShooting);
    if (a.special) defAdd += v(r.actions.aimedShotEnemy);
  }
  const bands = (s.kind === 'melee' ? r.bands.melee : r.bands.fire).map((b) => b.value);
  const events = Int32Array.from(r.critical, (e) => eventIndex(e.value));
  const provisional = used.some((x) => x.cell.source === 'provisional');
  return {
    attAdd,
    defAdd,
    bands,
    canister: s.kind === 'bombardment' && s.canister && r.canisterCritical.value > 0,
    // Artillery: "Artillery cannot charge or recoil if engaged in melee"
    attRecoils: a.arm !== 'artillery',
    events,
    provisional,
    reading,
  };
}

/** Slots of `resolveOpposed`'s output. */
export const OUT_BAND = 0;
export const OUT_DEF_DIS = 1;
export const OUT_ATT_DIS = 2;
/** 0 none, else event index + 1 */
export const OUT_EVENT = 3;
export const OUT_ATT_RECOILS = 4;

/**
 * Resolve one opposed roll from its natural dice (and the 2D6 of a critical
 * event, used only when one is rolled). Allocation-free: writes into out.
 */
export function resolveOpposed(
  o: Opposed,
  attDie: number,
  defDie: number,
  crit1: number,
  crit2: number,
  out: Int32Array,
): void {
  const rd = o.reading;
  const attTotal = Math.max(rd.minTotal, attDie + o.attAdd);
  const defTotal = Math.max(rd.minTotal, defDie + o.defAdd);
  const band = bandOf(attTotal, defTotal, rd.exactUp);
  const b = o.bands[band];
  const winnerRoll = b.onAttacker ? (rd.evenTotal ? defTotal : defDie) : rd.evenTotal ? attTotal : attDie;
  const applies = !b.ifEven || (winnerRoll & 1) === 0;
  const dis = applies ? b.disorder : 0;
  out[OUT_BAND] = band;
  out[OUT_DEF_DIS] = b.onAttacker ? 0 : dis;
  out[OUT_ATT_DIS] = b.onAttacker ? dis : 0;
  out[OUT_ATT_RECOILS] = b.recoil && o.attRecoils ? 1 : 0;
  // Critical Event: on the bands that roll it; with canister, on any disorder to the target.
  const critical = !b.onAttacker && (b.critical || (o.canister && dis > 0));
  out[OUT_EVENT] = critical ? o.events[crit1 + crit2 - 2] + 1 : 0;
}
