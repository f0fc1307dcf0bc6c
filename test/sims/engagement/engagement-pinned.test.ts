import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileText, ruleset } from '../republic/compile-situation.ts';

// The engagement kernel's tallies, pinned to the byte for every shipped engagement and for the division under
// each switch reading the engagement reads: a change made for speed must leave every one as it is, and a change
// to the rules moves one on purpose (a stream or rules change: update the digest with the reason in the commit).
const sim = SIMS.engagement;
const shipped = (name: string) => readFileSync(`experiments/situations/engagement-${name}.yaml`, 'utf8');

/** sha256 (first 16 hex digits) of the tallies of `trials` engagements from seed 5. */
function digest(text: string, switches: Record<string, string>, trials: number): string {
  const c = compileText('engagement', text, switches);
  const acc = new Float64Array(c.layout.size);
  sim.kernel(chunkStream(5, 0, 0), c, trials, acc);
  return createHash('sha256').update(new Uint8Array(acc.buffer)).digest('hex').slice(0, 16);
}

const SITUATIONS: Record<string, [number, string]> = {
  brigade: [400, '0297804f1df21972'],
  division: [300, '7944a0024c9a24ba'],
  corps: [200, 'f76097e82de04b5a'],
  'division-day': [100, '902cc779e5413124'],
  'division-day-open': [100, '17648502bf5b3f28'],
  'division-day-works': [100, '483c0d915b21f02b'],
};

/** The division's digest (150 trials) under each reading other than the default, by switch and reading. */
const READINGS: Record<string, string> = {
  'naturalRollMoraleHits=onlyIfLostModified': '59472eba2dd25078',
  'mixedAssaultBonus=extraMAndP': 'a6d40c5c6d4850cb',
  'mixedAssaultBonus=none': 'a6d40c5c6d4850cb',
  'mixedAssaultWin=winWin': 'a6d40c5c6d4850cb',
  'followUpBonus=keep': 'a6d40c5c6d4850cb',
  'winWinRollAgain=decidedWin': 'a6d40c5c6d4850cb',
  'routDisorder=one': 'a6d40c5c6d4850cb',
  'chartMoraleHits=naturalLoser': '73d7e416ac23a4a4',
  'moraleHitModifier=flat': '85abed0207256a80',
  'moraleHitModifier=steep': 'ad79799a2d9fbe54',
  'grades=four': '1cb039b3f437cdf8',
  'rallyArithmetic=asPrinted': '7286113733e7be4b',
  'extraDemoralized=beyondFirst': '1da8a9e8f5521c3a',
  'rallyLossStep=perTenth': 'ff5cfb7918e8ee70',
  'artilleryRowEnd=noEffect': 'f0a815022cfa0b41',
  'artilleryRowSteps=stepByStep': 'a6d40c5c6d4850cb',
  'jointBatteryFire=beyondFirst': '820a7309fa24fb89',
  'jointBatteryGroup=unlimited': 'a6d40c5c6d4850cb',
  'batteryAssaultDamage=eachBattery': 'a6d40c5c6d4850cb',
  'moraleHitShare=overHalf': 'a6d40c5c6d4850cb',
  'panic4Test=assaultPhase': 'a6d40c5c6d4850cb',
  'skirmishBlockGrade=attacker': 'a6d40c5c6d4850cb',
  'artilleryTargetPriority=infantryFirst': '9dd3be4a2022ad2a',
  'retreatDisorder=attackerOnly': 'a6d40c5c6d4850cb',
  'rallyLosses=baseHits': '8daec820fb0e0845',
  'forcedMoveMatch=allForcedMoves': 'a6d40c5c6d4850cb',
  'chargeDisorder=twice': '0e1c6425da30263c',
  'basesLostCount=baseHits': 'a6d40c5c6d4850cb',
  'panicLossLevels=everyLevel': 'a6d40c5c6d4850cb',
  'carryPosition=withinMove': 'bf5ee2f32ec7992c',
  'divisionalPanicBatteries=moveOnly': 'cfde21eea9d762dd',
  'fireThroughFriends=allowed': '1dff57971471d8fd',
  'markersBesideBattery=mask': '950d28f4224b4296',
  'skirmishTargets=brigades': 'e8ab6418bb6a27d1',
  'panickedDivisionOrders=defendToEnd': 'a6d40c5c6d4850cb',
  'assaultOrder=allBases': 'a6d40c5c6d4850cb',
  'rallyFallenLeaderDistance=ignored': 'a6d40c5c6d4850cb',
  'panicAverageGrade=byUnit': 'a6d40c5c6d4850cb',
  'unshakenDivision=noMoraleHits': 'a6d40c5c6d4850cb',
  'destroyedInAssaultTest=p4Only': 'a6d40c5c6d4850cb',
};

describe('the engagement tallies, pinned', () => {
  it.each(Object.keys(SITUATIONS))('%s at the default readings', (name) => {
    const [trials, pinned] = SITUATIONS[name];
    expect(digest(shipped(name), {}, trials)).toBe(pinned);
  });
});

describe('the division engagement under every other switch reading, pinned', () => {
  const cases = ruleset.source.switches.flatMap((d) =>
    Object.keys(d.options)
      .filter((o) => o !== d.default)
      .map((o) => `${d.name}=${o}`),
  );
  it.each(cases)('%s', (reading) => {
    const [name, option] = reading.split('=');
    expect(digest(shipped('division'), { [name]: option }, 150)).toBe(READINGS[reading]);
  });
});
