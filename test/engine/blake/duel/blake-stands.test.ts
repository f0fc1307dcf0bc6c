import { describe, expect, it } from 'vitest';
import { CG_FIGHTS, CG_FLEES, CG_NO_ADVANCE, groupMorale, makeStands } from '../../../../src/engine/blake/duel/blake-stands.ts';
import { compileSim, distOf, monteCarlo } from '../../comparison/sim-harness.ts';

const HALTED = 1, GONE = 2;
function group(states: number[]) {
  const s = makeStands(states.length, 1, 3);
  s.state.set(states);
  return s;
}

describe('Blake COMMAND GROUP MORALE', () => {
  it('"When the majority of the original number of stands within a CG have \'halted\' or been destroyed that CG\'s morale fails and none of its stands will advance on the enemy"', () => {
    expect(groupMorale(group([0, 0, HALTED, GONE]))).toBe(CG_FIGHTS);
    expect(groupMorale(group([0, HALTED, HALTED, GONE]))).toBe(CG_NO_ADVANCE);
    expect(groupMorale(group([0, GONE, GONE]))).toBe(CG_NO_ADVANCE);
  });

  it('"When all the remaining stands of a CG have been reduced to a \'halted\' condition all stands of the CG flee the field"', () => {
    expect(groupMorale(group([HALTED, HALTED, GONE]))).toBe(CG_FLEES);
    expect(groupMorale(group([GONE, GONE]))).toBe(CG_FLEES);
  });

  it('in the duel a defender gives up the position only by fleeing: attacker takes the position exactly when the defender breaks', () => {
    for (const cover of ['none', 'heavy']) {
      const c = compileSim('duel', `system: blake\nattacker: {men: 2000, quality: average, formation: column}\ndefender: {men: 2000, quality: average, formation: line, cover: ${cover}}\nmaxRounds: 8`);
      const p = monteCarlo('duel', c, 4000, 11);
      const decision = distOf(c, p, 'decision');
      expect(decision.attacker_takes_position, cover).toBeCloseTo(distOf(c, p, 'defender_breaks').yes, 12);
      expect(decision.attacker_takes_position).toBeGreaterThan(0);
    }
  });
});
