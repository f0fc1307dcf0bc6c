import { signedModifier } from '../../notation/signed-modifier.ts';
import type { YamlNode } from '../../input/yaml-node.ts';
import { RESPONSES } from '../../notation/panic-response.ts';
import { gradeInForce, gradesInForce } from '../rules/grade-reading.ts';
import { DEMORALIZED, GRADES, MORALE_STATES, type Grade } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { typedSwitches } from '../../ruleset/typed-switches.ts';

/** One brigade of a division, as the panic test sees it (§6). */
export interface DivisionUnit {
  grade: Grade;
  /** bases left (0: destroyed or surrendered) */
  bases: number;
  morale: number;
}

/**
 * A battery of a division: a unit (§1.3) for the §6.3 modifiers, for the average grade under switch
 * panicGradeBatteries counted (under panicAverageGrade byBases each battery one base, by analogy with §5.2 Artillery
 * counting bases in an assault, "each base also equalling one regular combat base"; under byUnit the unit once), and a base of the division that deserts by its grade under
 * switch panicDesertBatteries byGrade (§6.1, §1.2; panic-failure.ts).
 */
export interface DivisionBattery {
  grade: Grade;
  /** batteries left (0: captured or abandoned) */
  bases: number;
  morale: number;
}

export interface DivisionSituation {
  name: string;
  /** its infantry and cavalry brigades */
  units: DivisionUnit[];
  /** its batteries (§2.1 "Every infantry or cavalry brigade and associated artillery batteries"); none if not given */
  batteries?: DivisionBattery[];
  /** a unit suffered a Panic 4 event this turn (§6.2 internal panic) */
  internal: boolean;
  /** an adjoining division panicked (§6.2 adjoining panic) */
  adjoining: boolean;
  retreatThroughTown: boolean;
  retreatAcrossWater: boolean;
  retreatFromRear: boolean;
}

const SHAKEN = MORALE_STATES.indexOf('shaken');
const UNFORMED = MORALE_STATES.indexOf('unformed');

/** §6.3 switch unshakenDivision: the first morale state that leaves a division not unshaken. */
export function notUnshakenFrom(switches: { unshakenDivision?: string }): number {
  return switches.unshakenDivision === 'noMoraleHits' ? UNFORMED : SHAKEN;
}

export function readDivision(
  n: YamlNode,
  name: string,
  switches: { panicGradeBatteries?: string } = {},
): DivisionSituation {
  n.allowKeys([
    'name',
    'units',
    'batteries',
    'internal',
    'adjoining',
    'retreatThroughTown',
    'retreatAcrossWater',
    'retreatFromRear',
  ]);
  const units = n
    .get('units')
    .items()
    .map((u) => {
      u.allowKeys(['grade', 'bases', 'morale']);
      return {
        grade: u.get('grade').oneOf(GRADES),
        bases: u.get('bases').int(0, 60),
        morale: MORALE_STATES.indexOf(u.get('morale').optOneOf(MORALE_STATES, 'formed')),
      };
    });
  const batteries = n.get('batteries').exists
    ? n
        .get('batteries')
        .items()
        .map((b) => {
          b.allowKeys(['grade', 'bases', 'morale']);
          return {
            grade: b.get('grade').oneOf(GRADES),
            bases: b.get('bases').optInt(1, 0, 4),
            morale: MORALE_STATES.indexOf(b.get('morale').optOneOf(MORALE_STATES, 'formed')),
          };
        })
    : [];
  // §6.1 the average grade reads the units with bases left (batteries too unless panicGradeBatteries leftOut): none, no test
  if (n.get('units').isList() && !gradedUnits({ units, batteries }, switches).some((u) => u.bases > 0))
    n.get('units').fail(
      switches.panicGradeBatteries === 'leftOut'
        ? 'expected at least one unit with bases left (switch panicGradeBatteries: leftOut, whose §6.1 average grade reads infantry and cavalry only)'
        : 'expected at least one unit or battery with bases left (§6.1 the average grade of the units left)',
    );
  return {
    name: n.get('name').optString(name),
    units,
    batteries,
    internal: n.get('internal').optBool(false),
    adjoining: n.get('adjoining').optBool(false),
    retreatThroughTown: n.get('retreatThroughTown').optBool(false),
    retreatAcrossWater: n.get('retreatAcrossWater').optBool(false),
    retreatFromRear: n.get('retreatFromRear').optBool(false),
  };
}

/** A division's panic test reduced to numbers (§6.1, §6.3). */
export interface CompiledDivision {
  /** the modified roll must equal or exceed this */
  pass: number;
  modifier: number;
  /** fail result: response rank (RESPONSES) and loss number with its modifiers */
  failRank: number;
  failLoss: number;
  /** natural rolls 1..10 that fail */
  failFaces: number;
  provisional: boolean;
  grade: Grade;
  /** the §6.3 modifiers in words (`unshaken +2`, `2 demoralized units -4`), for the reading `odds` prints */
  items: string[];
}

/** §6.1 the units whose troop grades make the division's average: its batteries too unless switch panicGradeBatteries leftOut. */
export function gradedUnits(
  d: Pick<DivisionSituation, 'units' | 'batteries'>,
  switches: { panicGradeBatteries?: string },
): DivisionUnit[] {
  return switches.panicGradeBatteries === 'leftOut' ? d.units : [...d.units, ...(d.batteries ?? [])];
}

/**
 * §6.1 the division's average grade, on a grade scale (best first) after
 * reading each unit's grade on it: by bases left, or each unit with bases
 * left once (`byUnit`, switch panicAverageGrade). The text says neither how
 * grades average nor how the mean rounds: here the grades are evenly spaced
 * steps, and the mean rounds to the nearest, a half to the worse grade (a
 * fixed reading, docs/limitations.md).
 */
export function averageGrade(
  units: readonly DivisionUnit[],
  scale: readonly Grade[] = GRADES,
  read: (g: Grade) => Grade = (g) => g,
  byUnit = false,
): Grade {
  let sum = 0;
  let n = 0;
  for (const u of units) {
    const weight = byUnit ? (u.bases > 0 ? 1 : 0) : u.bases;
    sum += scale.indexOf(read(u.grade)) * weight;
    n += weight;
  }
  return scale[Math.min(scale.length - 1, Math.floor(sum / n + 0.5))];
}

export function compileDivision(
  rules: RepublicRules,
  d: DivisionSituation,
  given: Readonly<Record<string, string>>,
): CompiledDivision {
  const switches = typedSwitches('republic', given);
  // A7: with four grades the average is taken on the four-grade scale
  const grade = averageGrade(
    gradedUnits(d, switches),
    gradesInForce(rules, switches),
    (g) => gradeInForce(rules, g, switches),
    switches.panicAverageGrade === 'byUnit',
  );
  const m = rules.panicTest.modifiers;
  // §6.3: unshaken = no unit left Shaken or worse (switch unshakenDivision); demoralized units count even if destroyed; a battery is a unit (§1.3)
  const batteries = d.batteries ?? [];
  const from = notUnshakenFrom(switches);
  const unshaken =
    d.units.every((u) => u.bases === 0 || u.morale < from) &&
    batteries.every((b) => b.bases === 0 || b.morale < from);
  const demoralized =
    d.units.filter((u) => u.morale === DEMORALIZED).length +
    batteries.filter((b) => b.morale === DEMORALIZED).length;
  const counted = switches.extraDemoralized === 'beyondFirst' ? Math.max(0, demoralized - 1) : demoralized; // A3
  const modifier = (unshaken ? m.unshaken.value : 0) + counted * m.perDemoralizedUnit.value;
  const pass = rules.panic.pass[grade];
  const fail = rules.panic.levels[3][grade];
  const lp = rules.assault.lossNumberPlus;
  const retreating = fail.value.rank >= RESPONSES.indexOf('Re'); // §6.3 Retreat/Rout
  const plus = retreating
    ? (d.retreatThroughTown ? lp.retreatThroughTown.value : 0) +
      (d.retreatAcrossWater ? lp.retreatAcrossWater.value : 0) +
      (d.retreatFromRear ? lp.retreatFromRear.value : 0)
    : 0;
  let failFaces = 0;
  for (let die = 1; die <= 10; die++) if (die + modifier < pass.value) failFaces++;
  return {
    pass: pass.value,
    modifier,
    failRank: fail.value.rank,
    failLoss: fail.value.loss + plus,
    failFaces,
    provisional: pass.cell.source === 'provisional' || fail.cell.source === 'provisional',
    grade,
    items: [
      unshaken
        ? `unshaken ${signedModifier(m.unshaken.value)}`
        : `not unshaken (a unit ${from === SHAKEN ? 'Shaken or worse' : 'with a morale hit'}) 0`,
      `${counted} demoralized unit${counted === 1 ? '' : 's'}${counted !== demoralized ? ` (of ${demoralized}, switch extraDemoralized)` : ''} ${signedModifier(counted * m.perDemoralizedUnit.value)}`,
    ],
  };
}
