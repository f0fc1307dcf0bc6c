import type { CcSide } from '../../engine/half-a-league/close-combat.ts';
import { saveFaces } from '../../engine/half-a-league/close-combat.ts';
import {
  CC_MODIFIERS,
  saveRow,
  type CcModifier,
  type HalRules,
} from '../../engine/half-a-league/rules/hal-rules.ts';
import type { YamlNode } from '../../engine/input/yaml-node.ts';

/** A unit in a Half a League situation: stands, chits, leader, per-stand modifiers. */
export interface HalUnit {
  stands: number;
  chits: number;
  leader: boolean;
  modifiers: CcModifier[];
}

export function readHalUnit(n: YamlNode, maxStands = 16, extra: readonly string[] = []): HalUnit {
  n.allowKeys(['stands', 'chits', 'leader', 'modifiers', ...extra]);
  return {
    stands: n.get('stands').int(1, maxStands),
    chits: n.get('chits').optInt(0, 0, 20),
    leader: n.get('leader').optBool(true),
    modifiers: n.get('modifiers').exists
      ? n
          .get('modifiers')
          .items()
          .map((m) => m.oneOf(CC_MODIFIERS))
      : [],
  };
}

/**
 * Compile a unit for close combat: per-stand modifiers (a)-(i) and -1 per
 * chit on every die, the leader stand's die (switch leaderStandDie) with its
 * +1, the save chance by stands.
 */
export function ccSide(
  r: HalRules,
  u: HalUnit,
  leaderRolls: boolean,
): { side: CcSide; provisional: boolean } {
  const perDie =
    u.modifiers.reduce((s, m) => s + r.modifiers[m].value, 0) + u.chits * r.morale.chitModifier.value;
  const need = saveRow(r, u.stands).need;
  const dice = u.stands + (u.leader && leaderRolls ? 1 : 0);
  return {
    side: {
      dice,
      add: perDie * dice + (u.leader ? r.modifiers.leaderStand.value : 0),
      stands: u.stands,
      leader: u.leader ? r.morale.leaderCounts.value : 0,
      chits: u.chits,
      saveFaces: saveFaces(need.value, u.chits),
    },
    provisional: need.cell.source === 'provisional',
  };
}
