import { d10 } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import type { ArtilleryRules } from '../rules/artillery.ts';
import { applyArtilleryHits, KIND_UNIT, type HitRules } from './apply-hits.ts';
import { rungFor, type CompiledFire } from './compile-fire.ts';

/** The ladder's hits as typed arrays, and how they fall on one plain unit. */
export interface Volley {
  rungM: Int32Array;
  rungB: Int32Array;
  hit: HitRules;
  scratch: Int32Array;
}

/** Fire on a single unit with no secondary targets (bombardment, prepared assault). */
export function singleTargetVolley(rules: ArtilleryRules): Volley {
  return {
    rungM: Int32Array.from(rules.ladder.map((r) => r.value.m)),
    rungB: Int32Array.from(rules.ladder.map((r) => r.value.b)),
    hit: { kind: KIND_UNIT, multiplier: 1, tandem: false, adjacent: false, tandemMoraleDivisor: rules.targets.tandemMoraleDivisor.value, tandemBaseDivisor: rules.targets.tandemBaseDivisor.value },
    scratch: new Int32Array(1),
  };
}

/** Every battery fires once, one 1D10 each, its hits applied at once to the targets in st (§4.2, §4.6). */
export function fireVolley(rng: Stream, v: Volley, fires: readonly CompiledFire[], st: Int32Array): void {
  for (let i = 0; i < fires.length; i++) {
    const rung = rungFor(fires[i], d10(rng));
    applyArtilleryHits(st, v.hit, v.rungM[rung], v.rungB[rung], v.scratch);
  }
}
