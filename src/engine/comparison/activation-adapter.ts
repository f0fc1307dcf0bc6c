import { activationSetup } from '../activation/activation-roll.ts';
import { counted } from './counted.ts';
import { activationDuel } from '../activation/duel/activation-duel.ts';
import { compileOpposed, type CombatSetup } from '../activation/opposed.ts';
import { bandReading } from '../activation/rules/bands.ts';
import { EVENTS, TIERS, type ActivationRules } from '../activation/rules/activation-rules.ts';
import type { YamlNode } from '../input/yaml-node.ts';
import { NO_RETURN_FIRE, type DuelEngine } from '../duel/duel-engine.ts';
import { byKeys, byQuality, mappedEngine, menUnits, readMapping } from '../duel/mapping-file.ts';
import { COVERS, RANGES, turnsIn, type PlainSituation } from '../duel/plain-situation.ts';
import { typedSwitches } from '../ruleset/typed-switches.ts';

/** The keys of this system's mapping file, beside the ones every mapping file has. */
const MAPPING_KEYS = [
  'menPerRegiment',
  'quality',
  'cover',
  'actionsToCharge',
  'twoActionChoices',
  'flankAttackedFrom',
  'gunsPerBattery',
  'range',
  'shortRangeGunChoice',
  'activationDice',
  'firstMove',
  'recoiledDefenderReturns',
  'defenderFireRange',
  'fallBackLeavesPosition',
] as const;

function readActivationMapping(root: YamlNode) {
  return {
    menPer: root.get('menPerRegiment').int(1, 10_000),
    activationDice: root.get('activationDice').int(1, 3),
    firstMove: root.get('firstMove').oneOf(['roll', 'attacker'] as const),
    defenderReturns: root.get('recoiledDefenderReturns').bool(),
    defenderFireRange: root.get('defenderFireRange').oneOf(['short', 'medium', 'long'] as const),
    fallBack: root.get('fallBackLeavesPosition').bool(),
    quality: byQuality(root.get('quality'), (q) => q.oneOf(TIERS)),
    cover: byKeys(root.get('cover'), COVERS, (v) => v.oneOf(['none', 'light', 'heavy'] as const)),
    actionsToCharge: root.get('actionsToCharge').int(1, 3),
    twoActionChoices: root.get('twoActionChoices').bool(),
    flank: root.get('flankAttackedFrom').oneOf(['front', 'flank', 'rear'] as const),
    gunsPerBattery: root.get('gunsPerBattery').int(1, 12),
    shortRangeGunChoice: root.get('shortRangeGunChoice').oneOf(['canister', 'aimedShot'] as const),
    range: byKeys(root.get('range'), RANGES, (n) => {
      n.allowKeys(['range', 'canister']);
      return {
        range: n.get('range').oneOf(['short', 'medium', 'long'] as const),
        canister: n.get('canister').bool(),
      };
    }),
  };
}

const eventIndex = (e: string) => EVENTS.indexOf(e as (typeof EVENTS)[number]);

/** Map a plain situation into regiments of the activation draft (rulesets/comparison/activation.yaml). */
export function activationAdapter(
  r: ActivationRules,
  s: PlainSituation,
  switches: Record<string, string>,
  at: YamlNode,
): DuelEngine {
  const file = readMapping('activation', MAPPING_KEYS, readActivationMapping);
  const { m, choices, minutesPerTurn } = file;
  choices.use(
    'menPerRegiment',
    'activationDice',
    'firstMove',
    `quality.${s.attacker.quality}`,
    `quality.${s.defender.quality}`,
    `cover.${s.defender.cover}`,
  );
  if (s.action !== 'bombard') choices.use('defenderFireRange');
  choices.use('fallBackLeavesPosition');
  if (s.action !== 'bombard' && s.budget !== 'turns') choices.use('recoiledDefenderReturns');
  if (s.action === 'bombard') choices.use('gunsPerBattery', `range.${s.range}`);
  if (s.action === 'bombard' && m.range[s.range].canister) choices.use('shortRangeGunChoice');
  else choices.use('actionsToCharge');
  choices.use('twoActionChoices');
  if (s.approach === 'flank') choices.use('flankAttackedFrom');
  const notMen =
    'the draft\'s damage dice are "combat ability lost to casualties, decreasing morale, and/or desertion" (Damage), not men';
  return mappedEngine(build(r, s, switches, m, turnsIn(s, minutesPerTurn), at), file, NaN, NaN, {
    attacker_loss: s.action === 'bombard' ? NO_RETURN_FIRE : notMen,
    defender_loss: notMen,
  });
}

function build(
  r: ActivationRules,
  s: PlainSituation,
  given: Readonly<Record<string, string>>,
  m: ReturnType<typeof readActivationMapping>,
  turns: number,
  at: YamlNode,
): DuelEngine {
  const switches = typedSwitches('activation', given);
  const bombard = s.action === 'bombard';
  const aTier = m.quality[s.attacker.quality];
  const dTier = m.quality[s.defender.quality];
  const rg = m.range[s.range];
  const flank = s.approach === 'flank' ? m.flank : 'front';
  const base: CombatSetup = {
    kind: bombard ? 'bombardment' : 'melee',
    attacker: {
      tier: aTier,
      arm: bombard ? 'artillery' : 'infantry',
      formation: s.attacker.formation,
      damage: 0,
      charging: false,
      uphill: false,
    },
    defender: {
      tier: dTier,
      arm: 'infantry',
      formation: s.defender.formation,
      damage: 0,
      cover: m.cover[s.defender.cover],
      attackedFrom: flank,
    },
    range: bombard ? rg.range : 'short',
    canister: false,
  };
  const crip = r.damage.whiteDice.value;
  const reading = bandReading(switches);
  /** every combination of `bits` flags, highest first: the tables' index order */
  const each = <T>(bits: number, make: (bit: (k: number) => boolean) => T): T[] =>
    Array.from({ length: 1 << bits }, (_, n) => make((k) => ((n >> (bits - 1 - k)) & 1) === 1));
  // attack[attBroken * 64 + defBroken * 32 + canister * 16 + special * 8 + charging * 4 + attCrippled * 2 + defCrippled];
  // special: Seize the Initiative (charge) or Aimed Shot (guns); broken: Broken Line, no formation modifiers
  const attack = each(7, (b) =>
    compileOpposed(
      r,
      {
        ...base,
        canister: b(2),
        attacker: {
          ...base.attacker,
          brokenLine: b(0),
          charging: b(4),
          damage: b(5) ? crip : 0,
          special: b(3),
        },
        defender: { ...base.defender, brokenLine: b(1), damage: b(6) ? crip : 0 },
      },
      eventIndex,
      reading,
    ),
  );
  // "Load Canister Short: 2 actions" (and a Fire action after it: switch canisterActions)
  const canisterActions =
    bombard && rg.canister
      ? r.actions.loadCanister.value +
        (switches.canisterActions === 'loadThenFire' ? r.actions.fire.value : 0)
      : 0;
  // defFire[targetBroken * 8 + aimed * 4 + firerCrippled * 2 + targetCrippled] (a firer has just activated, so its lines
  // are reformed; a target in Broken Line takes no formation modifier, switch formationShooting bothRoles)
  const defFire = bombard
    ? []
    : each(4, (b) =>
        compileOpposed(
          r,
          {
            kind: 'musketry',
            range: m.defenderFireRange,
            canister: false,
            attacker: {
              tier: dTier,
              arm: 'infantry',
              formation: s.defender.formation,
              damage: b(2) ? crip : 0,
              charging: false,
              uphill: false,
              special: b(1),
            },
            defender: {
              tier: aTier,
              arm: 'infantry',
              formation: s.attacker.formation,
              damage: b(3) ? crip : 0,
              brokenLine: b(0),
              cover: 'none',
              attackedFrom: 'front',
            },
          },
          eventIndex,
          reading,
        ),
      );
  // the defender rolling in a melee it is locked in: the same melee roll, sides swapped (never charging, never flanked);
  // defMelee[attBroken * 16 + defBroken * 8 + seized * 4 + dc * 2 + ac]: seized, the charger's Seize the Initiative "-1 for enemy in melee" on the defender's roll
  const defMelee = bombard
    ? []
    : each(5, (b) => {
        const o = compileOpposed(
          r,
          {
            ...base,
            attacker: {
              tier: dTier,
              arm: 'infantry',
              formation: s.defender.formation,
              brokenLine: b(1),
              damage: b(3) ? crip : 0,
              charging: false,
              uphill: false,
            },
            defender: {
              tier: aTier,
              arm: 'infantry',
              formation: s.attacker.formation,
              brokenLine: b(0),
              damage: b(4) ? crip : 0,
              cover: 'none',
              attackedFrom: 'front',
            },
          },
          eventIndex,
          reading,
        );
        return b(2) ? { ...o, attAdd: o.attAdd + r.actions.seizeInitiativeEnemy.value } : o;
      });
  const quality = r.profiles[aTier].quality;
  const defQuality = r.profiles[dTier].quality;
  const attUnits = bombard
    ? Math.max(1, Math.round(s.guns / m.gunsPerBattery))
    : menUnits(at, 'attacker', s.attacker.men, m.menPer, 'activation', 'regiment');
  const defUnits = menUnits(at, 'defender', s.defender.men, m.menPer, 'activation', 'regiment');
  const prov =
    [...attack, ...defMelee, ...defFire].some((o) => o.provisional) ||
    quality.cell.source === 'provisional' ||
    defQuality.cell.source === 'provisional'
      ? 1
      : 0;
  const mapping = {
    attacker: bombard
      ? `${counted(attUnits, `${aTier} battery`, `${aTier} batteries`)}, ${rg.range} range${canisterActions ? `, canister with ${canisterActions} actions` : ''}`
      : `${counted(attUnits, `${aTier} regiment`)} in ${s.attacker.formation}`,
    defender: `${counted(defUnits, `${dTier} regiment`)} in ${s.defender.formation}, ${m.cover[s.defender.cover] === 'none' ? 'no' : m.cover[s.defender.cover]} cover, attacked from the ${flank}`,
    activation: `quality ${quality.value}+ / ${defQuality.value}+ on ${m.activationDice} D6, ${m.firstMove === 'roll' ? 'first move rolled' : 'the attacker moves first'}, ${m.actionsToCharge} action to charge${m.twoActionChoices ? `; with ${r.actions.seizeInitiative.value} actions Seize the Initiative (charging) or Aimed Shot (firing), the enemy -1` : ''}`,
  };
  return activationDuel(
    {
      attUnits,
      defUnits,
      die: switches.opposedDie === 'd10' ? 10 : 6,
      attActivation: activationSetup(
        r,
        quality.value,
        Math.min(m.activationDice, r.activation.maxDice.value),
        0,
        switches,
      ),
      defActivation: activationSetup(
        r,
        defQuality.value,
        Math.min(m.activationDice, r.activation.maxDice.value),
        0,
        switches,
      ),
      defenderFirst: m.firstMove === 'roll',
      defenderReturns: m.defenderReturns,
      fireEachAction: switches.firesPerActivation === 'eachAction',
      meleeOnceARound: switches.continuingMelee === 'onceARound',
      fallBackFace: m.fallBack ? r.blunder.findIndex((b) => b.value === 'fallBack') + 1 : 0,
      seizeLasts: switches.seizeInitiative === 'wholeMelee',
      chargerAttacks: switches.meleeAttacker === 'charger',
      actionsToCharge: m.actionsToCharge,
      // the Actions the mapping lets a unit with enough actions take: 0 never
      seizeActions: m.twoActionChoices ? r.actions.seizeInitiative.value : 0,
      aimActions: m.twoActionChoices ? r.actions.aimedShot.value : 0,
      canisterActions,
      canisterFirst: m.shortRangeGunChoice === 'canister',
      attack,
      defMelee,
      defFire,
      bombard,
      renew: bombard || s.budget === 'turns',
      rallyActions: r.activation.rallyFromRout.value,
      rallyOverTurns: switches.routRally === 'threeActivations',
      events: {
        panic: eventIndex('panic'),
        volley: eventIndex('devastatingVolley'),
        rout: eventIndex('rout'),
        petrified: eventIndex('petrified'),
        brokenLine: eventIndex('brokenLine'),
      },
    },
    turns,
    prov,
    mapping,
  );
}
