import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { buildProgram } from '../../src/cli.ts';
import { PROJECT_ROOT } from '../../src/engine/ruleset/paths.ts';

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

/**
 * Run examples in order, as printed, in `dir` (a fresh examples folder by
 * default; later examples may read what earlier ones wrote); returns a line
 * for each that failed. An example that stands alone runs once: not again
 * when the same command line ran earlier in the list or is in `ranElsewhere`
 * (the same line run by another file in a fresh folder of its own).
 */
export function runExamples(
  examples: readonly Example[],
  dir = examplesFolder(),
  ranElsewhere: ReadonlySet<string> = new Set(),
): string[] {
  const failed: string[] = [];
  const ran = new Set<string>();
  for (const e of examples) {
    if (standsAlone(e.run) && (ran.has(e.run) || ranElsewhere.has(e.run))) continue;
    ran.add(e.run);
    const r = spawnSync('/bin/sh', ['-c', e.run], {
      maxBuffer: 1 << 26,
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${join(dir, '.bin')}:${process.env.PATH}` },
    });
    if (r.status !== 0) failed.push(`${e.where}: ${e.line}\n  ran: ${e.run}\n  ${r.stderr.slice(-400)}`);
  }
  return failed;
}
