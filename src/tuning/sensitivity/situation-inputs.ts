import { formatPath } from '../../engine/input/yaml-node.ts';
import { GRADES } from '../../engine/republic/rules/grades.ts';
import type { Override } from '../../sims/prepare.ts';
import type { MovableInput, Move } from './input.ts';

/** A situation, or each part of a mix, with where its fields sit in the plain value. */
export interface SituationPart {
  prefix: Array<string | number>;
  value: Record<string, unknown>;
}

const ORIGIN = { file: '(sensitivity)' };
const SIDES = ['attacker', 'defender'] as const;
const sideOf = (p: SituationPart, side: string) =>
  p.value[side] && typeof p.value[side] === 'object' ? (p.value[side] as Record<string, unknown>) : undefined;

/** One move that sets a side's field in every part that has one, from that part's own value. */
function sideMove(
  label: string,
  parts: readonly SituationPart[],
  side: string,
  field: string,
  next: (v: unknown) => unknown,
): Move | undefined {
  const overrides: Override[] = [];
  for (const p of parts) {
    const s = sideOf(p, side);
    if (!s) continue;
    const to = next(s[field]);
    if (to !== undefined)
      overrides.push({ path: formatPath([...p.prefix, side, field]), value: to, origin: ORIGIN });
  }
  return overrides.length ? { label, overrides } : undefined;
}

/**
 * Each side's grade one step better and worse (in every part of a mix, from
 * its own grade), and each side's net modifier ±1 (its extraModifier), for
 * situations with an attacker and a defender (the Republic assault).
 */
export function situationInputs(parts: readonly SituationPart[]): MovableInput[] {
  const out: MovableInput[] = [];
  for (const side of SIDES) {
    if (!parts.some((p) => sideOf(p, side))) continue;
    const grade = (d: number) => (g: unknown) => {
      const i = GRADES.indexOf(g as never);
      return i < 0 ? undefined : GRADES[i + d];
    };
    const gradeMoves = [
      sideMove('one grade worse', parts, side, 'grade', grade(1)),
      sideMove('one grade better', parts, side, 'grade', grade(-1)),
    ].filter((m): m is Move => !!m);
    if (gradeMoves.length) out.push({ name: `${side} grade`, kind: 'grade', moves: gradeMoves });
    const net = (d: number) => (v: unknown) => (typeof v === 'number' ? v : 0) + d;
    out.push({
      name: `${side} net modifier`,
      kind: 'situation',
      moves: [
        sideMove('-1', parts, side, 'extraModifier', net(-1))!,
        sideMove('+1', parts, side, 'extraModifier', net(1))!,
      ],
    });
  }
  return out;
}
