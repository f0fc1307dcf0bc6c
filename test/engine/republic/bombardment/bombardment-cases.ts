const target = 'target: {grade: green, bases: 4, morale: unformed}';
/** Bombardments both kernels must tally alike: one and two batteries, a pair then one alone, Panic 4 deserters; no leader whose loss would matter. */
export const BOMBARDMENT_CASES: Record<string, string> = {
  'one battery (one d10 a fire), one fire a turn': `turns: 5\nfiresPerTurn: 1\nbatteries: [{type: heavyRifle, range: 9}]\n${target}`,
  'three batteries (a pair, then one alone)': `turns: 4\nbatteries: [{type: mediumRifle, range: 11}, {type: mediumRifle, range: 14, savedFire: true}, {type: heavyRifle, range: 16}]\ntarget: {grade: veteran, bases: 6, morale: formed}`,
  'twelve bases, Shaken, Panic 4 deserters (§4.7)': `turns: 3\nfiresPerTurn: 1\nbatteries: [{type: mediumSmoothbore, range: 6}, {type: mediumSmoothbore, range: 6}]\ntarget: {grade: green, bases: 12, morale: shaken}`,
  'a leader rated 0 within 4" (his checks change nothing and are not rolled)': `turns: 4\nbatteries: [{type: mediumRifle, range: 11}, {type: heavyRifle, range: 9}]\ntarget: {grade: average, bases: 5, morale: formed}\nleaders: {divisionRating: 0, divisionDistance: 2}`,
};

/** Bombardments whose division leader may be lost (§4.7) or replaced (§2.3): the kernel before the chain played neither. */
export const LEADER_CASES: Record<string, string> = {
  'the shipped example (two batteries, one saved fire, two fires a turn, a leader rated 1 at 3")': `turns: 6\nbatteries: [{type: mediumRifle, range: 11}, {type: mediumRifle, range: 11, savedFire: true}]\ntarget: {grade: veteran, bases: 4, morale: formed}\nleaders: {divisionRating: 1, divisionDistance: 3}`,
  'a leader rated 3 at 4", one fire a turn, heavy fire at a Shaken brigade': `turns: 5\nfiresPerTurn: 1\nbatteries: [{type: mediumSmoothbore, range: 6}, {type: heavyRifle, range: 9}]\ntarget: {grade: green, bases: 6, morale: shaken}\nleaders: {divisionRating: 3, divisionDistance: 4}`,
  'a leader rated -1 within 4", hors de combat as it begins': `turns: 4\nbatteries: [{type: mediumRifle, range: 11}]\ntarget: {grade: crack, bases: 3, morale: unformed}\nleaders: {divisionRating: -1, divisionDistance: 1, divisionHorsDeCombat: true}`,
  'a corps leader rated 2 within 4" beside a division leader rated 1 at 6": only the corps leader rolls, his successor adding nothing': `turns: 4\nbatteries: [{type: heavyRifle, range: 7}]\ntarget: {grade: veteran, bases: 4, morale: formed}\nleaders: {divisionRating: 1, divisionDistance: 6, seniorRatings: [2]}`,
  'two seniors (3 and -1) with successors rated 1 and 2, a division leader rated 2 at 3"': `turns: 3\nbatteries: [{type: mediumSmoothbore, range: 6}]\ntarget: {grade: green, bases: 5, morale: unformed}\nleaders: {divisionRating: 2, divisionDistance: 3, seniorRatings: [3, -1], seniorSuccessorRatings: [1, 2]}`,
  'a senior rated 2 and his successor rated 2, who stands in his place within 4" and rolls in turn': `turns: 6\nbatteries: [{type: mediumRifle, range: 11}]\ntarget: {grade: veteran, bases: 6, morale: formed}\nleaders: {divisionRating: 0, divisionDistance: 3, seniorRatings: [2], seniorSuccessorRatings: [2]}`,
  'a leader rated 2 at 6" (no checks), hors de combat as it begins': `turns: 3\nbatteries: [{type: heavyRifle, range: 9}]\ntarget: {grade: veteran, bases: 4, morale: rattled}\nleaders: {divisionRating: 2, divisionDistance: 6, divisionHorsDeCombat: true}`,
};
