import type { CombatSetup } from '../../../src/engine/activation/opposed.ts';

/** Two average infantry columns in melee from the front, no charge: no modifier but the profiles'. */
export const PLAIN_MELEE: CombatSetup = {
  kind: 'melee',
  attacker: {
    tier: 'average',
    arm: 'infantry',
    formation: 'column',
    damage: 0,
    charging: false,
    uphill: false,
  },
  defender: {
    tier: 'average',
    arm: 'infantry',
    formation: 'column',
    damage: 0,
    cover: 'none',
    attackedFrom: 'front',
  },
  range: 'medium',
  canister: false,
};
