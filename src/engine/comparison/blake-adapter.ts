import { blakeDuel, type BlakeFire, type BlakeSide, type GunRounds } from '../blake/duel/blake-duel.ts';
import { counted } from './counted.ts';
import { makeStands } from '../blake/duel/blake-stands.ts';
import { diceEach, hitChance, penetrates, type FireOrder, type Weapon } from '../blake/fire-odds.ts';
import type { BlakeRules } from '../blake/rules/blake-rules.ts';
import { standModifier } from '../blake/melee-total.ts';
import { DEFENCES, type Defence } from '../blake/rules/melee.ts';
import { CLASSES, TARGETS, type BlakeClass, type Target } from '../blake/rules/fire.ts';
import type { YamlNode } from '../input/yaml-node.ts';
import { NO_RETURN_FIRE, type DuelEngine } from '../duel/duel-engine.ts';
import { byKeys, byQuality, forceUnits, mappedEngine, readMapping, unitsOf } from '../duel/mapping-file.ts';
import { COVERS, RANGES, turnsIn, type PlainSituation, type Quality } from '../duel/plain-situation.ts';
import { typedSwitches } from '../ruleset/typed-switches.ts';

/** The keys of this system's mapping file, beside the ones every mapping file has. */
const MAPPING_KEYS = [
  'menPerFigure',
  'partialUnit',
  'quality',
  'weapon',
  'cover',
  'maxSupportsPerPair',
  'flank',
  'heavyGuns',
  'range',
  'defence',
  'penetration',
  'solidShotStoppedBy',
  'columnFrontage',
  'chargersTarget',
  'fledStandsLost',
  'returnFireAtGuns',
  'leaders',
] as const;

function readBlakeMapping(root: YamlNode) {
  const flank = root.get('flank');
  flank.allowKeys(['defensiveFire', 'supportsPerPair']);
  const weapon = root.get('weapon');
  weapon.allowKeys(['musket', 'rifle']);
  const weapons = ['muzzleLoader', 'breechLoader', 'magazine'] as const;
  return {
    menPerFigure: root.get('menPerFigure').int(1, 1000),
    quality: byQuality(root.get('quality'), (q) => {
      q.allowKeys(['class', 'regular']);
      return { cls: q.get('class').oneOf(CLASSES), regular: q.get('regular').bool() };
    }),
    weapon: { musket: weapon.get('musket').oneOf(weapons), rifle: weapon.get('rifle').oneOf(weapons) },
    cover: byKeys(root.get('cover'), COVERS, (v) => v.oneOf(TARGETS)),
    maxSupports: root.get('maxSupportsPerPair').int(0, 6),
    flank: {
      defensiveFire: flank.get('defensiveFire').bool(),
      supports: flank.get('supportsPerPair').int(0, 6),
    },
    heavyGuns: root.get('heavyGuns').bool(),
    penetration: byKeys(root.get('penetration'), ['line', 'column'] as const, (v) => {
      v.allowKeys(['canister', 'solidShot']);
      return { canister: v.get('canister').int(0, 1), artillery: v.get('solidShot').int(0, 6) };
    }),
    solidShotStoppedBy: root
      .get('solidShotStoppedBy')
      .items()
      .map((c) => c.oneOf(COVERS)),
    defence: byKeys(root.get('defence'), COVERS, (v) => v.oneOf(DEFENCES)),
    columnFrontage: root.get('columnFrontage').int(1, 12),
    chargersTarget: root.get('chargersTarget').oneOf(TARGETS),
    fledStandsLost: root.get('fledStandsLost').bool(),
    returnFireAtGuns: root.get('returnFireAtGuns').oneOf(['none'] as const),
    // THE ROLE OF LEADERS, DANGER TO LEADERS: the duel has no leader figures (the only reading it plays)
    leaders: root.get('leaders').oneOf(['none'] as const),
    range: byKeys(root.get('range'), RANGES, (v) => {
      v.allowKeys(['shot', 'beyondHalfRange']);
      return {
        shot: v.get('shot').oneOf(['canister', 'artillery'] as const),
        far: v.get('beyondHalfRange').bool(),
      };
    }),
  };
}

/** Map a plain situation into Blake stands and figures (rulesets/comparison/blake.yaml). */
export function blakeAdapter(
  r: BlakeRules,
  s: PlainSituation,
  given: Readonly<Record<string, string>>,
  at: YamlNode,
): DuelEngine {
  const switches = typedSwitches('blake', given);
  const file = readMapping('blake', MAPPING_KEYS, readBlakeMapping);
  const { m, choices, minutesPerTurn } = file;
  choices.use(
    'menPerFigure',
    `quality.${s.defender.quality}`,
    `quality.${s.attacker.quality}`,
    `cover.${s.defender.cover}`,
  );
  choices.use('fledStandsLost', 'leaders');
  if (s.action === 'bombard')
    choices.use(
      'heavyGuns',
      `range.${s.range}`,
      `penetration.${s.defender.formation}`,
      'solidShotStoppedBy',
      'returnFireAtGuns',
    );
  else
    choices.use(
      'maxSupportsPerPair',
      s.approach === 'flank' ? 'flank' : `weapon.${s.defender.weapon}`,
      'chargersTarget',
      `defence.${s.defender.cover}`,
      ...(s.defender.formation === 'column' ? ['columnFrontage'] : []),
    );
  const figures = r.morale.figuresPerStand.value;
  const prov: boolean[] = [];
  const side = (
    men: number,
    q: Quality,
    defence: Defence,
    field?: 'attacker' | 'defender',
  ): BlakeSide & { cls: BlakeClass; regular: boolean } => {
    const { cls, regular } = m.quality[q];
    const failCell = r.morale.standFailsAtOrBelow[cls];
    prov.push(failCell.cell.source === 'provisional');
    const stands = Math.round(unitsOf(men, m.menPerFigure) / figures);
    // the fewest men that round to half a stand's figures
    const least = Math.ceil((Math.ceil(figures / 2) - 0.5) * m.menPerFigure);
    const unit = `stand of ${figures} figures of ${m.menPerFigure} men`;
    const n = field ? forceUnits(at, field, stands, least, 'blake', unit) : Math.max(1, stands);
    const haltAt = regular ? r.morale.haltAtFigures.regular.value : r.morale.haltAtFigures.other.value;
    // INVOLUNTARY WITHDRAWAL FROM MELEE: halted stands stay "defending an obstacle or fortification"
    const modifier = standModifier(r, cls, defence);
    return {
      stands: makeStands(n, haltAt, failCell.value, defence !== 'none'),
      figures,
      halved: cls === 'D',
      supportsBonus: r.melee.totals.supportBonus.value,
      modifier,
      cls,
      regular,
    };
  };
  const fireOf = (
    order: FireOrder,
    target: Target,
    extra: Pick<BlakeFire, 'extraStands' | 'maxFirers' | 'gunFailsOn' | 'failsOnDouble'>,
  ): BlakeFire => {
    const chance = hitChance(r, order, false, target);
    prov.push(chance.provisional);
    const gun = order.weapon === 'artillery' || order.weapon === 'canister';
    return {
      dice: diceEach(r, order, target === 'hardCover'),
      need: 11 - Math.round(chance.p * 10),
      ...extra,
      failBothUpTo: switches.defensiveFireScore === 'bothUpTo',
      perFigure: switches.fireDicePer === 'figure' && !gun,
    };
  };
  const bombard = s.action === 'bombard';
  const target = m.cover[s.defender.cover];
  const d = side(
    s.defender.men,
    s.defender.quality,
    bombard ? 'none' : m.defence[s.defender.cover],
    'defender',
  );
  const a = side(
    bombard ? 100 : s.attacker.men,
    s.attacker.quality,
    'none',
    bombard ? undefined : 'attacker',
  );
  const meleeRows = r.melee.defenderLoses;
  const totals = r.melee.totals;
  prov.push(
    (meleeRows.some((v) => v.cell.source === 'provisional') ||
      totals.figurePoints.cell.source === 'provisional' ||
      a.modifier !== 0 ||
      d.modifier !== 0) &&
      !bombard,
  );
  const melee = {
    die: switches.meleeDie === 'd10' ? 10 : 6,
    defenderRolls: switches.meleeRoll !== 'attackerOnly',
    figurePoints: totals.figurePoints.value,
    halvedDivisor: totals.halvedDivisor.value,
    phases: switches.gameTurn === 'eachPlayer' ? 2 : 1,
    maxDiff: r.melee.maxDiff,
    minDiff: r.melee.minDiff,
    defLoses: Int32Array.from(meleeRows, (v) => v.value),
    attLoses: Int32Array.from(r.melee.attackerLoses, (v) => v.value),
    maxSupports: m.maxSupports,
    flankSupports: s.approach === 'flank' ? m.flank.supports : 0,
    originalPairs: switches.meleeCombatants !== 'groupStands',
  };
  // DEFENSIVE FIRE: regular close order infantry, treated as volley-rapid fire
  const canFire = d.regular && (s.approach === 'frontal' || m.flank.defensiveFire);
  const weapon: Weapon = m.weapon[s.defender.weapon];
  const maxFirers = s.defender.formation === 'column' ? m.columnFrontage : 0;
  const defFire =
    !bombard && canFire
      ? fireOf({ weapon, cls: d.cls, volley: true, heavyGun: false, elite: false }, m.chargersTarget, {
          extraStands: 0,
          maxFirers,
          gunFailsOn: 0,
          failsOnDouble: r.fire.defensiveFireFailsOnDouble.value,
        })
      : undefined;
  const { shot, far } = m.range[s.range];
  const aq = m.quality[s.attacker.quality];
  const pen = m.penetration[s.defender.formation];
  const gunOf = (w: 'canister' | 'artillery') => {
    const order: FireOrder = {
      weapon: w,
      cls: aq.cls,
      volley: false,
      heavyGun: m.heavyGuns,
      elite: aq.cls === 'A',
      beyondHalfRange: far,
    };
    // canister: "up to one stand deep", never out of cover other than soft; round shot: stopped by the mapping's covers
    const extraStands =
      w === 'canister'
        ? penetrates(r, order, target)
          ? Math.min(pen.canister, r.fire.dice.canisterPenetrates.value)
          : 0
        : m.solidShotStoppedBy.includes(s.defender.cover)
          ? 0
          : pen.artillery;
    // NATIVE ARTILLERY: "roll one D10 before a native [Irregular] gun fires"
    return fireOf(order, target, {
      extraStands,
      maxFirers: 0,
      gunFailsOn: aq.regular ? 0 : r.fire.nativeGunFailsOn.value,
      failsOnDouble: 0,
    });
  };
  // ARTILLERY AMMUNITION LIMITATION: at canister range, canister while it lasts, then solid shot
  const ammo = r.fire.ammunition;
  const gunFire: GunRounds[] | undefined = bombard
    ? [
        ...(shot === 'canister' ? [{ fire: gunOf('canister'), rounds: ammo.canister.value }] : []),
        { fire: gunOf('artillery'), rounds: ammo.solidShot.value },
      ]
    : undefined;
  const mapping = {
    attacker: bombard
      ? `${s.guns} ${m.heavyGuns ? 'heavy' : 'light'} guns firing ${shot}${far ? ' beyond half range' : ''}`
      : `${counted(a.stands.n, 'stand')} of ${figures}, class ${a.cls}${a.regular ? ' regulars' : ''}`,
    defender: `${counted(d.stands.n, 'stand')} of ${figures}, class ${d.cls}${d.regular ? ' regulars' : ''}, target column ${target}${d.stands.holdWhenHalted ? `, defending its ${m.defence[s.defender.cover]}` : ''}, melee ${d.modifier >= 0 ? '+' : ''}${d.modifier} against ${a.modifier >= 0 ? '+' : ''}${a.modifier}`,
    fire: defFire
      ? `defensive volley ${defFire.dice} D10 a ${defFire.perFigure ? 'figure' : 'stand'}, hit on ${defFire.need}+`
      : gunFire
        ? gunFire
            .map(
              (g) =>
                `${g.rounds} rounds of ${g.fire.dice} D10 a gun, hit on ${g.fire.need}+${g.fire.extraStands ? `, penetrating ${g.fire.extraStands} stand${g.fire.extraStands > 1 ? 's' : ''} beyond` : ''}${g.fire.gunFailsOn ? `, a native gun silent on ${g.fire.gunFailsOn}` : ''}`,
            )
            .join(', then ')
        : 'none',
  };
  const e = blakeDuel(
    a,
    d,
    melee,
    defFire,
    s.guns,
    gunFire,
    turnsIn(s, minutesPerTurn),
    prov.some(Boolean) ? 1 : 0,
    mapping,
    m.fledStandsLost,
    !bombard && switches.chargeTest === 'standMorale',
    switches.failedGroupMelee === 'stops',
  );
  return mappedEngine(
    e,
    file,
    m.menPerFigure,
    m.menPerFigure,
    bombard ? { attacker_loss: NO_RETURN_FIRE } : {},
  );
}
