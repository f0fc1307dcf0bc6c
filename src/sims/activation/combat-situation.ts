import { COMBAT_KINDS, FORMATIONS, type CombatSetup } from '../../engine/activation/opposed.ts';
import { EVENTS, TIERS } from '../../engine/activation/rules/activation-rules.ts';
import type { YamlNode } from '../../engine/input/yaml-node.ts';

/** Read an opposed-combat situation (shared by activation-combat and activation-damage). */
export function readCombatSetup(s: YamlNode, extraKeys: readonly string[] = []): CombatSetup {
  s.allowKeys(['kind', 'attacker', 'defender', 'range', 'canister', ...extraKeys]);
  const a = s.get('attacker');
  a.allowKeys(['tier', 'arm', 'formation', 'damage', 'charging', 'uphill']);
  const d = s.get('defender');
  d.allowKeys(['tier', 'arm', 'formation', 'damage', 'cover', 'attackedFrom']);
  const arms = ['infantry', 'cavalry', 'artillery'] as const;
  return {
    kind: s.get('kind').oneOf(COMBAT_KINDS),
    attacker: {
      tier: a.get('tier').oneOf(TIERS),
      arm: a.get('arm').optOneOf(arms, 'infantry'),
      formation: a.get('formation').optOneOf(FORMATIONS, 'line'),
      damage: a.get('damage').optInt(0, 0, 3),
      charging: a.get('charging').optBool(true),
      uphill: a.get('uphill').optBool(false),
    },
    defender: {
      tier: d.get('tier').oneOf(TIERS),
      arm: d.get('arm').optOneOf(arms, 'infantry'),
      formation: d.get('formation').optOneOf(FORMATIONS, 'line'),
      damage: d.get('damage').optInt(0, 0, 3),
      cover: d.get('cover').optOneOf(['none', 'light', 'heavy'] as const, 'none'),
      attackedFrom: d.get('attackedFrom').optOneOf(['front', 'flank', 'rear'] as const, 'front'),
    },
    range: s.get('range').optOneOf(['short', 'medium', 'long'] as const, 'medium'),
    canister: s.get('canister').optBool(false),
  };
}

export const eventIndex = (e: string): number => EVENTS.indexOf(e as (typeof EVENTS)[number]);

/** The die of the opposed rolls (switch opposedDie). */
export function opposedSides(switches: Record<string, string>): number {
  return switches.opposedDie === 'd10' ? 10 : 6;
}
