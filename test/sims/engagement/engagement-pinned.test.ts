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
  division: [300, 'eba93487d716094f'],
  corps: [200, '42cd7a64336ca85a'],
  'division-day': [100, '1c3d4b1040eaf89c'],
  'division-day-open': [100, 'af66ecc35c15616f'],
  'division-day-works': [100, 'd4cdbbcfbc4d2f07'],
};

/** The division's digest (150 trials) under each reading other than the default, by switch and reading. */
const READINGS: Record<string, string> = {
  'naturalRollMoraleHits=onlyIfLostModified': '42875d3cd063c9f4',
  'mixedAssaultBonus=extraMAndP': '948fc6b5d9451575',
  'mixedAssaultBonus=none': '948fc6b5d9451575',
  'mixedAssaultWin=winWin': '948fc6b5d9451575',
  'followUpBonus=keep': '948fc6b5d9451575',
  'winWinRollAgain=decidedWin': '948fc6b5d9451575',
  'routDisorder=one': '948fc6b5d9451575',
  'chartMoraleHits=naturalLoser': 'a63ab07eadb6367a',
  'moraleHitModifier=flat': 'afcec2195bc29aee',
  'moraleHitModifier=steep': 'b5c42b9e34b1ca54',
  'grades=four': '73e241074538c985',
  'rallyArithmetic=asPrinted': '0363233c664b7f91',
  'extraDemoralized=beyondFirst': '77dc86e1d5785700',
  'rallyLossStep=perTenth': '8e0a4ce32b020115',
  'artilleryRowEnd=noEffect': 'be9c0fe2bbb13dd6',
  'artilleryRowSteps=stepByStep': '948fc6b5d9451575',
  'jointBatteryFire=beyondFirst': '7ad353af966f286c',
  'jointBatteryGroup=unlimited': '948fc6b5d9451575',
  'batteryAssaultDamage=eachBattery': '0f37659c6f50daee',
  'moraleHitShare=overHalf': '948fc6b5d9451575',
  'panic4Test=assaultPhase': '948fc6b5d9451575',
  'skirmishBlockGrade=attacker': '948fc6b5d9451575',
  'artilleryTargetPriority=infantryFirst': 'c929d31966237936',
  'retreatDisorder=attackerOnly': '948fc6b5d9451575',
  'rallyLosses=baseHits': '6db7ced3982df351',
  'forcedMoveMatch=allForcedMoves': '86e1e0464d1514cd',
  'chargeDisorder=twice': 'a5018d790c9e7244',
  'basesLostCount=baseHits': '948fc6b5d9451575',
  'panicLossLevels=everyLevel': '948fc6b5d9451575',
  'carryPosition=withinMove': 'a84efcbe8d544a6c',
  'divisionalPanicBatteries=moveOnly': '6a45e50b993e5824',
  'fireThroughFriends=allowed': '400a0c5c082efa4f',
  'markersBesideBattery=mask': 'b41381306f85c251',
  'skirmishTargets=brigades': '696fe2ec1092675b',
  'panickedDivisionOrders=defendToEnd': '948fc6b5d9451575',
  'destroyedInAssaultTest=p4Only': '948fc6b5d9451575',
  'assaultOrder=allBases': '948fc6b5d9451575',
  'rallyFallenLeaderDistance=ignored': '948fc6b5d9451575',
  'panicAverageGrade=byUnit': '381b28f5cbf712c7',
  'unshakenDivision=noMoraleHits': '948fc6b5d9451575',
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
