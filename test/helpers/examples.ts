import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { buildProgram } from '../../src/cli.ts';
import { PROJECT_ROOT } from '../../src/engine/ruleset/paths.ts';
import { runCli } from './cli.ts';

/** Commands whose examples take longest: run in a test file of their own, so the files share the cores. */
export const LONG = ['warbench study --help', 'warbench bench --help'];

/**
 * The tuning commands' examples: a file of their own too (about as long as
 * the rest), as none reads what another command's examples wrote.
 */
export const TUNING = [
  'warbench mapping --help',
  'warbench compare --help',
  'warbench table --help',
  'warbench sensitivity --help',
  'warbench tune --help',
];

export interface Example {
  where: string;
  line: string;
  run: string;
}

/** A help text as printed, examples included (they are added after the help). */
function helpText(cmd: Command): string {
  let text = '';
  cmd.configureOutput({ writeOut: (s) => (text += s), writeErr: (s) => (text += s) });
  cmd.outputHelp();
  return text;
}

/**
 * An example line as a shell command: the command itself, with --quick added
 * only when the example's own comment says "add --quick".
 */
function asRun(command: string, comment: string): string {
  return /add --quick/.test(comment) ? `${command} --quick` : command;
}

/** `  warbench ...   (comment)` lines of every --help. */
export function helpExamples(): Example[] {
  const program = buildProgram();
  const out: Example[] = [];
  for (const cmd of [program, ...program.commands]) {
    for (const line of helpText(cmd).split('\n')) {
      const m = /^ {2}(warbench .*?)(?: {2,}\((.*)\))?\s*$/.exec(line);
      if (m)
        out.push({
          where: `warbench ${cmd === program ? '' : `${cmd.name()} `}--help`,
          line: line.trim(),
          run: asRun(m[1], m[2] ?? ''),
        });
    }
  }
  return out;
}

/** `npx warbench ...  # comment` lines in the README's code blocks. */
export function readmeExamples(): Example[] {
  const out: Example[] = [];
  let inCode = false;
  for (const line of readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8').split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const m = inCode ? /^npx (warbench .*?)(?:\s+#\s*(.*))?$/.exec(line) : null;
    if (m) out.push({ where: 'README.md', line, run: asRun(m[1].trim(), m[2] ?? '') });
  }
  return out;
}

/** `warbench ...` lines in docs/calibration.md's code blocks, but those marked as taking minutes. */
export function calibrationExamples(): Example[] {
  const out: Example[] = [];
  let inCode = false;
  for (const line of readFileSync(join(PROJECT_ROOT, 'docs/calibration.md'), 'utf8').split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const m = inCode ? /^(warbench .*?)(?:\s+#\s*(.*))?$/.exec(line) : null;
    if (m && !/minutes/.test(m[2] ?? '')) out.push({ where: 'docs/calibration.md', line, run: m[1].trim() });
  }
  return out;
}

/**
 * A fresh folder beside the shipped experiments, patches and rulesets, with
 * `warbench` on its PATH: where examples run as printed.
 */
export function examplesFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'warbench-examples-'));
  for (const d of ['experiments', 'patches', 'rulesets', 'docs', 'package.json'])
    symlinkSync(join(PROJECT_ROOT, d), join(dir, d));
  mkdirSync(join(dir, '.bin'));
  const bin = join(dir, '.bin', 'warbench');
  writeFileSync(
    bin,
    `#!/bin/sh\nexec "${process.execPath}" "${join(PROJECT_ROOT, 'bin/warbench.mjs')}" "$@"\n`,
  );
  chmodSync(bin, 0o755);
  return dir;
}

/** Commands that write no file (checked: odds, audit, switches, compare, sensitivity print only). */
const PRINTS_ONLY = /^warbench (odds|audit|switches|compare|sensitivity) /;

/**
 * Whether an example's outcome is the same in any fresh examples folder:
 * a command that writes nothing (no --out, no redirect) and reads only the
 * shipped experiments, patches and rulesets, never what an earlier example wrote.
 */
export function standsAlone(run: string): boolean {
  const words = `${run} `.split(/\s+/).filter(Boolean);
  return (
    PRINTS_ONLY.test(`${run} `) &&
    !words.some((w) => w === '--out' || w.includes('>')) &&
    words.every((w) => !w.includes('/') || /^'?(experiments|patches|rulesets)\//.test(w))
  );
}

/** A command line the shell would run as one `warbench` command, maybe with `> FILE`. */
export interface ShellLine {
  args: string[];
  /** the file `> FILE` sends stdout to */
  stdoutTo?: string;
}

/** Characters that make a line more than words, quotes, globs and `> FILE`. */
const SHELL_SYNTAX = /[|&;<()$`\\{}~#!]/;

/**
 * A line as /bin/sh reads it, when it is a `warbench` command of plain words,
 * quoted words, `*` patterns (matched in `dir`, as the shell would; a pattern
 * that matches nothing stays as written) and at most one `> FILE`; undefined
 * for anything more (the caller runs it through the shell).
 */
export function shellLine(line: string, dir: string): ShellLine | undefined {
  const words: { text: string; glob: boolean }[] = [];
  let stdoutTo: string | undefined;
  let redirect = false;
  let i = 0;
  while (i < line.length) {
    if (line[i] === ' ') {
      i++;
      continue;
    }
    if (line[i] === '>') {
      // `2>`, `>>`, `>&` and a second redirect are more than this reads
      if (redirect || stdoutTo !== undefined || (i > 0 && line[i - 1] !== ' ')) return undefined;
      redirect = true;
      i++;
      continue;
    }
    let text = '';
    let glob = false;
    while (i < line.length && line[i] !== ' ' && line[i] !== '>') {
      const c = line[i];
      if (c === "'" || c === '"') {
        const end = line.indexOf(c, i + 1);
        if (end < 0) return undefined;
        const quoted = line.slice(i + 1, end);
        if (c === '"' && /[$`\\!]/.test(quoted)) return undefined;
        text += quoted;
        i = end + 1;
      } else {
        if (SHELL_SYNTAX.test(c) || c === '?' || c === '[') return undefined;
        if (c === '*') glob = true;
        text += c;
        i++;
      }
    }
    if (redirect) {
      if (glob) return undefined;
      stdoutTo = text;
      redirect = false;
    } else words.push({ text, glob });
  }
  if (redirect || words[0]?.text !== 'warbench' || words[0].glob) return undefined;
  const args = words.slice(1).flatMap((w) => (w.glob ? expandGlob(w.text, dir) : [w.text]));
  return { args, ...(stdoutTo === undefined ? {} : { stdoutTo }) };
}

/** A `*` pattern in its last path segment, matched as /bin/sh does (sorted; none: the pattern itself). */
function expandGlob(pattern: string, dir: string): string[] {
  const slash = pattern.lastIndexOf('/');
  const folder = pattern.slice(0, slash + 1);
  if (folder.includes('*')) return [pattern];
  const name = pattern.slice(slash + 1);
  const re = new RegExp(
    `^${name
      .split('*')
      .map((p) => p.replace(/[.+^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  let names: string[];
  try {
    names = readdirSync(join(dir, folder || '.'));
  } catch {
    return [pattern];
  }
  const found = names.filter((n) => !n.startsWith('.') && re.test(n)).sort();
  return found.length ? found.map((n) => folder + n) : [pattern];
}

/**
 * Run one example as printed in `dir`: a plain `warbench` line (see
 * `shellLine`) through the CLI's `main` in this process, as the binary would
 * run it; any other line through /bin/sh with the binary on its PATH. A
 * failure is the exit code and the end of stderr.
 */
export async function runExample(run: string, dir: string): Promise<string | undefined> {
  const plain = shellLine(run, dir);
  if (plain) {
    const r = await runCli(plain.args, dir);
    if (plain.stdoutTo !== undefined) writeFileSync(join(dir, plain.stdoutTo), r.stdout);
    return r.code === 0 ? undefined : `exit ${r.code}: ${r.stderr.slice(-400)}`;
  }
  const r = spawnSync('/bin/sh', ['-c', run], {
    maxBuffer: 1 << 26,
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${join(dir, '.bin')}:${process.env.PATH}` },
  });
  return r.status === 0 ? undefined : `exit ${r.status}: ${r.stderr.slice(-400)}`;
}

/**
 * Run examples in order, as printed, in `dir` (a fresh examples folder by
 * default; later examples may read what earlier ones wrote); returns a line
 * for each that failed. An example that stands alone runs once: not again
 * when the same command line ran earlier in the list or is in `ranElsewhere`
 * (the same line run by another file in a fresh folder of its own).
 */
export async function runExamples(
  examples: readonly Example[],
  dir = examplesFolder(),
  ranElsewhere: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const failed: string[] = [];
  const ran = new Set<string>();
  for (const e of examples) {
    if (standsAlone(e.run) && (ran.has(e.run) || ranElsewhere.has(e.run))) continue;
    ran.add(e.run);
    const problem = await runExample(e.run, dir);
    if (problem) failed.push(`${e.where}: ${e.line}\n  ran: ${e.run}\n  ${problem}`);
  }
  return failed;
}
