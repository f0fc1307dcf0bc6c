import { basename, extname } from 'node:path';

/** What a sweep parameter varies: a situation field, a switch, the patch set, or the ruleset (a typed-in chart folder). */
export type ParamKind = 'situation' | 'switch' | 'patch' | 'ruleset';

/** How a value prints in a CSV column: scalars as themselves, the rest as JSON. */
export function valueLabel(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A patch set prints as its files' names joined by `+`, or `none`. */
export function patchSetLabel(files: readonly string[]): string {
  return files.length ? files.map((f) => basename(f, extname(f))).join('+') : 'none';
}
