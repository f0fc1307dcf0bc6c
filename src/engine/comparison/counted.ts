/** `n` with its noun, singular for one: "1 stand", "6 stands"; `many` where the plural is not the noun plus s. */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
