/** The arms a unit may be of (§1.2), as the situations name them. */
export const ARMS = ['infantry', 'cavalry', 'mountedInfantry', 'dismountedCavalry', 'artillery'] as const;
export type Arm = (typeof ARMS)[number];
