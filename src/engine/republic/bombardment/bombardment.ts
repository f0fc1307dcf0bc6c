import { InputError } from '../../input/input-error.ts';
import type { YamlNode } from '../../input/yaml-node.ts';
import { signedModifier } from '../../notation/signed-modifier.ts';
import { compileFire, type CompiledFire } from '../artillery/compile-fire.ts';
import { fireReading, rowEndText } from '../artillery/fire-reading.ts';
import { singleTargetVolley, type Volley } from '../artillery/volley.ts';
import { compileFirePanic, type FirePanic } from '../artillery/fire-panic.ts';
import { readBattery, readTarget, type FireTarget } from '../artillery/fire-situation.ts';
import { compileRally, type CompiledRally } from '../rally/compile-rally.ts';
import { readRallyLeaders } from '../rally/rally-situation.ts';
import { batteryTypeWords } from '../rules/artillery.ts';
import { GRADES, type Grade } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { typedSwitches } from '../../ruleset/typed-switches.ts';

/** A brigade under artillery fire turn after turn, rallying between fires (§2.3, §4). */
export interface CompiledBombardment {
  turns: number;
  firesPerTurn: number;
  bases: number;
  morale: number;
  /** each battery's first fire (saved fire counts only then) and later ones */
  first: CompiledFire[];
  later: CompiledFire[];
  /** the same fires at a brigade no longer three bases deep: no §4.3 Deep Target A shift */
  firstShallow: CompiledFire[];
  laterShallow: CompiledFire[];
  /** bases a brigade needs to stay a deep target (§4.3 A); 0 when it is not one */
  deepBases: number;
  volley: Volley;
  rally: CompiledRally;
  /** the brigade's Panic Index line for P hits from the guns (§4.7) */
  panic: FirePanic;
  provisional: boolean;
  /** each battery in words, and how often its fire moves past an end of its row (first fire, then later ones) */
  rowEnds: Record<string, string>;
  /** how the rules read each battery's first fire and the rally, for the reading `odds` prints */
  reading: Record<string, string>;
}

/** What the sim leaves out, said where its readings are read (odds, the manifest, the report). */
export const FORCED_MOVES =
  'not played: the brigade holds its ground under every fire. §4.7 "Execute all involuntary movements as a result of panic hits" would move it back (a retreat or rout changes the range), which this sim does not model; its Panic 4 deserters are removed (§4.7)';

export const HORS_DE_COMBAT =
  'not played: the division leader keeps his rating in every rally. §4.7 "roll 2D10 for each leader who was within 4" of any unit that suffered base hits" would put him out of action at times (the rally then subtracts his rating, §2.3, till he is replaced a point lower, §2.2), which this sim does not model';

/** Trial results: turn first Shaken / Demoralized / Panic 4 (0 = never), bases lost (deserters included), P hits, final morale (5 = destroyed). */
export const B = {
  SHAKEN_TURN: 0,
  DEMORALIZED_TURN: 1,
  LOST: 2,
  P: 3,
  END: 4,
  PANIC4_TURN: 5,
  SIZE: 6,
} as const;

export function compileBombardment(
  rules: RepublicRules,
  root: YamlNode,
  given: Readonly<Record<string, string>>,
): CompiledBombardment {
  const switches = typedSwitches('republic', given);
  root.allowKeys(['turns', 'firesPerTurn', 'batteries', 'target', 'leaders']);
  // A22: the chain's states keep how many bases are gone, not whether they deserted or fell to B hits
  if (switches.rallyLosses === 'baseHits') {
    throw new InputError({
      file: root.file,
      field: 'switch rallyLosses',
      expected:
        'expected allLosses: the bombardment sim counts deserters among the losses its rally reads (the engagement sim reads baseHits too)',
    });
  }
  const tn = root.get('target');
  const grade: Grade = tn.get('grade').oneOf(GRADES);
  // the target's grade is for rallying; the fire reads the rest of the target
  const target: FireTarget = readTarget(tn);
  if (target.kind !== 'unit') tn.get('kind').fail('expected unit: a bombarded brigade');
  const batteries = root
    .get('batteries')
    .items()
    .map((b) => ({ b: readBattery(b), node: b }));
  if (root.get('batteries').isList() && batteries.length === 0)
    root.get('batteries').fail('expected at least one battery');
  const art = rules.artillery;
  const first = batteries.map(({ b, node }) => compileFire(art, b, target, node, switches));
  const later = batteries.map(({ b, node }) =>
    compileFire(art, { ...b, savedFire: false }, target, node, switches),
  );
  // §4.3 A: a brigade fewer than three bases strong can no longer be three bases deep
  const shallow: FireTarget = { ...target, deep: false };
  const firstShallow = target.deep
    ? batteries.map(({ b, node }) => compileFire(art, b, shallow, node, switches))
    : first;
  const laterShallow = target.deep
    ? batteries.map(({ b, node }) => compileFire(art, { ...b, savedFire: false }, shallow, node, switches))
    : later;
  const rally = compileRally(
    rules,
    {
      grade,
      morale: 1,
      arm: 'unit',
      bases: target.bases,
      lost: 0,
      leaders: readRallyLeaders(root.get('leaders')),
    },
    switches,
  );
  const reading: Record<string, string> = Object.fromEntries(
    batteries.map(({ b }, i) => [
      `battery ${i + 1}, first fire`,
      fireReading(art, b, target, first[i], switches).breakdown,
    ]),
  );
  if (batteries.some(({ b }) => b.savedFire)) reading['later fires'] = 'as the first, without saved fire';
  reading.rally = `leaders ${signedModifier(rally.leaderModifier)}, plus the loss modifier of the bases lost by then, added to the die (§2.3)`;
  if (target.deep)
    reading['deep target'] =
      `§4.3 A one column left while the brigade has ${art.targets.deepTargetBases.value} bases or more: with fewer it can no longer be three bases deep (§1.4)`;
  reading['forced moves'] = FORCED_MOVES;
  reading['hors de combat'] = HORS_DE_COMBAT;
  return {
    turns: root.get('turns').int(1, 50),
    firesPerTurn: root.get('firesPerTurn').optInt(2, 1, 2),
    bases: target.bases,
    morale: target.morale,
    first,
    later,
    firstShallow,
    laterShallow,
    deepBases: target.deep ? art.targets.deepTargetBases.value : 0,
    volley: singleTargetVolley(art),
    rally,
    panic: compileFirePanic(rules, grade, switches),
    provisional: true, // the fire chart's cells and the rally lines are placeholders
    rowEnds: Object.fromEntries(
      batteries.map(({ b }, i) => {
        const [one, more] = [rowEndText(first[i], switches), rowEndText(later[i], switches)];
        return [
          `battery ${i + 1}: ${b.bases > 1 ? `${b.bases} bases of ` : ''}${batteryTypeWords(b.type)} at ${b.range}"`,
          one === more ? one : `first fire (saved): ${one}; later fires: ${more}`,
        ];
      }),
    ),
    reading,
  };
}
