import type { Command } from 'commander';
import { rulesetWords } from '../../engine/families/families.ts';
import { InputError } from '../../engine/input/input-error.ts';
import { loadRuleset } from '../../engine/families/load-ruleset.ts';
import { checkServer } from '../../serve/check-server.ts';
import { patchEdits } from '../../serve/patch-edits.ts';
import { SafePaths } from '../../serve/safe-paths.ts';
import { startServer } from '../../serve/start-server.ts';
import { Workbench } from '../../serve/workbench.ts';

interface ServeFlags {
  port: string;
  ruleset: string;
  patch: string[];
  check?: boolean;
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** The default port: any other with --port, or --port 0 for any free one. */
export const DEFAULT_PORT = 8790;

function readPort(text: string): number {
  const n = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 0 && n <= 65535))
    throw new InputError({
      file: '(command line)',
      field: '--port',
      expected: `a port number from 0 (any free port) to 65535, got ${JSON.stringify(text)}`,
    });
  return n;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description(
      'A live workbench in the browser: edit a cell of the Republic chart or a situation field and watch the exact odds, the audit, the differences from the shipped chart and the cells that matter move; Monte Carlo runs of engagements and the duel in the background; save the edits as a patch or a ruleset folder',
    )
    .option('--port <n>', `the port on 127.0.0.1 (0: any free port)`, String(DEFAULT_PORT))
    .option(
      '--ruleset <id>',
      'the Republic ruleset to start from and compare with: an id from rulesets/ or a folder',
      'republic-1.0-beta',
    )
    .option('--patch <file>', "start with a patch file's cells edited (repeatable, in order)", collect, [])
    .option(
      '--check',
      'start, load the page and one exact answer through the server as a browser would, print what it served, and stop',
    )
    .addHelpText(
      'after',
      `
Start it with warbench serve, then open the address it prints (with its
token) in a browser on this machine; Ctrl-C stops it. Only this machine can
reach it: it refuses another site's page, a request by another host name,
a write without the token, and a path outside the folder it started in.

Examples:
  warbench serve --port 0 --check   (start on any free port, load the page and the assault's odds, stop)
  warbench serve --port 0 --patch patches/pb-plus1-drive-away.yaml --check   (with a patch's cells edited)`,
    )
    .action(async (flags: ServeFlags) => {
      const port = readPort(flags.port);
      const rules = loadRuleset(flags.ruleset);
      if (rules.family !== 'republic')
        throw new InputError({
          file: '(command line)',
          field: '--ruleset',
          expected: `a Republic ruleset (the workbench shows the Republic chart), got ${rulesetWords(rules)}`,
        });
      const wb = new Workbench(flags.ruleset, patchEdits(flags.ruleset, flags.patch), new SafePaths());
      let server: Awaited<ReturnType<typeof startServer>>;
      try {
        server = await startServer(wb, port);
      } catch (err) {
        wb.close();
        const code = (err as { code?: string }).code;
        if (code === 'EADDRINUSE' || code === 'EACCES')
          throw new InputError({
            file: '(command line)',
            field: '--port',
            expected: `a free port, but ${port} is ${code === 'EADDRINUSE' ? 'in use' : 'not allowed'}; give another, or --port 0 for any free one`,
          });
        throw err;
      }
      const stop = async () => {
        await server.close();
        wb.close();
      };
      if (flags.check) {
        try {
          process.stdout.write(`${await checkServer(server)}\n`);
        } finally {
          await stop();
        }
        return;
      }
      process.stdout.write(
        `warbench serve: the workbench is at ${server.pageUrl}\n  (open it in a browser on this machine; the token after # lets the page change things; Ctrl-C stops the server)\n`,
      );
      await new Promise<void>((resolve) => {
        const onSignal = () => {
          process.off('SIGINT', onSignal);
          process.off('SIGTERM', onSignal);
          process.stderr.write('\nwarbench serve: stopped; it wrote only the files you saved\n');
          void stop().then(resolve);
        };
        process.on('SIGINT', onSignal);
        process.on('SIGTERM', onSignal);
      });
    });
}
