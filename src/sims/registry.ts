import { referenceSim } from './reference/reference-sim.ts';
import { assaultRoundSim, assaultSim } from './republic/assault/assault-sim.ts';
import { artillerySim } from './republic/artillery/artillery-sim.ts';
import { rallySim } from './republic/rally/rally-sim.ts';
import { maneuverSim } from './republic/maneuver/maneuver-sim.ts';
import { skirmishSim } from './republic/skirmish/skirmish-sim.ts';
import { horsDeCombatSim } from './republic/hors-de-combat/hors-de-combat-sim.ts';
import type { Sim } from './sim.ts';

/** Every sim the runner, `odds` and `bench` know, by id. Add new sims here. */
export const SIMS: Record<string, Sim<any>> = {
  [referenceSim.id]: referenceSim,
  [assaultSim.id]: assaultSim,
  [assaultRoundSim.id]: assaultRoundSim,
  [artillerySim.id]: artillerySim,
  [rallySim.id]: rallySim,
  [maneuverSim.id]: maneuverSim,
  [skirmishSim.id]: skirmishSim,
  [horsDeCombatSim.id]: horsDeCombatSim,
};
