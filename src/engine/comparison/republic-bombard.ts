import { Problems } from '../input/problems.ts';
import { counted } from './counted.ts';
import { type YamlNode } from '../input/yaml-node.ts';
import { parseYamlFile } from '../input/parse-yaml.ts';
import { B, compileBombardment } from '../republic/bombardment/bombardment.ts';
import { bombard, compileBombardmentChain } from '../republic/bombardment/bombardment-process.ts';
import { deepTargetAllowed } from '../republic/artillery/fire-situation.ts';
import { BATTERY_TYPES } from '../republic/rules/artillery.ts';
import type { Grade } from '../republic/rules/grades.ts';
import type { RepublicRules } from '../republic/rules/republic-rules.ts';
import type { Stream } from '../dice/stream.ts';
import { finish, HOLDS, TAKES, type DuelEngine } from '../duel/duel-engine.ts';
import { byKeys, MAPPINGS_DIR } from '../duel/mapping-file.ts';
import { RANGES, type PlainSituation } from '../duel/plain-situation.ts';

export function readBombardMapping(n: YamlNode) {
  n.allowKeys(['gunsPerBattery', 'batteryType', 'firesPerTurn', 'rangeInches', 'deepWhenInColumn']);
  return {
    gunsPer: n.get('gunsPerBattery').int(1, 50),
    type: n.get('batteryType').oneOf(BATTERY_TYPES),
    firesPerTurn: n.get('firesPerTurn').int(1, 2),
    range: byKeys(n.get('rangeInches'), RANGES, (v) => v.number(1)),
    deepInColumn: n.get('deepWhenInColumn').bool(),
  };
}

/** A column is a deep target by the mapping, but only in the open (§4.3: never in woods, buildings or behind obstacles). */
export function bombardDeep(
  m: ReturnType<typeof readBombardMapping>,
  s: PlainSituation,
  cover: string,
): boolean {
  return m.deepInColumn && s.defender.formation === 'column' && deepTargetAllowed({ cover });
}

/**
 * The Republic side of a bombardment: the lead's bombardment engine (§2.3,
 * §4), its situation written from the plain one. The brigade leaves the
 * position once Demoralized or destroyed.
 */
export function republicBombard(
  r: RepublicRules,
  s: PlainSituation,
  turns: number,
  switches: Record<string, string>,
  m: ReturnType<typeof readBombardMapping>,
  bases: number,
  grade: Grade,
  cover: string,
): DuelEngine {
  const batteries = Math.max(1, Math.round(s.guns / m.gunsPer));
  const deep = bombardDeep(m, s, cover);
  const yaml = [
    `turns: ${turns}`,
    `firesPerTurn: ${m.firesPerTurn}`,
    'batteries:',
    ...Array.from({ length: batteries }, () => `  - {type: ${m.type}, range: ${m.range[s.range]}}`),
    `target: {grade: ${grade}, bases: ${bases}, morale: formed, cover: ${cover}, deep: ${deep}}`,
  ].join('\n');
  const problems = new Problems();
  const c = compileBombardment(
    r,
    parseYamlFile(yaml, `${MAPPINGS_DIR}/republic.yaml (bombard)`).root(problems),
    switches,
  );
  problems.throwIfAny();
  const chain = compileBombardmentChain(c);
  const res = new Int32Array(B.SIZE);
  const mapping = {
    attacker: `${counted(batteries, `${m.type} battery base`)} at ${m.range[s.range]}", ${m.firesPerTurn} fires a turn`,
    defender: `${counted(bases, `${grade} base`)}${deep ? ', deep' : s.defender.formation === 'column' ? ', not deep (in cover, §4.3)' : ''}, ${cover === 'none' ? 'no' : cover} cover, rallying between fires`,
    leaves:
      'once Demoralized or destroyed (the engine plays no forced moves, so bases lost count to the last turn)',
  };
  return {
    attTotal: batteries,
    defTotal: bases,
    mapping,
    run(rng: Stream, out: Int32Array): void {
      bombard(rng, chain, res);
      const broken = res[B.DEMORALIZED_TURN] > 0 || res[B.LOST] >= bases;
      const turn = res[B.DEMORALIZED_TURN] > 0 ? res[B.DEMORALIZED_TURN] : turns;
      finish(out, broken ? TAKES : HOLDS, broken, 0, res[B.LOST], turn, c.provisional ? 1 : 0);
    },
  };
}
