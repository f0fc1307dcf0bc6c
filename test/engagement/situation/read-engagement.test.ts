import { describe, expect, it } from 'vitest';
import { Problems } from '../../../src/engine/input/problems.ts';
import { parseYaml } from '../../../src/engine/input/parse-yaml.ts';
import { DOCTRINE_DEFAULTS } from '../../../src/engagement/situation/doctrine.ts';
import { GROUP_NAMES } from '../../../src/engagement/situation/engagement-situation.ts';
import { readEngagement } from '../../../src/engagement/situation/read-engagement.ts';
import { RESULTS, ROLES } from '../../../src/sims/engagement/engagement-metrics.ts';
import { refusedRun } from '../../experiment/temp-files.ts';
import { RESERVE } from '../turn/field.ts';

function read(yaml: string) {
  const problems = new Problems();
  const s = readEngagement(parseYaml(yaml, 'e.yaml', problems));
  return { s, problems: problems.list.map((p) => `${p.field}: ${p.expected}`) };
}

const PLAIN = `
sectors: [{}]
sides:
  north:
    divisions: [{units: [{grade: veteran, sector: 0}]}]
  south:
    divisions: [{units: [{grade: average, sector: 0}]}]
`;

describe('reading an engagement situation', () => {
  it('fills every field it is not given with its stated default', () => {
    const { s, problems } = read(PLAIN);
    expect(problems).toEqual([]);
    expect(s.turns).toBe(6);
    expect(s.firstAttacker).toBe(0);
    expect(s.stop).toBe('sideBreaks');
    expect(s.sideBreaksAt).toBe(0.5);
    expect(s.sectors).toEqual([{ name: 'sector 1', gap: 4, cover: ['none', 'none'], depth: [3, 3] }]);
    expect(s.sides.map((x) => x.name)).toEqual(['north', 'south']);
    expect(s.sides[1].doctrine).toEqual(DOCTRINE_DEFAULTS);
    expect(s.divisions.map((d) => [d.name, d.leader])).toEqual([
      ['north 1', { class: 'proficient', rating: 0, sector: -1 }],
      ['south 1', { class: 'proficient', rating: 0, sector: -1 }],
    ]);
    expect(s.units[1]).toEqual({
      name: 'south 1 1',
      side: 1,
      division: 1,
      arm: 'infantry',
      grade: 'average',
      bases: 6,
      morale: 0,
      sector: 0,
      line: 0,
      order: 'close',
      skirmishers: 0,
      repeaters: false,
    });
  });

  it('reads cover and depth per side, doctrine choices and a battery', () => {
    const { s, problems } = read(`
firstAttacker: south
sectors: [{gap: 8, cover: {south: heavy}, depth: {north: 2, south: 5}}]
sides:
  north:
    doctrine: {assault: allOut, supportBases: 2, pullBackAt: shaken}
    divisions: [{leader: {class: energetic, rating: 2}, units: [{grade: veteran, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0}]}]
  south:
    divisions: [{units: [{grade: green, sector: 0, line: first}, {grade: green, sector: 0, line: second}]}]
`);
    expect(problems).toEqual([]);
    expect(s.firstAttacker).toBe(1);
    expect(s.sectors[0]).toMatchObject({ gap: 8, cover: ['none', 'heavy'], depth: [2, 5] });
    expect(s.sides[0].doctrine).toMatchObject({ assault: 'allOut', supportBases: 2, pullBackAt: 3 });
    expect(s.units[1]).toMatchObject({ arm: 'artillery', battery: 'mediumRifle', bases: 1 });
    expect(s.units[3].line).toBe(1);
  });

  it('reads a division of batteries alone under a leader, which §2.1 does not forbid (§2.1 "Every infantry or cavalry brigade and associated artillery batteries must have a divisional leader")', () => {
    const { s, problems } = read(RESERVE);
    expect(problems).toEqual([]);
    expect(s.divisions.map((d) => [d.name, d.units])).toEqual([
      ['north 1', [0]],
      ['Reserve Artillery', [1]],
      ['south 1', [2]],
    ]);
  });

  it('names the field of each bad value', () => {
    const { problems } = read(`
turns: 0
firstAttacker: east
sectors: [{gap: -1}]
sides:
  north:
    doctrine: {assault: sometimes}
    divisions: [{units: [{grade: veteran, sector: 3, battery: heavyRifle}]}]
  south:
    divisions: [{units: [{grade: average, sector: 0, line: second}]}]
`);
    expect(problems).toEqual([
      'sectors[0].gap: expected inches between the first lines, above 0 and at most 40, got -1',
      'sides.north.divisions[0].units[0].battery: expected only on an artillery unit (arm: artillery), got "heavyRifle"',
      'sides.north.divisions[0].units[0].sector: expected a whole number from 0 to 0, got 3',
      'sides.north.doctrine.assault: expected one of general, allOut, never, got "sometimes"',
      'sides.south: expected at least one infantry or cavalry unit in the first line',
      'firstAttacker: expected one of the sides: north, south, got "east"',
      'turns: expected a whole number from 1 to 24, got 0',
    ]);
  });

  it('§3.5 and §1.4: only trained brigades deploy skirmish markers or use open order, at most one marker per combat base', () => {
    const { problems } = read(`
sectors: [{}]
sides:
  north:
    divisions: [{units: [{grade: untrained, sector: 0, skirmishers: 1, order: open}, {grade: green, bases: 2, sector: 0, skirmishers: 3}]}]
  south:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);
    expect(problems).toEqual([
      'sides.north.divisions[0].units[0].skirmishers: expected 0 on an untrained unit: only trained brigades (Green or better) deploy skirmish markers (§3.5), got 1',
      'sides.north.divisions[0].units[0].order: expected close on an untrained unit: a brigade using open order must be trained, Green or better (§1.4), got "open"',
      'sides.north.divisions[0].units[1].skirmishers: expected at most 2, one skirmish marker per combat base (§1.4), got 3',
    ]);
  });

  it('says a side with no units once: no further message that it has no first line', () => {
    const { problems } = read(`
sectors: [{}]
sides:
  north: {divisions: [{units: []}]}
  south: {divisions: []}
`);
    expect(problems).toEqual([
      'sides.north.divisions[0].units: expected at least one unit',
      'sides.south.divisions: expected at least one division',
    ]);
  });

  it('refuses a side named by a whole number: a mapping passed on as data would list it first', () => {
    const { problems } = read(`
sectors: [{}]
sides:
  North: {divisions: [{units: [{grade: veteran, sector: 0}]}]}
  "1": {divisions: [{units: [{grade: average, sector: 0}]}]}
`);
    expect(problems).toEqual([
      'sides.1: expected a side name that is not a whole number (a name like 1 is taken out of the order the sides are listed in, which decides who attacks first and each side\'s results); give a word, e.g. "Corps 1"',
    ]);
    // a name with a number in it is a name
    expect(read(PLAIN.replace('south:', '"2nd Corps":')).problems).toEqual([]);
  });

  it('refuses a side named as a group the loss metrics are also written for, whose metrics it would share', () => {
    for (const name of GROUP_NAMES) {
      const { problems } = read(PLAIN.replace('south:', `${name}:`));
      expect(problems).toEqual([
        `sides.${name}: expected a side name other than attacker, defender, winner and loser: the loss metrics are also written for those groups (killed and wounded: ${name}, ...), and a side of that name would share their names; give another, e.g. "South"`,
      ]);
    }
    // the names are the groups the engagement's metrics are written for, and only those
    expect(GROUP_NAMES).toEqual([...ROLES, ...RESULTS]);
    // another case is another name
    expect(read(PLAIN.replace('south:', 'Winner:')).problems).toEqual([]);
  });

  it('refuses repeaters or an order on a battery: it has neither, and repeaters would add +4 to its formation (§5.4)', () => {
    const { problems } = read(
      PLAIN.replace(
        '{grade: average, sector: 0}',
        '{grade: average, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0, repeaters: true, order: open}',
      ),
    );
    expect(problems).toEqual([
      'sides.south.divisions[0].units[1].order: expected only on infantry or cavalry, not on a battery (arm: artillery), got "open"',
      'sides.south.divisions[0].units[1].repeaters: expected only on infantry or cavalry, not on a battery (arm: artillery), got true',
    ]);
  });

  it('refuses a blank side name, or one with spaces at an end: its metrics (men lost: X) would end in nothing or hide a space', () => {
    for (const name of ['""', '" "', '" South"']) {
      const { problems } = read(PLAIN.replace('south:', `${name}:`));
      expect(problems).toEqual([
        `sides.${JSON.parse(name)}: expected a side name of letters or words, without spaces at either end (it ends each side's metric names: men lost: Union), got ${name}`,
      ]);
    }
  });

  it('says the front and the sides are required when they are left out, not only that a list was expected', () => {
    expect(read('turns: 2\n').problems).toEqual([
      'sides: required; expected a mapping of the two sides by name',
      `sectors: required; expected a list of 1 to 16 sectors (the front, left to right)`,
    ]);
  });

  it('wants exactly two sides', () => {
    expect(read('sectors: [{}]\nsides: {a: {divisions: []}}').problems).toContain(
      'sides: expected exactly two sides, got 1',
    );
  });

  it('says a side a sweep names that the file has not is not one of its two sides, at the sweep line (exit 2)', async () => {
    expect(
      await refusedRun(
        'name: x\nsim: engagement\nsituationFile: experiments/situations/engagement-brigade.yaml\ntrials: 100\nseed: 1\nsweep:\n  sides.North.doctrine.assault: [general, allOut]\n',
      ),
    ).toBe(
      'warbench: x.yaml:7: experiments/situations/engagement-brigade.yaml: sides.North: expected one of the sides Union, Confederate (an engagement has exactly two), got North\n',
    );
  });
});
