import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { decodeText, readInputBytes } from '../../engine/input/read-text.ts';
import { InputError, type Problem } from '../../engine/input/input-error.ts';
import { PROJECT_ROOT } from '../../engine/ruleset/paths.ts';

/** The shipped record: data/history/livermore-1900.csv (its SOURCE.md says where every number came from). */
export const LIVERMORE_FILE = join(PROJECT_ROOT, 'data', 'history', 'livermore-1900.csv');

export const HISTORY_COLUMNS = [
  'battle_id',
  'battle',
  'page',
  'start',
  'end',
  'days',
  'side',
  'role',
  'won',
  'assault_fortified',
  'assault_outcome',
  'strength',
  'killed',
  'wounded',
  'kw',
  'missing',
  'flag',
] as const;

/** SOURCE.md: `side` (Union, Confederate); `assault_outcome` (Success, Partial Success, Failure or empty). */
const SIDES = ['Union', 'Confederate'] as const;
const ASSAULT_OUTCOMES = ['Success', 'Partial Success', 'Failure', ''] as const;

/** What a quirk flag says about a row: summed over others, two battles as one, a surrender, a doubtful figure. */
export const FLAG_KINDS = ['aggregate', 'combined', 'surrender', 'doubtful'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

/** One side of one battle as Livermore gives it; a figure he does not give is undefined, never zero. */
export interface SideRecord {
  battleId: number;
  battle: string;
  page: number;
  start: string;
  end: string;
  days: number;
  side: string;
  role: 'attacker' | 'defender';
  won: boolean;
  /** the attacker assaulted fortified lines */
  fortified: boolean;
  assaultOutcome: string;
  strength?: number;
  killed?: number;
  wounded?: number;
  kw?: number;
  missing?: number;
  flag: string;
  flagKind?: FlagKind;
  /** the line in the file, for messages */
  line: number;
}

/** A battle: its attacker's and defender's rows. */
export interface Battle {
  id: number;
  name: string;
  attacker: SideRecord;
  defender: SideRecord;
}

const NUMBERS = ['strength', 'killed', 'wounded', 'kw', 'missing'] as const;

/** A value as its cell holds it: assault_fortified is yes or empty. */
const cellText = (v: string | number | boolean) =>
  v === true ? 'yes' : v === false ? '(empty)' : JSON.stringify(v);

/** The columns of the battle rather than the side, with the field each is read into. */
const SHARED = [
  ['battle', 'battle'],
  ['page', 'page'],
  ['start', 'start'],
  ['end', 'end'],
  ['days', 'days'],
  ['assault_fortified', 'fortified'],
  ['assault_outcome', 'assaultOutcome'],
] as const;

/**
 * Read the historical record (data/history/livermore-1900.csv or a file in
 * its shape): one row a side, two sides a battle, one attacker and one
 * defender. Every problem is reported at once, each with file:line, the
 * column and what was expected.
 */
export function readLivermore(file: string = LIVERMORE_FILE): Battle[] {
  const text = readCsvText(file);
  const problems: Problem[] = [];
  const fail = (line: number | undefined, field: string, expected: string) =>
    problems.push({ file, line, field, expected });
  // the header first: a row's length is judged by it, and a file split by ; or tabs (a spreadsheet's export) has one column
  const firstLine = text.split(/\r?\n/, 1)[0];
  const header = firstLine.split(',');
  const absent = HISTORY_COLUMNS.filter((c) => !header.includes(c));
  // a column given twice is read once, the later silently: say which
  const twice = header.find((c, i) => c !== '' && header.indexOf(c) !== i);
  if (!absent.length && twice !== undefined)
    throw new InputError({
      file,
      line: 1,
      field: 'header',
      expected: `each column once; ${twice} is given twice (columns ${header.indexOf(twice) + 1} and ${header.lastIndexOf(twice) + 1})`,
    });
  if (absent.length) {
    const separator = header.length === 1 ? [';', '\t'].find((c) => firstLine.includes(c)) : undefined;
    const shown = firstLine.length > 80 ? `${firstLine.slice(0, 80)}…` : firstLine;
    const what = separator
      ? ` separated by commas (this line is separated by ${separator === ';' ? 'semicolons' : 'tabs'}: save the file as comma-separated CSV)`
      : absent.length === HISTORY_COLUMNS.length
        ? `; got ${JSON.stringify(shown)}`
        : `; missing ${absent.join(', ')}`;
    throw new InputError({
      file,
      line: 1,
      field: 'header',
      expected: `the columns ${HISTORY_COLUMNS.join(', ')}${what}`,
    });
  }
  let rows: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    rows = parse(text, { columns: true, info: true, skip_empty_lines: true });
  } catch (err) {
    const e = err as { lines?: number; message: string };
    throw new InputError({
      file,
      line: e.lines,
      field: '',
      expected: `CSV text: ${e.message.replace(/^Invalid Record Length: /, '')}`,
    });
  }

  if (rows.length === 0)
    throw new InputError({
      file,
      line: 2,
      field: 'record',
      expected: 'at least one battle (a row each for its attacker and defender), got none',
    });
  const sides = rows.map(({ record: r, info }) => readRow(r, info.lines, fail));
  const byBattle = new Map<number, SideRecord[]>();
  for (const s of sides) byBattle.set(s.battleId, [...(byBattle.get(s.battleId) ?? []), s]);
  const battles: Battle[] = [];
  for (const [id, pair] of byBattle) {
    const attacker = pair.filter((s) => s.role === 'attacker');
    const defender = pair.filter((s) => s.role === 'defender');
    if (pair.length !== 2 || attacker.length !== 1 || defender.length !== 1) {
      fail(
        pair[0].line,
        'role',
        `battle ${id} to have two rows, one attacker and one defender; got ${pair.map((s) => `${s.role} (line ${s.line})`).join(', ')}`,
      );
      continue;
    }
    // the battle's own columns are one battle's: its two rows give them alike
    for (const [field, key] of SHARED)
      if (attacker[0][key] !== defender[0][key])
        fail(
          defender[0].line,
          field,
          `the same as the attacker's row of battle ${id} (line ${attacker[0].line}: ${cellText(attacker[0][key])}); got ${cellText(defender[0][key])}`,
        );
    if (attacker[0].side === defender[0].side && attacker[0].side !== '')
      fail(
        defender[0].line,
        'side',
        `the other side than the attacker's row of battle ${id} (line ${attacker[0].line}: ${attacker[0].side}); got ${defender[0].side}`,
      );
    if (attacker[0].won === defender[0].won)
      fail(
        defender[0].line,
        'won',
        `one winner in battle ${id}: the attacker's row says ${attacker[0].won ? 'yes' : 'no'} and so does the defender's`,
      );
    battles.push({ id, name: attacker[0].battle, attacker: attacker[0], defender: defender[0] });
  }
  if (problems.length) throw new InputError(problems);
  return battles;
}

function readCsvText(file: string): string {
  try {
    if (statSync(file).isDirectory())
      throw new InputError({ file, field: '', expected: 'a CSV file, got a folder' });
    return decodeText(readInputBytes(file), file, 'a CSV file');
  } catch (err) {
    if (err instanceof InputError) throw err;
    throw new InputError({
      file,
      field: '',
      expected: `a readable CSV file (${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found' : 'not readable'})`,
    });
  }
}

/** Milliseconds of a YYYY-MM-DD day of the calendar (UTC), or undefined (1861-02-30 is none). */
function calendarDay(t: string): number | undefined {
  const m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(t);
  if (!m) return undefined;
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.toISOString().slice(0, 10) === t ? d.getTime() : undefined;
}

/** Days from `start` to `end` inclusive, when both are days of the calendar. */
function dateSpan(start: string, end: string): number | undefined {
  const a = calendarDay(start);
  const b = calendarDay(end);
  return a === undefined || b === undefined ? undefined : Math.round((b - a) / 86_400_000) + 1;
}

function readRow(
  r: Record<string, string>,
  line: number,
  fail: (line: number, field: string, expected: string) => void,
): SideRecord {
  const int = (field: string, min: number): number | undefined => {
    const t = (r[field] ?? '').trim();
    if (t === '') return undefined;
    if (!/^\d+$/.test(t) || Number(t) < min) {
      fail(line, field, `a whole number from ${min}, or empty where the source gives none; got "${t}"`);
      return undefined;
    }
    return Number(t);
  };
  const oneOf = (field: string, allowed: readonly string[]): string => {
    const t = (r[field] ?? '').trim();
    if (!allowed.includes(t))
      fail(line, field, `one of ${allowed.map((a) => (a === '' ? '(empty)' : a)).join(', ')}; got "${t}"`);
    return t;
  };
  const date = (field: string): string => {
    const t = (r[field] ?? '').trim();
    if (calendarDay(t) === undefined) fail(line, field, `a date of the calendar as YYYY-MM-DD; got "${t}"`);
    return t;
  };
  const needed = (field: string, what: string): number | undefined => {
    if ((r[field] ?? '').trim() === '') fail(line, field, what);
    return int(field, 1);
  };
  const battleId = needed('battle_id', "the battle's number, from 1");
  const days = needed('days', 'the number of days the battle lasted, from 1');
  const flag = (r.flag ?? '').trim();
  const kind = flag.includes(':') ? flag.slice(0, flag.indexOf(':')) : '';
  if (flag && !FLAG_KINDS.includes(kind as FlagKind))
    fail(
      line,
      'flag',
      `a flag starting with its kind (${FLAG_KINDS.map((k) => `${k}:`).join(', ')}), or empty; got "${flag}"`,
    );
  const rec: SideRecord = {
    battleId: battleId ?? 0,
    battle: (r.battle ?? '').trim(),
    page: int('page', 1) ?? 0,
    start: date('start'),
    end: date('end'),
    days: days ?? 1,
    side: oneOf('side', SIDES),
    role: oneOf('role', ['attacker', 'defender']) as SideRecord['role'],
    won: oneOf('won', ['yes', 'no']) === 'yes',
    fortified: oneOf('assault_fortified', ['yes', '']) === 'yes',
    assaultOutcome: oneOf('assault_outcome', ASSAULT_OUTCOMES),
    flag,
    ...(flag ? { flagKind: kind as FlagKind } : {}),
    line,
  };
  // SOURCE.md: "days counts the days from start to end inclusive" (the one-day battles are read from it)
  const span = dateSpan(rec.start, rec.end);
  if (span !== undefined && span < 1)
    fail(line, 'end', `a date on or after the start (${rec.start}); got ${rec.end}`);
  else if (span !== undefined && days !== undefined && span !== days)
    fail(
      line,
      'days',
      `the days from start to end inclusive (${rec.start} to ${rec.end}: ${span}); got ${days}`,
    );
  for (const f of NUMBERS) {
    const v = int(f, f === 'strength' ? 1 : 0);
    if (v !== undefined) rec[f] = v;
  }
  if (
    rec.killed !== undefined &&
    rec.wounded !== undefined &&
    rec.kw !== undefined &&
    rec.killed + rec.wounded !== rec.kw
  ) {
    fail(
      line,
      'kw',
      `killed + wounded (${rec.killed} + ${rec.wounded} = ${rec.killed + rec.wounded}); got ${rec.kw}`,
    );
  }
  // losses never over strength; the missing may be (Arkansas Post: SOURCE.md keeps them as Livermore gives them)
  if (rec.kw !== undefined && rec.strength !== undefined && rec.kw > rec.strength)
    fail(
      line,
      'kw',
      `at most the strength (${rec.strength}): a side cannot lose more killed and wounded than its men; got ${rec.kw}`,
    );
  return rec;
}
