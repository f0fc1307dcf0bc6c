/**
 * The packing of a table entry: the next state's row (state * ROW) in the
 * low bits, then the events the step reported, the trial's end, the idle
 * kinds of the next state, and the step's gain. A const enum: esbuild
 * writes its members into the trial loop as literals, where module-level
 * constants (bundled as `var`) are loaded and checked on every use.
 */
export const enum E {
  /** entries per state in every table: the faces of two dice */
  ROW = 100,
  ROWS = 0xfffff,
  EVENT_SHIFT = 20,
  EVENTS = 0xf << 20,
  DONE = 1 << 24,
  IDLE = 1 << 25,
  GAIN_SHIFT = 27,
  /** in a scheduled step, never set in an entry (its row is a multiple of ROW, an even number): the step rolls two dice */
  WIDE = 1,
  /** in a scheduled step: where its kind's table starts (a multiple of ROW, below IDLE) */
  BASE = 0x1fffffe,
  IDLES = 3 << 25,
}
