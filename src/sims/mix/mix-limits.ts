/** Situations in one mix: each is compiled (and solved exactly) for every point or evaluation that reads the mix. */
export const MAX_MIX_PARTS = 1_000;
