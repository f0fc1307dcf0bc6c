import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { loadPatch } from '../../../src/engine/ruleset/patch.ts';
import { PROJECT_ROOT, RULESETS_DIR } from '../../../src/engine/ruleset/paths.ts';
import { loadRulesetSource } from '../../../src/engine/ruleset/ruleset-source.ts';
import type { RepublicRules } from '../../../src/engine/republic/rules/republic-rules.ts';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

const PATCH = join(PROJECT_ROOT, 'patches/pb-plus1-drive-away.yaml');
// PB +1 as shipped and as the patch writes it
const pbPlus1 = (r: RepublicRules) => r.assault.table.cells[1][r.assault.table.maxDiff - 1].cell.text;

describe('loadRulesetSource shares the parsed files no patch edits', () => {
  it('a patched load leaves the shipped cell as it is for every later load, and a later patched load patches afresh', () => {
    const shipped = pbPlus1(loadRulesetOf('republic', 'republic-1.0-beta').data);
    expect(pbPlus1(loadRulesetOf('republic', 'republic-1.0-beta', [loadPatch(PATCH)]).data)).toBe(
      '1P Drive away',
    );
    expect(pbPlus1(loadRulesetOf('republic', 'republic-1.0-beta').data)).toBe(shipped);
    expect(shipped).not.toBe('1P Drive away');
    expect(pbPlus1(loadRulesetOf('republic', 'republic-1.0-beta', [loadPatch(PATCH)]).data)).toBe(
      '1P Drive away',
    );
  });

  it('shares a file the patches do not edit, and parses the one they edit afresh', () => {
    const a = loadRulesetSource('republic-1.0-beta');
    const b = loadRulesetSource('republic-1.0-beta', [loadPatch(PATCH)]);
    expect(b.files.get('artillery.yaml')).toBe(a.files.get('artillery.yaml'));
    expect(b.files.get('assault.yaml')).not.toBe(a.files.get('assault.yaml'));
    expect(b.hash).not.toBe(a.hash);
  });
});

describe('a typed-in ruleset folder missing one of its files', () => {
  it('is refused (exit 2) naming the file, that it is not there, and that every ruleset of its family has it', async () => {
    const dir = join(tempFiles({}), 'my-chart');
    cpSync(join(RULESETS_DIR, 'republic-1.0-beta'), dir, { recursive: true });
    rmSync(join(dir, 'panic-index.yaml'));
    const r = await runCli(['audit', '--ruleset', dir]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `warbench: ${join(dir, 'panic-index.yaml')}: the ruleset file panic-index.yaml, which every republic ruleset has (not found in the folder)\n`,
    );
  });
});

describe('a typed-in ruleset folder whose id is a path', () => {
  it('is refused at its id (audit --against shipped looked for rulesets/../../x)', async () => {
    const dir = join(tempFiles({}), 'my-chart');
    cpSync(join(RULESETS_DIR, 'republic-1.0-beta'), dir, { recursive: true });
    const meta = join(dir, 'ruleset.yaml');
    writeFileSync(meta, readFileSync(meta, 'utf8').replace(/^id: republic-1\.0-beta$/m, 'id: ../../x'));
    const r = await runCli(['audit', '--ruleset', dir, '--against', 'shipped']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /ruleset\.yaml:\d+: id: expected an id of the letters a-z and A-Z, digits and \. _ -, starting with a letter or digit, as a folder of rulesets\/ is named, got "\.\.\/\.\.\/x"\n$/,
    );
  });
});
