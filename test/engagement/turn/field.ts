import type { CompiledEngagement } from '../../../src/engagement/compile/compile-engagement.ts';
import {
  makeFieldState,
  resetField,
  startPlayerTurn,
  type FieldState,
} from '../../../src/engagement/state/field-state.ts';
import type { EngagementCompiled } from '../../../src/sims/engagement/engagement-sim.ts';
import { compileText } from '../../sims/republic/compile-situation.ts';

/** An engagement compiled from YAML with its field at the start of a player turn. */
export function fieldFrom(
  yaml: string,
  switches: Record<string, string> = {},
): { c: CompiledEngagement; f: FieldState } {
  const c = (compileText('engagement', yaml, switches) as EngagementCompiled).engagement;
  const f = makeFieldState(c);
  resetField(c, f);
  startPlayerTurn(f);
  return { c, f };
}

/** A stream whose d10 rolls are the given faces, in order. */
export function scriptedDice(faces: number[]): { int32(): number; left(): number } {
  let i = 0;
  return {
    int32: () => {
      if (i >= faces.length) throw new Error('more dice rolled than scripted');
      return faces[i++] - 1;
    },
    left: () => faces.length - i,
  };
}

/** One average brigade a side, 8" apart in one sector. */
export const ONE_EACH = `
sectors: [{gap: 8}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`;

/** A Union brigade with a group of `batteries` medium rifles beside it, one average Confederate brigade `gap` inches away. */
export const brigadeAndGuns = (batteries: number, gap: number) => `
sectors: [{gap: ${gap}}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, bases: ${batteries}, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`;

/** A side of a division of one brigade and a division of one battery (an artillery reserve, say; §2.1 forbids none). */
export const RESERVE = `
sectors: [{}]
sides:
  north:
    divisions:
      - {units: [{grade: veteran, sector: 0}]}
      - {name: Reserve Artillery, units: [{arm: artillery, battery: mediumRifle, grade: veteran, sector: 0}]}
  south:
    divisions: [{units: [{grade: average, sector: 0}]}]
`;
