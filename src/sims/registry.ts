import { referenceSim } from './reference/reference-sim.ts';
import { assaultRoundSim, assaultSim } from './republic/assault/assault-sim.ts';
import type { Sim } from './sim.ts';

/** Every sim the runner, `odds` and `bench` know, by id. Add new sims here. */
export const SIMS: Record<string, Sim<any>> = {
  [referenceSim.id]: referenceSim,
  [assaultSim.id]: assaultSim,
  [assaultRoundSim.id]: assaultRoundSim,
};
