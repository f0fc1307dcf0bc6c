import { blakeDuel, type BlakeFire, type BlakeSide, type GunRounds } from '../../blake/duel/blake-duel.ts';
import { makeStands } from '../../blake/duel/blake-stands.ts';
import { diceEach, hitChance, type FireOrder, type Weapon } from '../../blake/fire-odds.ts';
import type { BlakeRules } from '../../blake/rules/blake-rules.ts';
import { CLASSES, TARGETS, type BlakeClass, type Target } from '../../blake/rules/fire.ts';
import type { YamlNode } from '../../input/yaml-node.ts';
import { inMen, NO_RETURN_FIRE, withChoices, type DuelEngine } from '../duel-engine.ts';
import { byKeys, byQuality, readMapping, TEXT_BACKED, unitsOf } from '../mapping-file.ts';
import { COVERS, RANGES, type PlainSituation, type Quality } from '../plain-situation.ts';

function readBlakeMapping(root: YamlNode) {
  root.allowKeys([TEXT_BACKED, 'menPerFigure', 'quality', 'weapon', 'cover', 'maxSupportsPerPair', 'flank', 'heavyGuns', 'range']);
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
    flank: { defensiveFire: flank.get('defensiveFire').bool(), supports: flank.get('supportsPerPair').int(0, 6) },
    heavyGuns: root.get('heavyGuns').bool(),
    range: byKeys(root.get('range'), RANGES, (v) => {
      v.allowKeys(['shot', 'beyondHalfRange']);
      return { shot: v.get('shot').oneOf(['canister', 'artillery'] as const), far: v.get('beyondHalfRange').bool() };
    }),
  };
}

/** Map a plain situation into Blake stands and figures (rulesets/comparison/blake.yaml). */
export function blakeAdapter(r: BlakeRules, s: PlainSituation, switches: Record<string, string>): DuelEngine {
  const { m, choices } = readMapping('blake', readBlakeMapping);
  choices.use('menPerFigure', `quality.${s.defender.quality}`, `quality.${s.attacker.quality}`, `cover.${s.defender.cover}`);
  if (s.action === 'bombard') choices.use('heavyGuns', `range.${s.range}`);
  else choices.use('maxSupportsPerPair', s.approach === 'flank' ? 'flank' : `weapon.${s.defender.weapon}`);
  const figures = r.morale.figuresPerStand.value;
  const prov: boolean[] = [];
  const side = (men: number, q: Quality, holds: boolean): BlakeSide & { cls: BlakeClass; regular: boolean } => {
    const { cls, regular } = m.quality[q];
    const failCell = r.morale.standFailsAtOrBelow[cls];
    prov.push(failCell.cell.source === 'provisional');
    const n = Math.max(1, Math.round(unitsOf(men, m.menPerFigure) / figures));
    const haltAt = regular ? r.morale.haltAtFigures.regular.value : r.morale.haltAtFigures.other.value;
    return { stands: makeStands(n, haltAt, failCell.value, holds), figures, halved: cls === 'D', supportsBonus: r.melee.totals.supportBonus.value, cls, regular };
  };
  const fireOf = (order: FireOrder, target: Target, penetrates: boolean, failsOnDouble: number): BlakeFire => {
    const chance = hitChance(r, order, false, target);
    prov.push(chance.provisional);
    return { dice: diceEach(r, order, target === 'hardCover'), need: 11 - Math.round(chance.p * 10), penetrates, failsOnDouble, failBothUpTo: switches.defensiveFireScore === 'bothUpTo', perFigure: switches.fireDicePer === 'figure' && order.weapon !== 'artillery' && order.weapon !== 'canister' };
  };
  const bombard = s.action === 'bombard';
  const target = m.cover[s.defender.cover];
  const d = side(s.defender.men, s.defender.quality, target !== 'closeOrderOpen' && !bombard);
  const a = side(bombard ? 100 : s.attacker.men, s.attacker.quality, false);
  const meleeRows = r.melee.defenderLoses;
  const totals = r.melee.totals;
  prov.push((meleeRows.some((v) => v.cell.source === 'provisional') || totals.figurePoints.cell.source === 'provisional') && !bombard);
  const melee = {
    die: switches.meleeDie === 'd10' ? 10 : 6,
    defenderRolls: switches.meleeRoll !== 'attackerOnly',
    figurePoints: totals.figurePoints.value,
    halvedDivisor: totals.halvedDivisor.value,
    maxDiff: r.melee.maxDiff,
    minDiff: r.melee.minDiff,
    defLoses: Int32Array.from(meleeRows, (v) => v.value),
    attLoses: Int32Array.from(r.melee.attackerLoses, (v) => v.value),
    maxSupports: m.maxSupports,
    flankSupports: s.approach === 'flank' ? m.flank.supports : 0,
  };
  // DEFENSIVE FIRE: regular close order infantry, treated as volley-rapid fire
  const canFire = d.regular && (s.approach === 'frontal' || m.flank.defensiveFire);
  const weapon: Weapon = m.weapon[s.defender.weapon];
  const defFire = !bombard && canFire ? fireOf({ weapon, cls: d.cls, volley: true, heavyGun: false, elite: false }, 'closeOrderOpen', false, r.fire.defensiveFireFailsOnDouble.value) : undefined;
  const { shot, far } = m.range[s.range];
  const aq = m.quality[s.attacker.quality];
  const gunOf = (w: 'canister' | 'artillery') => fireOf({ weapon: w, cls: aq.cls, volley: false, heavyGun: m.heavyGuns, elite: aq.cls === 'A', beyondHalfRange: far }, target, w === 'canister' && s.defender.formation === 'column' && target !== 'hardCover', 0);
  // ARTILLERY AMMUNITION LIMITATION: at canister range, canister while it lasts, then solid shot
  const ammo = r.fire.ammunition;
  const gunFire: GunRounds[] | undefined = bombard
    ? [...(shot === 'canister' ? [{ fire: gunOf('canister'), rounds: ammo.canister.value }] : []), { fire: gunOf('artillery'), rounds: ammo.solidShot.value }]
    : undefined;
  const mapping = {
    attacker: bombard ? `${s.guns} ${m.heavyGuns ? 'heavy' : 'light'} guns firing ${shot}${far ? ' beyond half range' : ''}` : `${a.stands.n} stands of ${figures}, class ${a.cls}${a.regular ? ' regulars' : ''}`,
    defender: `${d.stands.n} stands of ${figures}, class ${d.cls}${d.regular ? ' regulars' : ''}, target column ${target}${d.stands.holdWhenHalted ? ', holding an obstacle' : ''}`,
    fire: defFire
      ? `defensive volley ${defFire.dice} D10 a ${defFire.perFigure ? 'figure' : 'stand'}, hit on ${defFire.need}+`
      : gunFire ? gunFire.map((g) => `${g.rounds} rounds of ${g.fire.dice} D10 a gun, hit on ${g.fire.need}+${g.fire.penetrates ? ', penetrating the column' : ''}`).join(', then ') : 'none',
  };
  const e = withChoices(blakeDuel(a, d, melee, defFire, s.guns, gunFire, s.maxRounds, prov.some(Boolean) ? 1 : 0, mapping), choices);
  return inMen(e, m.menPerFigure, m.menPerFigure, bombard ? { attacker_loss: NO_RETURN_FIRE } : {});
}
