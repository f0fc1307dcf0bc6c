import { basename } from 'node:path';
import type { Valued } from '../../engine/ruleset/read-cell.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';
import { identifierWords } from '../../report/charts/text.ts';
import { type CellSlot, movableSlots, rungValue } from '../evaluate/cell-slots.ts';
import type { MovableInput, Move } from './input.ts';

const signed = (d: number) => (d > 0 ? `+${d}` : String(d));
const whereOf = (v: Valued<unknown>) => `${basename(v.cell.file)}${v.cell.line ? `:${v.cell.line}` : ''}`;
const cellKey = (file: string, field: string) => `${basename(file)}#${field}`;

/**
 * Each provisional assault-table and Panic Index cell the situation reads
 * (every one, for a sim that cannot say which it reads), one rung down and
 * up its ladder of legal results (a cell it never reads cannot change the
 * answer).
 */
export function cellInputs(rules: RepublicRules, reached?: ReadonlySet<string>): MovableInput[] {
  return movableSlots(rules)
    .filter((s) => !reached || reached.has(cellKey(s.original.cell.file, s.original.cell.field)))
    .map((slot) => {
      const moves = rungMoves(slot);
      return {
        name: `${slot.table === 'levels' ? 'Panic Index' : 'assault table'} ${slot.name} "${slot.original.cell.text}"`,
        kind: 'cell' as const,
        source: slot.original.cell.source,
        where: whereOf(slot.original),
        moves,
      };
    })
    .filter((i) => i.moves.length > 0);
}

/** A cell one rung down and one up its ladder, where it has those rungs. */
function rungMoves(slot: CellSlot): Move[] {
  return ([-1, 1] as const).flatMap((step) => {
    const to = rungValue(slot, step);
    return to
      ? [
          {
            label: to.cell.text,
            step: step > 0 ? 'up' : 'down',
            rules: () => (slot.set(to), () => slot.set(slot.original)),
          } as Move,
        ]
      : [];
  });
}

/** A number in the rules, moved ±1 in place. */
function numberInput<K extends string>(
  name: string,
  holder: Record<K, Valued<number>>,
  key: K,
): MovableInput {
  const original = holder[key];
  const moves: Move[] = [-1, 1].map((d) => ({
    label: `${signed(original.value + d)}`,
    step: d > 0 ? ('up' as const) : ('down' as const),
    rules: () => {
      holder[key] = { ...original, value: original.value + d };
      return () => (holder[key] = original);
    },
  }));
  return {
    name: `${name} (${signed(original.value)})`,
    kind: 'modifier',
    source: original.cell.source,
    where: whereOf(original),
    moves,
  };
}

/** Every §5.4 modifier value of the assault, each grade's assault modifier, cover and the outnumbering steps, ±1. */
export function modifierInputs(rules: RepublicRules): MovableInput[] {
  const a = rules.assault;
  return [
    ...(Object.keys(a.modifiers) as Array<keyof typeof a.modifiers>).map((k) =>
      numberInput(`§5.4 modifier ${identifierWords(k)}`, a.modifiers, k),
    ),
    ...(Object.keys(a.cover) as Array<keyof typeof a.cover>).map((k) =>
      numberInput(`§5.4 cover ${k}`, a.cover, k),
    ),
    ...(Object.keys(rules.grades.assaultModifier) as Array<keyof typeof rules.grades.assaultModifier>).map(
      (g) => numberInput(`§5.4 grade modifier ${g}`, rules.grades.assaultModifier, g),
    ),
    ...a.outnumbered.map((step, i) =>
      numberInput(`§5.4 outnumbered at ${step.ratio.value}:1`, a.outnumbered[i], 'modifier'),
    ),
  ];
}

/** Cells modifierInputs already moves ±1 in place: each grade's assault modifier and the outnumbering steps. */
const MOVED_AS_MODIFIERS = [/^grades\.yaml assaultModifier\./, /^assault\.yaml /];

/**
 * Each provisional cell of the other tables (artillery rows, rally lines,
 * maneuver, skirmish, the Panic 4 pass column, hors de combat), one rung
 * down and up its table's ladder, the rules reloaded with the cell as a
 * patch line (table-slots.ts).
 */
export function tableCellInputs(slots: readonly CellSlot[]): MovableInput[] {
  return slots
    .filter((slot) => !MOVED_AS_MODIFIERS.some((r) => r.test(`${slot.file} ${slot.row}`)))
    .map((slot) => {
      const moves = rungMoves(slot);
      return {
        name: `${slot.name} "${slot.original.cell.text}"`,
        kind: 'cell' as const,
        source: slot.original.cell.source,
        where: whereOf(slot.original),
        moves,
      };
    })
    .filter((i) => i.moves.length > 0);
}
