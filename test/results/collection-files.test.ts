import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foreignCollectionFiles, hasWarbenchIndex } from '../../src/results/collection-files.ts';
import { REFERENCE_SWEEP, tempFiles } from '../experiment/temp-files.ts';
import { runCli } from '../helpers/cli.ts';

const small = REFERENCE_SWEEP.replace('trials: 25000', 'trials: 2000');
const MINE = '<html><title>My site</title>my own page</html>\n';

/** A folder holding a user's own index.html, as a web site's folder does. */
function site(): string {
  const dir = tempFiles({ 'index.html': MINE });
  return dir;
}

describe("a folder's index page and audit that warbench did not write", () => {
  it("tells a user's file from the ones warbench writes", () => {
    const dir = tempFiles({
      'index.html': MINE,
      'audit.html': '<title>Table audit · warbench</title>',
      'audit.json': '{"mine": true}',
    });
    expect(foreignCollectionFiles(dir)).toEqual(['index.html', 'audit.json']);
    expect(hasWarbenchIndex(dir)).toBe(false);
    expect(hasWarbenchIndex(tempFiles({ 'index.html': '<title>warbench reports</title>' }))).toBe(true);
  });

  it('run into a folder beside a user index.html: the result written, the index left as it was', async () => {
    const dir = site();
    const files = tempFiles({ 'x.yaml': small });
    const r = await runCli([
      'run',
      join(files, 'x.yaml'),
      '--method',
      'mc',
      '--no-progress',
      '--out',
      join(dir, 'x'),
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(MINE);
    expect(readFileSync(join(dir, 'x', 'report.html'), 'utf8')).not.toContain('../index.html');
    // report of the folder of results: refused, the user's index kept
    const report = await runCli(['report', dir]);
    expect(report.code).toBe(2);
    expect(report.stderr).toContain('its index.html is another file');
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(MINE);
    // report of the one result: rebuilt, the user's index kept
    expect((await runCli(['report', join(dir, 'x')])).code).toBe(0);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(MINE);
  });

  it('run of several experiments into that folder: refused before any trial, nothing written', async () => {
    const dir = site();
    const files = tempFiles({ 'x.yaml': small, 'y.yaml': small.replace('name: ref-sweep', 'name: other') });
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'sub', 'index.html'), MINE);
    const r = await runCli([
      'run',
      join(files, 'x.yaml'),
      join(files, 'y.yaml'),
      '--method',
      'mc',
      '--out',
      join(dir, 'sub'),
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'holds files warbench did not write (index.html) where it writes its index and audit',
    );
    expect(readFileSync(join(dir, 'sub', 'index.html'), 'utf8')).toBe(MINE);
  });
});
