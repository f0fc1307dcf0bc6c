/** Edits (insert, delete, change, swap two neighbours) that turn a into b, compared without case. */
function distance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[s.length][t.length];
}

/**
 * `; did you mean title?` when one valid name is a likely typo of `word`
 * (a third of its letters or fewer changed, and closer than any other);
 * otherwise ''. Appended to a message that already lists every valid name.
 */
export function didYouMean(word: unknown, options: readonly string[]): string {
  const best = nearestName(word, options);
  return best === undefined ? '' : `; did you mean ${best}?`;
}

/** The one valid name `word` is a likely typo of, if there is one (see didYouMean). */
export function nearestName(word: unknown, options: readonly string[]): string | undefined {
  if (typeof word !== 'string' || word === '') return undefined;
  const scored = options.map((o) => ({ o, d: distance(word, o) })).sort((x, y) => x.d - y.d);
  const best = scored[0];
  if (
    !best ||
    best.o === word ||
    best.d > Math.max(1, Math.floor(word.length / 3)) ||
    scored[1]?.d === best.d
  )
    return undefined;
  return best.o;
}

/**
 * Valid names for a message: all of them when few, else the first `max` and
 * how many more, so one mistake never prints a screenful of names.
 */
export function someOf(options: readonly string[], max = 12): string {
  if (options.length <= max) return options.join(', ');
  return `${options.slice(0, max).join(', ')}, … (${options.length} in all)`;
}

/**
 * `got "asault"; did you mean assault?` after `expected <what>`: the typed
 * name, then the nearest valid name, else a short list of valid ones.
 */
export function unknownName(what: string, word: string, options: readonly string[], where?: string): string {
  const hint = didYouMean(word, options);
  if (hint) return `expected ${what}, got ${JSON.stringify(word)}${hint}`;
  return `expected ${what}, got ${JSON.stringify(word)}; ${where ? `${where} lists them` : `one of ${someOf(options)}`}`;
}
