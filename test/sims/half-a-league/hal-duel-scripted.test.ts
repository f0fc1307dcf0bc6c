import { describe, expect, it } from 'vitest';
import { scriptedFaces as faces } from '../../engine/half-a-league/duel/scripted-faces.ts';
import { HOLDS, O_DECISION, O_DEF_BREAKS, O_SIZE, TAKES } from '../../../src/engine/duel/duel-engine.ts';
import type { DuelCompiled } from '../../../src/sims/duel/duel-sim.ts';
import { Problems } from '../../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../../src/engine/input/parse-yaml.ts';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { compileScenario } from '../../../src/sims/prepare.ts';
import { SIMS } from '../../../src/sims/registry.ts';

const run = (yaml: string, dice: number[], switches: Record<string, string> = {}) => {
  const node = parseYamlFile(`system: half-a-league\n${yaml}`, 'duel.yaml').root(new Problems());
  const c = compileScenario(SIMS.duel, loadRuleset('half-a-league'), node, switches).compiled as DuelCompiled;
  const out = new Int32Array(O_SIZE);
  c.engine.run(faces(dice), out);
  return out;
};

// command dice (British, 2D6 each): two points a side
const COMMAND = [1, 1, 1, 1];
// the charge tests below roll their die, a point spent only on a failed one (a 6 passes)
const AFTER_DIE = { moraleBenefitDeclared: 'afterFailedDie' };

describe('Half a League duel, die by die', () => {
  it('Modifiers (c) "if any unit wins a normal close combat during the game it achieves and retains this bonus": the attacker that won turn 1 wins the tie when the defender charges back', () => {
    const y =
      'budget: turns\nminutes: 80\nattacker: {men: 800, quality: average, formation: line}\ndefender: {men: 800, quality: average}';
    const dice = [
      ...COMMAND,
      // turn 1 fire: the defender's four stands, then the attacker's: no hits, no sixes
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      // the charge test: 4 stands + leader + 6 >= 8
      6,
      // close combat: attacker 5 x 3 + leader 1 + command point 5 = 21; defender 5 x 4 + 1 = 21; a tie, no win-ties yet: switch ties attackerWins gives it to the charger
      3,
      3,
      3,
      3,
      3,
      4,
      4,
      4,
      4,
      4,
      // the winner's loss die: a third of nothing
      4,
      // turn 2 fire, the attacker in the position first
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      // the defender (two chits) charges back: 4 + 1 + 6 - 2 >= 8
      6,
      // defender 5 x 5 - 2 x 5 (chits) + 1 + 5 (its command point) = 21; attacker 5 x 4 + 1 = 21: a tie, and only the attacker has won a close combat
      5,
      5,
      5,
      5,
      5,
      4,
      4,
      4,
      4,
      4,
      4,
    ];
    expect(run(y, dice, { ...AFTER_DIE, ties: 'attackerWins' })[O_DECISION]).toBe(TAKES);
  });

  it('Close Combat (d) "Three 6\'s in the winner\'s roll is a possible \u201cleader kill\u201d to the loser"; MORALE (a) "2. Leader is killed": a chit, and the stand no longer counts toward rout (switch leaderKilled standLost)', () => {
    const y =
      'attacker: {men: 800, quality: average, formation: line}\ndefender: {men: 600, quality: average}';
    const fight = (defenderSave: number) => [
      ...COMMAND,
      // fire: the defender's three stands, the attacker's four
      3,
      3,
      3,
      3,
      3,
      3,
      3,
      6,
      // attacker 6, 6, 6, 3, 3 (three 6s: one possible leader kill) + 6 against defender 4 x 3 + 1
      6,
      6,
      6,
      3,
      3,
      3,
      3,
      3,
      3,
      // the winner's loss die 4: a third of the loser's possible loss including leaders, rounded up: one possible leader loss
      4,
      // the defender's leader save (three stands: 6 saves), then the attacker's (four stands: 5-6 saves)
      defenderSave,
      6,
    ];
    const standLost = { ...AFTER_DIE, leaderKilled: 'standLost' };
    // killed: a chit for the leader and two for losing reach three stands without the leader: the defender breaks
    expect(run(y, fight(1), standLost)[O_DEF_BREAKS]).toBe(1);
    // saved: two chits against three stands and the leader
    expect(run(y, fight(6), standLost)[O_DEF_BREAKS]).toBe(0);
  });

  it('MORALE (e) "A unit may automatically pull one morale chit in the movement phase": the side in the position pulls before the fire phase; a routed charger leaves it (MORALE (c), (d))', () => {
    // one stand and a leader each, two chits each (raw): the attacker is at its rout threshold; the defender pulls to one chit
    const y = 'attacker: {men: 200, quality: raw, formation: line}\ndefender: {men: 200, quality: raw}';
    // command dice, then one fire die a side: no hits
    const out = run(y, [...COMMAND, 3, 3]);
    expect(out[O_DECISION]).toBe(HOLDS);
    expect(out[O_DEF_BREAKS]).toBe(0);
  });
});
