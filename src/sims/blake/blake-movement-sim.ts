import { MOVERS, type Mover } from '../../engine/blake/rules/movement.ts';
import { CLASSES } from '../../engine/blake/rules/fire.ts';
import { diceOf, fixedDiceExact, fixedDiceKernel, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../tally.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';

export interface BlakeMovementCompiled extends FixedDiceCompiled {
  /** how many of the highest scores count twice (0, 1 or 2) */
  doubled: number;
  /** DISMOUNTING/MOUNTING: the highest die is spent dismounting (1) */
  dropTop: number;
  /** movement D6s (a charge test's D10 follows them) */
  moveDice: number;
  /**
   * the die after the move dice: switch chargeTest `standMorale`, the charge
   * is not made on this D10 score or less; LIMBERING/UNLIMBERING, the team
   * does not limber, and so does not move, on this D6 score or less (0: no die)
   */
  testFailsOn: number;
  /** the charge test's failing score is a provisional cell (1) */
  prov: number;
  /**
   * times each die's score counts (the charge's doubling) and times each doubled
   * highest die's extra copy counts (switch chargeDoubling): 1 and 1 without a charge
   */
  diceTimes: number;
  extraTimes: number;
  /** pips to mm; distance outcomes are multiples of this */
  step: number;
  meanOffset: number;
  provOffset: number;
}

const GUNS: readonly Mover[] = ['horseArtillery', 'horseDrawnGuns', 'slow'];

/** VARIABLE MOVEMENT: the D6 scores, the highest doubled where the text says, times 20 mm (doubled when charging). */
function score(c: BlakeMovementCompiled, faces: Int32Array, acc: Float64Array, w: number): void {
  let dice = 0,
    top = 0,
    second = 0;
  for (let i = 0; i < c.moveDice; i++) {
    const f = faces[i];
    dice += f;
    if (f > top) {
      second = top;
      top = f;
    } else if (f > second) second = f;
  }
  let extra = 0;
  if (c.doubled >= 1) extra += top;
  if (c.doubled >= 2) extra += second;
  // DISMOUNTING/MOUNTING: "takes one dice [the highest scoring] of their normal mounted three movement dice"
  if (c.dropTop) dice -= top;
  const sum = dice * c.diceTimes + extra * c.extraTimes;
  // switch chargeTest `standMorale`: "Movement D6 must be rolled after the charge test"; a failed test, no charge.
  // LIMBERING/UNLIMBERING: a failed limber roll, no move
  const mm = c.testFailsOn > 0 && faces[c.moveDice] <= c.testFailsOn ? 0 : sum * c.step;
  tallyOutcome(acc, 0, mm / c.step, w);
  tallyValue(acc, c.meanOffset, mm, w);
  tallyOutcome(acc, c.provOffset, c.prov, w);
}

export const blakeMovementSim: Sim<BlakeMovementCompiled, 'blake'> = {
  id: 'blake-movement',
  title: 'Blake: variable movement (D6 by type, times 20 mm)',
  families: ['blake'],
  defaultRuleset: 'blake',
  exampleSituation: 'experiments/situations/blake-movement.yaml',
  compile(ruleset, s, given) {
    const switches = typedSwitches('blake', given);
    s.allowKeys([
      'troops',
      'fastFoot',
      'rough',
      'charging',
      'limbering',
      'targetUphillOrDifficult',
      'eliteRegulars',
      'dismounting',
      'backToBack',
      'class',
      'militiaGunners',
      'disordered',
    ]);
    const rules = ruleset.data;
    const m = rules.movement;
    const troops = s.get('troops').oneOf(MOVERS);
    const fast = s.get('fastFoot').optBool(false);
    if (fast && troops !== 'otherFoot')
      s.get('fastFoot').fail(
        'expected fastFoot only for otherFoot ("some types e.g. Zulus/Hadendowah may double the score of their highest dice")',
      );
    const limbering = s.get('limbering').optBool(false);
    if (limbering && !GUNS.includes(troops))
      s.get('limbering').fail(`expected limbering only for guns (${GUNS.join(', ')})`);
    // BACK TO BACK: "When in such a formation they have no flanks or rear and may not move"
    if (s.get('backToBack').optBool(false))
      s.get('backToBack').fail(
        'expected backToBack: false: stands back to back "may not move" (BACK TO BACK)',
      );
    // DISMOUNTING/MOUNTING: "The other two dice can be then used for movement on foot"
    const dismounting = s.get('dismounting').optBool(false);
    if (dismounting && troops !== 'mounted')
      s.get('dismounting').fail(
        'expected dismounting only for mounted troops ("Mounted infantry/police, some dragoons ... can dismount and operate on foot")',
      );
    const rough = s.get('rough').optBool(false);
    const charging = s.get('charging').optBool(false);
    // SQUARES "Disordered squares cannot move"; MELEE CHARGING "Disordered troops cannot charge"
    const disordered = s.get('disordered').optBool(false);
    if (disordered && troops === 'square')
      s.get('disordered').fail(
        'expected disordered: false for a square ("Disordered squares cannot move", SQUARES)',
      );
    if (disordered && charging)
      s.get('disordered').fail(
        'expected disordered: false for a charge ("Disordered troops cannot charge", ELIGIBLITY TO CHARGE)',
      );
    const mounted = troops === 'mounted' || troops === 'horseArtillery';
    // MOUNTED CHARGES: "Mounted troops cannot charge through rough terrain"; ELIGIBILITY TO CHARGE: "Artillery ... cannot charge!"
    if (charging && rough && mounted)
      s.get('rough').fail(
        'expected rough: false for a mounted charge ("Mounted troops cannot charge through rough terrain", MOUNTED CHARGES)',
      );
    if (charging && GUNS.includes(troops))
      s.get('charging').fail(
        `expected charging: false for ${troops === 'slow' ? 'slow movers (wagons, oxen, elephants, manhandled guns)' : 'guns'} ("Artillery, wheeled vehicles and pack animals cannot charge!")`,
      );
    // "Charges double the D6 score for movement of a stand unless the target is up hill or in difficult terrain"
    const doubles = charging && !s.get('targetUphillOrDifficult').optBool(false);
    if (!charging && s.has('targetUphillOrDifficult'))
      s.get('targetUphillOrDifficult').fail('expected targetUphillOrDifficult only with charging: true');
    // LIMBERING/UNLIMBERING: the balance of the dice (switch limberedMovement `balance`), or a full turn "for all except elite regulars"
    const elite = s.get('eliteRegulars').optBool(false);
    if (!limbering && s.has('eliteRegulars'))
      s.get('eliteRegulars').fail('expected eliteRegulars only with limbering: true');
    const limberDice = !limbering
      ? 0
      : switches.limberedMovement === 'fullTurn' && !elite
        ? -m.dice[troops].value
        : m.limberingDice.value;
    const n = Math.max(0, m.dice[troops].value + (rough ? m.roughTerrainDice.value : 0) + limberDice);
    // LIMBERING/UNLIMBERING "Roll one D6. Crews unlimber of limber on a score of anything but one": militia -1, elite +1
    const militia = s.get('militiaGunners').optBool(false);
    if (!limbering && s.has('militiaGunners'))
      s.get('militiaGunners').fail('expected militiaGunners only with limbering: true');
    if (militia && elite) s.get('militiaGunners').fail('expected militiaGunners or eliteRegulars, not both');
    const l = rules.reactions.limbering;
    const gunners = militia ? l.militia.value : elite ? l.elite.value : 0;
    const limberFailsOn = limbering && n > 0 ? Math.max(0, l.failsOn.value - gunners) : 0;
    // dismounted, the remaining dice move on foot: none doubled
    const doubled = dismounting
      ? 0
      : Math.min(n, mounted ? m.mountedDoubled.value : fast ? m.fastFootDoubled.value : 0);
    const dropTop = dismounting && n > 0 ? 1 : 0;
    // MELEE CHARGING "There is no charge test" against "the D6 being rolled after the charge test" (switch chargeTest)
    const tested = charging && switches.chargeTest === 'standMorale';
    if (!charging && s.has('class'))
      s.get('class').fail('expected class only with charging: true (the charge test, switch chargeTest)');
    // the charge test reads the stand's class: no class is assumed for it (under noTest a charge's class is read and unused)
    if (tested && !s.has('class'))
      s.get('class').failAt(
        `required with charging: true under switch chargeTest standMorale (the charge test fails on the class's score); one of ${CLASSES.join(', ')}`,
      );
    const cls = charging ? s.get('class').optOneOf(CLASSES, 'B') : 'B';
    const failCell = tested ? rules.morale.standFailsAtOrBelow[cls] : null;
    const step = m.mmPerPip.value;
    // "Charging doubles the D6 score for movement" beside "doubling the two highest scores" (switch chargeDoubling)
    const times = doubles ? m.chargeMultiplier.value : 1;
    const extraTimes =
      switches.chargeDoubling === 'compound'
        ? times
        : switches.chargeDoubling === 'added'
          ? 1
          : Math.max(2, times) - times; // onceEach: a doubled die counts twice, or the charge's times if more
    const maxMm = ((n - dropTop) * times + doubled * extraTimes) * 6 * step;
    const layout = makeLayout({
      distributions: [
        {
          name: 'distance',
          title: 'Distance moved (mm)',
          outcomes: Array.from({ length: maxMm / step + 1 }, (_, i) => String(i * step)),
        },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [{ name: 'distance_mm', title: 'Distance moved', unit: 'mm' }],
    });
    return {
      layout,
      ...diceOf([...Array.from({ length: n }, () => 6), ...(failCell ? [10] : limberFailsOn > 0 ? [6] : [])]),
      doubled,
      dropTop,
      moveDice: n,
      testFailsOn: failCell ? failCell.value : limberFailsOn,
      prov: failCell?.cell.source === 'provisional' ? 1 : 0,
      diceTimes: times,
      extraTimes,
      step,
      meanOffset: layout.meanOffset.distance_mm,
      provOffset: layout.distOffset[PROVISIONAL_DISTRIBUTION.name],
    };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
