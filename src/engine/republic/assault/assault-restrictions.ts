import type { YamlNode } from '../../input/yaml-node.ts';
import type { Arm } from '../rules/arms.ts';
import { citeRestriction, forbiddingRestriction, type MoraleRestrictions } from '../rules/restrictions.ts';
import type { AssaultUnit } from './formation.ts';

/** A unit as the situation gives it, with the node its fields were read from. */
export interface GivenUnit {
  unit: AssaultUnit;
  node: YamlNode;
}

/**
 * §2.3: refuse each attacking unit whose morale state forbids it to assault
 * this defender, at its `morale` field. Batteries do not assault: they count
 * when within range of an assault their infantry or cavalry makes (§5.1, §5.2).
 */
export function refuseForbiddenAssault(
  r: MoraleRestrictions,
  attackers: readonly GivenUnit[],
  defenderArms: readonly Arm[],
): void {
  for (const { unit, node } of attackers) {
    if (unit.arm === 'artillery') continue;
    const row = forbiddingRestriction(r, {
      state: unit.morale,
      act: 'assault',
      arm: unit.arm,
      against: defenderArms,
    });
    if (row)
      node
        .get('morale')
        .fail(
          `expected a morale state in which this ${unit.arm} will assault a defender of ${defenderArms.join(' and ')} (${citeRestriction(r, row)})`,
        );
  }
}
