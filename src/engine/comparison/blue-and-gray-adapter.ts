import { netShift, RANGES as BG_RANGES, WORKS } from '../blue-and-gray/odds.ts';
import { counted } from './counted.ts';
import { bgDuel } from '../blue-and-gray/duel/bg-duel.ts';
import { MORALE, type BgRules } from '../blue-and-gray/rules/bg-rules.ts';
import type { DuelEngine } from '../duel/duel-engine.ts';
import type { YamlNode } from '../input/yaml-node.ts';
import { byKeys, byQuality, mappedEngine, menUnits, readMapping } from '../duel/mapping-file.ts';
import { COVERS, RANGES, turnsIn, type PlainSituation } from '../duel/plain-situation.ts';
import { typedSwitches } from '../ruleset/typed-switches.ts';

/** The morale from which a side out of the position rallies instead of attacking (§12.41 (b)), or never. */
const RALLY_FROM = ['disordered', 'shaken', 'routed', 'never'] as const;

/** The keys of this system's mapping file, beside the ones every mapping file has. */
const MAPPING_KEYS = [
  'menPerStrengthPoint',
  'partialUnit',
  'unitStrength',
  'qualityShift',
  'cover',
  'flankLosesWorks',
  'gunsPerStrengthPoint',
  'range',
  'rallyFrom',
] as const;

/** Map a plain situation into Blue & Gray strength points (rulesets/comparison/blue-and-gray.yaml). */
export function blueAndGrayAdapter(
  rules: BgRules,
  s: PlainSituation,
  given: Readonly<Record<string, string>>,
  at: YamlNode,
): DuelEngine {
  const switches = typedSwitches('blue-and-gray', given);
  const file = readMapping('blue-and-gray', MAPPING_KEYS, (root) => ({
    menPer: root.get('menPerStrengthPoint').int(1, 10_000),
    unitStrength: root.get('unitStrength').int(1, 99),
    quality: byQuality(root.get('qualityShift'), (v) => v.int(-4, 4)),
    cover: byKeys(root.get('cover'), COVERS, (n) => {
      n.allowKeys(['halvedByTerrain', 'works']);
      return { halved: n.get('halvedByTerrain').bool(), works: n.get('works').oneOf(WORKS) };
    }),
    flankLosesWorks: root.get('flankLosesWorks').bool(),
    gunsPer: root.get('gunsPerStrengthPoint').int(1, 12),
    range: byKeys(root.get('range'), RANGES, (v) => v.oneOf(BG_RANGES)),
    rallyFrom: root.get('rallyFrom').oneOf(RALLY_FROM),
  }));
  const { m, choices, minutesPerTurn } = file;
  choices.use('menPerStrengthPoint', `qualityShift.${s.defender.quality}`, `cover.${s.defender.cover}`);
  if (s.action === 'bombard') choices.use('gunsPerStrengthPoint', `range.${s.range}`);
  else choices.use(`qualityShift.${s.attacker.quality}`);
  // every force is units of this strength, each adjusted on its own (§12.25)
  choices.use('unitStrength');
  if (s.approach === 'flank') choices.use('flankLosesWorks');
  const renew = s.action === 'bombard' || s.budget === 'turns';
  if (renew) choices.use('rallyFrom');
  const bombard = s.action === 'bombard';
  const attStrength = bombard
    ? Math.max(1, Math.round(s.guns / m.gunsPer))
    : menUnits(at, 'attacker', s.attacker.men, m.menPer, 'blue-and-gray', 'strength point');
  const defStrength = menUnits(at, 'defender', s.defender.men, m.menPer, 'blue-and-gray', 'strength point');
  const cover = m.cover[s.defender.cover];
  const range = bombard ? m.range[s.range] : 'adjacent';
  // §10.38 "units in Breastworks never lose the odds column shift to the left due to non-adjacent artillery attacks from any direction"
  const losesWorks = s.approach === 'flank' && m.flankLosesWorks && range === 'adjacent';
  const works = losesWorks ? 'none' : cover.works;
  // the guns' quality is the battery's, not the infantry's: a bombardment nets the defender's alone
  const edge = (bombard ? 0 : m.quality[s.attacker.quality]) - m.quality[s.defender.quality];
  const shift = netShift(works === 'breastworks' ? rules.shifts.breastworks.value : 0, edge);
  const mapping = {
    attacker: bombard
      ? `artillery, ${counted(attStrength, 'strength point')}, range ${range}`
      : counted(attStrength, 'strength point'),
    defender: `${counted(defStrength, 'strength point')}${cover.halved ? ', halving terrain' : ''}${works !== 'none' ? `, ${works}` : ''}`,
    quality:
      edge === 0
        ? 'no column shift'
        : `${Math.abs(edge)} column${Math.abs(edge) > 1 ? 's' : ''} to the ${edge > 0 ? 'right' : 'left'}`,
    shift: `net ${shift > 0 ? '+' : ''}${shift} (§10.25-10.27)`,
    approach:
      s.approach !== 'flank'
        ? 'frontal'
        : losesWorks
          ? 'through uncovered hexsides (no breastworks shift)'
          : 'from a flank, non-adjacent artillery: breastworks keep their shift (§10.38)',
    ...(renew && {
      rally:
        m.rallyFrom === 'never'
          ? 'a side out of the position never rallies (mapping rallyFrom)'
          : `a side out of the position with any unit ${m.rallyFrom} or worse rallies every marked unit, a die each, and does not attack that turn; the side in the position, in the enemy's ZOC, does not rally (mapping rallyFrom; §12.41 (b))`,
    }),
    switches:
      'artilleryRetreatDisorder has no effect: the defender is infantry and the guns never hold the position (§9.47), so no battery retreats as a defender',
  };
  // men per strength point (a last, partial one by partialUnit); guns have no men in the plain situation: their loss is a
  // fraction of their strength points, a defined 0 from beyond the adjacent hex (§9.15 "suffer no adverse combat results")
  return mappedEngine(
    bgDuel(
      rules,
      {
        strength: attStrength,
        morale: 'normal',
        arm: bombard ? 'artillery' : 'infantry',
        range,
        halvedByTerrain: cover.halved,
        unitStrength: bombard ? attStrength : Math.min(attStrength, m.unitStrength),
      },
      {
        strength: defStrength,
        morale: 'normal',
        arm: 'infantry',
        works,
        withFriends: false,
        unitStrength: Math.min(defStrength, m.unitStrength),
      },
      shift,
      {
        revised: switches.partialResults === 'revised',
        afterCap: switches.shiftOrder !== 'beforeCap',
        halfDown: switches.halfRounding === 'down',
        floorAfterShifts: switches.bombardFloor === 'afterShifts',
        // read, but never exercised here: the defender built above is infantry (mapping file notes)
        artilleryRetreatAlways: switches.artilleryRetreatDisorder === 'always',
        renew,
        rallyFrom: m.rallyFrom === 'never' ? MORALE.length : MORALE.indexOf(m.rallyFrom),
      },
      // budget turns: the defender taking its ground back, its quality edge reversed; the Breastworks Marker stays in the hex
      // facing the other way (§10.34 ii, §10.37), so the counterattack comes through uncovered hexsides (§10.38): no shift
      { shift: netShift(0, -edge) },
      turnsIn(s, minutesPerTurn),
      mapping,
    ),
    file,
    bombard ? NaN : m.menPer,
    m.menPer,
  );
}
