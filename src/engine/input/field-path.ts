/** `a.b[3][2]` <-> ['a', 'b', 3, 2], the form problems print fields in. */
export function formatPath(path: ReadonlyArray<string | number>): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${p}` : p;
  return out;
}

const NAME = /[^.[\]]+/y;
const INDEX = /\[(\d{1,9})\]/y;

/**
 * Read a field path: names joined by single dots, each optionally followed
 * by list indices. Undefined for anything else: an empty segment
 * (`attacker..grade`, a leading or trailing dot), a name with spaces at
 * either end, an unclosed bracket.
 */
export function parsePath(text: string): Array<string | number> | undefined {
  const out: Array<string | number> = [];
  let at = 0;
  while (at < text.length) {
    if (out.length > 0 && text[at] !== '[') {
      if (text[at] !== '.') return undefined;
      at++;
    }
    NAME.lastIndex = at;
    const name = NAME.exec(text);
    if (name) {
      if (name[0].trim() !== name[0]) return undefined;
      out.push(name[0]);
      at = NAME.lastIndex;
    } else if (text[at] !== '[' || out.length > 0) return undefined;
    for (;;) {
      INDEX.lastIndex = at;
      const index = INDEX.exec(text);
      if (!index) break;
      out.push(Number(index[1]));
      at = INDEX.lastIndex;
    }
    if (at < text.length && text[at] !== '.') return undefined;
  }
  return out.length > 0 ? out : undefined;
}

/** The field path `inner` lies inside `outer` (attacker.grade inside attacker, units[0] inside units); a path is not inside itself. */
export function pathInside(
  inner: ReadonlyArray<string | number>,
  outer: ReadonlyArray<string | number>,
): boolean {
  return inner.length > outer.length && outer.every((k, i) => inner[i] === k);
}
