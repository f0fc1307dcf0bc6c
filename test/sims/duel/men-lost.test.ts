import { describe, expect, it } from 'vitest';
import { O_ATT_LOST, O_DEF_LOST, O_ROUNDS } from '../../../src/engine/duel/duel-engine.ts';
import { menLost } from '../../../src/engine/duel/men-lost.ts';
import type { DuelCompiled } from '../../../src/sims/duel/duel-sim.ts';
import { compileSim, monteCarlo } from '../../engine/comparison/sim-harness.ts';

const assault = (system: string, att: number, def: number) =>
  `system: ${system}\nattacker: {men: ${att}, formation: column}\ndefender: {men: ${def}}\nminutes: 320\n`;

/** The duel's tallies of one trial in which the attacker loses `att` and the defender `def` loss units. */
function lossesOf(c: DuelCompiled, att: number, def: number) {
  const run = c.engine.run;
  c.engine.run = (_rng, out) => {
    out.fill(0);
    out[O_ATT_LOST] = att;
    out[O_DEF_LOST] = def;
    out[O_ROUNDS] = 1;
  };
  const p = monteCarlo('duel', c, 1, 1);
  c.engine.run = run;
  const at = (n: string) => p[c.layout.meanOffset[n]];
  return {
    attMen: at('attacker_men_lost'),
    defMen: at('defender_men_lost'),
    attFraction: at('attacker_loss_fraction'),
    defFraction: at('defender_loss_fraction'),
  };
}

describe("men lost: a force's last, partial loss unit stands for only the men it holds (mapping partialUnit: lastLost)", () => {
  it('a 250-man Republic force is one base: lost whole, it has lost its 250 men, not the 275 of a full base (§1.1)', () => {
    const c = compileSim('duel', assault('republic', 250, 2000)) as DuelCompiled;
    expect([c.engine.attTotal, c.engine.defTotal]).toEqual([1, 7]);
    // before: 275 men lost of 250 engaged; the defender's 7 bases of 2,000 men were 1,925
    expect(lossesOf(c, 1, 7)).toEqual({ attMen: 250, defMen: 2000, attFraction: 1, defFraction: 1 });
    // six of the defender's bases at 275 men each (§1.1); the seventh holds the 350 left
    expect(lossesOf(c, 0, 6)).toEqual({ attMen: 0, defMen: 1650, attFraction: 0, defFraction: 1650 / 2000 });
  });

  it('a 400-man Republic force rounds down to one base, and that base holds all 400 men', () => {
    const c = compileSim('duel', assault('republic', 400, 400)) as DuelCompiled;
    expect(lossesOf(c, 1, 0)).toEqual({ attMen: 400, defMen: 0, attFraction: 1, defFraction: 0 });
  });

  it('Blake: 370 men are 2 stands of six figures (12 figures of 40 men): 11 figures lost are the 370 men, not 440', () => {
    const c = compileSim('duel', assault('blake', 370, 2000)) as DuelCompiled;
    expect(c.engine.attTotal).toBe(12);
    expect(lossesOf(c, 9, 0).attMen).toBe(360);
    expect(lossesOf(c, 10, 0).attMen).toBe(370);
    expect(lossesOf(c, 11, 0)).toEqual({ attMen: 370, defMen: 0, attFraction: 1, defFraction: 0 });
  });

  it('in every system counted in men, no count of loss units lost is more men than engaged, and a force lost whole is all its men', () => {
    for (const system of ['republic', 'blake', 'blue-and-gray', 'half-a-league'])
      for (const men of [250, 370, 610, 1050, 2000, 2150]) {
        const c = compileSim('duel', assault(system, men, men)) as DuelCompiled;
        const total = c.engine.attTotal;
        let before = 0;
        for (let k = 0; k <= total; k++) {
          const { attMen, defMen, attFraction } = lossesOf(c, k, k);
          expect(attMen, `${system} ${men} men, ${k} of ${total} lost`).toBeLessThanOrEqual(men);
          expect(attMen).toBeGreaterThanOrEqual(before);
          expect(defMen).toBe(attMen);
          expect(attFraction).toBeCloseTo(attMen / men, 12);
          before = attMen;
        }
        expect(before, `${system} ${men} men lost whole`).toBe(men);
      }
  });

  it('spread gives every unit an equal share of the men; lastLost gives each its full men until they run out', () => {
    expect([0, 1, 2, 3].map((k) => menLost(k, 3, 275, 687, false))).toEqual([0, 275, 550, 687]);
    expect([0, 1, 2, 3].map((k) => menLost(k, 3, 275, 687, true))).toEqual([0, 229, 458, 687]);
    // more units than the men fill (Blake's figures rounded up to whole stands)
    expect([10, 11, 12].map((k) => menLost(k, 12, 40, 370, false))).toEqual([370, 370, 370]);
    const c = compileSim('duel', assault('republic', 687, 687)) as DuelCompiled;
    // 687 men round to 2 bases: one lost is 275 men by lastLost, half the men by spread
    expect(lossesOf(c, 1, 2)).toEqual({ attMen: 275, defMen: 687, attFraction: 275 / 687, defFraction: 1 });
    c.spread = 1;
    expect(lossesOf(c, 1, 2)).toEqual({ attMen: 343.5, defMen: 687, attFraction: 0.5, defFraction: 1 });
  });
});
