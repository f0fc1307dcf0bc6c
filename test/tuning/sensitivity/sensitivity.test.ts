import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeOdds } from '../../../src/tuning/odds/compute-odds.ts';
import { runSensitivity } from '../../../src/tuning/sensitivity/run-sensitivity.ts';
import { tornadoChart } from '../../../src/tuning/sensitivity/tornado-chart.ts';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

// veteran v average, a general assault in the open: "veteran attackers carry too often"
const SET = ['assault=general', 'attacker.grade=veteran', 'defender.grade=average'];
const flags = { patch: [] as string[], switch: [] as string[], set: SET };
const carry = (extra: { patch?: string[]; set?: string[] } = {}) =>
  computeOdds('assault', undefined, {
    patch: extra.patch ?? [],
    switch: [],
    // a field set again replaces the situation's (--set takes each field once)
    set: [
      ...SET.filter((f) => !extra.set?.some((x) => x.split('=')[0] === f.split('=')[0])),
      ...(extra.set ?? []),
    ],
  })
    .distributions.find((d) => d.name === 'decision')!
    .outcomes.find((o) => o.outcome === 'carry')!.probability;

describe('warbench sensitivity', () => {
  const s = runSensitivity({ sim: 'assault', metric: 'decision:carry', ...flags });
  const input = (name: string) => s.inputs.find((i) => i.name === name)!;

  it('ranks the inputs by their largest exact effect: the PB +2 cell first', () => {
    expect(s.value).toBeCloseTo(carry(), 14);
    expect(s.inputs[0].name).toBe('assault table PB +2 "1P Drive away"');
    expect(s.inputs.map((i) => i.largest)).toEqual([...s.inputs.map((i) => i.largest)].sort((a, b) => b - a));
  });

  it('labels each bar of the tornado chart with its move: which is the step up and which the step down', () => {
    const spec = tornadoChart(s, 0) as {
      data: { values: Array<{ row: string; tag: string; slot: number }> };
    };
    const tags = (name: string) =>
      spec.data.values.filter((b) => b.row.endsWith(`. ${name}`)).map((b) => b.tag);
    expect(tags('§5.4 grade modifier veteran (+1)')).toEqual(['step down: 0', 'step up: +2']);
    expect(tags('assault table PB +2 "1P Drive away"')).toEqual([
      'step down: Roll again',
      'step up: 1P Carry',
    ]);
    expect(tags('attacker grade')).toEqual(['one grade worse', 'one grade better']);
    // each move on its own line of its row, so the labels never overlap
    expect(spec.data.values.filter((b) => b.row.endsWith('. attacker grade')).map((b) => b.slot)).toEqual([
      0, 1,
    ]);
    expect(input('§5.4 grade modifier veteran (+1)').effects.map((e) => e.step)).toEqual(['down', 'up']);
  });

  it('gives a cell move the effect odds gives with that cell patched', () => {
    const dir = tempFiles({
      'p.yaml':
        'title: PB +2 carries\nruleset: republic-1.0-beta\nset:\n  - {file: assault.yaml, table: table, row: "+2", column: PB, value: "1P Carry"}\n',
    });
    const move = input('assault table PB +2 "1P Drive away"').effects.find((e) => e.label === '1P Carry')!;
    expect(move.effect).toBeCloseTo(carry({ patch: [join(dir, 'p.yaml')] }) - carry(), 14);
  });

  it('gives a grade move the effect of that grade in the situation', () => {
    const better = input('attacker grade').effects.find((e) => e.label === 'one grade better')!;
    expect(better.effect).toBeCloseTo(carry({ set: ['attacker.grade=crack'] }) - carry(), 14);
  });

  it('moves a §5.4 modifier value ±1 and puts it back', () => {
    const veteran = input('§5.4 grade modifier veteran (+1)');
    expect(veteran.source).toBe('example');
    expect(veteran.effects.map((e) => e.label)).toEqual(['0', '+2']);
    // the rules are as they were: running again gives the same numbers
    expect(runSensitivity({ sim: 'assault', metric: 'decision:carry', ...flags }).inputs).toEqual(s.inputs);
  });

  it("reads a weighted mix: the value and each effect are the parts' weighted means", () => {
    const part = (grade: string) => ({
      assault: 'general',
      attacker: { bases: 6, grade },
      defender: { bases: 6, grade: 'average' },
    });
    const dir = tempFiles({
      'm.yaml': JSON.stringify({
        mix: [
          { weight: 3, situation: part('veteran') },
          { weight: 1, situation: part('green') },
        ],
      }),
    });
    const m = runSensitivity({
      sim: 'assault',
      situation: join(dir, 'm.yaml'),
      metric: 'decision:carry',
      patch: [],
      switch: [],
      set: [],
    });
    const green = runSensitivity({
      sim: 'assault',
      metric: 'decision:carry',
      patch: [],
      switch: [],
      set: ['assault=general', 'attacker.grade=green', 'defender.grade=average'],
    });
    expect(m.mix).toBe(2);
    expect(m.value).toBeCloseTo(0.75 * s.value + 0.25 * green.value, 14);
    const net = (x: typeof s) =>
      x.inputs.find((i) => i.name === 'attacker net modifier')!.effects.find((e) => e.label === '+1')!.effect;
    expect(net(m)).toBeCloseTo(0.75 * net(s) + 0.25 * net(green), 14);
  });
});

describe('warbench sensitivity on the command line', () => {
  it('writes the tornado chart with --out', async () => {
    const dir = tempFiles({});
    const r = await runCli(['sensitivity', '--metric', 'mean_rounds', '--top', '5', '--out', join(dir, 's')]);
    expect(r.code).toBe(0);
    // the metric in words (its layout title), with the name it was asked by
    expect(r.stdout).toMatch(/^Sensitivity of Rounds fought \(mean\) \(mean_rounds, exact\)/);
    for (const f of ['sensitivity.json', 'sensitivity.vl.json', 'sensitivity.svg'])
      expect(existsSync(join(dir, 's', f)), f).toBe(true);
    // the difference axis is centred on zero, with 0 among its ticks
    const x = JSON.parse(readFileSync(join(dir, 's', 'sensitivity.vl.json'), 'utf8')).layer[1].encoding.x;
    expect(x.scale.domain[0]).toBe(-x.scale.domain[1]);
    expect(x.axis.values).toContain(0);
  });

  it('keeps every line within 100 columns', async () => {
    const r = await runCli(['sensitivity', '--metric', 'decision:carry']);
    expect(r.code).toBe(0);
    for (const line of r.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
  });

  it('names a chance by its outcome in words and a switch and modifier in words', () => {
    const s = runSensitivity({
      sim: 'assault',
      metric: 'defender_response:Rt',
      patch: [],
      switch: [],
      set: [],
    });
    expect(s.title).toBe("the chance of defender's panic response = Rt (rout)");
    const names = s.inputs.map((i) => i.name);
    expect(
      names.some((n) => /[a-z][A-Z]/.test(n)),
      names.join('; '),
    ).toBe(false);
  });

  it.each([
    [
      ['--metric', 'winner:nobody'],
      /--metric: an outcome of winner after the colon .*, got "winner:nobody"$/m,
    ],
    [['--metric', 'nosuch'], /--metric: a metric: a distribution and outcome .*\), got "nosuch"$/m],
    [['--top', '-1'], /--top: a whole number from 0/],
    [['--sim', 'duel'], /--sim: a sim with exact odds/],
  ])('exits 2 on %j naming the flag', async (args, message) => {
    const r = await runCli(['sensitivity', ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('exits 2 naming the line of a bad situation', async () => {
    const dir = tempFiles({});
    writeFileSync(
      join(dir, 's.yaml'),
      'assault: general\nattacker: {bases: 6, grade: elite}\ndefender: {bases: 6, grade: average}\n',
    );
    const r = await runCli(['sensitivity', join(dir, 's.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/s\.yaml:2: attacker\.grade/);
  });
});

describe('sensitivity of a sim that cannot say which cells it reads (artillery)', () => {
  // the shipped artillery example: a medium smoothbore at 5", deep target, saved fire (2" column, 90%)
  const mHits = (patch: string[]) =>
    computeOdds('artillery', undefined, { patch, switch: [], set: [] }).means.find(
      (m) => m.name === 'main_m_hits',
    )!.expected;
  const dir = tempFiles({
    'p0.yaml': 'set:\n  - {file: artillery.yaml, at: "chart.mediumSmoothbore[0]", value: 2M 1B}\n',
    'p1.yaml': 'set:\n  - {file: artillery.yaml, at: "chart.mediumSmoothbore[1]", value: 2M 1B}\n',
  });
  const p0 = join(dir, 'p0.yaml');
  const p1 = join(dir, 'p1.yaml');
  const cell1 = (s: ReturnType<typeof runSensitivity>) =>
    s.inputs
      .find((i) => i.name.startsWith('artillery chart.mediumSmoothbore[1] '))!
      .effects.find((e) => e.label === '2M 1B')!;

  it('moves every provisional cell: the artillery chart cells the fire reads, each with its exact effect', () => {
    const s = runSensitivity({ sim: 'artillery', metric: 'main_m_hits', patch: [], switch: [], set: [] });
    expect(s.inputs[0].name).toBe('artillery chart.mediumSmoothbore[0] "3M 1B"');
    expect(s.inputs[0].effects[0].effect).toBeCloseTo(mHits([p0]) - mHits([]), 12);
    expect(cell1(s).effect).toBeCloseTo(mHits([p1]) - mHits([]), 12);
  });

  it('keeps a --patch while it moves another cell of the same file', () => {
    const s = runSensitivity({ sim: 'artillery', metric: 'main_m_hits', patch: [p0], switch: [], set: [] });
    expect(s.value).toBeCloseTo(mHits([p0]), 12);
    expect(cell1(s).effect).toBeCloseTo(mHits([p0, p1]) - mHits([p0]), 12);
  });
});
