import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeOdds } from '../../src/tuning/odds/compute-odds.ts';
import type { RunningServer } from '../../src/serve/start-server.ts';
import type { Workbench, WorkbenchQuestion } from '../../src/serve/workbench.ts';
import { loadRuleset } from '../../src/engine/families/load-ruleset.ts';
import { rulesetDir } from '../../src/engine/ruleset/paths.ts';
import { filesUnder, post, testServer } from './serve-fixture.ts';

const EDIT = { file: 'assault.yaml', field: 'table.rows[13][2]', value: '1P Drive away' };

describe('saving and loading in the workbench', () => {
  let server: RunningServer;
  let wb: Workbench;
  let folder: string;
  beforeAll(async () => {
    ({ server, wb, folder } = await testServer());
  });
  afterAll(async () => {
    await server.close();
    wb.close();
  });

  it('saves a patch that reads back as the same edits, and replaces it on the next save', async () => {
    const saved = await post(server, '/api/save', {
      kind: 'patch',
      path: 'mine.yaml',
      sim: 'assault',
      edits: [EDIT],
    });
    expect(saved).toEqual({ status: 200, json: { kind: 'patch', path: 'mine.yaml', files: ['mine.yaml'] } });
    expect(readFileSync(join(folder, 'mine.yaml'), 'utf8')).toBe(
      [
        '# Written by warbench serve: 1 cell edited in the workbench.',
        '# Each line names its cell by field path; the comment gives the row and column as printed.',
        'title: "1 cell edited in the workbench"',
        'ruleset: republic-1.0-beta',
        'set:',
        '  - {file: assault.yaml, at: "table.rows[13][2]", value: "1P Drive away"}  # table, row +1, column PB; was Roll again (provisional)',
        '',
      ].join('\n'),
    );
    const loaded = await post(server, '/api/load', { path: 'mine.yaml', sim: 'assault' });
    expect(loaded.json).toEqual({ ruleset: 'republic-1.0-beta', edits: [EDIT] });
    const again = await post(server, '/api/save', {
      kind: 'patch',
      path: 'mine.yaml',
      sim: 'assault',
      edits: [],
    });
    expect(again.status).toBe(200);
  });

  it('asks before replacing a file it did not write, and replaces it only when confirmed', async () => {
    writeFileSync(join(folder, 'theirs.yaml'), 'title: mine\nset: []\n');
    const asked = await post(server, '/api/save', {
      kind: 'patch',
      path: 'theirs.yaml',
      sim: 'assault',
      edits: [EDIT],
    });
    expect(asked).toEqual({
      status: 409,
      json: {
        error:
          'path: theirs.yaml is a file warbench serve did not write (or one changed since); confirm to replace it',
        confirm: true,
      },
    });
    expect(readFileSync(join(folder, 'theirs.yaml'), 'utf8')).toBe('title: mine\nset: []\n');
    const confirmed = await post(server, '/api/save', {
      kind: 'patch',
      path: 'theirs.yaml',
      sim: 'assault',
      edits: [EDIT],
      confirm: true,
    });
    expect(confirmed.status).toBe(200);
    expect(readFileSync(join(folder, 'theirs.yaml'), 'utf8')).toContain('value: "1P Drive away"');
  });

  it('saves the edited chart as a ruleset folder that reads as the shipped one with the edit, and loads it', async () => {
    const saved = await post(server, '/api/save', {
      kind: 'folder',
      path: 'my-chart',
      sim: 'assault',
      edits: [EDIT],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.files).toContain('assault.yaml');
    const fromFolder = computeOdds('assault', undefined, {
      ruleset: join(folder, 'my-chart'),
      patch: [],
      set: [],
      switch: [],
    });
    const fromPatch = computeOdds('assault', undefined, {
      patch: ['patches/pb-plus1-drive-away.yaml'],
      set: [],
      switch: [],
    });
    expect(fromFolder.distributions).toEqual(fromPatch.distributions);
    expect(fromFolder.means).toEqual(fromPatch.means);
    const loaded = await post(server, '/api/load', { path: 'my-chart', sim: 'assault' });
    expect(loaded.json).toEqual({ ruleset: 'my-chart', edits: [] });
    // the folder holds files it did not write now: asked first
    writeFileSync(join(folder, 'my-chart', 'notes.txt'), 'mine');
    const asked = await post(server, '/api/save', {
      kind: 'folder',
      path: 'my-chart',
      sim: 'assault',
      edits: [],
    });
    expect(asked.status).toBe(409);
    expect(asked.json.error).toBe(
      `path: a folder to write the ruleset in, but ${join(folder, 'my-chart')} holds files warbench did not write (notes.txt); give a new folder, or one warbench serve wrote; confirm to write among them`,
    );
  });

  it('saves a folder keeping each file as written: unedited files byte for byte, edited ones changed only in the edited cells', async () => {
    const edits = [
      EDIT,
      { file: 'assault.yaml', field: 'table.rows[6][1]', value: '1P' },
      { file: 'assault.yaml', field: 'table.rows[7][1]', value: '3P 1B Breakthrough must' },
      { file: 'assault.yaml', field: 'modifiers.repeaters', value: '+3' },
    ];
    const saved = await post(server, '/api/save', {
      kind: 'folder',
      path: 'as-written',
      sim: 'assault',
      edits,
    });
    expect(saved.status).toBe(200);
    const shipped = rulesetDir('republic-1.0-beta')!;
    const out = join(folder, 'as-written');
    for (const name of saved.json.files as string[]) {
      if (name === 'assault.yaml') continue;
      expect(readFileSync(join(out, name), 'utf8'), name).toBe(readFileSync(join(shipped, name), 'utf8'));
    }
    const was = readFileSync(join(shipped, 'assault.yaml'), 'utf8');
    expect(readFileSync(join(out, 'assault.yaml'), 'utf8')).toBe(
      was
        .replace('[+8,  4P 1B Breakthrough may, 3P 1B Carry,', '[+8,  1P,                     3P 1B Carry,')
        .replace('[+7,  3P 1B Breakthrough may, 3P Carry,', '[+7,  3P 1B Breakthrough must, 3P Carry,')
        .replace(
          '[+1,  1P Drive away,          Roll again,              Roll again]',
          '[+1,  1P Drive away,          1P Drive away,           Roll again]',
        )
        .replace('repeaters: {cell: 4, ref: "§5.4 Repeater equipped"}', 'repeaters: +3'),
    );
    // it reads back as the same tables: every cell's text and value, its source aside (the patch's there, the table's here)
    const tables = (data: unknown): string =>
      JSON.stringify(data, (k, v) => (['source', 'ref', 'file', 'line'].includes(k) ? undefined : v));
    const edited = wb.edited({ ruleset: 'republic-1.0-beta', sim: 'assault', edits } as WorkbenchQuestion);
    expect(tables(loadRuleset(out).data)).toBe(tables(edited.data));
  });

  it('refuses a name too long to write beside (400, not a 500 from the file system nor a 409 no confirmation could pass), writing nothing', async () => {
    const before = filesUnder(folder);
    const patch = await post(server, '/api/save', {
      kind: 'patch',
      path: `${'z'.repeat(250)}.yaml`,
      sim: 'assault',
    });
    expect(patch).toEqual({
      status: 400,
      json: { error: '(request): path: expected a file name of at most 200 characters, got one of 255' },
    });
    for (const confirm of [false, true]) {
      const ruleset = await post(server, '/api/save', {
        kind: 'folder',
        path: 'z'.repeat(250),
        sim: 'assault',
        confirm,
      });
      expect(ruleset).toEqual({
        status: 400,
        json: {
          error: `(request): path: a folder to write the ruleset in, but its name "${'z'.repeat(40)}…" has 250 characters, and a folder warbench writes is named with at most 200 (it fills one beside it under a longer name first)`,
        },
      });
    }
    expect(filesUnder(folder)).toEqual(before);
  });

  it('refuses to load what is not a patch or a Republic ruleset, changing nothing', async () => {
    const before = filesUnder(folder);
    const none = await post(server, '/api/load', { path: 'nothing-here.yaml', sim: 'assault' });
    expect(none).toEqual({
      status: 400,
      json: {
        error:
          '(request): path: expected a patch file or a ruleset folder, got "nothing-here.yaml" (no such file or folder)',
      },
    });
    const other = await post(server, '/api/load', { path: '../../etc', sim: 'assault' });
    expect(other.status).toBe(400);
    expect(other.json.error).toMatch(
      /^\(request\): path: expected a path inside .* \(the folder warbench serve started in\) or the warbench project, got "\.\.\/\.\.\/etc"$/,
    );
    expect(filesUnder(folder)).toEqual(before);
  });
});

describe('a loaded ruleset folder in the workbench', () => {
  it('answers on the loaded folder, named from the folder the server started in', async () => {
    const { server, wb } = await testServer();
    try {
      expect(
        (await post(server, '/api/save', { kind: 'folder', path: 'chart', sim: 'assault', edits: [EDIT] }))
          .status,
      ).toBe(200);
      const loaded = await post(server, '/api/load', { path: 'chart', sim: 'assault' });
      const odds = await post(server, '/api/odds', {
        ruleset: loaded.json.ruleset,
        sim: 'assault',
        edits: [],
      });
      expect(odds.status).toBe(200);
      const shipped = computeOdds('assault', undefined, {
        patch: ['patches/pb-plus1-drive-away.yaml'],
        set: [],
        switch: [],
      });
      expect(odds.json.odds.distributions).toEqual(shipped.distributions);
      const changed = await post(server, '/api/chart', {
        ruleset: loaded.json.ruleset,
        sim: 'assault',
        edits: [],
      });
      expect(changed.json.changed).toEqual([
        {
          file: 'assault.yaml',
          field: 'table.rows[13][2]',
          table: 'table',
          row: '+1',
          column: 'PB',
          shipped: 'Roll again',
          now: '1P Drive away',
        },
      ]);
    } finally {
      await server.close();
      wb.close();
    }
  });
});
