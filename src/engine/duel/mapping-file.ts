import { join } from 'node:path';
import { type YamlNode } from '../input/yaml-node.ts';
import { readYamlFile } from '../input/parse-yaml.ts';
import { Problems } from '../input/problems.ts';
import { RULESETS_DIR } from '../ruleset/paths.ts';
import { inMen, withChoices, type DuelEngine } from './duel-engine.ts';
import { MappingChoices } from './mapping-choices.ts';
import { PARTIAL_UNITS, type PartialUnit } from './men-lost.ts';
import { QUALITIES, type Quality, type System } from './plain-situation.ts';

/** The folder of the adapters' mappings: data, reviewed and changed like a ruleset. */
export const MAPPINGS_DIR = join(RULESETS_DIR, 'comparison');

/** Every mapping file may name the values that rest on the text rather than on the adapter. */
const TEXT_BACKED = 'textBacked';
/** Every mapping file gives the minutes of battle one of its game turns stands for. */
const MINUTES_PER_TURN = 'minutesPerTurn';
/** A mapping file whose losses are men says how a force's men fill its last, partial loss unit. */
export const PARTIAL_UNIT = 'partialUnit';

/** A system's mapping file read: its typed values, the values a situation used, and the minutes a turn stands for. */
export interface Mapping<T> {
  m: T;
  choices: MappingChoices;
  minutesPerTurn: number;
  /** read when `keys` has partialUnit: the file's losses are men */
  partialUnit?: PartialUnit;
}

/**
 * Read one system's mapping file, whose keys are `keys` and the two every
 * mapping file has; `read` pulls typed values and the problems are thrown at
 * once. `choices` records which values a situation used.
 */
export function readMapping<T>(
  system: System,
  keys: readonly string[],
  read: (root: YamlNode) => T,
): Mapping<T> {
  const problems = new Problems();
  const root = readYamlFile(join(MAPPINGS_DIR, `${system}.yaml`), problems);
  root.allowKeys([TEXT_BACKED, MINUTES_PER_TURN, ...keys]);
  const m = read(root);
  const minutesPerTurn = root.get(MINUTES_PER_TURN).int(1, 600);
  const partialUnit = keys.includes(PARTIAL_UNIT) ? root.get(PARTIAL_UNIT).oneOf(PARTIAL_UNITS) : undefined;
  const choices = new MappingChoices(root);
  choices.checkBacked();
  choices.use(MINUTES_PER_TURN);
  problems.throwIfAny();
  return { m, choices, minutesPerTurn, partialUnit };
}

/** A mapping with exactly these keys (quality tiers, covers, ranges...), each value read by `read`. */
export function byKeys<K extends string, T>(
  n: YamlNode,
  keys: readonly K[],
  read: (v: YamlNode) => T,
): Record<K, T> {
  n.allowKeys(keys);
  const out = {} as Record<K, T>;
  for (const k of keys) out[k] = read(n.get(k));
  return out;
}

/** A mapping keyed by every quality tier. */
export function byQuality<T>(n: YamlNode, read: (v: YamlNode) => T): Record<Quality, T> {
  return byKeys(n, QUALITIES, read);
}

/**
 * The adapter's engine with the mapping's choices attached, each side's men
 * per loss unit, the minutes a turn stands for, and the metrics the system
 * cannot produce here.
 */
export function mappedEngine(
  e: DuelEngine,
  mapping: Mapping<unknown>,
  attMenPerUnit: number,
  defMenPerUnit: number,
  notDefined: DuelEngine['notDefined'] = {},
): DuelEngine {
  if (Number.isFinite(attMenPerUnit) || Number.isFinite(defMenPerUnit)) {
    // losses in men: the file says how the men fill a last, partial unit
    if (mapping.partialUnit === undefined)
      throw new Error(`a mapping with losses in men reads ${PARTIAL_UNIT}`);
    mapping.choices.use(PARTIAL_UNIT);
    e.partialUnit = mapping.partialUnit;
  }
  return inMen(
    withChoices(e, mapping.choices),
    attMenPerUnit,
    defMenPerUnit,
    mapping.minutesPerTurn,
    notDefined,
  );
}

/** Round a head count to whole units, never below one. */
export function unitsOf(men: number, menPer: number): number {
  return Math.max(1, Math.round(men / menPer));
}

/**
 * A side's men as whole loss units of its system. A force that rounds to no
 * unit is refused at its men field (fought as one whole unit, it would fight
 * with more men than it has): `least` is the fewest men that round to one, `unit`
 * names the unit as the system's mapping file makes it.
 */
export function forceUnits(
  at: YamlNode,
  side: 'attacker' | 'defender',
  units: number,
  least: number,
  system: System,
  unit: string,
): number {
  if (units < 1)
    at.get(side)
      .get('men')
      .fail(
        `expected at least ${least} men: fewer round to no ${unit} (${MEN_PER_UNIT_KEYS[system]} in rulesets/comparison/${system}.yaml)`,
      );
  return Math.max(1, units);
}

/** A side's men as whole units of `menPer` men each (half a unit rounding up), refused below one. */
export function menUnits(
  at: YamlNode,
  side: 'attacker' | 'defender',
  men: number,
  menPer: number,
  system: System,
  unit: string,
): number {
  return forceUnits(
    at,
    side,
    Math.round(men / menPer),
    Math.ceil(menPer / 2),
    system,
    `${unit} of ${menPer} men`,
  );
}

/** Each mapping file's key for the men its loss unit stands for. */
export const MEN_PER_UNIT_KEYS: Record<System, string> = {
  republic: 'menPerBase',
  blake: 'menPerFigure',
  activation: 'menPerRegiment',
  'blue-and-gray': 'menPerStrengthPoint',
  'half-a-league': 'menPerStand',
};
