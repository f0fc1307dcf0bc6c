/**
 * An identifier in words: `maxRounds` -> `max rounds`, `bases_lost` -> `bases lost`,
 * `extraMAndP` -> `extra M and P`, `panic4Test` -> `panic 4 test`; acronyms (`PB`) stay.
 */
export function identifierWords(name: string): string {
  return name
    .split('_')
    .flatMap((part) => part.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [])
    .map((w) => (/^[A-Z][a-z]/.test(w) ? w.toLowerCase() : w))
    .join(' ');
}

/**
 * A swept value as a reader says it: an identifier in camelCase, snake_case
 * or kebab-case (`heavyRifle`, `allOut`, `drive_away`, `blue-and-gray`) in words
 * (`heavy rifle`, `all out`, `drive away`, `blue and gray`); numbers, notation
 * (`3M 1B`) and plain words as written, and file names (a patch or ruleset) as they are named.
 */
export function valueWords(value: string, kind?: string): string {
  if (kind === 'patch' || kind === 'ruleset') return value;
  if (/^[a-z]+(?:-[a-z]+)+$/.test(value)) return value.replace(/-/g, ' ');
  return /^[a-z][a-z0-9]*(?:[A-Z][A-Za-z0-9]*|_[a-z0-9]+)+$/.test(value) ? identifierWords(value) : value;
}
