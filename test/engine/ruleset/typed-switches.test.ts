import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { resolveSwitches } from '../../../src/engine/ruleset/switches.ts';
import { typedSwitches } from '../../../src/engine/ruleset/typed-switches.ts';

describe('typedSwitches', () => {
  const republic = loadRuleset('republic-1.0-beta');
  const inForce = resolveSwitches(republic.source.switches, { carryPosition: 'withinMove' });

  it('reads the switches in force, each a reading of its own switch', () => {
    const switches = typedSwitches('republic', inForce);
    expect(switches).toBe(inForce);
    expect(switches.carryPosition === 'withinMove').toBe(true);
    expect(switches.grades).toBe('five');
  });

  it('does not compile a reading no ruleset.yaml declares, nor a switch none declares (tsc checks these lines)', () => {
    const switches = typedSwitches('republic', inForce);
    // @ts-expect-error: 'withinMoves' is no reading of carryPosition
    expect(switches.carryPosition === 'withinMoves').toBe(false);
    // @ts-expect-error: carryPositions is no Republic switch
    expect(switches.carryPositions).toBeUndefined();
    const hal = typedSwitches('half-a-league', {});
    // @ts-expect-error: a Republic reading is no reading of Half a League's ties
    expect(hal.ties === 'withinMove').toBe(false);
  });
});
