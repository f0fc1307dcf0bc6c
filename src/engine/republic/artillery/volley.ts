import { d10 } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import type { ArtilleryRules } from '../rules/artillery.ts';
import { applyArtilleryHits, hitRulesOf, KIND_UNIT, type HitRules } from './apply-hits.ts';
import { cellFor, type CompiledFire } from './compile-fire.ts';

/** How fire falls on one plain unit, and scratch space for it. */
export interface Volley {
  hit: HitRules;
  scratch: Int32Array;
}

/** Fire on a single unit with no secondary targets (bombardment, prepared assault). */
export function singleTargetVolley(rules: ArtilleryRules): Volley {
  return {
    hit: hitRulesOf(rules, {}, KIND_UNIT, 1, false, false),
    scratch: new Int32Array(1),
  };
}

/** Every battery fires once, one 1D10 each, its hits applied at once to the targets in st (§4.2, §4.6). */
export function fireVolley(rng: Stream, v: Volley, fires: readonly CompiledFire[], st: Int32Array): void {
  for (let i = 0; i < fires.length; i++) fireBattery(v, fires[i], d10(rng), st);
}

/** One battery's natural die: the cell of its row it reads, its hits on the targets in st (§4.2, §4.6). */
export function fireBattery(v: Volley, f: CompiledFire, die: number, st: Int32Array): void {
  const cell = cellFor(f, die);
  if (cell >= 0) applyArtilleryHits(st, v.hit, f.rowM[cell], f.rowB[cell], v.scratch);
}
