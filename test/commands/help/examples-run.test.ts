import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../../src/cli.ts';
import { helpExamples, LONG, readmeExamples, runExamples, TUNING } from '../../helpers/examples.ts';

describe('every example in --help', () => {
  it('finds examples in every command and the README', () => {
    const help = helpExamples();
    for (const cmd of buildProgram().commands) expect(help.some((e) => e.where === `warbench ${cmd.name()} --help`), cmd.name()).toBe(true);
    expect(help.some((e) => e.where === 'warbench --help')).toBe(true);
    expect(readmeExamples().length).toBeGreaterThan(5);
  });

  // the README's examples, the long-running commands' (study, bench) and the tuning commands' run in files of their own, so the files share the cores
  it('runs as printed, in a fresh folder beside the shipped experiments, patches and rulesets', () => {
    expect(runExamples(helpExamples().filter((e) => !LONG.includes(e.where) && !TUNING.includes(e.where)))).toEqual([]);
  }, 300_000);
});
