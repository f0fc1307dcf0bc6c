/**
 * A unit's slot of FieldState.front: (battery * 2 + side) * sectors + sector,
 * infantry and cavalry first, so frontUnit, read most, is small enough for
 * the compiler to inline it everywhere. FieldIndex.kindAt lists batteries first.
 */
export function frontSlot(battery: number, side: number, sector: number, sectors: number): number {
  return (battery * 2 + side) * sectors + sector;
}
