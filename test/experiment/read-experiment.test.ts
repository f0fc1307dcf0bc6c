import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/ruleset/paths.ts';
import { InputError } from '../../src/engine/input/input-error.ts';
import { prepareExperiment } from '../../src/experiment/prepare-experiment.ts';
import { readExperiment } from '../../src/experiment/read-experiment.ts';
import { refusedRun, tempFiles } from './temp-files.ts';

/** Read and prepare an experiment; return the InputError's message. */
function problemOf(text: string, extra: Record<string, string> = {}): string {
  const dir = tempFiles({ 'x.yaml': text, ...extra });
  try {
    prepareExperiment(readExperiment(join(dir, 'x.yaml')));
  } catch (err) {
    if (err instanceof InputError) return err.message;
    throw err;
  }
  throw new Error('expected an InputError');
}

const BASE = 'name: x\nsim: reference\nsituation: {}\n';

describe('readExperiment: bad input, one message with file:line', () => {
  it('an unknown field', () => {
    expect(problemOf(`${BASE}trails: 1000\n`)).toMatch(
      /x\.yaml:4: trails: unknown field; expected one of name, /,
    );
  });

  it('a value of the wrong type', () => {
    expect(problemOf(`${BASE}trials: lots\n`)).toMatch(
      /x\.yaml:4: trials: expected a whole number from 1 to 1000000000000, got "lots"/,
    );
  });

  it('an unknown sweep path', () => {
    expect(problemOf(`${BASE}sweep:\n  attacker.grade: [crack, green]\n`)).toMatch(
      /x\.yaml:5: sweep\.attacker\.grade: a situation path of sim reference; situation\.attacker: unknown field/,
    );
  });

  it('a bad switch value in the sweep', () => {
    expect(problemOf(`${BASE}sweep:\n  switch:grades: [five, six]\n`)).toMatch(
      /x\.yaml:5: sweep\.switch:grades\[1\]: expected a value of switch grades: five, four, got "six"/,
    );
  });

  it('a value swept twice, whose two points would share one label in every chart and table', () => {
    expect(problemOf(`${BASE}sweep:\n  switch:grades: [five, four, five]\n`)).toMatch(
      /x\.yaml:5: sweep\.switch:grades\[2\]: expected each value once \(five is also sweep\.switch:grades\[0\]: the two points would share one label\), got "five"$/,
    );
    const assault = 'name: x\nsim: assault\n';
    // 6 and 6.0 are one number
    expect(problemOf(`${assault}sweep:\n  attacker.bases: [6, 4, 6.0]\n`)).toMatch(
      /x\.yaml:4: sweep\.attacker\.bases\[2\]: expected each value once \(6 is also sweep\.attacker\.bases\[0\]: the two points would share one label\), got 6\.0$/,
    );
  });

  it('a swept path inside another swept path: refused (exit 2), since one overwrites the other and the labels would not say what ran', async () => {
    expect(
      await refusedRun(
        'name: x\nsim: assault\nsituation: {attacker: {bases: 6, grade: average}, defender: {bases: 6, grade: average}}\nsweep:\n  attacker.grade: [green, veteran]\n  attacker: [{grade: green, bases: 3}]\n',
      ),
    ).toBe(
      "warbench: x.yaml:5: sweep.attacker.grade: expected a path apart from every other swept path; attacker.grade lies inside attacker, swept too (one would overwrite the other at every point, and the points' labels would not say what ran)\n",
    );
    expect(
      problemOf(
        `name: x\nsim: assault\nsweep:\n  defender.units: [[{grade: green}]]\n  defender.units[0].grade: [green, veteran]\n`,
      ),
    ).toMatch(
      /x\.yaml:5: sweep\.defender\.units\[0\]\.grade: expected a path apart from every other swept path; defender\.units\[0\]\.grade lies inside defender\.units, swept too/,
    );
  });

  it('a name with an accent, or one starting with a dot: the message says which letters a name takes and how it starts', async () => {
    expect(await refusedRun('name: bataille-été\nsim: reference\nsituation: {}\n')).toBe(
      'warbench: x.yaml:1: name: expected a name of the letters a-z and A-Z (no accents), digits and . _ -, starting with a letter or digit (it names the output folder), got "bataille-été"\n',
    );
    expect(problemOf(`name: .hidden\nsim: reference\nsituation: {}\n`)).toMatch(
      /x\.yaml:1: name: .*starting with a letter or digit .*, got "\.hidden"$/,
    );
  });

  it('a name of over 100 characters, at its line (at 250 the folder filled beside out/<name> passed 255 characters and mkdir threw)', async () => {
    expect(await refusedRun(`name: ${'x'.repeat(250)}\nsim: reference\nsituation: {}\n`)).toBe(
      'warbench: x.yaml:1: name: expected a name of at most 100 characters (it names the output folder), got one of 250\n',
    );
  });

  it('an unknown switch', () => {
    expect(problemOf(`${BASE}switches: {gardes: five}\n`)).toMatch(
      /x\.yaml:4: switches\.gardes: expected a switch of the ruleset; gardes is unknown, got "five"; did you mean grades\?$/,
    );
    expect(problemOf(`${BASE}switches: {zzz: five}\n`)).toMatch(
      /x\.yaml:4: switches\.zzz: expected a switch of the ruleset \(naturalRollMoraleHits, .*; warbench switches lists them\); zzz is unknown, got "five"$/,
    );
  });

  it('a mistyped swept switch is one mistake: one message, not one a sweep point', () => {
    const msg = problemOf(`${BASE}sweep:\n  switch:gardes: [five, four]\n`);
    expect(msg).toMatch(
      /x\.yaml:5: sweep\.switch:gardes\[0\]: expected a switch of the ruleset; gardes is unknown, got "five"; did you mean grades\?$/,
    );
  });

  it('a missing patch file, named by the absolute path looked for', () => {
    const message = problemOf(`${BASE}patches: [../elsewhere/none.yaml]\n`);
    expect(message).toMatch(
      /x\.yaml:4: patches\[0\]: expected an existing file \(there is no (\/[^ ]+)\/elsewhere\/none\.yaml\), got "\.\.\/elsewhere\/none\.yaml"$/,
    );
    expect(message).not.toMatch(/project root|\.\.\/elsewhere\/none\.yaml\)/);
  });

  it('reads a path beside the experiment file first, then from the project root, and names both places when neither has it', () => {
    const project = tempFiles({ 'package.json': '{}' });
    mkdirSync(join(project, 'studies', 'mine'), { recursive: true });
    mkdirSync(join(project, 'shared'));
    writeFileSync(
      join(project, 'studies', 'mine', 'wall.yaml'),
      'attacker: {grade: green}\ndefender: {grade: average}\n',
    );
    writeFileSync(
      join(project, 'shared', 'open.yaml'),
      'attacker: {grade: crack}\ndefender: {grade: average}\n',
    );
    const file = join(project, 'studies', 'mine', 'x.yaml');
    writeFileSync(file, 'name: x\nsim: assault\nsituationFile: wall.yaml\n');
    expect(readExperiment(file).situation.yaml.file).toMatch(/studies\/mine\/wall\.yaml$/);
    writeFileSync(file, 'name: x\nsim: assault\nsituationFile: shared/open.yaml\n');
    expect(readExperiment(file).situation.yaml.file).toMatch(/shared\/open\.yaml$/);
    writeFileSync(file, 'name: x\nsim: assault\nsituationFile: gone.yaml\n');
    expect(() => readExperiment(file)).toThrow(
      `x.yaml:3: situationFile: expected an existing file (there is no ${join(project, 'studies', 'mine', 'gone.yaml')}, ${join(project, 'gone.yaml')} nor ${join(PROJECT_ROOT, 'gone.yaml')}), got "gone.yaml"`,
    );
  });

  it('an experiment in a folder of no project names a shipped situation as a shipped experiment does', () => {
    const dir = tempFiles({
      'x.yaml': 'name: x\nsim: assault\nsituationFile: experiments/situations/assault.yaml\n',
    });
    expect(readExperiment(join(dir, 'x.yaml')).situation.yaml.file).toBe(
      'experiments/situations/assault.yaml',
    );
    // a path that climbs out of warbench's folder is looked for only from the file
    expect(problemOf('name: x\nsim: assault\nsituationFile: ../gone.yaml\n')).toMatch(
      /situationFile: expected an existing file \(there is no \/[^ ]+\/gone\.yaml\), got "\.\.\/gone\.yaml"$/,
    );
  });

  it('a bad value swept into an inline situation names the file once', () => {
    const text =
      'name: x\nsim: assault\nsituation:\n  assault: general\n  attacker: {bases: 6, grade: veteran}\n  defender: {bases: 6, grade: average}\nsweep:\n  attacker.grade: [veteran, superb]\n';
    const message = problemOf(text);
    expect(message).toMatch(
      /^[^ ]*x\.yaml:8: situation\.attacker\.grade: expected one of crack, veteran, average, green, untrained, got "superb"$/,
    );
    expect(message.match(/x\.yaml/g)).toHaveLength(1);
  });

  it('an unknown ruleset', () => {
    expect(problemOf(`${BASE}ruleset: republic-9\n`)).toMatch(
      /x\.yaml:4: ruleset: expected a ruleset id from rulesets\/ or a folder holding ruleset\.yaml, got "republic-9"/,
    );
  });

  it('a missing experiment file', () => {
    expect(() => readExperiment('/nonexistent/x.yaml')).toThrow(/x\.yaml: a readable file/);
  });

  it('a chart naming a metric the sim does not have, or an axis that is not swept', () => {
    const msg = problemOf(`${BASE}charts:\n  - {kind: heatmap, title: t, metric: hits, x: a, y: b}\n`);
    expect(msg).toMatch(
      /x\.yaml:5: charts\[0\]\.metric: expected a metric of sim reference: pb_row, rests_on_provisional/,
    );
    expect(msg).toMatch(
      /charts\[0\]\.x: expected no x: the experiment sweeps nothing, so a chart has no parameter to put on it, got "a"/,
    );
  });

  it('a mistyped chart kind is one mistake: one message with the nearest kind, no errors of the fields that wait on it', () => {
    const msg = problemOf(`${BASE}charts:\n  - {kind: coarse, title: t, metric: pb_row}\n`);
    expect(msg.split('\n')).toHaveLength(1);
    expect(msg).toMatch(
      /x\.yaml:5: charts\[0\]\.kind: expected one of heatmap, stacked, curve, compare, histogram, course, got "coarse"; did you mean course\?$/,
    );
  });

  it('a mistyped ruleset, metric or sweep parameter gets the nearest name', () => {
    expect(problemOf(`${BASE}ruleset: republic-1.0-bta\n`)).toMatch(
      /ruleset: expected a ruleset id from rulesets\/ or a folder holding ruleset\.yaml, got "republic-1\.0-bta"; did you mean republic-1\.0-beta\?/,
    );
    expect(problemOf(`${BASE}charts:\n  - {kind: stacked, title: t, metric: pb_rwo}\n`)).toMatch(
      /charts\[0\]\.metric: expected a metric of sim reference: pb_row, rests_on_provisional, got "pb_rwo"; did you mean pb_row\?/,
    );
  });

  it('an at-least chart of a distribution with no order, and step lines on a chart that has none', () => {
    const assault = 'name: x\nsim: assault\nsweep:\n  attacker.grade: [crack, average]\n';
    const msg = problemOf(
      `${assault}charts:\n  - {kind: curve, title: t, metric: decision, outcome: carry, atLeast: true, x: attacker.grade}\n  - {kind: heatmap, title: h, metric: rounds, outcome: '2', x: attacker.grade, y: attacker.grade, lines: step}\n`,
    );
    expect(msg).toMatch(
      /x\.yaml:6: charts\[0\]\.atLeast: expected a distribution whose outcomes run from mildest to most severe; decision \(carry, /,
    );
    expect(msg).toMatch(/x\.yaml:7: charts\[1\]\.lines: expected lines only on a curve chart, not a heatmap/);
  });

  it('an empty list of sweep values, said as empty', () => {
    expect(problemOf(`${BASE}sweep:\n  switch:grades: []\n`)).toMatch(
      /x\.yaml:5: sweep\.switch:grades: expected a list of at least one value, got an empty list$/,
    );
  });

  it('a mistyped metric with an outcome: one message, the outcome not checked against it', () => {
    const msg = problemOf(
      'name: x\nsim: assault\nsweep:\n  attacker.grade: [crack, average]\ncharts:\n  - {kind: curve, title: c, metric: decison, outcome: carry, x: attacker.grade}\n',
    );
    expect(msg).toMatch(
      /^\S*x\.yaml:6: charts\[0\]\.metric: expected a metric of sim assault: .*; did you mean decision\?$/,
    );
  });

  it('a chart of a metric only later points of a sweep have: read as the report reads it, whatever the order of the values', () => {
    const engagement = `name: x
sim: engagement
situationFile: ${join(PROJECT_ROOT, 'experiments/situations/engagement-brigade.yaml')}
sweep:
  turns: [1, 5]
charts:
  - {kind: compare, title: t, metric: "men lost by turn 5: Union", x: turns}
`;
    const dir = tempFiles({ 'x.yaml': engagement });
    const prepared = prepareExperiment(readExperiment(join(dir, 'x.yaml')));
    expect(prepared.points).toHaveLength(2);
    expect(problemOf(engagement.replace('turn 5: Union', 'turn 6: Union'))).toMatch(
      /x\.yaml:7: charts\[0\]\.metric: expected a metric of sim engagement: .*got "men lost by turn 6: Union"$/,
    );
  });

  it('a heatmap, curve or compare of a distribution with no outcome, before anything runs', () => {
    const artillery =
      'name: x\nsim: artillery\nsituation:\n  battery: {type: heavyRifle, range: 2}\n  target: {grade: green}\nsweep:\n  battery.range: [2, 4]\n  battery.bases: [1, 2]\n';
    const msg = problemOf(
      `${artillery}charts:\n  - {kind: curve, title: c, metric: main_p_hits, x: battery.range}\n  - {kind: heatmap, title: h, metric: effect, x: battery.range, y: battery.bases}\n  - {kind: compare, title: m, metric: main_m_hits, x: battery.range}\n`,
    );
    expect(msg.split('\n').map((l) => l.replace(/^.*x\.yaml:/, 'x.yaml:'))).toEqual([
      'x.yaml:10: charts[0].outcome: required for a curve chart of main_p_hits, a distribution (it plots the chance of one outcome); expected one of 0',
      'x.yaml:11: charts[1].outcome: required for a heatmap chart of effect, a distribution (it plots the chance of one outcome); expected one of 3M 1B, 2M 1B, 1M 1B, 1M, -',
    ]);
  });

  it("reports every problem of a file in one run: fields, the sweep's situation and the charts, each with a likely meant name", () => {
    const dir = tempFiles({
      'x.yaml':
        'name: x\nsim: assault\ntitel: t\nsituation:\n  attacker: {grade: veteran}\n  defender: {grade: average}\nsweep:\n  attacker.grade: [crack, averge]\ntrials: -5\ncharts:\n  - {kind: curve, title: c, metric: decison, x: attacker.grade}\n',
    });
    let message = '';
    try {
      prepareExperiment(readExperiment(join(dir, 'x.yaml'), { defer: true }));
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split('\n').map((l) => /x\.yaml:(\d+): ([^:]+):/.exec(l)?.slice(1, 3).join(' '))).toEqual([
      '3 titel',
      '8 situation.attacker.grade',
      '9 trials',
      '11 charts[0].metric',
    ]);
    expect(message).toContain('got "averge"; did you mean average?');
    expect(message).toContain('got "decison"; did you mean decision?');
  });

  it('a YAML syntax error', () => {
    expect(problemOf(`${BASE}sweep: [\n`)).toMatch(/x\.yaml:\d+: YAML syntax/);
  });

  it('a folder where a situation file belongs, named at its line', () => {
    const dir = tempFiles({});
    expect(problemOf(`name: x\nsim: assault\nsituationFile: ${dir}\n`)).toMatch(
      new RegExp(`x\\.yaml:3: situationFile: expected a file, got the folder ${dir}$`),
    );
  });

  it('a mix part whose file is missing or a folder: one message each, at its line', () => {
    const dir = tempFiles({});
    const msg = problemOf(
      `name: x\nsim: assault\nmix:\n  - {weight: 1, situationFile: ${dir}}\n  - {weight: 1, situationFile: /no/such.yaml}\n  - {weight: 1}\n`,
    );
    expect(msg.split('\n').map((l) => l.replace(/^.*x\.yaml:/, 'x.yaml:'))).toEqual([
      `x.yaml:4: mix[0].situationFile: expected a file, got the folder ${dir}`,
      'x.yaml:5: mix[1].situationFile: expected an existing file (there is no /no/such.yaml), got "/no/such.yaml"',
      'x.yaml:6: mix[2]: expected situation: (a mapping) or situationFile: (a file)',
    ]);
  });

  it('a file of two YAML documents', () => {
    expect(problemOf(`${BASE}---\nname: y\n`)).toMatch(
      /x\.yaml:4: expected one YAML document, got a second one here \(after ---\)$/,
    );
  });

  it('reports each problem once, not once per sweep point', () => {
    const msg = problemOf(`${BASE}sweep:\n  switch:grades: [five, four]\n  attacker.grade: [crack]\n`);
    expect(msg.split('\n').filter((l) => l.includes('attacker'))).toHaveLength(1);
  });
});

describe('readExperiment: sizes and names checked before any work', () => {
  it('echoes a seed past 2^53 as written, not as JavaScript rounded it', () => {
    expect(problemOf(`${BASE}seed: 9007199254740993\n`)).toMatch(
      /x\.yaml:4: seed: expected a whole number from 0 to 9007199254740991, got 9007199254740993$/,
    );
  });

  it('bounds trials in the file as --trials is bounded', () => {
    expect(problemOf(`${BASE}trials: 1e18\n`)).toMatch(
      /x\.yaml:4: trials: expected a whole number from 1 to 1000000000000, got 1e18$/,
    );
  });

  it('counts a sweep as a product, without expanding it, and names the limit and the count', () => {
    const keys = Array.from({ length: 10 }, (_, i) => `  p${i}.x: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n`).join(
      '',
    );
    const started = Date.now();
    expect(problemOf(`${BASE}sweep:\n${keys}`)).toMatch(
      /x\.yaml:5: sweep: expected at most 10,000 sweep points; this sweep has 10,000,000,000 \(10 × 10 × 10 × 10 × 10 × 10 × 10 × 10 × 10 × 10\)/,
    );
    expect(Date.now() - started).toBeLessThan(5_000); // not 10^10 points compiled
  });

  it("refuses switch values that are not the switch's own options", () => {
    for (const value of ['toString', 'constructor']) {
      expect(problemOf(`${BASE}switches:\n  grades: ${value}\n`)).toMatch(
        new RegExp(
          `x\\.yaml:5: switches\\.grades: expected a value of switch grades: five, four, got "${value}"`,
        ),
      );
      expect(problemOf(`${BASE}sweep:\n  switch:grades: [five, ${value}]\n`)).toMatch(
        /expected a value of switch grades: five, four/,
      );
    }
  });

  it('refuses a swept path with an empty segment', () => {
    expect(problemOf(`${BASE}sweep:\n  attacker..grade: [crack]\n`)).toMatch(
      /x\.yaml:5: sweep\.attacker\.\.grade: expected a situation path like attacker\.grade/,
    );
  });
});

describe('readExperiment: a sound file', () => {
  it('resolves paths from the project root and fills defaults', () => {
    const exp = readExperiment('experiments/reference-check.yaml');
    expect(exp.projectFile).toBe('experiments/reference-check.yaml');
    expect(exp.ruleset).toBe('republic-1.0-beta');
    expect(exp.situation.base).toEqual([]);
    expect(exp.precision).toBeNull();
    expect(exp.chunkSize).toBe(100_000);
  });
});
