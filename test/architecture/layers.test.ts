import { describe, expect, it } from 'vitest';
import {
  fileLoops,
  folderLoops,
  importedSpecifiers,
  importGraph,
  layerOf,
  upwardImports,
  type ImportEdge,
} from './import-graph.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const edges = importGraph(ROOT, 'src');

describe('the import graph of src/', () => {
  it('reads every form of import line', () => {
    const text = [
      "import { a } from './a.ts';",
      'import type {',
      '  B,',
      "} from '../b.ts';",
      "export { c } from './c.ts';",
      "export * from './d.ts';",
      "import './e.ts';",
      "const f = await import('./f.ts');",
      "import { readFileSync } from 'node:fs';",
      "// the text 'from ./g.ts' in a comment is no import",
    ].join('\n');
    expect(importedSpecifiers(text)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts', './e.ts', './f.ts']);
  });

  it('has edges to read (the parser found the imports)', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual({ from: 'src/cli.ts', to: 'src/commands/index.ts' });
  });

  it('gives every top folder a layer', () => {
    expect(layerOf('src/engine/dice/d10.ts')).toBe(0);
    expect(layerOf('src/cli.ts')).toBe(7);
    expect(upwardImports([{ from: 'src/nowhere/x.ts', to: 'src/engine/y.ts' }])).toEqual([
      'src/nowhere/x.ts: its top folder has no layer (add it to LAYERS)',
    ]);
  });

  it('finds an upward import and a loop when there is one', () => {
    const up: ImportEdge[] = [
      { from: 'src/sims/a/x.ts', to: 'src/experiment/y.ts' },
      { from: 'src/experiment/y.ts', to: 'src/sims/a/x.ts' },
    ];
    expect(upwardImports(up)).toEqual([
      'src/sims/a/x.ts imports src/experiment/y.ts, a higher layer (experiment above sims)',
    ]);
    expect(fileLoops(up)).toEqual([['src/experiment/y.ts', 'src/sims/a/x.ts']]);
    expect(folderLoops(up)).toEqual(['src: experiment, sims']);
  });

  it('has no import running up the layers (engine → sims → workers/results → experiment → report/tuning → commands → cli)', () => {
    expect(upwardImports(edges)).toEqual([]);
  });

  it('has no loop between files', () => {
    expect(fileLoops(edges)).toEqual([]);
  });

  it('has no loop between sibling folders', () => {
    expect(folderLoops(edges)).toEqual([]);
  });
});
