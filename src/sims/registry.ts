import type { Sim } from './sim.ts';

/** Every sim the runner, `odds` and `bench` know, by id. */
export const SIMS: Record<string, Sim<any>> = {};

export function registerSim(sim: Sim<any>): void {
  SIMS[sim.id] = sim;
}
