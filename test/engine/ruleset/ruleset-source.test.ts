import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { loadPatch } from '../../../src/engine/ruleset/patch.ts';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { loadRulesetSource } from '../../../src/engine/ruleset/ruleset-source.ts';
import type { RepublicRules } from '../../../src/engine/republic/rules/republic-rules.ts';

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
