import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { allowedActions } from '../../../src/engine/republic/maneuver/maneuver.ts';
import type { Grade } from '../../../src/engine/republic/rules/grades.ts';
import { MANEUVER_ACTIONS } from '../../../src/engine/republic/rules/maneuver.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileText, exactOf, rules } from '../republic/compile-situation.ts';

/**
 * One unit a side, one game turn, no artillery and no skirmishers: the only
 * assault is the attacker's, fought whenever its maneuver roll allows Assault
 * (§3.2). So each of the engagement's per-side losses is that chance times
 * the exact assault's expectation. The attacker's division leader is
 * energetic and with his brigade (+1 for his class and +2 within 2" on the
 * maneuver roll, and the §5.4 +1 of an E leader within 2"); the defender's
 * is cautious (no §5.4 bonus).
 */
const CASES: Array<[string, string, string, string]> = [
  [
    'general assault, veteran on average in medium cover',
    'general',
    '{gap: 4, cover: {Confederate: medium}}',
    'assault: general\nattacker: {grade: veteran, bases: 6, leaders: {energetic: 1}}\ndefender: {grade: average, bases: 5, cover: medium}',
  ],
  [
    'all-out assault, green on green (closing from 4" to 2")',
    'allOut',
    '{gap: 4}',
    'assault: allOut\nattacker: {grade: green, bases: 5, leaders: {energetic: 1}}\ndefender: {grade: green, bases: 6}',
  ],
];

const grades = (yaml: string) => [...yaml.matchAll(/grade: (\w+)/g)].map((m) => m[1]);
const bases = (yaml: string) => [...yaml.matchAll(/bases: (\d+)/g)].map((m) => m[1]);

describe('an engagement of one unit a side and one turn, no artillery', () => {
  it.each(CASES)(
    'agrees with the exact assault, each loss within 4 standard errors (fixed seed): %s',
    (_, doctrine, sector, assaultYaml) => {
      const [ga, gd] = grades(assaultYaml);
      const [ba, bd] = bases(assaultYaml);
      const engagement = compileText(
        'engagement',
        `
turns: 1
stop: never
sectors: [${sector}]
sides:
  Union:
    doctrine: {assault: ${doctrine}}
    divisions: [{leader: {class: energetic}, units: [{grade: ${ga}, bases: ${ba}, sector: 0}]}]
  Confederate:
    doctrine: {assault: never}
    divisions: [{leader: {class: cautious}, units: [{grade: ${gd}, bases: ${bd}, sector: 0}]}]
`,
      );
      const assault = compileText('assault', assaultYaml);
      const exact = exactOf('assault', assault);
      const ex = (name: string) => exact[assault.layout.meanOffset[name]];
      // the chance the maneuver roll allows Assault: 1D10 + 1 (energetic commander) + 2 (energetic leader within 2") against the grade's column
      const energetic =
        rules.maneuver.modifiers.energeticDivisionCommander.value +
        rules.maneuver.modifiers.energeticLeaderWithin2.value;
      let allowed = 0;
      for (let die = 1; die <= 10; die++)
        if (
          allowedActions(rules, ga as Grade, die + energetic, {}) &
          (1 << MANEUVER_ACTIONS.indexOf('assault'))
        )
          allowed++;
      const q = allowed / 10;
      expect(q).toBeGreaterThan(0);

      // trial by trial, so each loss has its own sample standard error
      const m = engagement.layout.meanOffset;
      const men = 275;
      const per = {
        'B hits: Union': (a: Float64Array) =>
          a[m['men lost: Union']] / men - a[m['prisoners: Union']] - a[m['deserters: Union']],
        'B hits: Confederate': (a: Float64Array) =>
          a[m['men lost: Confederate']] / men -
          a[m['prisoners: Confederate']] -
          a[m['deserters: Confederate']],
        'prisoners: Union': (a: Float64Array) => a[m['prisoners: Union']],
        'prisoners: Confederate': (a: Float64Array) => a[m['prisoners: Confederate']],
        'assault fought': (a: Float64Array) => a[m['rule: §5 assault fought']],
      };
      const expected: Record<keyof typeof per, number> = {
        'B hits: Union': q * ex('attacker_b_hits'),
        'B hits: Confederate': q * ex('defender_b_hits'),
        'prisoners: Union': q * ex('attacker_prisoners'),
        'prisoners: Confederate': q * ex('defender_prisoners'),
        'assault fought': q,
      };
      const trials = 20_000;
      const rng = chunkStream(21, 0, 0);
      const acc = new Float64Array(engagement.layout.size);
      const sum: Record<string, number> = {};
      const sq: Record<string, number> = {};
      for (let t = 0; t < trials; t++) {
        acc.fill(0);
        SIMS.engagement.kernel(rng, engagement, 1, acc);
        for (const [k, f] of Object.entries(per)) {
          const v = f(acc);
          sum[k] = (sum[k] ?? 0) + v;
          sq[k] = (sq[k] ?? 0) + v * v;
        }
      }
      for (const k of Object.keys(per) as Array<keyof typeof per>) {
        const mean = sum[k] / trials;
        const se = Math.sqrt(Math.max(sq[k] / trials - mean * mean, 1e-12) / trials);
        expect({ k, z: Math.abs(mean - expected[k]) / se < 4 }).toEqual({ k, z: true });
      }
      // the assault does cost both sides something, so the comparison can fail
      expect(ex('attacker_b_hits') + ex('attacker_prisoners')).toBeGreaterThan(0.01);
      expect(ex('defender_b_hits') + ex('defender_prisoners')).toBeGreaterThan(0.01);
    },
  );
});
