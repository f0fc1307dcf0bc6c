import type { Stream } from '../dice/stream.ts';
import type { MappingChoices } from './mapping-choices.ts';
import type { PartialUnit } from './men-lost.ts';

/** How an engagement ends, the same words for every rule system. */
export const DECISIONS = ['attacker_takes_position', 'defender_holds', 'undecided'] as const;
export const TAKES = 0;
export const HOLDS = 1;
export const UNDECIDED = 2;

/** The common metrics a system may be unable to produce. */
export const COMMON_METRICS = [
  'decision',
  'defender_breaks',
  'attacker_loss',
  'defender_loss',
  'minutes',
] as const;
export type CommonMetric = (typeof COMMON_METRICS)[number];

/** Slots of a duel outcome. */
export const O_DECISION = 0;
/** 1 when the defender breaks, routs, flees or is destroyed */
export const O_DEF_BREAKS = 1;
/** losses in the system's own units (figures, strength points, damage dice...) */
export const O_ATT_LOST = 2;
export const O_DEF_LOST = 3;
/** game turns fought to the decision (the whole budget's when undecided) */
export const O_ROUNDS = 4;
/** 1 if the result used a provisional cell */
export const O_PROV = 5;
export const O_SIZE = 6;

/**
 * One system's engagement, compiled from a plain situation: `run` fights it
 * to a decision (or the round cap) into `out`, allocating nothing.
 */
export interface DuelEngine {
  /** each side's whole force in the units its losses are counted in */
  attTotal: number;
  defTotal: number;
  /** men a loss unit stands for on each side (mapping data), for the losses in men */
  attMenPerUnit?: number;
  defMenPerUnit?: number;
  /** how the men fill the loss units when they are not a whole number of them (mapping partialUnit) */
  partialUnit?: PartialUnit;
  /** each side's men engaged, as the plain situation gives them: the most men it can lose */
  attMen?: number;
  defMen?: number;
  /** minutes of battle a game turn of this system stands for (mapping minutesPerTurn) */
  minutesPerTurn?: number;
  /** common metrics this system cannot produce here, each with the reason: reported as not defined (absent) */
  notDefined?: Partial<Record<CommonMetric, string>>;
  /** the adapter's mapping of this situation, as shown in reports */
  mapping: Record<string, string>;
  /** the mapping-file values this situation used, with their provenance (set by the adapter) */
  choices?: MappingChoices;
  run(rng: Stream, out: Int32Array): void;
}

/** Attach the adapter's choices to its engine, and list them with the mapping. */
export function withChoices(e: DuelEngine, choices: MappingChoices): DuelEngine {
  e.choices = choices;
  e.mapping = { ...e.mapping, choices: choices.describe() };
  return e;
}

/** The defender's return fire at guns is modelled by none of the duel's bombardments. */
export const NO_RETURN_FIRE = 'the defender does not fire back at the guns in this duel';

/** Set each side's men per loss unit, the minutes a turn stands for, and the metrics the system cannot produce here. */
export function inMen(
  e: DuelEngine,
  attMenPerUnit: number,
  defMenPerUnit: number,
  minutesPerTurn: number,
  notDefined: DuelEngine['notDefined'] = {},
): DuelEngine {
  e.attMenPerUnit = attMenPerUnit;
  e.defMenPerUnit = defMenPerUnit;
  e.minutesPerTurn = minutesPerTurn;
  e.notDefined = { ...e.notDefined, ...notDefined };
  return e;
}

export function finish(
  out: Int32Array,
  decision: number,
  breaks: boolean,
  attLost: number,
  defLost: number,
  rounds: number,
  prov: number,
): void {
  out[O_DECISION] = decision;
  out[O_DEF_BREAKS] = breaks ? 1 : 0;
  out[O_ATT_LOST] = attLost;
  out[O_DEF_LOST] = defLost;
  out[O_ROUNDS] = rounds;
  out[O_PROV] = prov;
}
