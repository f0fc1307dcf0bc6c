import { halChargeMoraleSim } from './half-a-league/hal-charge-morale-sim.ts';
import { halCloseCombatSim } from './half-a-league/hal-close-combat-sim.ts';
import { halFireSim } from './half-a-league/hal-fire-sim.ts';
import { halInitiativeSim } from './half-a-league/hal-initiative-sim.ts';
import { halRallySim } from './half-a-league/hal-rally-sim.ts';
import { bgCombatSim } from './blue-and-gray/bg-combat-sim.ts';
import { bgRallySim } from './blue-and-gray/bg-rally-sim.ts';
import { activationCombatSim } from './activation/activation-combat-sim.ts';
import { activationCriticalSim } from './activation/activation-critical-sim.ts';
import { activationDamageSim } from './activation/activation-damage-sim.ts';
import { activationSim } from './activation/activation-sim.ts';
import { blakeEndOfTurnSim } from './blake/blake-end-of-turn-sim.ts';
import { blakeFacingSim } from './blake/blake-facing-sim.ts';
import { blakeFireSim } from './blake/blake-fire-sim.ts';
import { blakeMeleeSim } from './blake/blake-melee-sim.ts';
import { blakeMoraleSim } from './blake/blake-morale-sim.ts';
import { blakeMovementSim } from './blake/blake-movement-sim.ts';
import { blakeReactionSim } from './blake/blake-reaction-sim.ts';
import { duelSim } from './duel/duel-sim.ts';
import { referenceSim } from './reference/reference-sim.ts';
import { assaultRoundSim, assaultSim } from './republic/assault/assault-sim.ts';
import { artillerySim } from './republic/artillery/artillery-sim.ts';
import { rallySim } from './republic/rally/rally-sim.ts';
import { maneuverSim } from './republic/maneuver/maneuver-sim.ts';
import { skirmishSim } from './republic/skirmish/skirmish-sim.ts';
import { horsDeCombatSim } from './republic/hors-de-combat/hors-de-combat-sim.ts';
import { panicTestSim } from './republic/panic-test/panic-test-sim.ts';
import { panicCascadeSim } from './republic/panic-cascade/panic-cascade-sim.ts';
import { bombardmentSim } from './republic/bombardment/bombardment-sim.ts';
import { preparedAssaultSim } from './republic/prepared-assault/prepared-assault-sim.ts';
import { engagementSim } from './engagement/engagement-sim.ts';
import { withMixes } from './mix/mixed-sim.ts';
import type { Sim } from './sim.ts';

const OWN: Record<string, Sim> = {
  [referenceSim.id]: referenceSim,
  [assaultSim.id]: assaultSim,
  [assaultRoundSim.id]: assaultRoundSim,
  [artillerySim.id]: artillerySim,
  [rallySim.id]: rallySim,
  [maneuverSim.id]: maneuverSim,
  [skirmishSim.id]: skirmishSim,
  [horsDeCombatSim.id]: horsDeCombatSim,
  [blakeFireSim.id]: blakeFireSim,
  [blakeMeleeSim.id]: blakeMeleeSim,
  [blakeMoraleSim.id]: blakeMoraleSim,
  [blakeReactionSim.id]: blakeReactionSim,
  [blakeEndOfTurnSim.id]: blakeEndOfTurnSim,
  [blakeFacingSim.id]: blakeFacingSim,
  [blakeMovementSim.id]: blakeMovementSim,
  [activationSim.id]: activationSim,
  [activationCombatSim.id]: activationCombatSim,
  [activationCriticalSim.id]: activationCriticalSim,
  [activationDamageSim.id]: activationDamageSim,
  [bgCombatSim.id]: bgCombatSim,
  [bgRallySim.id]: bgRallySim,
  [halChargeMoraleSim.id]: halChargeMoraleSim,
  [halCloseCombatSim.id]: halCloseCombatSim,
  [halFireSim.id]: halFireSim,
  [halInitiativeSim.id]: halInitiativeSim,
  [halRallySim.id]: halRallySim,
  [panicTestSim.id]: panicTestSim,
  [panicCascadeSim.id]: panicCascadeSim,
  [bombardmentSim.id]: bombardmentSim,
  [preparedAssaultSim.id]: preparedAssaultSim,
  [duelSim.id]: duelSim,
  [engagementSim.id]: engagementSim,
};

/**
 * Every sim the runner, `odds` and `bench` know, by id, each also reading a
 * weighted mix of situations (`mix:`). Add new sims to OWN above.
 */
export const SIMS: Record<string, Sim> = Object.fromEntries(
  Object.entries(OWN).map(([id, sim]) => [id, withMixes(sim)]),
);
