/** A field of every kind of unit and several grades, for the compiled tables read per unit. */
export const MIXED_FIELD = `
sectors: [{gap: 8}]
sides:
  Union:
    divisions: [{units: [{grade: crack, bases: 8, sector: 0}, {grade: green, bases: 3, sector: 0}, {arm: cavalry, grade: untrained, bases: 4, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: veteran, bases: 5, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0}]}]
`;
