import { RANGES as BG_RANGES, WORKS } from '../../blue-and-gray/odds.ts';
import { bgDuel } from '../../blue-and-gray/duel/bg-duel.ts';
import type { BgRules } from '../../blue-and-gray/rules/bg-rules.ts';
import { inMen, withChoices, type DuelEngine } from '../duel-engine.ts';
import { byKeys, byQuality, readMapping, TEXT_BACKED, unitsOf } from '../mapping-file.ts';
import { COVERS, RANGES, type PlainSituation } from '../plain-situation.ts';

/** Map a plain situation into Blue & Gray strength points (rulesets/comparison/blue-and-gray.yaml). */
export function blueAndGrayAdapter(rules: BgRules, s: PlainSituation, switches: Record<string, string>): DuelEngine {
  const { m, choices } = readMapping('blue-and-gray', (root) => {
    root.allowKeys([TEXT_BACKED, 'menPerStrengthPoint', 'qualityStrength', 'cover', 'flankLosesWorks', 'gunsPerStrengthPoint', 'range']);
    return {
      menPer: root.get('menPerStrengthPoint').int(1, 10_000),
      quality: byQuality(root.get('qualityStrength'), (v) => v.number(1)),
      cover: byKeys(root.get('cover'), COVERS, (n) => {
        n.allowKeys(['halvedByTerrain', 'works']);
        return { halved: n.get('halvedByTerrain').bool(), works: n.get('works').oneOf(WORKS) };
      }),
      flankLosesWorks: root.get('flankLosesWorks').bool(),
      gunsPer: root.get('gunsPerStrengthPoint').int(1, 12),
      range: byKeys(root.get('range'), RANGES, (v) => v.oneOf(BG_RANGES)),
    };
  });
  choices.use('menPerStrengthPoint', `qualityStrength.${s.defender.quality}`, `cover.${s.defender.cover}`);
  if (s.action === 'bombard') choices.use('gunsPerStrengthPoint', `range.${s.range}`);
  else choices.use(`qualityStrength.${s.attacker.quality}`);
  if (s.approach === 'flank') choices.use('flankLosesWorks');
  const sp = (men: number, q: keyof typeof m.quality) => Math.max(1, Math.round(unitsOf(men, m.menPer) * m.quality[q]));
  const bombard = s.action === 'bombard';
  const attStrength = bombard ? Math.max(1, Math.round(s.guns / m.gunsPer)) : sp(s.attacker.men, s.attacker.quality);
  const defStrength = sp(s.defender.men, s.defender.quality);
  const cover = m.cover[s.defender.cover];
  const works = s.approach === 'flank' && m.flankLosesWorks ? 'none' : cover.works;
  const range = bombard ? m.range[s.range] : 'adjacent';
  const shift = works === 'breastworks' ? rules.shifts.breastworks.value : 0;
  const mapping = {
    attacker: bombard ? `artillery, ${attStrength} strength points, range ${range}` : `${attStrength} strength points`,
    defender: `${defStrength} strength points${cover.halved ? ', halving terrain' : ''}${works !== 'none' ? `, ${works}` : ''}`,
    quality: `strength x ${m.quality[s.attacker.quality]} / x ${m.quality[s.defender.quality]}`,
    approach: s.approach === 'flank' ? 'through uncovered hexsides (no breastworks shift)' : 'frontal',
  };
  // men per strength point of each force; bombarding guns suffer no adverse result (§9.15): their loss is 0, defined
  return inMen(withChoices(bgDuel(
    rules,
    { strength: attStrength, morale: 'normal', arm: bombard ? 'artillery' : 'infantry', range, halvedByTerrain: cover.halved },
    { strength: defStrength, morale: 'normal', arm: 'infantry', works },
    shift,
    switches.partialResults === 'revised',
    bombard || s.budget === 'turns',
    s.maxRounds,
    mapping,
  ), choices), bombard ? 0 : s.attacker.men / attStrength, s.defender.men / defStrength);
}
