import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileText, ruleset } from '../republic/compile-situation.ts';

// The engagement kernel's tallies, pinned to the byte for every shipped engagement and for the division under
// each switch reading the engagement reads: a change made for speed must leave every one as it is, and a change
// to the rules moves one on purpose (a stream or rules change: update the digest with the reason in the commit).
// Last moved: §6.2 Adjoining Panic, divisions adjoin only while a unit of each stands within 3" of one of the other
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
  division: [300, 'bde039d4e8604064'],
  corps: [200, 'f21ea0fc351ab99c'],
  'division-day': [100, '02ee79b1ea27281c'],
  'division-day-open': [100, '69094f97a64ae666'],
  'division-day-works': [100, 'f444e25e13bb14fe'],
};

/** The division's digest (150 trials) under each reading other than the default, by switch and reading. */
const READINGS: Record<string, string> = {
  'naturalRollMoraleHits=onlyIfLostModified': 'c01dba03d7734e99',
  'mixedAssaultBonus=extraMAndP': '9584ad348f7ae253',
  'mixedAssaultBonus=none': '9584ad348f7ae253',
  'mixedAssaultWin=winWin': '9584ad348f7ae253',
  'followUpBonus=keep': '9584ad348f7ae253',
  'winWinRollAgain=decidedWin': '9584ad348f7ae253',
  'routDisorder=one': '566edc27036c6951',
  'chartMoraleHits=naturalLoser': '378bcfea6f5c6552',
  'moraleHitModifier=flat': '0664933d71dae85f',
  'moraleHitModifier=steep': '618dc8570864cb67',
  'grades=four': 'f806b440f257bea2',
  'rallyArithmetic=asPrinted': '5996fa6398f25269',
  'extraDemoralized=beyondFirst': 'a7a2325c773b619a',
  'rallyLossStep=perTenth': 'cde1e5a58237e2f0',
  'artilleryRowEnd=noEffect': '0ad707e5f87b29cc',
  'artilleryRowSteps=stepByStep': '9584ad348f7ae253',
  'jointBatteryFire=beyondFirst': '4c1eb432dd22049a',
  'jointBatteryGroup=unlimited': '9584ad348f7ae253',
  'batteryAssaultDamage=eachBattery': '9584ad348f7ae253',
  'moraleHitShare=overHalf': '9584ad348f7ae253',
  'sideCover=mostBases': '9584ad348f7ae253',
  'panic4Test=assaultPhase': '9584ad348f7ae253',
  'skirmishBlockGrade=attacker': '9584ad348f7ae253',
  'artilleryTargetPriority=infantryFirst': '9587069801ca23d2',
  'retreatDisorder=attackerOnly': '4f48fe8bfdeeb178',
  'rallyLosses=baseHits': '480bef58e2256e64',
  'forcedMoveMatch=allForcedMoves': '9584ad348f7ae253',
  'chargeDisorder=twice': '08339bf12d4fe103',
  'basesLostCount=baseHits': '9584ad348f7ae253',
  'panicLossLevels=everyLevel': '9584ad348f7ae253',
  'carryPosition=withinMove': '58c80147dbc8ea0b',
  'divisionalPanicBatteries=moveOnly': 'e959a4e51a64fc75',
  'fireThroughFriends=allowed': '099ccd3f196ce1fc',
  'markersBesideBattery=mask': 'ce9988c3c2ae925b',
  'skirmishTargets=brigades': '0ae658f2316f8c7b',
  'panickedDivisionOrders=defendToEnd': '9584ad348f7ae253',
  'assaultOrder=allBases': '9584ad348f7ae253',
  'rallyFallenLeaderDistance=ignored': '9584ad348f7ae253',
  'panicAverageGrade=byUnit': '9584ad348f7ae253',
  'unshakenDivision=noMoraleHits': '9584ad348f7ae253',
  'horsDeCombatReach=endOfPhase': '40d3aaf6b110eed6',
  'mustBreakthroughDisorder=always': '9584ad348f7ae253',
  'routedBatteryLoss=pooled': '9584ad348f7ae253',
  'destroyedInAssaultTest=p4Only': '9584ad348f7ae253',
  'sameActionBonus=led': '2212073116c83a9f',
  'rattledMarkers=withdrawn': '0e257a743f0f494c',
  'tandemTargets=brigadesOnly': '9584ad348f7ae253',
  'tandemTargets=none': '9584ad348f7ae253',
  'tandemBaseShare=balanceWhenDestroyed': '9584ad348f7ae253',
  'assaultSkirmishers=recalled': 'ca97d81eb39e325d',
  'skirmisherAllowance=given': '484fef3f536bcffb',
  'deepTargets=none': '9584ad348f7ae253',
  'fledMarkers=stayOut': '9584ad348f7ae253',
  'adjoiningDivisions=sectors': '9584ad348f7ae253',
};

/** Readings that give back the kernel from before a rule was added, with the digests it gave then. */
const BEFORE: Array<[string, Record<string, string>, string]> = [
  // §6.2 Adjoining Panic: divisions adjoin by the sectors they hold
  ['corps', { adjoiningDivisions: 'sectors' }, 'aab867a021621084'],
  // §4.1 Flee: markers that roll Flee stay out
  ['division', { grades: 'four', fledMarkers: 'stayOut' }, '2052bea47d9abf4f'],
  // §4.5 Tandem Target, §5.4 Each 1/4 skirmishers out, §4.3 Deep Target A: with no tandem target, markers
  // recalled for assaults and no deep target
  ['division-day', { assaultSkirmishers: 'recalled' }, 'a4088bbbca05d335'],
  ['division-day-open', { assaultSkirmishers: 'recalled', deepTargets: 'none' }, '2643832422981483'],
  [
    'division-day-works',
    { tandemTargets: 'none', assaultSkirmishers: 'recalled', deepTargets: 'none' },
    'c50011308afcb8ac',
  ],
  [
    'division',
    { tandemTargets: 'none', assaultSkirmishers: 'recalled', artilleryTargetPriority: 'infantryFirst' },
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
