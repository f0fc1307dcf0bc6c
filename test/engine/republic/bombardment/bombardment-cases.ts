const target = 'target: {grade: green, bases: 4, morale: unformed}';
/** Bombardments both kernels must tally alike: one and two batteries, a pair then one alone, Panic 4 deserters. */
export const BOMBARDMENT_CASES: Record<string, string> = {
  'the shipped example (two batteries, one saved fire, two fires a turn)': `turns: 6\nbatteries: [{type: mediumRifle, range: 11}, {type: mediumRifle, range: 11, savedFire: true}]\ntarget: {grade: veteran, bases: 4, morale: formed}\nleaders: {divisionRating: 1, divisionDistance: 3}`,
  'one battery (one d10 a fire), one fire a turn': `turns: 5\nfiresPerTurn: 1\nbatteries: [{type: heavyRifle, range: 9}]\n${target}`,
  'three batteries (a pair, then one alone)': `turns: 4\nbatteries: [{type: mediumRifle, range: 11}, {type: mediumRifle, range: 14, savedFire: true}, {type: heavyRifle, range: 16}]\ntarget: {grade: veteran, bases: 6, morale: formed}`,
  'twelve bases, Shaken, Panic 4 deserters (§4.7)': `turns: 3\nfiresPerTurn: 1\nbatteries: [{type: mediumSmoothbore, range: 6}, {type: mediumSmoothbore, range: 6}]\ntarget: {grade: green, bases: 12, morale: shaken}`,
};
