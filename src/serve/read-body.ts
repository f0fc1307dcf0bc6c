import { InputError } from '../engine/input/input-error.ts';

/** Bad input in a request body: one message naming the field and what was expected, as the command line gives it. */
export function badBody(field: string, expected: string): InputError {
  return new InputError({ file: '(request)', field, expected: `expected ${expected}` });
}

/** A value as a message shows it: its JSON, cut short (a body may hold 256 KB, or lists nested thousands deep). */
function shown(v: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(v);
  } catch {
    return 'a value nested too deep to show';
  }
  if (text === undefined) return 'nothing';
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

export function asObject(v: unknown, field: string): Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw badBody(field, `an object, got ${shown(v)}`);
  return v as Record<string, unknown>;
}

export function asString(v: unknown, field: string, max = 4096): string {
  if (typeof v !== 'string') throw badBody(field, `a string, got ${shown(v)}`);
  if (v.length > max) throw badBody(field, `at most ${max} characters, got ${v.length}`);
  return v;
}

export function optString(v: unknown, field: string): string | undefined {
  return v === undefined || v === null ? undefined : asString(v, field);
}

export function asStrings(v: unknown, field: string, max = 200): string[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw badBody(field, `a list of strings, got ${shown(v)}`);
  if (v.length > max) throw badBody(field, `at most ${max} entries, got ${v.length}`);
  return v.map((x, i) => asString(x, `${field}[${i}]`));
}

export function asBoolean(v: unknown, field: string): boolean {
  if (v === undefined) return false;
  if (typeof v !== 'boolean') throw badBody(field, `true or false, got ${shown(v)}`);
  return v;
}
