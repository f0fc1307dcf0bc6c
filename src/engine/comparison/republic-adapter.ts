import type { YamlNode } from '../input/yaml-node.ts';
import { counted } from './counted.ts';
import { DECISIONS as ASSAULT_DECISIONS, RESPONSE_OUTCOMES } from '../republic/assault/assault-state.ts';
import { compileAssault } from '../republic/assault/compile-assault.ts';
import { ASSAULT_TYPES, DIRECTIONS, plainSide, type AssaultSide } from '../republic/assault/situation.ts';
import { COVERS as REPUBLIC_COVERS } from '../republic/rules/assault-table.ts';
import { GRADES, type Grade } from '../republic/rules/grades.ts';
import type { RepublicRules } from '../republic/rules/republic-rules.ts';
import { DECISIONS, NO_RETURN_FIRE, type DuelEngine } from '../duel/duel-engine.ts';
import { byKeys, byQuality, mappedEngine, menUnits, readMapping } from '../duel/mapping-file.ts';
import { COVERS, turnsIn, type PlainSituation } from '../duel/plain-situation.ts';
import { bombardDeep, readBombardMapping, republicBombard } from './republic-bombard.ts';
import { MAX_TARGET_BASES } from '../republic/artillery/fire-situation.ts';
import { republicDuel } from './republic-duel.ts';

/** The keys of this system's mapping file, beside the ones every mapping file has. */
const MAPPING_KEYS = [
  'menPerBase',
  'partialUnit',
  'quality',
  'cover',
  'assault',
  'approach',
  'decisions',
  'defenderBreaksOn',
  'bombard',
  'assaultRounds',
] as const;

function readRepublicMapping(root: YamlNode) {
  const decisions = root.get('decisions');
  decisions.allowKeys(ASSAULT_DECISIONS);
  return {
    menPer: root.get('menPerBase').int(1, 10_000),
    assaultRounds: root.get('assaultRounds').int(1, 50),
    grade: byQuality(root.get('quality'), (q) => q.oneOf(GRADES)),
    cover: byKeys(root.get('cover'), COVERS, (v) => v.oneOf(REPUBLIC_COVERS)),
    assault: byKeys(root.get('assault'), ['line', 'column'] as const, (v) => v.oneOf(ASSAULT_TYPES)),
    direction: byKeys(root.get('approach'), ['frontal', 'flank'] as const, (v) => v.oneOf(DIRECTIONS)),
    decisions: Int32Array.from(ASSAULT_DECISIONS, (d) =>
      DECISIONS.indexOf(decisions.get(d).oneOf(DECISIONS)),
    ),
    breaks: root
      .get('defenderBreaksOn')
      .items()
      .map((n) => n.oneOf(RESPONSE_OUTCOMES)),
    bombard: readBombardMapping(root.get('bombard')),
  };
}

function side(bases: number, grade: Grade, cover: AssaultSide['cover']): AssaultSide {
  return plainSide(grade, { bases, cover });
}

/** Map a plain situation into a Republic assault (rulesets/comparison/republic.yaml). */
export function republicAdapter(
  r: RepublicRules,
  s: PlainSituation,
  switches: Record<string, string>,
  at: YamlNode,
): DuelEngine {
  const file = readMapping('republic', MAPPING_KEYS, readRepublicMapping);
  const { m, choices, minutesPerTurn } = file;
  choices.use('menPerBase', `quality.${s.defender.quality}`, `cover.${s.defender.cover}`);
  if (s.action === 'bombard') {
    choices.use(
      'bombard.gunsPerBattery',
      'bombard.batteryType',
      'bombard.firesPerTurn',
      `bombard.rangeInches.${s.range}`,
    );
    const cover = m.cover[s.defender.cover];
    if (bombardDeep(m.bombard, s, cover)) choices.use('bombard.deepWhenInColumn');
    const bases = menUnits(at, 'defender', s.defender.men, m.menPer, 'republic', 'base');
    if (bases > MAX_TARGET_BASES) {
      // the most men that round to the bombardment's largest target
      const most = Math.ceil((MAX_TARGET_BASES + 0.5) * m.menPer) - 1;
      at.get('defender')
        .get('men')
        .fail(
          `expected at most ${most} men for a Republic bombardment: its target is 1 to ${MAX_TARGET_BASES} bases of ${m.menPer} men (menPerBase in rulesets/comparison/republic.yaml)`,
        );
      at.problems.throwIfAny();
    }
    const e = republicBombard(
      r,
      s,
      turnsIn(s, minutesPerTurn),
      switches,
      m.bombard,
      bases,
      m.grade[s.defender.quality],
      cover,
    );
    // the bombardment engine keeps the brigade under fire to its last turn (it plays no forced moves, §4.7): its losses run past the decision
    return mappedEngine(e, file, NaN, m.menPer, {
      attacker_loss: NO_RETURN_FIRE,
      defender_loss:
        'the bombardment engine counts bases lost to its last turn, past the decision (it plays no forced moves, §4.7)',
    });
  }
  choices.use(
    'assaultRounds',
    `quality.${s.attacker.quality}`,
    `assault.${s.attacker.formation}`,
    `approach.${s.approach}`,
    'decisions',
    'defenderBreaksOn',
  );
  const a = side(
    menUnits(at, 'attacker', s.attacker.men, m.menPer, 'republic', 'base'),
    m.grade[s.attacker.quality],
    'none',
  );
  const d = side(
    menUnits(at, 'defender', s.defender.men, m.menPer, 'republic', 'base'),
    m.grade[s.defender.quality],
    m.cover[s.defender.cover],
  );
  const assault = m.assault[s.attacker.formation];
  const direction = m.direction[s.approach];
  const c = compileAssault(
    r,
    { assault, direction, maxRounds: m.assaultRounds, attacker: a, defender: d },
    switches,
  );
  const breaksOnResponse = Uint8Array.from(RESPONSE_OUTCOMES, (o) => (m.breaks.includes(o) ? 1 : 0));
  const breaksOnDecision = Uint8Array.from(ASSAULT_DECISIONS, (x) =>
    x === 'defender_destroyed' || x === 'defender_surrenders' ? 1 : 0,
  );
  const mapping = {
    attacker: `${counted(a.bases, `${a.grade} base`)}, ${assault} assault from the ${direction}`,
    defender: `${counted(d.bases, `${d.grade} base`)}, ${d.cover === 'none' ? 'no' : d.cover} cover`,
    column: `${c.column} (${c.columnReasons.join('; ')})`,
  };
  const e = republicDuel(c, m.decisions, breaksOnResponse, breaksOnDecision, mapping);
  const why = 'the assault engine fights one assault (§5); renewed assaults over turns are not modelled';
  return mappedEngine(
    e,
    file,
    m.menPer,
    m.menPer,
    s.budget === 'turns'
      ? { decision: why, defender_breaks: why, attacker_loss: why, defender_loss: why, minutes: why }
      : {},
  );
}
