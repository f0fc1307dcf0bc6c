import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileText, ruleset } from '../republic/compile-situation.ts';

// The engagement kernel's tallies, pinned to the byte for every shipped engagement and for the division under
// each switch reading the engagement reads: a change made for speed must leave every one as it is, and a change
// to the rules moves one on purpose (a stream or rules change: update the digest with the reason in the commit).
// Last moved: §6.1 "the division will lose that number of bases to desertion ... Deserting bases are taken randomly,
// first from the lowest troop grade present": a division's batteries desert with its brigades, by their grade (switch
// panicDesertBatteries; the corps, division-day-works and the division under grades=four and horsDeCombatReach=endOfPhase
// moved, panicDesertBatteries=never gives the digests from before). Before that: §6.1 "the average troop grade of the testing division" counts its batteries, each battery one base,
// and a division with only batteries left still tests (§6.2 "the division still reacts to the P4 event"; switch
// panicGradeBatteries; the division and the corps moved, panicGradeBatteries=leftOut gives the digests from before).
// Before that: §6.2 Adjoining Panic, divisions adjoin only while a unit of each stands within 3" of one of the other
// in the same or a neighbouring sector as the panic phase begins (switch adjoiningDivisions; the corps moved, the
// one situation of several divisions a side; adjoiningDivisions=sectors gives the digest from before). Before that:
// §4.1 Flee, a green or untrained marker that rolls on the Flee column is picked up until its side's
// next movement phase (switch fledMarkers; no shipped situation has green markers, so only the division under
// grades=four moved, its average brigades reading as green; fledMarkers=stayOut gives the digest from before).
// Before that: §4.3 Deep Target A, a fire whose line passes three bases in the open within 4" behind the target's
// front, each unit of the sector one base deep (a mapping), moves a column left (switch deepTargets; the day-long
// divisions in the open and in works moved; deepTargets=none gives the digests from before). Before that: §5.4
// Each 1/4 skirmishers out, a brigade's markers out at an assault take -1 a whole quarter of its
// allowance, one marker per combat base (switches assaultSkirmishers, skirmisherAllowance; the division and the
// day-long divisions moved, with most readings; assaultSkirmishers=recalled gives the digests from before). Before
// that: §4.5 Tandem Target, the enemy unit of the sector in the open within 3" behind a battery's main target
// takes half its M hits and a third of its B hits (switch tandemTargets; division-day-works and the division's
// artilleryTargetPriority=infantryFirst moved; tandemTargets=none gives the digests from before). Before that:
// switch sameActionBonus together (§3.2 "Multiple brigades acting together"): brigades within 2" that
// each need the +1 give it to each other (every situation moved but the brigade; `led` the reading before). Before
// that: §5.5 the supports that lent give way wherever the attacker ends up; §3.3 a Demoralized support goes
// back to the larger of its panic and support moves; §5.4 pass-through P hits count for the worst-case unit; §5.1 a
// follow-up's all-out C bonus goes on to the next round (three situations and readings moved). Before that: §6.1 "Deserting bases are taken randomly, first from the lowest troop grade present": a die picks
// each deserting base among the lowest grade's (corps and two readings moved). Before that: §3.2 "other friendly brigades within 2" of each other": a brigade's +1 for acting together only from
// one no more than 2" from it along the front (every situation and reading moved); §6.1 a panicked division in
// "a holding state for purposes of movement and maneuver" pulls back no brigade. Before that: §4.7 "if one or more enemy skirmish markers are within 4" of the leader base": every enemy brigade's
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
  brigade: [400, '0e782c8d75af25ee'],
  division: [300, '446b55921afe93d8'],
  corps: [200, 'e44ddbb42676bcf4'],
  'division-day': [100, '02ee79b1ea27281c'],
  'division-day-open': [100, '69094f97a64ae666'],
  'division-day-works': [100, '8c75f80bd216a7e4'],
};

/** The division's digest (150 trials) under each reading other than the default, by switch and reading. */
const READINGS: Record<string, string> = {
  'naturalRollMoraleHits=onlyIfLostModified': 'c01dba03d7734e99',
  'mixedAssaultBonus=extraMAndP': '50881042e34f4db2',
  'mixedAssaultBonus=none': '50881042e34f4db2',
  'mixedAssaultWin=winWin': '50881042e34f4db2',
  'followUpBonus=keep': '50881042e34f4db2',
  'winWinRollAgain=decidedWin': '50881042e34f4db2',
  'routDisorder=one': 'c5a8e1f02a75362d',
  'chartMoraleHits=naturalLoser': '90a942ceaf333b91',
  'moraleHitModifier=flat': '5613b257b873f52f',
  'moraleHitModifier=steep': '2cac01945ea2b15f',
  'grades=four': 'e80004aad3d58ff8',
  'rallyArithmetic=asPrinted': '8ad504c756ce7836',
  'extraDemoralized=beyondFirst': '0cd689ba3e2cb696',
  'rallyLossStep=perTenth': 'e5ed96322fd04491',
  'artilleryRowEnd=noEffect': '898597edfb8b8ffb',
  'artilleryRowSteps=stepByStep': '50881042e34f4db2',
  'jointBatteryFire=beyondFirst': 'c00435e759857246',
  'jointBatteryGroup=unlimited': '50881042e34f4db2',
  'batteryAssaultDamage=eachBattery': '50881042e34f4db2',
  'moraleHitShare=overHalf': '50881042e34f4db2',
  'sideCover=mostBases': '50881042e34f4db2',
  'panic4Test=assaultPhase': '50881042e34f4db2',
  'skirmishBlockGrade=attacker': '50881042e34f4db2',
  'artilleryTargetPriority=infantryFirst': '213e3e62af033e4f',
  'retreatDisorder=attackerOnly': '800448d399b988ae',
  'rallyLosses=baseHits': '95011eb04cc3d945',
  'forcedMoveMatch=allForcedMoves': '50881042e34f4db2',
  'chargeDisorder=twice': '8dbf0cb0846bc472',
  'basesLostCount=baseHits': '50881042e34f4db2',
  'panicLossLevels=everyLevel': '50881042e34f4db2',
  'carryPosition=withinMove': '5f7d56924c1d2270',
  'divisionalPanicBatteries=moveOnly': 'd59f323302fd46ee',
  'fireThroughFriends=allowed': '388dc6502a934ad4',
  'markersBesideBattery=mask': 'e9c9083485943aeb',
  'skirmishTargets=brigades': '9be42dfac922a482',
  'panickedDivisionOrders=defendToEnd': '50881042e34f4db2',
  'assaultOrder=allBases': '50881042e34f4db2',
  'rallyFallenLeaderDistance=ignored': '50881042e34f4db2',
  'rallySeniorMinusOne=added': '50881042e34f4db2',
  'panicAverageGrade=byUnit': '547136dc020fa77f',
  'panicGradeBatteries=leftOut': '9584ad348f7ae253',
  'panicDesertBatteries=never': '50881042e34f4db2',
  'unshakenDivision=noMoraleHits': '50881042e34f4db2',
  'horsDeCombatReach=endOfPhase': 'd2443962da78250b',
  'mustBreakthroughDisorder=always': '50881042e34f4db2',
  'routedBatteryLoss=pooled': '50881042e34f4db2',
  'destroyedInAssaultTest=p4Only': '50881042e34f4db2',
  'sameActionBonus=led': 'b88ed7be633b889a',
  'rattledMarkers=withdrawn': '9b75573d727c19d1',
  'tandemTargets=brigadesOnly': '50881042e34f4db2',
  'tandemTargets=none': '50881042e34f4db2',
  'tandemBaseShare=balanceWhenDestroyed': '50881042e34f4db2',
  'assaultSkirmishers=recalled': 'ca97d81eb39e325d',
  'skirmisherAllowance=given': 'dd9e3e74ea2f8539',
  'deepTargets=none': '50881042e34f4db2',
  'fledMarkers=stayOut': '50881042e34f4db2',
  'adjoiningDivisions=sectors': '50881042e34f4db2',
};

/** Readings that give back the kernel from before a rule was added, with the digests it gave then. */
const BEFORE: Array<[string, Record<string, string>, string]> = [
  // §6.1 desertion: a division's batteries never desert
  ['corps', { panicDesertBatteries: 'never' }, '1d0f4d687c2e569c'],
  ['division-day-works', { panicDesertBatteries: 'never' }, 'f444e25e13bb14fe'],
  ['division', { grades: 'four', panicDesertBatteries: 'never' }, '2b47dae9a31ab64a'],
  ['division', { horsDeCombatReach: 'endOfPhase', panicDesertBatteries: 'never' }, 'a2c902575d113d06'],
  // §6.1 the average grade: a division's batteries left out of it (the division's is READINGS' panicGradeBatteries=leftOut)
  ['corps', { panicGradeBatteries: 'leftOut' }, 'f21ea0fc351ab99c'],
  // §6.2 Adjoining Panic: divisions adjoin by the sectors they hold
  ['corps', { adjoiningDivisions: 'sectors', panicGradeBatteries: 'leftOut' }, 'aab867a021621084'],
  // §4.1 Flee: markers that roll Flee stay out
  [
    'division',
    { grades: 'four', fledMarkers: 'stayOut', panicGradeBatteries: 'leftOut' },
    '2052bea47d9abf4f',
  ],
  // §4.5 Tandem Target, §5.4 Each 1/4 skirmishers out, §4.3 Deep Target A: with no tandem target, markers
  // recalled for assaults and no deep target
  ['division-day', { assaultSkirmishers: 'recalled', panicDesertBatteries: 'never' }, 'a4088bbbca05d335'],
  ['division-day-open', { assaultSkirmishers: 'recalled', deepTargets: 'none' }, '2643832422981483'],
  [
    'division-day-works',
    {
      tandemTargets: 'none',
      assaultSkirmishers: 'recalled',
      deepTargets: 'none',
      panicGradeBatteries: 'leftOut',
    },
    'c50011308afcb8ac',
  ],
  [
    'division',
    {
      tandemTargets: 'none',
      assaultSkirmishers: 'recalled',
      artilleryTargetPriority: 'infantryFirst',
      panicGradeBatteries: 'leftOut',
    },
    'dce3c20afc882820',
  ],
];

describe('the engagement tallies, pinned', () => {
  it.each(Object.keys(SITUATIONS))('%s at the default readings', (name) => {
    const [trials, pinned] = SITUATIONS[name];
    expect(digest(shipped(name), {}, trials)).toBe(pinned);
  });
});

describe('the old reading of a rule added gives back the tallies from before it', () => {
  it.each(BEFORE)('%s %j', (name, switches, pinned) => {
    const trials = name === 'division' ? 150 : SITUATIONS[name][0];
    expect(digest(shipped(name), switches, trials)).toBe(pinned);
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
