import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileText, ruleset } from '../republic/compile-situation.ts';

// The engagement kernel's tallies, pinned to the byte for every shipped engagement and for the division under
// each switch reading the engagement reads: a change made for speed must leave every one as it is, and a change
// to the rules moves one on purpose (a stream or rules change: update the digest with the reason in the commit).
// Last moved: rattledMarkers stayOut (§2.3 "Rattled - Unit may not change formation or deploy skirmishers"; §1.4 "The
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
  division: [300, '2301c3d056bac40c'],
  corps: [200, '4cfb7e9e8930df28'],
  'division-day': [100, '89076d4852fdafda'],
  'division-day-open': [100, '7bed04ca0f0b268f'],
  'division-day-works': [100, '89173d0c2af85df2'],
};

/** The division's digest (150 trials) under each reading other than the default, by switch and reading. */
const READINGS: Record<string, string> = {
  'naturalRollMoraleHits=onlyIfLostModified': '40ebc7d42d59e812',
  'mixedAssaultBonus=extraMAndP': 'decfbce78d2421ef',
  'mixedAssaultBonus=none': 'decfbce78d2421ef',
  'mixedAssaultWin=winWin': 'decfbce78d2421ef',
  'followUpBonus=keep': 'decfbce78d2421ef',
  'winWinRollAgain=decidedWin': 'decfbce78d2421ef',
  'routDisorder=one': '30ccef3faff5096c',
  'chartMoraleHits=naturalLoser': '05f549127c9388f1',
  'moraleHitModifier=flat': '697662e6c3461c1e',
  'moraleHitModifier=steep': '3b65c25e771c1e1d',
  'grades=four': '86671623eb9f09c9',
  'rallyArithmetic=asPrinted': '78dffb9c22de63cd',
  'extraDemoralized=beyondFirst': '74e9ef73f86e8cd4',
  'rallyLossStep=perTenth': 'e40166c30cf287b1',
  'artilleryRowEnd=noEffect': '3829eed539c54e8d',
  'artilleryRowSteps=stepByStep': 'decfbce78d2421ef',
  'jointBatteryFire=beyondFirst': '88b9d4daf413bdcc',
  'jointBatteryGroup=unlimited': 'decfbce78d2421ef',
  'batteryAssaultDamage=eachBattery': 'decfbce78d2421ef',
  'moraleHitShare=overHalf': 'decfbce78d2421ef',
  'panic4Test=assaultPhase': 'decfbce78d2421ef',
  'skirmishBlockGrade=attacker': 'decfbce78d2421ef',
  'artilleryTargetPriority=infantryFirst': '86b9b55db38b13e5',
  'retreatDisorder=attackerOnly': '95f7378c90f356d4',
  'rallyLosses=baseHits': 'b137331d5467677e',
  'forcedMoveMatch=allForcedMoves': 'decfbce78d2421ef',
  'chargeDisorder=twice': 'e1a3e245d03ecbef',
  'basesLostCount=baseHits': 'decfbce78d2421ef',
  'panicLossLevels=everyLevel': 'decfbce78d2421ef',
  'carryPosition=withinMove': 'bf90082ecbb0b79e',
  'divisionalPanicBatteries=moveOnly': '2ff20304df2cf676',
  'fireThroughFriends=allowed': '5af2cd2757ec178f',
  'markersBesideBattery=mask': '4dea22037a1df3f3',
  'skirmishTargets=brigades': '8fcc278a45cb9312',
  'panickedDivisionOrders=defendToEnd': 'decfbce78d2421ef',
  'assaultOrder=allBases': 'decfbce78d2421ef',
  'rallyFallenLeaderDistance=ignored': 'decfbce78d2421ef',
  'panicAverageGrade=byUnit': '7dd3caf7392bd090',
  'unshakenDivision=noMoraleHits': 'decfbce78d2421ef',
  'horsDeCombatReach=endOfPhase': 'd2d3d4f4fa370b2f',
  'mustBreakthroughDisorder=always': 'decfbce78d2421ef',
  'routedBatteryLoss=pooled': 'decfbce78d2421ef',
  'destroyedInAssaultTest=p4Only': 'decfbce78d2421ef',
  'rattledMarkers=withdrawn': 'dc607b5329dfac9b',
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
