import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileText, ruleset } from '../republic/compile-situation.ts';

// The engagement kernel's tallies, pinned to the byte for every shipped engagement and for the division under
// each switch reading the engagement reads: a change made for speed must leave every one as it is, and a change
// to the rules moves one on purpose (a stream or rules change: update the digest with the reason in the commit).
// Last moved: §4.5 Tandem Target, the enemy unit of the sector in the open within 3" behind a battery's main target
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
  division: [300, 'a75e9c1e7b996863'],
  corps: [200, 'aab867a021621084'],
  'division-day': [100, 'a4088bbbca05d335'],
  'division-day-open': [100, '2643832422981483'],
  'division-day-works': [100, '87d52429e142af9a'],
};

/** The division's digest (150 trials) under each reading other than the default, by switch and reading. */
const READINGS: Record<string, string> = {
  'naturalRollMoraleHits=onlyIfLostModified': '8b34f38d3c6a4147',
  'mixedAssaultBonus=extraMAndP': 'ca97d81eb39e325d',
  'mixedAssaultBonus=none': 'ca97d81eb39e325d',
  'mixedAssaultWin=winWin': 'ca97d81eb39e325d',
  'followUpBonus=keep': 'ca97d81eb39e325d',
  'winWinRollAgain=decidedWin': 'ca97d81eb39e325d',
  'routDisorder=one': 'ca97d81eb39e325d',
  'chartMoraleHits=naturalLoser': '6fddd5311bded681',
  'moraleHitModifier=flat': 'cd60b77a989d38c3',
  'moraleHitModifier=steep': 'aee05a84ac1ac8b8',
  'grades=four': '06ca01db8cd1e43b',
  'rallyArithmetic=asPrinted': 'a80e5a1343c3e79c',
  'extraDemoralized=beyondFirst': '5ef33df4e1684768',
  'rallyLossStep=perTenth': 'a521a70569335622',
  'artilleryRowEnd=noEffect': 'ce99a2471687f6f6',
  'artilleryRowSteps=stepByStep': 'ca97d81eb39e325d',
  'jointBatteryFire=beyondFirst': 'cd4dbc68ee8fe17c',
  'jointBatteryGroup=unlimited': 'ca97d81eb39e325d',
  'batteryAssaultDamage=eachBattery': 'aa976c13b1856622',
  'moraleHitShare=overHalf': 'ca97d81eb39e325d',
  'panic4Test=assaultPhase': 'ca97d81eb39e325d',
  'skirmishBlockGrade=attacker': 'ca97d81eb39e325d',
  'artilleryTargetPriority=infantryFirst': 'f790664a59b68466',
  'retreatDisorder=attackerOnly': 'ecded70e3b388424',
  'rallyLosses=baseHits': '6fcaf40e8225f2d1',
  'forcedMoveMatch=allForcedMoves': 'ca97d81eb39e325d',
  'chargeDisorder=twice': '5d5e9ce9279fee25',
  'basesLostCount=baseHits': 'ca97d81eb39e325d',
  'panicLossLevels=everyLevel': 'ca97d81eb39e325d',
  'carryPosition=withinMove': '79320f4b5042af62',
  'divisionalPanicBatteries=moveOnly': '4085c93f13bf4cc6',
  'fireThroughFriends=allowed': '9b28de98bd27fb16',
  'markersBesideBattery=mask': '7111c3fabf5503b5',
  'skirmishTargets=brigades': '933668cf197b7497',
  'panickedDivisionOrders=defendToEnd': 'ca97d81eb39e325d',
  'assaultOrder=allBases': 'ca97d81eb39e325d',
  'rallyFallenLeaderDistance=ignored': 'ca97d81eb39e325d',
  'panicAverageGrade=byUnit': 'd678b252d26d06ea',
  'unshakenDivision=noMoraleHits': 'ca97d81eb39e325d',
  'horsDeCombatReach=endOfPhase': '959c0e9a075dcc5c',
  'mustBreakthroughDisorder=always': 'ca97d81eb39e325d',
  'routedBatteryLoss=pooled': 'ca97d81eb39e325d',
  'destroyedInAssaultTest=p4Only': 'ca97d81eb39e325d',
  'sameActionBonus=led': 'ca97d81eb39e325d',
  'rattledMarkers=withdrawn': '7424102addf58e5b',
  'tandemTargets=brigadesOnly': 'ca97d81eb39e325d',
  'tandemTargets=none': 'ca97d81eb39e325d',
  'tandemBaseShare=balanceWhenDestroyed': 'ca97d81eb39e325d',
};

/** Readings that give back the kernel from before a rule was added, with the digests it gave then. */
const BEFORE: Array<[string, Record<string, string>, string]> = [
  // §4.5 Tandem Target: with no tandem target, the works situation's digest from before (its only move)
  ['division-day-works', { tandemTargets: 'none' }, 'c50011308afcb8ac'],
  ['division', { tandemTargets: 'none', artilleryTargetPriority: 'infantryFirst' }, 'dce3c20afc882820'],
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
