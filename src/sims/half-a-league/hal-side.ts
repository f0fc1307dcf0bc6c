import type { CcRules, CcSide } from '../../engine/half-a-league/close-combat.ts';
import { saveTrack } from '../../engine/half-a-league/close-combat.ts';
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
 * +1, the saves by stands remaining (saveTrack, `saveBonus` on each).
 */
export function ccSide(
  r: HalRules,
  u: HalUnit,
  cc: CcRules,
  saveBonus = 0,
): { side: CcSide; provisional: boolean } {
  const perDie =
    u.modifiers.reduce((s, m) => s + r.modifiers[m].value, 0) + u.chits * r.morale.chitModifier.value;
  const need = saveRow(r, u.stands).need;
  const dice = u.stands + (u.leader && cc.leaderRolls ? 1 : 0);
  const leader = u.leader ? r.morale.leaderCounts.value : 0;
  const fps = r.figuresPerStand.value;
  // Close Combat (d) "Distribute loses throughout"
  const saves = saveTrack(r, cc, u.stands, leader, u.chits, saveBonus, fps, false);
  return {
    side: {
      dice,
      add: perDie * dice + (u.leader ? r.modifiers.leaderStand.value : 0),
      stands: u.stands,
      leader,
      chits: u.chits,
      saveFaces: saves[0],
      figures: u.stands * fps,
      saves,
    },
    provisional: need.cell.source === 'provisional',
  };
}
