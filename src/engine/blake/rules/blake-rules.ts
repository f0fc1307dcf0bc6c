import type { RulesetFamily } from '../../ruleset/loaded-ruleset.ts';
import { readCommand, type CommandRules } from './command.ts';
import { readFacing, type FacingRules } from './facing.ts';
import { readFire, type FireRules } from './fire.ts';
import { readMelee, type MeleeRules } from './melee.ts';
import { readMorale, type MoraleRules } from './morale.ts';
import { readMovement, type MovementRules } from './movement.ts';
import { readReactions, type ReactionRules } from './reactions.ts';

/** Everything Blake's rules fix, read from rulesets/blake. */
export interface BlakeRules {
  command: CommandRules;
  facing: FacingRules;
  fire: FireRules;
  melee: MeleeRules;
  morale: MoraleRules;
  movement: MovementRules;
  reactions: ReactionRules;
}

export const blakeFamily: RulesetFamily<BlakeRules> = {
  family: 'blake',
  die: 'd10',
  read(source, ledger) {
    return {
      command: readCommand(source.file('command.yaml'), ledger),
      facing: readFacing(source.file('facing.yaml'), ledger),
      fire: readFire(source.file('fire.yaml'), ledger),
      melee: readMelee(source.file('melee.yaml'), ledger),
      morale: readMorale(source.file('morale.yaml'), ledger),
      movement: readMovement(source.file('movement.yaml'), ledger),
      reactions: readReactions(source.file('reactions.yaml'), ledger),
    };
  },
};
