import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../../src/engine/dice/stream.ts';
import { Problems } from '../../../../src/engine/input/problems.ts';
import { parseYaml } from '../../../../src/engine/input/parse-yaml.ts';
import { assaultRoundSim, assaultSim } from '../../../../src/sims/republic/assault/assault-sim.ts';
import { DECISIONS } from '../../../../src/engine/republic/assault/assault-state.ts';
import { resolveSwitches } from '../../../../src/engine/ruleset/switches.ts';
import { republic } from '../../../helpers/republic.ts';

const SWITCHES = {
  naturalRollMoraleHits: 'loserAlways',
  mixedAssaultBonus: 'extraM',
  moraleHitModifier: 'byState',
  grades: 'five',
};

function compile(sim: typeof assaultSim, yaml: string) {
  return sim.compile(republic, parseYaml(yaml, 'test.yaml', new Problems()), SWITCHES);
}

const VET_VS_AVG = `assault: allOut\nattacker: {grade: veteran}\ndefender: {grade: average}`;
/** Batteries, a stalled attacker that charged in, a trapped defender: every new branch of the round. */
const WITH_GUNS = `assault: allOut
attacker: {grade: green, movementLeft: false, chargeMovement: true}
defender:
  canRetreat: false
  units:
    - {bases: 3, grade: green, morale: rattled}
    - {arm: artillery, bases: 2, grade: green, damage: 1}`;

/** A brigade with a battery beside it: a rout abandons the battery, a unit destroyed (§1.3, §5.5). */
const BESIDE_GUN = `assault: allOut
maxRounds: 12
attacker: {arm: infantry, bases: 8, grade: veteran}
defender:
  units:
    - {bases: 4, grade: untrained}
    - {arm: artillery, bases: 1, grade: untrained}`;

describe('exact assault odds', () => {
  it('one round: the Roll again band (+1, 0, -1 with a +1 edge) is 27 of the 100 die pairs', () => {
    const c = compile(assaultRoundSim, VET_VS_AVG);
    const ex = assaultRoundSim.exact!(c);
    const unresolved = ex.perTrial[c.layout.distOffset.decision + DECISIONS.indexOf('unresolved')];
    expect(unresolved).toBeCloseTo(0.27, 12);
    expect(ex.leftover).toBeCloseTo(0.27, 12);
  });

  it('every distribution of the whole assault sums to one', () => {
    for (const yaml of [VET_VS_AVG, WITH_GUNS]) {
      const c = compile(assaultSim, yaml);
      const ex = assaultSim.exact!(c);
      for (const d of c.layout.distributions) {
        const at = c.layout.distOffset[d.name];
        const sum = d.outcomes.reduce((s, _, i) => s + ex.perTrial[at + i], 0);
        expect(sum).toBeCloseTo(1, 12);
      }
      expect(ex.leftover).toBeLessThan(1e-6);
    }
  });

  it('the winner is the sum of its decisions: attacker = carry ... surrenders, defender = break off, repulsed, attacker surrenders, neither = both retire or surrender, both hold = a stalled break-off', () => {
    const c = compile(assaultSim, VET_VS_AVG);
    const p = assaultSim.exact!(c).perTrial;
    const dec = (name: string) =>
      p[
        c.layout.distOffset.decision +
          c.layout.distributions.find((d) => d.name === 'decision')!.outcomes.indexOf(name)
      ];
    const win = c.layout.distOffset.winner;
    const attackerDecisions = [
      'carry',
      'drive_away',
      'breakthrough_may',
      'breakthrough_must',
      'overrun',
      'stalled',
      'defender_destroyed',
      'defender_surrenders',
    ];
    expect(p[win]).toBeCloseTo(
      attackerDecisions.reduce((s, d) => s + dec(d), 0),
      12,
    );
    expect(p[win + 1]).toBeCloseTo(dec('break_off') + dec('repulsed') + dec('attacker_surrenders'), 12);
    expect(p[win + 2]).toBeCloseTo(dec('both_retire') + dec('both_surrender'), 12);
    expect(p[win + 3]).toBeCloseTo(dec('break_off_stalled'), 12);
    expect(p[win] + p[win + 1] + p[win + 2] + p[win + 3] + p[win + 4]).toBeCloseTo(1, 12);
  });

  // §5.5: "If a unit is completely destroyed during the course of the assault phase, the parent division must
  // still check for panic"; "Artillery batteries required to rout are abandoned (captured/lost)"
  it('a battery abandoned on a rout is a unit destroyed: its division tests (destroyedInAssaultTest test), or only on a Panic 4 (p4Only)', () => {
    const figures = (switches: Record<string, string>) => {
      // every switch at the ruleset's default but those given, as `warbench odds` reads them
      const given = resolveSwitches(republic.source.switches, switches);
      const c = assaultSim.compile(republic, parseYaml(BESIDE_GUN, 'test.yaml', new Problems()), given);
      const p = assaultSim.exact!(c).perTrial;
      const o = c.layout.distOffset;
      return {
        rout: p[o.defender_response + 5],
        panic4: p[o.panic4 + 2],
        test: p[o.division_test + 2],
        batteriesLost: p[c.layout.meanOffset.defender_batteries_lost],
      };
    };
    const test = figures({});
    expect(test.rout).toBeCloseTo(0.3293864401549425, 12);
    expect(test.batteriesLost).toBeCloseTo(0.3293864401549425, 12);
    expect(test.panic4).toBeCloseTo(0.11436297420296573, 12);
    // every rout abandons the battery; the brigade is never wiped out apart from a rout here
    expect(test.test).toBeCloseTo(0.3293864401549425, 12);
    const p4Only = figures({ destroyedInAssaultTest: 'p4Only' });
    expect(p4Only.test).toBeCloseTo(0.11436297420296573, 12);
  });

  it('Monte Carlo agrees with the exact odds within 4 standard errors (seed 7, 200k trials)', () => {
    for (const yaml of [
      VET_VS_AVG,
      `attacker: {arm: cavalry, grade: green, bases: 4}\ndefender: {grade: crack, cover: medium, morale: shaken}`,
      WITH_GUNS,
      BESIDE_GUN,
    ]) {
      const c = compile(assaultSim, yaml);
      const ex = assaultSim.exact!(c).perTrial;
      const n = 200_000;
      const acc = new Float64Array(c.layout.size);
      assaultSim.kernel(chunkStream(7, 0, 0), c, n, acc);
      for (const d of c.layout.distributions) {
        const at = c.layout.distOffset[d.name];
        d.outcomes.forEach((_, i) => {
          const p = ex[at + i];
          const se = Math.sqrt(Math.max(p * (1 - p), 1e-12) / n);
          expect(Math.abs(acc[at + i] / n - p)).toBeLessThanOrEqual(4 * se + 1e-12);
        });
      }
    }
  });
});

describe('the chain kernel', () => {
  it('gives the same tallies, bit for bit, as interpreting the rules round by round and as the chain before the module', async () => {
    const { interpretingKernel } = await import('../../../../src/sims/republic/assault/assault-sim.ts');
    for (const yaml of [
      VET_VS_AVG,
      `assault: mixed\nattacker: {arm: cavalry, grade: green, bases: 4}\ndefender: {grade: crack, cover: medium, morale: shaken}`,
      WITH_GUNS,
      BESIDE_GUN,
    ]) {
      const c = compile(assaultSim, yaml);
      expect(c.run.tables).toBeDefined();
      const fast = new Float64Array(c.layout.size);
      const slow = new Float64Array(c.layout.size);
      const before = new Float64Array(c.layout.size);
      assaultSim.kernel(chunkStream(11, 2, 3), c, 50_000, fast);
      interpretingKernel(chunkStream(11, 2, 3), c, 50_000, slow);
      assaultSim.baselines!.chain(chunkStream(11, 2, 3), c, 50_000, before);
      expect(Array.from(fast)).toEqual(Array.from(slow));
      expect(Array.from(fast)).toEqual(Array.from(before));
    }
  });
});
