import type { Override } from '../../sims/prepare.ts';

/** What an input is: a provisional table cell, a rule's modifier value, a side's grade or net modifier, a switch. */
export type InputKind = 'cell' | 'modifier' | 'grade' | 'situation' | 'switch';

/**
 * One step of an input. A rules move changes the loaded rules in place and
 * returns the undo; a situation move sets fields; a switch move reads the
 * switches otherwise.
 */
export interface Move {
  label: string;
  /** which way a stepped input moves: a cell one rung up or down its ladder, a number +1 or -1 */
  step?: 'up' | 'down';
  rules?: () => () => void;
  overrides?: Override[];
  switches?: Record<string, string>;
}

/** Something a designer can change, with its one-step moves. */
export interface Input {
  name: string;
  kind: InputKind;
  /** provenance of a rule value (text, example, provisional) */
  source?: string;
  /** file:line of a rule value */
  where?: string;
}

export interface MovableInput extends Input {
  moves: Move[];
}
