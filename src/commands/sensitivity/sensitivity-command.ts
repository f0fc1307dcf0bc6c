import type { Command } from 'commander';
import { InputError } from '../../engine/input/input-error.ts';
import { formatSensitivity } from '../../tuning/sensitivity/format-sensitivity.ts';
import { runSensitivity } from '../../tuning/sensitivity/run-sensitivity.ts';
import { writeChartFiles } from '../../tuning/write-chart-files.ts';
import { numberFlag } from '../run/run-command.ts';

interface SensitivityFlags {
  sim: string;
  metric: string;
  ruleset?: string;
  patch: string[];
  switch: string[];
  set: string[];
  top: string;
  out?: string;
  json?: boolean;
}

const collect = (v: string, all: string[]) => [...all, v];

export function registerSensitivity(program: Command): void {
  program
    .command('sensitivity')
    .description(
      'Which inputs matter most for a metric: the exact effect of each provisional cell the situation reads (one rung along its ladder), each §5.4 modifier ±1, each grade and switch reading, ranked, with a tornado chart',
    )
    .argument(
      '[situation]',
      "a situation YAML file, or a weighted mix (mix: [{weight, situation | situationFile}]); default: the sim's shipped example",
    )
    .option('--sim <id>', 'the sim (one with exact odds)', 'assault')
    .option(
      '--metric <name[:outcome]>',
      'the metric: a distribution and outcome (decision:carry) or a mean (mean_rounds)',
      'winner:attacker',
    )
    .option('--ruleset <id>', 'ruleset id from rulesets/ or a folder')
    .option('--patch <file>', 'apply a patch file first (repeatable, in order)', collect, [])
    .option('--switch <name=value>', 'set an interpretation switch (repeatable)', collect, [])
    .option('--set <path=value>', 'override a situation field (repeatable)', collect, [])
    .option('--top <n>', 'inputs shown, the largest effects first (0: all)', '10')
    .option(
      '--out <dir>',
      'also write the page sensitivity.html with sensitivity.json, .vl.json, .svg and .png (the tornado chart) there',
    )
    .option('--json', 'print JSON (every input with an effect)')
    .addHelpText(
      'after',
      `
Examples:
  warbench sensitivity --metric decision:carry --set assault=general --set attacker.grade=veteran --set defender.grade=average
  warbench sensitivity experiments/situations/assault-typical-battle.yaml --metric defender_response:Rt --out sensitivity-mix
  warbench sensitivity experiments/situations/assault.yaml --metric mean_rounds --top 5 --json
  warbench sensitivity --patch patches/pb-plus1-drive-away.yaml --switch naturalRollMoraleHits=onlyIfLostModified --top 0`,
    )
    .action(async (situation: string | undefined, flags: SensitivityFlags) => {
      const top = numberFlag('--top', flags.top)!;
      if (!(Number.isSafeInteger(top) && top >= 0))
        throw new InputError({
          file: '(command line)',
          field: '--top',
          expected: `a whole number from 0 (0: all), got ${flags.top}`,
        });
      const s = runSensitivity({
        sim: flags.sim,
        situation,
        metric: flags.metric,
        ruleset: flags.ruleset,
        patch: flags.patch,
        switch: flags.switch,
        set: flags.set,
      });
      if (flags.out !== undefined)
        await writeChartFiles(
          flags.out,
          'sensitivity',
          s,
          async () => (await import('../../tuning/sensitivity/tornado-chart.ts')).tornadoChart(s, top),
          'sensitivity chart',
          async () => (await import('../../tuning/sensitivity/sensitivity-page.ts')).sensitivityPage(s, top),
        );
      process.stdout.write(flags.json ? `${JSON.stringify(s, null, 2)}\n` : `${formatSensitivity(s, top)}\n`);
    });
}
