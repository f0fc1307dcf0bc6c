import { spawnSync } from 'node:child_process';
import { chmodSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

/**
 * `warbench report` as a user who may read the folder but not write in it:
 * a folder made read-only, and, under root (whom permissions do not stop),
 * the command run as the unprivileged user nobody.
 */
function reportAsReader(dir: string) {
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'bin/warbench.mjs'), 'report', dir], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    ...asNobody,
  });
  return { code: r.status, stderr: r.stderr };
}

describe('warbench report on a folder where nothing can be written', () => {
  it('exits 2 naming the folder, no stack trace, the result as it was', async () => {
    const d = tempFiles({});
    const ref = join(d, 'ref');
    expect((await runCli(['run', 'experiments/reference-check.yaml', '--quick', '--out', ref])).code).toBe(0);
    const before = readdirSync(ref).sort();
    chmodSync(d, 0o755);
    chmodSync(ref, 0o555);
    try {
      const one = reportAsReader(ref);
      expect(one.code).toBe(2);
      expect(one.stderr).toBe(
        `warbench: ${ref}: a result folder the report can be written in, but ${ref} is a folder where nothing can be written (EACCES)\n`,
      );
      chmodSync(d, 0o555); // the folder of result folders, for its index page
      const all = reportAsReader(d);
      expect(all.code).toBe(2);
      expect(all.stderr).toBe(
        `warbench: ${d}: a folder the index page can be written in, but ${d} is a folder where nothing can be written (EACCES)\n`,
      );
    } finally {
      chmodSync(d, 0o755);
      chmodSync(ref, 0o755);
    }
    expect(readdirSync(ref).sort()).toEqual(before);
  });
});
