import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli.ts';
import { computeOdds } from '../../src/tuning/odds/compute-odds.ts';
import { PROJECT_ROOT } from '../../src/engine/ruleset/paths.ts';
import { SIMS } from '../../src/sims/registry.ts';
import { tempFiles } from '../experiment/temp-files.ts';

const read = (f: string) => readFileSync(join(PROJECT_ROOT, f), 'utf8');
const pages = [
  'README.md',
  ...readdirSync(join(PROJECT_ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

describe('docs', () => {
  it('describe every kind of situation: each mechanic with its shipped example, and each page linked exists', () => {
    const text = read('docs/situations.md');
    for (const sim of Object.values(SIMS)) expect(text, sim.id).toContain(`| \`${sim.id}\` |`);
    for (const sim of Object.values(SIMS)) expect(text, sim.id).toContain(`\`${sim.exampleSituation}\``);
    for (const [, page] of text.matchAll(/\]\(([a-z-]+\.md)\)/g))
      expect(pages, page).toContain(`docs/${page}`);
  });

  it("list every command in commands.md, and name every command's every flag somewhere", () => {
    const commands = read('docs/commands.md');
    const all = pages.map(read).join('\n');
    for (const cmd of buildProgram().commands) {
      expect(commands, cmd.name()).toContain(`| \`warbench ${cmd.name()}`);
      for (const option of cmd.options) {
        const flag = option.long!;
        expect(all, `warbench ${cmd.name()} ${flag}`).toMatch(new RegExp(`${flag}(?![a-z-])`));
      }
    }
  });

  it("name only the project's files that exist (a file of the reader's own is named x or my-…)", () => {
    const named = pages.flatMap((p) =>
      [
        ...read(p).matchAll(
          /(?<![\w/.-])((?:patches|experiments|rulesets|data|schema|bench|scripts|test|src|assets)\/[\w./-]*\.(?:yaml|ts|mjs|md|json|csv))/g,
        ),
      ].map((m) => ({ page: p, path: m[1] })),
    );
    expect(named.length).toBeGreaterThan(50);
    const missing = named.filter(
      (n) => !/\/(x|my-[\w-]*)\.\w+$/.test(n.path) && !existsSync(join(PROJECT_ROOT, n.path)),
    );
    expect(missing).toEqual([]);
  });

  it('give an artillery situation whose every field odds artillery reads', () => {
    const yaml = /```yaml\n([\s\S]*?)```/.exec(read('docs/artillery-situation.md'))![1];
    const file = join(tempFiles({}), 'artillery.yaml');
    writeFileSync(file, yaml);
    const odds = computeOdds('artillery', file, { patch: [], switch: [], set: [] });
    expect(odds.situation).toMatchObject({
      battery: { type: 'mediumSmoothbore', bases: 1, range: 5 },
      target: { kind: 'unit', grade: 'green', cover: 'none' },
      tandem: { bases: 3 },
      adjacent: { bases: 2 },
    });
  });

  it("print the ruleset's real cell counts wherever an example shows them", () => {
    const real = computeOdds('assault', undefined, { patch: [], switch: [], set: [] }).ruleset;
    const shown = pages.flatMap((p) =>
      [...read(p).matchAll(/"cells": (\d+), "provisionalCells": (\d+)/g)].map((m) => ({
        page: p,
        cells: Number(m[1]),
        provisional: Number(m[2]),
      })),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const s of shown)
      expect(s, s.page).toEqual({ page: s.page, cells: real.cells, provisional: real.provisionalCells });
  });

  it("give each terrain feature the cover level of the text's Cover Points table", () => {
    // §5.4 Cover Points, as the rules text prints it
    const COVER_POINTS: Record<string, string> = {
      heavy: 'Heavy buildings Redoubt Entrenchment Embankment',
      medium: 'Medium buildings Heavy forest Stone wall Steep, rocky ground',
      light: 'Light buildings Medium forest Vineyard Hedge Treeline',
    };
    const rows = [
      ...read('docs/terrain-and-cover.md').matchAll(
        /^\| ([^|]+) \| `(none|light|medium|heavy)` \| ([^|]+) \|/gm,
      ),
    ].map((m) => ({ feature: m[1].trim(), cover: m[2], points: m[3].trim() }));
    expect(rows.length).toBeGreaterThanOrEqual(15);
    const listed = Object.values(COVER_POINTS).join(' ').toLowerCase();
    for (const r of rows) {
      const names = r.feature
        .replace(/\(.*\)/, '')
        .split(',')
        .map((n) => n.trim().toLowerCase())
        .filter(Boolean);
      if (r.cover === 'none') {
        for (const n of names) expect(listed, n).not.toContain(n);
        expect(r.points).toBe('0');
      } else {
        expect(COVER_POINTS[r.cover].toLowerCase(), r.feature).toContain(names[0]);
        expect(r.points).toBe(`+${{ light: 1, medium: 2, heavy: 3 }[r.cover]}`);
      }
    }
  });
});
