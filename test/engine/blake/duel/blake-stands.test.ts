import { describe, expect, it } from 'vitest';
import {
  afterLosses,
  CG_FIGHTS,
  CG_FLEES,
  CG_NO_ADVANCE,
  desert,
  figuresLost,
  groupMorale,
  makeStands,
  resetStands,
  spreadHits,
  startTurn,
} from '../../../../src/engine/blake/duel/blake-stands.ts';
import { compileSim, distOf, monteCarlo } from '../../comparison/sim-harness.ts';
import { streamFromSeed } from '../../../../src/engine/dice/stream.ts';
import { scriptedFaces } from '../../half-a-league/duel/scripted-faces.ts';

const HALTED = 1,
  GONE = 2;
function group(states: number[]) {
  const s = makeStands(states.length, 1, 3);
  s.state.set(states);
  return s;
}

describe('Blake COMMAND GROUP MORALE', () => {
  it("\"When the majority of the original number of stands within a CG have 'halted' or been destroyed that CG's morale fails and none of its stands will advance on the enemy\"", () => {
    expect(groupMorale(group([0, 0, HALTED, GONE]))).toBe(CG_FIGHTS);
    expect(groupMorale(group([0, HALTED, HALTED, GONE]))).toBe(CG_NO_ADVANCE);
    expect(groupMorale(group([0, GONE, GONE]))).toBe(CG_NO_ADVANCE);
  });

  it('"When all the remaining stands of a CG have been reduced to a \'halted\' condition all stands of the CG flee the field"', () => {
    expect(groupMorale(group([HALTED, HALTED, GONE]))).toBe(CG_FLEES);
    expect(groupMorale(group([GONE, GONE]))).toBe(CG_FLEES);
  });

  it('in the duel a defender gives up the position only by fleeing: attacker takes the position exactly when the defender breaks', () => {
    for (const cover of ['none', 'light']) {
      const c = compileSim(
        'duel',
        `system: blake\nattacker: {men: 2000, quality: veteran, formation: column}\ndefender: {men: 2000, quality: average, formation: line, cover: ${cover}}\nminutes: 320`,
      );
      const p = monteCarlo('duel', c, 4000, 11);
      const decision = distOf(c, p, 'decision');
      expect(decision.attacker_takes_position, cover).toBeCloseTo(distOf(c, p, 'defender_breaks').yes, 12);
      expect(decision.attacker_takes_position).toBeGreaterThan(0);
    }
  });
});

describe('Blake hits and losses on a command group', () => {
  it('"any casualties inflicted are shared sensibly between the stands of that command group": halted stands still take their share, fled ones none', () => {
    const s = group([HALTED, 0, GONE]);
    resetStands(s, 6);
    s.state.set([HALTED, 0, GONE]);
    spreadHits(s, 4);
    expect(Array.from(s.figs)).toEqual([4, 4, 6]);
  });

  it('a fled stand counts all its figures as lost by mapping fledStandsLost, else only the figures hit', () => {
    const s = group([0, GONE]);
    resetStands(s, 6);
    s.state.set([0, GONE]);
    s.figs.set([5, 3]);
    expect(figuresLost(s, 6, true)).toBe(1 + 6);
    expect(figuresLost(s, 6, false)).toBe(1 + 3);
  });
});

describe('Blake INDIVIDUAL STAND MORALE', () => {
  it('"When any regular stand is reduced to one figure it will halt ... Any other type of stand will halt ... when it reaches 3 figures"', () => {
    const regular = makeStands(2, 1, 0);
    const other = makeStands(2, 3, 0);
    for (const s of [regular, other]) {
      resetStands(s, 6);
      s.start.set(s.figs);
      s.figs.set([2, 1]);
      afterLosses(streamFromSeed('1'), s, false);
    }
    expect(Array.from(regular.state)).toEqual([0, HALTED]);
    other.figs.set([4, 3]);
    other.state.fill(0);
    afterLosses(streamFromSeed('1'), other, false);
    expect(Array.from(other.state)).toEqual([0, HALTED]);
  });

  it('"If a stand loses half its remaining figures in one turn to firepower or desertion [not melee] it must immediately test morale": a stand failing on 10 or less always flees after fire, never after melee', () => {
    const s = makeStands(2, 1, 10);
    resetStands(s, 6);
    startTurn(s);
    s.figs.set([3, 4]);
    afterLosses(streamFromSeed('1'), s, true);
    expect(Array.from(s.state)).toEqual([0, 0]);
    resetStands(s, 6);
    startTurn(s);
    // five hits spread a figure at a time: 3 of 6 lost is half, the test; 2 of 6 is not
    spreadHits(s, 5);
    expect(Array.from(s.figs)).toEqual([3, 4]);
    afterLosses(streamFromSeed('1'), s, true);
    expect(Array.from(s.state)).toEqual([GONE, 0]);
  });

  it('"If a stand loses half its remaining figures in one turn to firepower or desertion [not melee] it must immediately test morale": one test when the turn\'s losses first reach half, none again for a later deserter that turn', () => {
    // fails on 3 or less
    const s = makeStands(1, 1, 3);
    resetStands(s, 6);
    startTurn(s);
    spreadHits(s, 3);
    // 3 of 6 lost to fire: the test, passed on a 10
    afterLosses(scriptedFaces([10]), s, true);
    expect(Array.from(s.state)).toEqual([0]);
    // a deserter the same turn (4 of 6 lost): the half was reached and tested already, no die is rolled
    s.figs[0]--;
    s.lostToFire[0]++;
    afterLosses(scriptedFaces([]), s, true);
    expect(Array.from(s.state)).toEqual([0]);
    // the next turn a stand of 2 losing 1 tests again (a 1 fails)
    startTurn(s);
    spreadHits(s, 1);
    afterLosses(scriptedFaces([1]), s, true);
    expect(Array.from(s.state)).toEqual([GONE]);
  });

  it('DESERTION: "For each stand of equal or better quality that is in base contact and is destroyed a stand must remove one figure as a deserter ... If this loss means an immediate morale test as above so be it"', () => {
    const s = makeStands(3, 1, 10);
    resetStands(s, 6);
    s.figs.set([1, 2, 6]);
    startTurn(s);
    s.figs[0] = 0;
    afterLosses(streamFromSeed('1'), s, false);
    desert(streamFromSeed('1'), s, 0);
    // the deserter is half of the next stand's two figures: it tests and (failing on 10 or less) flees
    expect(Array.from(s.figs)).toEqual([0, 1, 6]);
    expect(Array.from(s.state)).toEqual([GONE, GONE, 0]);
  });

  it('DESERTION "For each stand ... that is in base contact and is destroyed": a stand a deserter destroys costs its neighbour a deserter in turn', () => {
    // halting at 0, never failing a test: the first stand destroyed, its deserter takes the second's one figure, whose
    // own deserter takes one of the third's six (without the chain the third keeps six)
    const s = makeStands(3, 0, 0);
    resetStands(s, 6);
    s.figs.set([1, 1, 6]);
    startTurn(s);
    s.figs[0] = 0;
    afterLosses(streamFromSeed('1'), s, false);
    desert(streamFromSeed('1'), s, 0);
    expect(Array.from(s.figs)).toEqual([0, 0, 5]);
    expect(Array.from(s.state)).toEqual([GONE, GONE, 0]);
    expect(s.destroyed).toBe(2);
  });
});
