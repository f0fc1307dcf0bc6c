import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileText, ruleset } from '../republic/compile-situation.ts';

// The engagement kernel's tallies, pinned to the byte for every shipped engagement and for the division under
// each switch reading the engagement reads: a change made for speed must leave every one as it is, and a change
// to the rules moves one on purpose (a stream or rules change: update the digest with the reason in the commit).
// Last moved: §4.7 "if one or more enemy skirmish markers are within 4" of the leader base": every enemy brigade's
// deployed markers count, screens too, measured from the leader's units, not only the markers that attacked his
// units in the fire phase (division, the day-long divisions and the division's readings moved). Before that:
// §3.3 and §5.5 pass-through, units level when the turn began stand side by side however far one
// advanced first (corps, division-day and division-day-open moved). Before that: §5.5 a "must" decided by a second line's assault or a follow-up goes on to the next line or to the
// limit of its assault movement, as the first assault's does (division-day moved). Before that:
// mustBreakthroughDisorder bonusUsed (§5.5 "Units which use their assault movement bonus will suffer
// one morale hit"): a "must" breakthrough stopped by a new assault inside its normal move takes no charge disorder
// (brigade and division-day moved). Before that: §5.5 a routed battery's loss number is its own abandonment, no longer also taken as prisoners from
// the brigades beside it (division-day and division-day-open moved). Before that: §3.3 stacking, units that stood
// level before the turn's forced moves no longer bump each other one move down the list (corps and the day-long
// divisions moved); horsDeCombatReach atHits (§4.7, §5.1 Step 7), horsDeCombatReach=endOfPhase giving the digest
// the default had before it.
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
  brigade: [400, 'b5a233bbcb1ae764'],
  division: [300, '31aba3bb33af5408'],
  corps: [200, '4cfb7e9e8930df28'],
  'division-day': [100, '02e94c3ab5bc7eb0'],
  'division-day-open': [100, '05cc7e3a749e4038'],
  'division-day-works': [100, '4b16e94ada4415a1'],
};

/** The division's digest (150 trials) under each reading other than the default, by switch and reading. */
const READINGS: Record<string, string> = {
  'naturalRollMoraleHits=onlyIfLostModified': '71ab02f67baf3ebd',
  'mixedAssaultBonus=extraMAndP': '693bb5593b2c8b54',
  'mixedAssaultBonus=none': '693bb5593b2c8b54',
  'mixedAssaultWin=winWin': '693bb5593b2c8b54',
  'followUpBonus=keep': '693bb5593b2c8b54',
  'winWinRollAgain=decidedWin': '693bb5593b2c8b54',
  'routDisorder=one': '693bb5593b2c8b54',
  'chartMoraleHits=naturalLoser': 'c44ff7bae5acf444',
  'moraleHitModifier=flat': 'ac8df118822ef06c',
  'moraleHitModifier=steep': '3afe14ff5b48b644',
  'grades=four': 'c685f7e5e03e0fef',
  'rallyArithmetic=asPrinted': '42ca05dc8202092d',
  'extraDemoralized=beyondFirst': 'a85e058947014933',
  'rallyLossStep=perTenth': '434d23f414edd392',
  'artilleryRowEnd=noEffect': 'c1c78a520cae85d3',
  'artilleryRowSteps=stepByStep': '693bb5593b2c8b54',
  'jointBatteryFire=beyondFirst': 'a493b81b7a094508',
  'jointBatteryGroup=unlimited': '693bb5593b2c8b54',
  'batteryAssaultDamage=eachBattery': '693bb5593b2c8b54',
  'moraleHitShare=overHalf': '693bb5593b2c8b54',
  'panic4Test=assaultPhase': '693bb5593b2c8b54',
  'skirmishBlockGrade=attacker': '693bb5593b2c8b54',
  'artilleryTargetPriority=infantryFirst': 'a743d37969a9a534',
  'retreatDisorder=attackerOnly': '693bb5593b2c8b54',
  'rallyLosses=baseHits': '911a2871c1b215fb',
  'forcedMoveMatch=allForcedMoves': 'aaa0e394c8019ffe',
  'chargeDisorder=twice': 'fa3129e6d10318f2',
  'basesLostCount=baseHits': '693bb5593b2c8b54',
  'panicLossLevels=everyLevel': '693bb5593b2c8b54',
  'carryPosition=withinMove': 'b5f3be6ae9be4f2a',
  'divisionalPanicBatteries=moveOnly': 'ca0ec9ff0629fd14',
  'fireThroughFriends=allowed': '982e3870fd13f82a',
  'markersBesideBattery=mask': '9b23989f9d12433c',
  'skirmishTargets=brigades': '1fec5d29809f6b31',
  'panickedDivisionOrders=defendToEnd': '693bb5593b2c8b54',
  'assaultOrder=allBases': '693bb5593b2c8b54',
  'rallyFallenLeaderDistance=ignored': '693bb5593b2c8b54',
  'panicAverageGrade=byUnit': 'dc4dadb24ce36c1a',
  'unshakenDivision=noMoraleHits': '693bb5593b2c8b54',
  'horsDeCombatReach=endOfPhase': 'c0e72564d3effc26',
  'mustBreakthroughDisorder=always': '693bb5593b2c8b54',
  'routedBatteryLoss=pooled': '693bb5593b2c8b54',
  'destroyedInAssaultTest=p4Only': '693bb5593b2c8b54',
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
