import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { rulesetBytes, rulesetFromBytes } from '../../../src/engine/families/sent-ruleset.ts';
import { loadPatch } from '../../../src/engine/ruleset/patch.ts';
import { rulesetIds } from '../../../src/engine/ruleset/ruleset-ids.ts';
import type { Ruleset } from '../../../src/engine/families/families.ts';

/** The parts of a ruleset a thread reads: its tables, ledger and source without the parsed files. */
function threadView(r: Ruleset) {
  const { files: _f, problems: _p, file: _file, ...source } = r.source;
  return { family: r.family, data: r.data, cells: r.ledger.cells, counts: r.ledger.counts, source };
}

describe('a ruleset sent to a thread', () => {
  it.each(rulesetIds())('%s: the thread builds the tables and ledger the main thread loaded', (id) => {
    const loaded = loadRuleset(id);
    const built = rulesetFromBytes(rulesetBytes(loaded));
    expect(isDeepStrictEqual(threadView(built), threadView(loaded))).toBe(true);
    expect(built.ledger.total).toBe(loaded.ledger.total);
    expect(built.ledger.provisional).toBe(loaded.ledger.provisional);
  });

  it('carries the patched tables, not the files', () => {
    const loaded = loadRuleset('republic-1.0-beta', [loadPatch('patches/pb-plus1-drive-away.yaml')]);
    const built = rulesetFromBytes(rulesetBytes(loaded));
    expect(built.ledger.counts.patch).toBe(1);
    expect(isDeepStrictEqual(threadView(built), threadView(loaded))).toBe(true);
    expect(built.source.hash).toBe(loaded.source.hash);
    expect(built.source.files.size).toBe(0);
  });

  it('keeps a cell the tables hold and the ledger lists as one object', () => {
    const built = rulesetFromBytes(rulesetBytes(loadRuleset('blake')));
    const cells = new Set(built.ledger.cells);
    let shared = 0;
    const walk = (v: unknown): void => {
      if (v === null || typeof v !== 'object') return;
      if (cells.has(v as never)) shared++;
      else for (const x of Object.values(v)) walk(x);
    };
    walk(built.data);
    expect(shared).toBeGreaterThan(0);
  });

  it('is made once per loaded ruleset, in shared memory', () => {
    const loaded = loadRuleset('activation');
    expect(rulesetBytes(loaded)).toBe(rulesetBytes(loaded));
    expect(rulesetBytes(loaded).buffer).toBeInstanceOf(SharedArrayBuffer);
  });
});
