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
// rattledMarkers stayOut (§2.3 "Rattled - Unit may not change formation or deploy skirmishers"; §1.4 "The
// deployment or recall of skirmish markers is not considered a formation change"): a Rattled or worse brigade's markers
// stay out, fire, block and mask (division and the day-long divisions moved; rattledMarkers=withdrawn giving the digest
// the default had before it), and with §4.1 Defend a screen blocks only markers "within 5" of it" (no digest moved).
// Before that: §3.3 and §5.5 pass-through, units level when the turn began stand side by side however far one
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
  division: [300, '162e1eca2ed8b531'],
  corps: [200, '4cfb7e9e8930df28'],
  'division-day': [100, '7ec867d36ee555f4'],
  'division-day-open': [100, 'd9d0d522d3cca8c8'],
  'division-day-works': [100, '318a5cad36c63acf'],
};

/** The division's digest (150 trials) under each reading other than the default, by switch and reading. */
const READINGS: Record<string, string> = {
  'naturalRollMoraleHits=onlyIfLostModified': '2f0f56969750f221',
  'mixedAssaultBonus=extraMAndP': '6c8a672766a6e248',
  'mixedAssaultBonus=none': '6c8a672766a6e248',
  'mixedAssaultWin=winWin': '6c8a672766a6e248',
  'followUpBonus=keep': '6c8a672766a6e248',
  'winWinRollAgain=decidedWin': '6c8a672766a6e248',
  'routDisorder=one': '6c8a672766a6e248',
  'chartMoraleHits=naturalLoser': '4420dae2eb07ff43',
  'moraleHitModifier=flat': '5880d2be118968f4',
  'moraleHitModifier=steep': 'a80998b460e87851',
  'grades=four': 'd30337503a54045c',
  'rallyArithmetic=asPrinted': '0d9d20b417962b4d',
  'extraDemoralized=beyondFirst': '9c882f4d0d474d11',
  'rallyLossStep=perTenth': '04fe131d6fc094bc',
  'artilleryRowEnd=noEffect': 'c71800888ad9a5f8',
  'artilleryRowSteps=stepByStep': '6c8a672766a6e248',
  'jointBatteryFire=beyondFirst': '28744e4ebd79023a',
  'jointBatteryGroup=unlimited': '6c8a672766a6e248',
  'batteryAssaultDamage=eachBattery': '6c8a672766a6e248',
  'moraleHitShare=overHalf': '6c8a672766a6e248',
  'panic4Test=assaultPhase': '6c8a672766a6e248',
  'skirmishBlockGrade=attacker': '6c8a672766a6e248',
  'artilleryTargetPriority=infantryFirst': 'd96365199bb40895',
  'retreatDisorder=attackerOnly': '699cfb553fafb03c',
  'rallyLosses=baseHits': '8b913b93cb74deff',
  'forcedMoveMatch=allForcedMoves': '6c8a672766a6e248',
  'chargeDisorder=twice': '5cf64b0c7564f86e',
  'basesLostCount=baseHits': '6c8a672766a6e248',
  'panicLossLevels=everyLevel': '6c8a672766a6e248',
  'carryPosition=withinMove': '2cffa069775f49d6',
  'divisionalPanicBatteries=moveOnly': 'd1936c6cbae8d99d',
  'fireThroughFriends=allowed': '88c83098c7592976',
  'markersBesideBattery=mask': '45c6a67123cecfeb',
  'skirmishTargets=brigades': '5d7b5263613369bb',
  'panickedDivisionOrders=defendToEnd': '6c8a672766a6e248',
  'assaultOrder=allBases': '6c8a672766a6e248',
  'rallyFallenLeaderDistance=ignored': '6c8a672766a6e248',
  'panicAverageGrade=byUnit': '6c8a672766a6e248',
  'unshakenDivision=noMoraleHits': '6c8a672766a6e248',
  'horsDeCombatReach=endOfPhase': '807669c9cc0d609d',
  'mustBreakthroughDisorder=always': '6c8a672766a6e248',
  'routedBatteryLoss=pooled': '6c8a672766a6e248',
  'destroyedInAssaultTest=p4Only': '6c8a672766a6e248',
  'rattledMarkers=withdrawn': '693bb5593b2c8b54',
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
