import { COMBAT_KINDS, FORMATIONS, type CombatSetup } from '../../engine/activation/opposed.ts';
import { EVENTS, TIERS } from '../../engine/activation/rules/activation-rules.ts';
import type { YamlNode } from '../../engine/input/yaml-node.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';

/** Read an opposed-combat situation (shared by activation-combat and activation-damage). */
export function readCombatSetup(s: YamlNode, extraKeys: readonly string[] = []): CombatSetup {
  s.allowKeys(['kind', 'attacker', 'defender', 'range', 'canister', ...extraKeys]);
  const a = s.get('attacker');
  a.allowKeys(['tier', 'arm', 'formation', 'damage', 'charging', 'uphill', 'seizeInitiative', 'aimedShot']);
  const d = s.get('defender');
  d.allowKeys(['tier', 'arm', 'formation', 'damage', 'cover', 'attackedFrom', 'uphill']);
  const arms = ['infantry', 'cavalry', 'artillery'] as const;
  const kind = s.get('kind').oneOf(COMBAT_KINDS);
  // Actions: Seize the Initiative closes into melee, Aimed Shot fires
  const seize = a.get('seizeInitiative').optBool(false);
  const aimed = a.get('aimedShot').optBool(false);
  if (seize && kind !== 'melee')
    a.get('seizeInitiative').fail(
      'expected only in a melee (Seize the Initiative "includes closing with enemy")',
    );
  if (aimed && kind === 'melee')
    a.get('aimedShot').fail(
      'expected only in musketry or bombardment (Aimed Shot: "-1 for enemy in shooting")',
    );
  return {
    kind,
    attacker: {
      tier: a.get('tier').oneOf(TIERS),
      arm: a.get('arm').optOneOf(arms, 'infantry'),
      formation: a.get('formation').optOneOf(FORMATIONS, 'line'),
      damage: a.get('damage').optInt(0, 0, 3),
      charging: a.get('charging').optBool(true),
      uphill: a.get('uphill').optBool(false),
      special: seize || aimed,
    },
    defender: {
      tier: d.get('tier').oneOf(TIERS),
      arm: d.get('arm').optOneOf(arms, 'infantry'),
      formation: d.get('formation').optOneOf(FORMATIONS, 'line'),
      damage: d.get('damage').optInt(0, 0, 3),
      cover: d.get('cover').optOneOf(['none', 'light', 'heavy'] as const, 'none'),
      attackedFrom: d.get('attackedFrom').optOneOf(['front', 'flank', 'rear'] as const, 'front'),
      uphill: d.get('uphill').optBool(false),
    },
    range: s.get('range').optOneOf(['short', 'medium', 'long'] as const, 'medium'),
    canister: s.get('canister').optBool(false),
  };
}

export const eventIndex = (e: string): number => EVENTS.indexOf(e as (typeof EVENTS)[number]);

/** The die of the opposed rolls (switch opposedDie). */
export function opposedSides(given: Readonly<Record<string, string>>): number {
  const switches = typedSwitches('activation', given);
  return switches.opposedDie === 'd10' ? 10 : 6;
}
