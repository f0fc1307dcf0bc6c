import { CLASSES } from '../../engine/blake/rules/fire.ts';
import { anyProvisional } from '../../engine/ruleset/named-cells.ts';
import type { Valued } from '../../engine/ruleset/read-cell.ts';
import { diceOf, fixedDiceExact, fixedDiceKernel, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome } from '../tally.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';

export const REACTIONS = [
  'evade',
  'turnToFace',
  'reform',
  'breakthrough',
  'limber',
  'replaceLeader',
  'withdraw',
  'cincLost',
  'locateSniper',
  'sniperHit',
] as const;
type Reaction = (typeof REACTIONS)[number];
/** The tests that read each field besides `test` (under some reading): a field given to any other test is refused, not ignored. */
const READ_BY: Record<string, readonly Reaction[]> = {
  distance: ['evade'],
  chargers: ['evade'],
  trainedLightInfantry: ['evade'],
  mountedSkirmishers: ['evade'],
  turner: ['turnToFace'],
  class: ['cincLost', 'reform', 'breakthrough'],
  gunners: ['limber', 'turnToFace'],
  regular: ['replaceLeader', 'withdraw', 'cincLost'],
  elite: ['withdraw'],
  charismatic: ['cincLost'],
  ammunition: ['locateSniper'],
  range: ['sniperHit'],
  cinc: ['cincLost'],
};

/** The failure first, then the success; replaceLeader's third outcome is the group fleeing after two failures. */
const OUTCOMES: Record<Reaction, string[]> = {
  evade: ['caught', 'evades'],
  turnToFace: ['destroyed', 'turns'],
  reform: ['fails', 'reforms'],
  breakthrough: ['fails', 'breaks_through'],
  limber: ['fails', 'limbers'],
  replaceLeader: ['still_halted', 'replaced', 'flees'],
  withdraw: ['stays', 'withdraws'],
  cincLost: ['flee', 'hold'],
  locateSniper: ['unseen', 'located'],
  sniperHit: ['misses', 'hits'],
};

export interface BlakeReactionCompiled extends FixedDiceCompiled {
  /** success on the die plus `add` at or above `need` (need 0: always, 11 + add: never) */
  need: number;
  add: number;
  /** replaceLeader: a second turn's die; the group flees after two failures (1) or stays halted (0) */
  secondTurn: boolean;
  fleesAfterTwo: number;
  prov: number;
  provOffset: number;
}

function score(c: BlakeReactionCompiled, faces: Int32Array, acc: Float64Array, w: number): void {
  const ok = faces[0] + c.add >= c.need || (c.secondTurn && faces[1] + c.add >= c.need);
  tallyOutcome(acc, 0, ok ? 1 : c.secondTurn ? 2 * c.fleesAfterTwo : 0, w);
  tallyOutcome(acc, c.provOffset, c.prov, w);
}

export const blakeReactionSim: Sim<BlakeReactionCompiled, 'blake'> = {
  id: 'blake-reaction',
  title:
    'Blake: one-die tests (evading, turning to face, cavalry reform and breakthrough, limbering, a leader replaced, withdrawing from melee, the CinC lost, snipers)',
  families: ['blake'],
  defaultRuleset: 'blake',
  exampleSituation: 'experiments/situations/blake-reaction.yaml',
  compile(ruleset, s, given) {
    const switches = typedSwitches('blake', given);
    s.allowKeys(['test', ...Object.keys(READ_BY)]);
    const r = ruleset.data.reactions;
    const test = s.get('test').oneOf(REACTIONS);
    for (const [k, tests] of Object.entries(READ_BY))
      if (s.has(k) && !tests.includes(test))
        s.get(k).fail(
          `expected ${k} only with test: ${tests.join(' or ')} (test ${test} does not read it; leave it out)`,
        );
    const used: Array<Valued<number>> = [];
    const v = (x: Valued<number>) => (used.push(x), x.value);
    let need = 0;
    let add = 0;
    let die = 10;
    let secondTurn = false;
    let fleesAfterTwo = 0;
    if (test === 'limber') {
      // LIMBERING/UNLIMBERING: "Roll one D6. Crews unlimber of limber on a score of anything but one"
      const l = r.limbering;
      die = 6;
      need = v(l.failsOn) + 1;
      const gunners = s
        .get('gunners')
        .optOneOf(['regular', 'militia', 'native', 'elite'] as const, 'regular');
      if (gunners === 'militia' || gunners === 'native') add += v(l.militia);
      if (gunners === 'elite') add += v(l.elite);
    } else if (test === 'replaceLeader') {
      // LOSS OF A LEADER: a D10 at the beginning of each turn the CG remains halted, over two turns
      const l = r.leaderReplacement;
      const regular = s.get('regular').optBool(true);
      need = v(regular ? l.regulars : l.others);
      secondTurn = true;
      fleesAfterTwo = regular ? 0 : v(l.othersFleeAfter) === 2 ? 1 : 0;
    } else if (test === 'withdraw') {
      // VOLUNTARY WITHDRAWAL FROM MELEE: "score '10'. Elite and regulars +1"
      need = v(r.withdrawal.succeedsOn);
      if (s.get('elite').optBool(false) || s.get('regular').optBool(true))
        add += v(r.withdrawal.eliteOrRegular);
    } else if (test === 'cincLost') {
      // LOSS OF NON-REGULAR CinC: "all D and E class stands ... flee the field"; the rest hold on more than 3 (charismatic -2)
      // who tests: switch cincLossTest (LOSS OF A LEADER: "All non-regular CG should also do an immediate morale check")
      const c = r.nonRegularCincLoss;
      const cls = s.get('class').optOneOf(CLASSES, 'C');
      const cincRegular =
        s.get('cinc').optOneOf(['regular', 'nonRegular'] as const, 'nonRegular') === 'regular';
      const groupRegular = s.get('regular').optBool(true);
      const tests =
        switches.cincLossTest === 'nonRegularCinc'
          ? !cincRegular
          : switches.cincLossTest === 'nonRegularGroups'
            ? !groupRegular
            : !cincRegular || !groupRegular;
      // "all D and E class stands in their army flee" under a non-regular CinC, whoever else tests
      need = cls === 'D' && !cincRegular ? 11 : !tests ? 0 : v(c.fleeAtOrBelow) + 1;
      if (tests && s.get('charismatic').optBool(false)) add += v(c.charismatic);
    } else if (test === 'locateSniper') {
      const sn = r.snipers;
      need = v(
        s.get('ammunition').optOneOf(['blackPowder', 'smokeless'] as const, 'blackPowder') === 'blackPowder'
          ? sn.locateBlackPowder
          : sn.locateSmokeless,
      );
    } else if (test === 'sniperHit') {
      const sn = r.snipers;
      need = v(
        s.get('range').optOneOf(['beyondHalf', 'withinHalf'] as const, 'beyondHalf') === 'beyondHalf'
          ? sn.hitBeyondHalf
          : sn.hitWithinHalf,
      );
    } else if (test === 'evade') {
      const e = r.evasion;
      const mountedChargers = s.get('chargers').optOneOf(['foot', 'mounted'] as const, 'foot') === 'mounted';
      // "Mounted skirmishers can always evade charging types on foot"
      if (s.get('mountedSkirmishers').optBool(false) && !mountedChargers) need = 0;
      else if (switches.skirmisherEvasion === 'fivePlus') need = v(e.fivePlus);
      else {
        need = v(s.get('distance').optOneOf(['far', 'near'] as const, 'far') === 'far' ? e.far : e.near);
        if (mountedChargers) add += v(e.mountedChargers);
        if (s.get('trainedLightInfantry').optBool(false)) add += v(e.trainedLightInfantry);
      }
    } else if (test === 'turnToFace') {
      const turner = s.get('turner').oneOf(['rabble', 'lightGun', 'mediumGun', 'heavyGun'] as const);
      // "Heavy guns cannot turn and are destroyed"
      need = turner === 'heavyGun' ? 11 : v(r.turnToFace.turnsOn);
      const gunners = s.get('gunners').optOneOf(['regular', 'elite'] as const, 'regular');
      if (gunners === 'elite' && turner === 'rabble')
        s.get('gunners').fail('expected gunners only for guns (ELITE ARTILLERY: "Elite gunners")');
      // ELITE ARTILLERY "Elite gunners +1 to all D10 rolls" (switch eliteGunnerDice `every`)
      if (gunners === 'elite' && turner !== 'heavyGun' && switches.eliteGunnerDice === 'every')
        add += v(ruleset.data.fire.eliteArtillery);
    } else {
      need = v(test === 'reform' ? r.cavalry.reformOn : r.cavalry.breakthroughOn);
      if (s.get('class').optOneOf(CLASSES, 'B') === 'A') add += v(r.cavalry.classA);
    }
    const layout = makeLayout({
      distributions: [
        { name: 'reaction', title: `Blake ${test}`, outcomes: OUTCOMES[test] },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [],
    });
    return {
      layout,
      ...diceOf(secondTurn ? [die, die] : [die]),
      need,
      add,
      secondTurn,
      fleesAfterTwo,
      prov: anyProvisional(...used),
      provOffset: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
    };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
