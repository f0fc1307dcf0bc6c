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
  division: [300, 'ebe321e785ac3414'],
  corps: [200, 'f76097e82de04b5a'],
  'division-day': [100, 'c2751b13db5d9d73'],
  'division-day-open': [100, '65b0e8ba9e03fe80'],
  'division-day-works': [100, '483c0d915b21f02b'],
};

/** The division's digest (150 trials) under each reading other than the default, by switch and reading. */
const READINGS: Record<string, string> = {
  'naturalRollMoraleHits=onlyIfLostModified': '99faee17f01657da',
  'mixedAssaultBonus=extraMAndP': 'f0d0d5afb9ae75f9',
  'mixedAssaultBonus=none': 'f0d0d5afb9ae75f9',
  'mixedAssaultWin=winWin': 'f0d0d5afb9ae75f9',
  'followUpBonus=keep': 'f0d0d5afb9ae75f9',
  'winWinRollAgain=decidedWin': 'f0d0d5afb9ae75f9',
  'routDisorder=one': 'f0d0d5afb9ae75f9',
  'chartMoraleHits=naturalLoser': 'd1c1dc740934d7a3',
  'moraleHitModifier=flat': '85abed0207256a80',
  'moraleHitModifier=steep': '5ddd621d137702d4',
  'grades=four': 'e98ac6096c0c2e21',
  'rallyArithmetic=asPrinted': 'b36adf2fd1ed7643',
  'extraDemoralized=beyondFirst': 'a0a5010bcf0a204e',
  'rallyLossStep=perTenth': '9074b8870f20c292',
  'artilleryRowEnd=noEffect': '97d4d7a93c096275',
  'artilleryRowSteps=stepByStep': 'f0d0d5afb9ae75f9',
  'jointBatteryFire=beyondFirst': '3463fc7be4e99f8f',
  'jointBatteryGroup=unlimited': 'f0d0d5afb9ae75f9',
  'batteryAssaultDamage=eachBattery': 'f0d0d5afb9ae75f9',
  'moraleHitShare=overHalf': 'f0d0d5afb9ae75f9',
  'panic4Test=assaultPhase': 'f0d0d5afb9ae75f9',
  'skirmishBlockGrade=attacker': 'f0d0d5afb9ae75f9',
  'artilleryTargetPriority=infantryFirst': '9dd3be4a2022ad2a',
  'retreatDisorder=attackerOnly': 'f0d0d5afb9ae75f9',
  'rallyLosses=baseHits': '53d1606f0f0ec976',
  'forcedMoveMatch=allForcedMoves': 'f0d0d5afb9ae75f9',
  'chargeDisorder=twice': '4420a063aba8bdef',
  'basesLostCount=baseHits': 'f0d0d5afb9ae75f9',
  'panicLossLevels=everyLevel': 'f0d0d5afb9ae75f9',
  'carryPosition=withinMove': 'c4273878e6380a3c',
  'divisionalPanicBatteries=moveOnly': 'ddd379041c4b7418',
  'fireThroughFriends=allowed': '509747ccb3706d97',
  'markersBesideBattery=mask': '214fc6347aad0326',
  'skirmishTargets=brigades': 'd224c17cafb715e8',
  'panickedDivisionOrders=defendToEnd': 'f0d0d5afb9ae75f9',
  'assaultOrder=allBases': 'f0d0d5afb9ae75f9',
  'rallyFallenLeaderDistance=ignored': 'f0d0d5afb9ae75f9',
  'panicAverageGrade=byUnit': 'f0d0d5afb9ae75f9',
  'unshakenDivision=noMoraleHits': 'f0d0d5afb9ae75f9',
  'destroyedInAssaultTest=p4Only': 'f0d0d5afb9ae75f9',
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
