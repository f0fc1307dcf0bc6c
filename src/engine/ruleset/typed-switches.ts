import type { Family, SwitchValues } from './switch-readings.ts';

/**
 * The switches in force, typed to the family's readings (switch-readings.ts,
 * generated from ruleset.yaml): comparing a switch with a reading no
 * ruleset.yaml declares, or naming a switch none declares, fails to compile.
 * The values were checked when the ruleset loaded: resolveSwitches gives
 * every declared switch one of its options, engine-switches.ts requires the
 * switches the engine reads, and check-readings.ts the readings it names.
 */
export function typedSwitches<F extends Family>(
  _family: F,
  switches: Readonly<Record<string, string>>,
): Readonly<SwitchValues<F>> {
  return switches as unknown as SwitchValues<F>;
}

/** The Republic's switches in force, typed to its readings. */
export type RepublicSwitches = Readonly<SwitchValues<'republic'>>;
