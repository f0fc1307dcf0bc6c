import { compileCcRules } from '../half-a-league/close-combat.ts';
import { counted } from './counted.ts';
import {
  halDuel,
  halSetup,
  type HalForce,
  type HalReading,
  type HalRoles,
} from '../half-a-league/duel/hal-duel.ts';
import type { Volley } from '../half-a-league/duel/hal-volley.ts';
import {
  CC_MODIFIERS,
  commandDice,
  HAL_TARGETS,
  NATIONALITIES,
  HAL_WEAPONS,
  saveRow,
  type CcModifier,
  type HalRules,
  type HalWeapon,
} from '../half-a-league/rules/hal-rules.ts';
import type { YamlNode } from '../input/yaml-node.ts';
import { NO_RETURN_FIRE, type DuelEngine } from '../duel/duel-engine.ts';
import { byKeys, byQuality, mappedEngine, menUnits, readMapping } from '../duel/mapping-file.ts';
import { COVERS, RANGES, turnsIn, type PlainSituation } from '../duel/plain-situation.ts';
import { typedSwitches } from '../ruleset/typed-switches.ts';

const mods = (n: YamlNode): CcModifier[] => n.items().map((x) => x.oneOf(CC_MODIFIERS));

/** The keys of this system's mapping file, beside the ones every mapping file has. */
const MAPPING_KEYS = [
  'menPerStand',
  'partialUnit',
  'quality',
  'nationality',
  'commandPoints',
  'cover',
  'formation',
  'flank',
  'weapon',
  'gunsPerFigure',
  'range',
  'holderPullsChits',
  'chargeConnectsPercent',
] as const;

function readHalMapping(root: YamlNode) {
  const flank = root.get('flank');
  flank.allowKeys(['defenderModifiers', 'keepsCover']);
  const formation = root.get('formation');
  formation.allowKeys(['line', 'column']);
  const weapon = root.get('weapon');
  weapon.allowKeys(['musket', 'rifle']);
  return {
    menPer: root.get('menPerStand').int(1, 10_000),
    quality: byQuality(root.get('quality'), (q) => {
      q.allowKeys(['winTies', 'elite', 'startingChits']);
      return {
        winTies: q.get('winTies').bool(),
        elite: q.get('elite').bool(),
        chits: q.get('startingChits').int(0, 10),
      };
    }),
    nationality: byKeys(root.get('nationality'), ['attacker', 'defender'] as const, (v) =>
      v.oneOf(NATIONALITIES),
    ),
    commandPoints: byKeys(
      root.get('commandPoints'),
      ['spendInCloseCombat', 'spendOnCombatMorale'] as const,
      (v) => v.bool(),
    ),
    cover: byKeys(root.get('cover'), COVERS, (n) => {
      n.allowKeys(['modifiers', 'fireColumn']);
      return { modifiers: mods(n.get('modifiers')), column: n.get('fireColumn').oneOf(HAL_TARGETS) };
    }),
    formation: { line: mods(formation.get('line')), column: mods(formation.get('column')) },
    flank: { modifiers: mods(flank.get('defenderModifiers')), keepsCover: flank.get('keepsCover').bool() },
    weapon: {
      musket: weapon.get('musket').oneOf(HAL_WEAPONS),
      rifle: weapon.get('rifle').oneOf(HAL_WEAPONS),
    },
    gunsPerFigure: root.get('gunsPerFigure').int(1, 12),
    holderPullsChits: root.get('holderPullsChits').bool(),
    chargeConnectsPercent: root.get('chargeConnectsPercent').int(0, 100),
    range: byKeys(root.get('range'), RANGES, (n) => {
      n.allowKeys(['weapon', 'long']);
      return { weapon: n.get('weapon').oneOf(HAL_WEAPONS), long: n.get('long').bool() };
    }),
  };
}

/** Map a plain situation into Half a League stands (rulesets/comparison/half-a-league.yaml). */
export function halfALeagueAdapter(
  r: HalRules,
  s: PlainSituation,
  given: Readonly<Record<string, string>>,
  at: YamlNode,
): DuelEngine {
  const switches = typedSwitches('half-a-league', given);
  const file = readMapping('half-a-league', MAPPING_KEYS, readHalMapping);
  const { m, choices, minutesPerTurn } = file;
  choices.use('menPerStand', `quality.${s.defender.quality}`, `cover.${s.defender.cover}`);
  if (s.action !== 'bombard')
    choices.use('nationality', 'commandPoints', 'holderPullsChits', 'chargeConnectsPercent');
  if (s.action === 'bombard') choices.use('gunsPerFigure', `range.${s.range}`);
  else
    choices.use(
      `quality.${s.attacker.quality}`,
      `formation.${s.attacker.formation}`,
      `weapon.${s.attacker.weapon}`,
      s.approach === 'flank' ? 'flank' : `weapon.${s.defender.weapon}`,
    );
  if (s.action !== 'bombard' && s.budget === 'turns') choices.use(`formation.${s.defender.formation}`);
  const bombard = s.action === 'bombard';
  const flank = s.approach === 'flank';
  const cover = flank && !m.flank.keepsCover ? m.cover.none : m.cover[s.defender.cover];
  const sum = (list: CcModifier[]) => list.reduce((t, k) => t + r.modifiers[k].value, 0);
  const prov: boolean[] = [];
  const volley = (w: HalWeapon, column: number, long: boolean): Volley => {
    const need = r.chart[w][column];
    prov.push(need.cell.source === 'provisional');
    return {
      need: need.value,
      long,
      divisor: r.fire.longRangeDivisor.value,
      sixesPerMarker: r.fire.sixesPerMoraleMarker.value,
      sixesPerLeaderKill: r.fire.leaderKillSixes.value,
      oneLeaderKill: switches.fireLeaderKill === 'thirdOnly',
      shots: w === 'canister' ? r.fire.canisterShots.value : 1,
      sixesAlwaysHit: w === 'bombardment',
    };
  };
  const aq = m.quality[s.attacker.quality];
  const dq = m.quality[s.defender.quality];
  const command = (who: 'attacker' | 'defender', elite: boolean) => ({
    commandDice: commandDice(r, m.nationality[who]).value,
    commandPerDie: elite ? r.command.elitePerDie.value : 0,
    spendInCloseCombat: m.commandPoints.spendInCloseCombat,
    spendOnCombatMorale: m.commandPoints.spendOnCombatMorale,
  });
  const defMods = [...cover.modifiers, ...(flank ? m.flank.modifiers : [])];
  const defStands = menUnits(at, 'defender', s.defender.men, m.menPer, 'half-a-league', 'stand');
  const defender: HalForce = {
    stands: defStands,
    perDie: sum(defMods),
    chits: dq.chits,
    ...command('defender', dq.elite),
    volley:
      bombard || flank ? undefined : volley(m.weapon[s.defender.weapon], HAL_TARGETS.indexOf('open'), false),
    firePips: 0,
  };
  const rg = m.range[s.range];
  const attacker: HalForce = bombard
    ? {
        stands: Math.max(1, Math.round(s.guns / m.gunsPerFigure)),
        perDie: 0,
        chits: 0,
        volley: volley(rg.weapon, HAL_TARGETS.indexOf(cover.column), rg.long),
        firePips: 0,
        commandDice: 0,
        commandPerDie: 0,
        spendInCloseCombat: false,
        spendOnCombatMorale: false,
      }
    : {
        stands: menUnits(at, 'attacker', s.attacker.men, m.menPer, 'half-a-league', 'stand'),
        perDie: sum(m.formation[s.attacker.formation]),
        chits: aq.chits,
        ...command('attacker', aq.elite),
        volley: volley(m.weapon[s.attacker.weapon], HAL_TARGETS.indexOf(cover.column), false),
        firePips: r.fire.movedModifier.value,
      };
  const cc = compileCcRules(r, switches);
  // budget turns: the defender charging back into the position, the attacker holding it with its cover
  const position = m.cover[s.defender.cover];
  const defenderCharging: HalForce = {
    ...defender,
    perDie: sum(m.formation[s.defender.formation]),
    volley: bombard
      ? undefined
      : volley(m.weapon[s.defender.weapon], HAL_TARGETS.indexOf(position.column), false),
    firePips: r.fire.movedModifier.value,
  };
  const attackerHolding: HalForce = {
    ...attacker,
    perDie: sum(position.modifiers),
    volley: bombard ? undefined : volley(m.weapon[s.attacker.weapon], HAL_TARGETS.indexOf('open'), false),
    firePips: 0,
  };
  // Modifiers (c): a side that wins ties wins them charging or holding, against one that does not; else the switch ties
  const roles: HalRoles = {
    charger: [attacker, defenderCharging],
    holder: [attackerHolding, defender],
    winTies: [aq.winTies, dq.winTies],
  };
  const reading: HalReading = {
    holderPullsChits: m.holderPullsChits,
    chargeConnectsPercent: m.chargeConnectsPercent,
    leaderStandLost: switches.leaderKilled === 'standLost',
    moraleBenefitBeforeDie: switches.moraleBenefitDeclared === 'beforeDie',
  };
  prov.push(
    saveRow(r, defStands).need.cell.source === 'provisional',
    r.figuresPerStand.cell.source === 'provisional',
  );
  const cmd = {
    perDie: r.command.closeCombatPerDie.value,
    defenceAlways: switches.defenceCommandPoint === 'both',
  };
  const mapping = {
    attacker: bombard
      ? `${counted(attacker.stands, 'gun figure')} firing ${rg.weapon}${rg.long ? ' at long range' : ''}`
      : `${counted(attacker.stands, 'stand')} and a leader, ${counted(attacker.chits, 'chit')}, ${attacker.perDie >= 0 ? '+' : ''}${attacker.perDie} a die`,
    defender: `${counted(defender.stands, 'stand')} and a leader, ${counted(defender.chits, 'chit')}, ${defender.perDie >= 0 ? '+' : ''}${defender.perDie} a die (${defMods.join(', ') || 'no modifiers'}), fire column ${cover.column}`,
    ties:
      aq.winTies !== dq.winTies
        ? `to the ${aq.winTies ? 'attacker' : 'defender'} (win ties)`
        : `to the ${cc.tiesToAttacker ? 'attacker' : 'defender'} (switch ties); a winner gains win ties`,
    command: bombard
      ? 'none'
      : `${m.nationality.attacker} ${attacker.commandDice}D6${attacker.commandPerDie ? ` +${attacker.commandPerDie} a die` : ''} against ${m.nationality.defender} ${defender.commandDice}D6${defender.commandPerDie ? ` +${defender.commandPerDie} a die` : ''} command points, +${cmd.perDie} a die in close combat, the attacker declaring first${m.commandPoints.spendOnCombatMorale ? `; a point passes a combat morale check, ${reading.moraleBenefitBeforeDie ? 'declared before the die when a 1 would fail' : 'spent on a failed die'}` : ''}`,
  };
  const e = halDuel(
    halSetup(
      r,
      cc,
      cmd,
      roles,
      reading,
      bombard,
      bombard || s.budget === 'turns',
      turnsIn(s, minutesPerTurn),
      prov.some(Boolean) ? 1 : 0,
    ),
    mapping,
  );
  const perFigure = m.menPer / r.figuresPerStand.value;
  return mappedEngine(e, file, perFigure, perFigure, bombard ? { attacker_loss: NO_RETURN_FIRE } : {});
}
