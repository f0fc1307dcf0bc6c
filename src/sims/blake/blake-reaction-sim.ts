import type { BlakeRules } from '../../engine/blake/rules/blake-rules.ts';
import { CLASSES } from '../../engine/blake/rules/fire.ts';
import { anyProvisional } from '../../engine/comparison/base/named-cells.ts';
import type { Valued } from '../../engine/ruleset/read-cell.ts';
import { diceOf, fixedDiceExact, fixedDiceKernel, type FixedDiceCompiled } from '../fixed-dice.ts';
import { makeLayout } from '../layout.ts';
import type { Sim } from '../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome } from '../tally.ts';

export const REACTIONS = ['evade', 'turnToFace', 'reform', 'breakthrough'] as const;
const OUTCOMES: Record<(typeof REACTIONS)[number], [string, string]> = {
  evade: ['caught', 'evades'],
  turnToFace: ['destroyed', 'turns'],
  reform: ['fails', 'reforms'],
  breakthrough: ['fails', 'breaks_through'],
};

export interface BlakeReactionCompiled extends FixedDiceCompiled {
  /** success on a D10 plus `add` at or above `need` (need 0: always, 11 + add: never) */
  need: number;
  add: number;
  prov: number;
  provOffset: number;
}

function score(c: BlakeReactionCompiled, faces: Int32Array, acc: Float64Array, w: number): void {
  tallyOutcome(acc, 0, faces[0] + c.add >= c.need ? 1 : 0, w);
  tallyOutcome(acc, c.provOffset, c.prov, w);
}

export const blakeReactionSim: Sim<BlakeReactionCompiled> = {
  id: 'blake-reaction',
  title: 'Blake: one-D10 reactions (skirmishers evading, turning to face a charge, cavalry reform and breakthrough)',
  families: ['blake'],
  defaultRuleset: 'blake',
  exampleSituation: 'experiments/situations/blake-reaction.yaml',
  compile(ruleset, s, switches) {
    s.allowKeys(['test', 'distance', 'chargers', 'trainedLightInfantry', 'mountedSkirmishers', 'turner', 'class']);
    const r = (ruleset.data as BlakeRules).reactions;
    const test = s.get('test').oneOf(REACTIONS);
    const used: Array<Valued<number>> = [];
    const v = (x: Valued<number>) => (used.push(x), x.value);
    let need = 0;
    let add = 0;
    if (test === 'evade') {
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
    } else {
      need = v(test === 'reform' ? r.cavalry.reformOn : r.cavalry.breakthroughOn);
      if (s.get('class').optOneOf(CLASSES, 'B') === 'A') add += v(r.cavalry.classA);
    }
    const layout = makeLayout({
      distributions: [{ name: 'reaction', title: `Blake ${test}`, outcomes: OUTCOMES[test] }, PROVISIONAL_DISTRIBUTION],
      means: [],
    });
    return { layout, ...diceOf([10]), need, add, prov: anyProvisional(...used), provOffset: layout.distOffset[PROVISIONAL_DISTRIBUTION.name] };
  },
  kernel: fixedDiceKernel(score),
  exact: fixedDiceExact(score),
};
