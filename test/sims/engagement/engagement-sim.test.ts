import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { allowedActions } from '../../../src/engine/republic/maneuver/maneuver.ts';
import { MANEUVER_ACTIONS } from '../../../src/engine/republic/rules/maneuver.ts';
import type { EngagementCompiled } from '../../../src/sims/engagement/engagement-sim.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileText, monteCarlo, rules } from '../republic/compile-situation.ts';
import { RESERVE } from '../../engagement/turn/field.ts';

const sim = SIMS.engagement;
const shipped = (name: string) => readFileSync(`experiments/situations/engagement-${name}.yaml`, 'utf8');

function tallies(yaml: string, calls: number[], seed = 5): Float64Array {
  const c = compileText('engagement', yaml);
  const acc = new Float64Array(c.layout.size);
  const rng = chunkStream(seed, 0, 0);
  for (const n of calls) sim.kernel(rng, c, n, acc);
  return acc;
}

describe('the engagement sim', () => {
  it.each(['brigade', 'division', 'corps'])(
    '%s: the same stream gives the same tallies however the trials are split into calls, and on a fresh compile',
    (name) => {
      const one = tallies(shipped(name), [300]);
      expect(tallies(shipped(name), [120, 180])).toEqual(one);
      expect(tallies(shipped(name), [300])).toEqual(one);
    },
  );

  it.each(['brigade', 'division', 'corps'])(
    '%s: every distribution sums to the trials; the battle time is 40 minutes a game turn',
    (name) => {
      const c = compileText('engagement', shipped(name));
      const p = monteCarlo('engagement', c, 400);
      for (const d of c.layout.distributions) {
        const at = c.layout.distOffset[d.name];
        expect(d.outcomes.reduce((s, _, i) => s + p[at + i], 0)).toBeCloseTo(1, 12);
      }
      expect(p[c.layout.meanOffset.minutes]).toBeCloseTo(40 * p[c.layout.meanOffset['game turns']], 9);
    },
  );

  it('reads its doctrine and tallies in words for the report: no internal ids', () => {
    const c = compileText('engagement', shipped('brigade'));
    const reading = sim.describe!(c);
    expect(reading['doctrine: Union']).toBe(
      'assault: all out, assault up to: rattled, breakthrough: pursue, second line: reinforce, support bases: 0, support move: D, pull back at: never',
    );
    const titles = [...c.layout.distributions, ...c.layout.means].map(
      (m) => `${m.title} ${m.definition ?? ''}`,
    );
    expect(titles.filter((t) => /\b[a-z]+[A-Z]/.test(t))).toEqual([]);
  });

  it('corps: turn by turn, men lost and divisions broken never fall, and the last turn holds the final count, trial by trial', () => {
    const c = compileText('engagement', shipped('corps')) as EngagementCompiled;
    const t = c.engagement.s.turns;
    const rng = chunkStream(3, 0, 0);
    const acc = new Float64Array(c.layout.size);
    const m = c.layout.meanOffset;
    for (let trial = 0; trial < 300; trial++) {
      acc.fill(0);
      sim.kernel(rng, c, 1, acc);
      for (const side of ['North', 'South']) {
        for (const series of ['men lost by turn', 'divisions broken by turn']) {
          const course = Array.from({ length: t }, (_, i) => acc[m[`${series} ${i + 1}: ${side}`]]);
          for (let i = 1; i < t; i++) expect(course[i]).toBeGreaterThanOrEqual(course[i - 1]);
        }
        expect(acc[m[`men lost by turn ${t}: ${side}`]]).toBe(acc[m[`men lost: ${side}`]]);
      }
      const f = c.field;
      c.engagement.sideDivisions.forEach((ds, side) => {
        expect(acc[m[`divisions broken by turn ${t}: ${['North', 'South'][side]}`]]).toBe(
          ds.filter((d) => f.brokenTurn[d] > 0).length,
        );
      });
    }
  });

  it('with stop: never every game turn is played', () => {
    const c = compileText(
      'engagement',
      shipped('corps').replace('sideBreaksAt: 0.5', 'sideBreaksAt: 0.5\nstop: never'),
    );
    const p = monteCarlo('engagement', c, 200);
    expect(p[c.layout.meanOffset['game turns']]).toBe(8);
  });

  it('one brigade a side 4" apart, all-out doctrine: it closes to 2" and assaults exactly when its maneuver roll allows Assault (§3.2; else it stays beyond 2" and no follow-up is due), seeded Monte Carlo within 4 standard errors', () => {
    const yaml = `
turns: 1
stop: never
sectors: [{gap: 4}]
sides:
  Union:
    doctrine: {assault: allOut}
    divisions: [{leader: {class: energetic}, units: [{grade: veteran, sector: 0}]}]
  Confederate:
    doctrine: {assault: never}
    divisions: [{units: [{grade: average, sector: 0}]}]
`;
    const c = compileText('engagement', yaml);
    const trials = 20_000;
    const p = monteCarlo('engagement', c, trials);
    // §3.2: +1 for an energetic division commander, +2 for an energetic leader within 2" (he is with his brigade)
    const energetic =
      rules.maneuver.modifiers.energeticDivisionCommander.value +
      rules.maneuver.modifiers.energeticLeaderWithin2.value;
    let allowed = 0;
    for (let die = 1; die <= 10; die++)
      if (allowedActions(rules, 'veteran', die + energetic, {}) & (1 << MANEUVER_ACTIONS.indexOf('assault')))
        allowed++;
    const exact = allowed / 10;
    expect(p[c.layout.meanOffset['rule: §3.2 maneuver roll']]).toBe(1);
    const se = Math.sqrt((exact * (1 - exact)) / trials);
    expect(Math.abs(p[c.layout.meanOffset['rule: §5 assault fought']] - exact)).toBeLessThan(4 * se + 1e-12);
  });

  it('refuses a bad situation with its field named', () => {
    expect(() =>
      compileText(
        'engagement',
        'sectors: [{}]\nsides: {a: {divisions: [{units: [{grade: elite, sector: 0}]}]}, b: {divisions: [{units: [{grade: green, sector: 0}]}]}}',
      ),
    ).toThrow(/sides\.a\.divisions\[0\]\.units\[0\]\.grade/);
  });

  // §6.1 "cross-index the average troop grade of the testing division": switch panicGradeBatteries
  it('a division of batteries alone: run under counted, refused under leftOut, whose average grade has no unit to read', () => {
    const c = (compileText('engagement', RESERVE) as EngagementCompiled).engagement;
    expect(c.divisionGraded.map((u) => Array.from(u))).toEqual([[0], [1], [2]]);
    expect(() => compileText('engagement', RESERVE, { panicGradeBatteries: 'leftOut' })).toThrow(
      "sides.north.divisions[1].units: expected at least one infantry or cavalry unit in the division under switch panicGradeBatteries: leftOut, whose §6.1 average grade leaves batteries out, so a division of batteries alone has no grade to test at; under counted (the default) a division of batteries alone tests at its batteries' grade",
    );
  });

  // §4.3 Joint Battery Fire: "one range column to the left for each participating base"; switch jointBatteryGroup
  it('an artillery unit of six batteries: refused at its bases under fourBases, fought under unlimited', () => {
    const six =
      'sectors: [{gap: 8}]\nsides:\n  a: {divisions: [{units: [{grade: veteran, sector: 0}]}, {units: [{grade: average, sector: 0}, {arm: artillery, grade: veteran, battery: heavyRifle, bases: 6, sector: 0}]}]}\n  b: {divisions: [{units: [{grade: green, sector: 0}]}]}';
    expect(() => compileText('engagement', six)).toThrow(
      /sides\.a\.divisions\[1\]\.units\[1\]\.bases: expected at most 4 batteries/,
    );
    const c = compileText('engagement', six, { jointBatteryGroup: 'unlimited' });
    expect(
      monteCarlo('engagement', c, 200)[c.layout.meanOffset['rule: §4.2 artillery fire']],
    ).toBeGreaterThan(0);
  });
});
