/** The arms a unit may be of (§1.2), as the situations name them. */
export const ARMS = ['infantry', 'cavalry', 'mountedInfantry', 'dismountedCavalry', 'artillery'] as const;
export type Arm = (typeof ARMS)[number];

/** §5.1 Assault Procedure: batteries alone never start an assault. */
export const SOLO_ARTILLERY_SAYS =
  'Solo artillery batteries (artillery without accompanying infantry or cavalry that is within assault range) on the attacking side do not by themselves initiate an assault.';
