import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileText, ruleset } from '../republic/compile-situation.ts';

// The engagement kernel's tallies, pinned to the byte for every shipped engagement and for the division under
// each switch reading the engagement reads: a change made for speed must leave every one as it is, and a change
// to the rules moves one on purpose (a stream or rules change: update the digest with the reason in the commit).
// Last moved: §3.3 and §5.5 pass-through, units level when the turn began stand side by side however far one
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
  division: [300, 'a2af51bc375d44df'],
  corps: [200, '4cfb7e9e8930df28'],
  'division-day': [100, '8cbe5d4fa2e72222'],
  'division-day-open': [100, 'ec654f6b84a893e6'],
  'division-day-works': [100, '72e53fd7432e38d2'],
};

/** The division's digest (150 trials) under each reading other than the default, by switch and reading. */
const READINGS: Record<string, string> = {
  'naturalRollMoraleHits=onlyIfLostModified': '174d1ab8f1d4d58d',
  'mixedAssaultBonus=extraMAndP': 'dc607b5329dfac9b',
  'mixedAssaultBonus=none': 'dc607b5329dfac9b',
  'mixedAssaultWin=winWin': 'dc607b5329dfac9b',
  'followUpBonus=keep': 'dc607b5329dfac9b',
  'winWinRollAgain=decidedWin': 'dc607b5329dfac9b',
  'routDisorder=one': 'dc607b5329dfac9b',
  'chartMoraleHits=naturalLoser': 'e1fb381a557cf221',
  'moraleHitModifier=flat': '5c9f5a2c39f55589',
  'moraleHitModifier=steep': '5ae0961d10578d6b',
  'grades=four': 'a18ee523da5d271a',
  'rallyArithmetic=asPrinted': '4441584a76dcce1d',
  'extraDemoralized=beyondFirst': 'f1907252b7854dce',
  'rallyLossStep=perTenth': '102d27e3ad05543d',
  'artilleryRowEnd=noEffect': '5ad8ba17a8b6394c',
  'artilleryRowSteps=stepByStep': 'dc607b5329dfac9b',
  'jointBatteryFire=beyondFirst': '7713a495b469ac4d',
  'jointBatteryGroup=unlimited': 'dc607b5329dfac9b',
  'batteryAssaultDamage=eachBattery': 'c736bfdccd0f3f7b',
  'moraleHitShare=overHalf': 'dc607b5329dfac9b',
  'panic4Test=assaultPhase': 'dc607b5329dfac9b',
  'skirmishBlockGrade=attacker': 'dc607b5329dfac9b',
  'artilleryTargetPriority=infantryFirst': '18bfa11552a2946d',
  'retreatDisorder=attackerOnly': '254904e49a7ecaf4',
  'rallyLosses=baseHits': 'aaf11aa0ae108ac6',
  'forcedMoveMatch=allForcedMoves': '4a6c43229b5e4c85',
  'chargeDisorder=twice': 'cb460f32541f8df1',
  'basesLostCount=baseHits': 'dc607b5329dfac9b',
  'panicLossLevels=everyLevel': 'dc607b5329dfac9b',
  'carryPosition=withinMove': '716d83f76cee0870',
  'divisionalPanicBatteries=moveOnly': 'd1b38b3657f7db51',
  'fireThroughFriends=allowed': '93a29596c076f9d1',
  'markersBesideBattery=mask': '5950b3a1050f0d61',
  'skirmishTargets=brigades': '93208917966c70ff',
  'panickedDivisionOrders=defendToEnd': 'dc607b5329dfac9b',
  'assaultOrder=allBases': 'dc607b5329dfac9b',
  'rallyFallenLeaderDistance=ignored': 'dc607b5329dfac9b',
  'panicAverageGrade=byUnit': '7367033511421762',
  'unshakenDivision=noMoraleHits': 'dc607b5329dfac9b',
  'horsDeCombatReach=endOfPhase': 'f0d0d5afb9ae75f9',
  'mustBreakthroughDisorder=always': 'dc607b5329dfac9b',
  'routedBatteryLoss=pooled': 'dc607b5329dfac9b',
  'destroyedInAssaultTest=p4Only': 'dc607b5329dfac9b',
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
