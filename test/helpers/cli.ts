import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/engine/ruleset/paths.ts';

/** Run the real `warbench` binary, as a user would. */
export function warbench(args: string[], cwd = PROJECT_ROOT) {
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'bin/warbench.mjs'), ...args], {
    cwd,
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
