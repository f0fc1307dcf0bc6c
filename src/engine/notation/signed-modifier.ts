/** `+1`, `-2`, `0`: a modifier as the rules print it. */
export function signedModifier(v: number): string {
  return v > 0 ? `+${v}` : String(v);
}
