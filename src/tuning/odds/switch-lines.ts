/**
 * The switches in force as a line: only those not at their default, unless
 * verbose (a line of every switch at its default says nothing but its length).
 */
export function switchLine(
  values: Record<string, string>,
  defaults: Record<string, string>,
  verbose = false,
): string {
  const all = Object.entries(values);
  const changed = all.filter(([k, v]) => defaults[k] !== v);
  if (verbose && all.length)
    return `switches: ${all.map(([k, v]) => `${k}=${v}${defaults[k] === v ? '' : ' (not the default)'}`).join(', ')}`;
  if (changed.length)
    return `switches not at their default: ${changed.map(([k, v]) => `${k}=${v} (default ${defaults[k]})`).join(', ')}`;
  return all.length ? `switches: all ${all.length} at their defaults (--verbose lists them)` : '';
}

/** Each declared switch's default, by name. */
export function switchDefaults(
  decls: ReadonlyArray<{ name: string; default: string }>,
): Record<string, string> {
  return Object.fromEntries(decls.map((d) => [d.name, d.default]));
}
