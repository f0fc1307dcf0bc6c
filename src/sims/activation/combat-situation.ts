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
  // Bombardment Attacks "Assume standard cannons"; Musketry Attacks "Assume that standard muskets": a battery bombards, infantry fires musketry
  const aArm = a.get('arm').optOneOf(arms, kind === 'bombardment' ? 'artillery' : 'infantry');
  const dArm = d.get('arm').optOneOf(arms, 'infantry');
  // Cavalry: "Light and Heavy cavalry do not have ranged attacks."
  if (aArm === 'cavalry' && kind !== 'melee')
    a.get('arm').fail(`expected infantry or artillery in ${kind} (cavalry "do not have ranged attacks")`);
  if (kind === 'bombardment' && aArm !== 'artillery')
    a.get('arm').fail('expected artillery in bombardment (Bombardment Attacks: "Assume standard cannons")');
  if (kind === 'musketry' && aArm !== 'infantry')
    a.get('arm').fail(
      'expected infantry in musketry (Musketry Attacks: "Assume that standard muskets"); a battery fires bombardment',
    );
  const aForm = formationOf(a, aArm);
  // "Square: No movement" (no charge, no closing with the enemy); "Artillery cannot charge"
  const still =
    aForm === 'square'
      ? 'in square ("Square: No movement")'
      : aArm === 'artillery'
        ? 'for artillery ("Artillery cannot charge")'
        : '';
  const charging = a.get('charging').optBool(still === '');
  if (still && charging) a.get('charging').fail(`expected charging: false ${still}`);
  if (still && seize)
    a.get('seizeInitiative').fail(`expected no seizeInitiative ${still} (it "includes closing with enemy")`);
  return {
    kind,
    attacker: {
      tier: a.get('tier').oneOf(TIERS),
      arm: aArm,
      formation: aForm,
      damage: a.get('damage').optInt(0, 0, 3),
      charging,
      uphill: a.get('uphill').optBool(false),
      special: seize || aimed,
    },
    defender: {
      tier: d.get('tier').oneOf(TIERS),
      arm: dArm,
      formation: formationOf(d, dArm),
      damage: d.get('damage').optInt(0, 0, 3),
      cover: d.get('cover').optOneOf(['none', 'light', 'heavy'] as const, 'none'),
      attackedFrom: d.get('attackedFrom').optOneOf(['front', 'flank', 'rear'] as const, 'front'),
      uphill: d.get('uphill').optBool(false),
    },
    range: s.get('range').optOneOf(['short', 'medium', 'long'] as const, 'medium'),
    canister: s.get('canister').optBool(false),
  };
}

/** Infantry Formations are infantry's: cavalry and artillery are given none (their modifiers never apply). */
function formationOf(side: YamlNode, arm: CombatSetup['attacker']['arm']): (typeof FORMATIONS)[number] {
  if (arm !== 'infantry' && side.has('formation'))
    side
      .get('formation')
      .fail(
        `expected no formation for ${arm} (the draft lists formation modifiers only under "Infantry Formations")`,
      );
  return side.get('formation').optOneOf(FORMATIONS, 'line');
}

export const eventIndex = (e: string): number => EVENTS.indexOf(e as (typeof EVENTS)[number]);

/** The die of the opposed rolls (switch opposedDie). */
export function opposedSides(given: Readonly<Record<string, string>>): number {
  const switches = typedSwitches('activation', given);
  return switches.opposedDie === 'd10' ? 10 : 6;
}
