import { netShift, RANGES as BG_RANGES, WORKS } from '../../blue-and-gray/odds.ts';
import { bgDuel } from '../../blue-and-gray/duel/bg-duel.ts';
import type { BgRules } from '../../blue-and-gray/rules/bg-rules.ts';
import { inMen, withChoices, type DuelEngine } from '../duel-engine.ts';
import { byKeys, byQuality, readMapping, TEXT_BACKED, unitsOf } from '../mapping-file.ts';
import { COVERS, RANGES, type PlainSituation } from '../plain-situation.ts';

/** Map a plain situation into Blue & Gray strength points (rulesets/comparison/blue-and-gray.yaml). */
export function blueAndGrayAdapter(rules: BgRules, s: PlainSituation, switches: Record<string, string>): DuelEngine {
  const { m, choices } = readMapping('blue-and-gray', (root) => {
    root.allowKeys([TEXT_BACKED, 'menPerStrengthPoint', 'unitStrength', 'qualityShift', 'cover', 'flankLosesWorks', 'gunsPerStrengthPoint', 'range']);
    return {
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
    };
  });
  choices.use('menPerStrengthPoint', `qualityShift.${s.defender.quality}`, `cover.${s.defender.cover}`);
  if (s.action === 'bombard') choices.use('gunsPerStrengthPoint', `range.${s.range}`);
  else choices.use(`qualityShift.${s.attacker.quality}`, 'unitStrength');
  if (s.approach === 'flank') choices.use('flankLosesWorks');
  const bombard = s.action === 'bombard';
  const attStrength = bombard ? Math.max(1, Math.round(s.guns / m.gunsPer)) : unitsOf(s.attacker.men, m.menPer);
  const defStrength = unitsOf(s.defender.men, m.menPer);
  const cover = m.cover[s.defender.cover];
  const works = s.approach === 'flank' && m.flankLosesWorks ? 'none' : cover.works;
  const range = bombard ? m.range[s.range] : 'adjacent';
  // the guns' quality is the battery's, not the infantry's: a bombardment nets the defender's alone
  const edge = (bombard ? 0 : m.quality[s.attacker.quality]) - m.quality[s.defender.quality];
  const shift = netShift(works === 'breastworks' ? rules.shifts.breastworks.value : 0, edge);
  const mapping = {
    attacker: bombard ? `artillery, ${attStrength} strength points, range ${range}` : `${attStrength} strength points`,
    defender: `${defStrength} strength points${cover.halved ? ', halving terrain' : ''}${works !== 'none' ? `, ${works}` : ''}`,
    quality: edge === 0 ? 'no column shift' : `${Math.abs(edge)} column${Math.abs(edge) > 1 ? 's' : ''} to the ${edge > 0 ? 'right' : 'left'}`,
    shift: `net ${shift > 0 ? '+' : ''}${shift} (§10.25-10.27)`,
    approach: s.approach === 'flank' ? 'through uncovered hexsides (no breastworks shift)' : 'frontal',
  };
  // men per strength point of each force; guns have no men in the plain situation (their losses in men are not defined)
  return inMen(withChoices(bgDuel(
    rules,
    { strength: attStrength, morale: 'normal', arm: bombard ? 'artillery' : 'infantry', range, halvedByTerrain: cover.halved, unitStrength: bombard ? attStrength : Math.min(attStrength, m.unitStrength) },
    { strength: defStrength, morale: 'normal', arm: 'infantry', works, withFriends: false },
    shift,
    { revised: switches.partialResults === 'revised', afterCap: switches.shiftOrder !== 'beforeCap', renew: bombard || s.budget === 'turns' },
    // budget turns: the defender taking its ground back, its quality edge reversed, its works left behind
    { shift: netShift(0, -edge), unitStrength: Math.min(defStrength, m.unitStrength) },
    s.maxRounds,
    mapping,
  ), choices), bombard ? NaN : s.attacker.men / attStrength, s.defender.men / defStrength);
}
