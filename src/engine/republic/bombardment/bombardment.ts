import { InputError } from '../../input/input-error.ts';
import type { YamlNode } from '../../input/yaml-node.ts';
import { signedModifier } from '../../notation/signed-modifier.ts';
import { compileFire, type CompiledFire } from '../artillery/compile-fire.ts';
import { fireReading, rowEndText } from '../artillery/fire-reading.ts';
import { singleTargetVolley, type Volley } from '../artillery/volley.ts';
import { compileFirePanic, type FirePanic } from '../artillery/fire-panic.ts';
import { readBattery, readTarget, type FireTarget } from '../artillery/fire-situation.ts';
import { compileRally, leadersPart, type CompiledRally } from '../rally/compile-rally.ts';
import { readRallyLeaders, type RallyLeaders } from '../rally/rally-situation.ts';
import { doubleOutcomes, replacedRating } from '../hors-de-combat/hors-de-combat.ts';
import { batteryTypeWords } from '../rules/artillery.ts';
import { GRADES, type Grade } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { typedSwitches, type RepublicSwitches } from '../../ruleset/typed-switches.ts';

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
  /** the division leader: his hors de combat checks (§4.7) and his replacement (§2.3) */
  leader: BombardmentLeader;
  provisional: boolean;
  /** each battery in words, and how often its fire moves past an end of its row (first fire, then later ones) */
  rowEnds: Record<string, string>;
  /** how the rules read each battery's first fire and the rally, for the reading `odds` prints */
  reading: Record<string, string>;
}

/** What the sim leaves out, said where its readings are read (odds, the manifest, the report). */
export const FORCED_MOVES =
  'not played: the brigade holds its ground under every fire. §4.7 "Execute all involuntary movements as a result of panic hits" would move it back (a retreat or rout changes the range), which this sim does not model; its Panic 4 deserters are removed (§4.7)';

/**
 * The division leader as the bombardment plays him: his rating now, whether
 * he is hors de combat (out of action, not yet replaced), and what a rally
 * and a check read of him, as numbers.
 */
export interface BombardmentLeader {
  /** his rating (-1 to 4) and hors de combat state as the bombardment begins */
  rating: number;
  horsDeCombat: boolean;
  /** §4.7 he rolls after a fire that took bases: he stands within reach of the brigade (distances.horsDeCombatReach) */
  within: boolean;
  /**
   * by rating (rating + 1): his loss would change a rally, so the check is rolled (a leader rated 0
   * within reach adds nothing present or not, and is replaced at 0: his check is left unrolled)
   */
  matters: Uint8Array;
  /** he rolls a check as the bombardment begins (within, and matters at his rating) */
  checked: boolean;
  /** the rally's division leader part (§2.3) by rating and state, his distance included: parts[(rating + 1) * 2 + horsDeCombat] */
  parts: Int32Array;
  /**
   * the corps and army leaders within 4" (seniorRatings), each checked as the division leader is: what he adds to a
   * rally in action (`part`), and what his successor adds once he is replaced (`successor`; §2.3 "Its position is
   * taken over by the highest rated leader available who is ranked next in chain of command": the situation's
   * seniorSuccessorRatings, else nothing); `checked`: his loss would change a rally
   */
  seniors: { part: number; successor: number; checked: boolean }[];
  /** §4.7 whether a double of `die` with `hits` base hits this phase puts him out of action: loses[hits * 10 + die - 1] */
  loses: Uint8Array;
}

/** The lowest leader rating (§2.2), the first slot of BombardmentLeader.parts. */
const LOWEST_RATING = -1;
const HIGHEST_RATING = 4;

/** BombardmentLeader.matters' slot of a rating. */
export function ratingSlot(rating: number): number {
  return rating - LOWEST_RATING;
}

/** BombardmentLeader.parts' slot of a rating and state (horsDeCombat 0 or 1). */
export function leaderSlot(rating: number, horsDeCombat: number): number {
  return (rating - LOWEST_RATING) * 2 + horsDeCombat;
}

/** What the sim plays of the leaders, said where its readings are read. */
export function horsDeCombatReading(l: BombardmentLeader, leaders: RallyLeaders, reach: number): string {
  const n = l.seniors.length;
  const seniors =
    n === 0
      ? ''
      : ` The ${n === 1 ? 'corps or army leader' : `${n} corps and army leaders`} of seniorRatings (within 4" of the brigade, §2.3) roll${n === 1 ? 's' : ''} the same check${l.seniors.some((x) => !x.checked) ? ' where his loss would change a rally' : ''}; one lost adds nothing to the rally of the brigade's next command phase ("unable to contribute to unit assault or morale results until the Replace Leaders step"), then "The figure is removed from game play" and his successor ("the highest rated leader available who is ranked next in chain of command") adds ${leaders.seniorSuccessorRatings === undefined ? 'nothing: the situation gives no seniorSuccessorRatings' : 'what seniorSuccessorRatings gives, standing within 4"'}.`;
  // §2.3 the fallen leader is "moved to the rear of its respective command": the distance a rally reads is divisionDistance still
  const rear =
    ' A fallen division leader is read where divisionDistance puts him (§2.3 moves him "to the rear of its respective command", a distance the situation does not give; switch rallyFallenLeaderDistance).';
  if (!l.checked && leaders.divisionDistance > reach)
    return `no check for the division leader: he stands ${leaders.divisionDistance}" away, beyond the ${reach}" of §4.7 ("each leader who was within 4" of any unit that suffered base hits").${l.horsDeCombat ? " Hors de combat as the bombardment begins, he is replaced a point lower in the brigade's first command phase (§2.3)." : ''}${seniors}`;
  if (!l.checked)
    return `no check for the division leader: rated 0, he adds nothing to a rally present or hors de combat, and is replaced at 0 (§2.3).${seniors}`;
  return `played: after each fire that took bases the division leader (within ${reach}") rolls 2D10 (§4.7), +1 a die per base hit; on a hors de combat result the next rally subtracts his rating, and he comes back a point lower (to no less than 0) in the brigade's next command phase, after its rally (§2.3).${rear}${seniors}`;
}

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
  const leaders = readRallyLeaders(root.get('leaders'), true);
  const rally = compileRally(
    rules,
    { grade, morale: 1, arm: 'unit', bases: target.bases, lost: 0, leaders },
    switches,
  );
  const leader = compileLeader(rules, leaders, target.bases, switches);
  const reading: Record<string, string> = Object.fromEntries(
    batteries.map(({ b }, i) => [
      `battery ${i + 1}, first fire`,
      fireReading(art, b, target, first[i], switches).breakdown,
    ]),
  );
  if (batteries.some(({ b }) => b.savedFire)) reading['later fires'] = 'as the first, without saved fire';
  reading.rally = `leaders ${signedModifier(rally.leaderModifier)}${leader.checked || leader.horsDeCombat ? ' as the bombardment begins' : ''}, plus the loss modifier of the bases lost by then, added to the die (§2.3)`;
  if (target.deep)
    reading['deep target'] =
      `§4.3 A one column left while the brigade has ${art.targets.deepTargetBases.value} bases or more: with fewer it can no longer be three bases deep (§1.4)`;
  reading['forced moves'] = FORCED_MOVES;
  reading['hors de combat'] = horsDeCombatReading(leader, leaders, rules.distances.horsDeCombatReach.value);
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
    leader,
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

/** §2.3, §4.7 the division leader in numbers: his rally part in every rating and state, and the checks' results. */
function compileLeader(
  rules: RepublicRules,
  leaders: RallyLeaders,
  bases: number,
  switches: RepublicSwitches,
): BombardmentLeader {
  const modifier = (l: RallyLeaders) => leadersPart(rules.rally, l, switches);
  // the division leader's part without the seniors, who are added by their own state
  const parts = new Int32Array((HIGHEST_RATING - LOWEST_RATING + 1) * 2);
  for (let rating = LOWEST_RATING; rating <= HIGHEST_RATING; rating++)
    for (let hdc = 0; hdc < 2; hdc++)
      parts[leaderSlot(rating, hdc)] = modifier({
        ...leaders,
        divisionRating: rating,
        divisionHorsDeCombat: hdc === 1,
        seniorRatings: [],
      });
  // a senior's part: the modifier with him beside the division leader, less the modifier without him
  const alone = { divisionRating: 0, divisionHorsDeCombat: false, divisionDistance: 0, seniorRatings: [] };
  const seniorPart = (rating: number | undefined) =>
    rating === undefined ? 0 : modifier({ ...alone, seniorRatings: [rating] }) - modifier(alone);
  const seniors = leaders.seniorRatings.map((rating, i) => {
    const part = seniorPart(rating);
    const successor = seniorPart(leaders.seniorSuccessorRatings?.[i]);
    return { part, successor, checked: part !== 0 || successor !== 0 };
  });
  // §4.7 the brigade's own base hits move the doubled die
  const { loses } = doubleOutcomes(rules, bases);
  // out of action or back a point lower: either changes a rally only for a leader not rated 0
  const matters = new Uint8Array(HIGHEST_RATING - LOWEST_RATING + 1);
  for (let rating = LOWEST_RATING; rating <= HIGHEST_RATING; rating++)
    matters[ratingSlot(rating)] =
      parts[leaderSlot(rating, 1)] !== parts[leaderSlot(rating, 0)] || replacedRating(rating) !== rating
        ? 1
        : 0;
  const rating = leaders.divisionRating;
  const within = leaders.divisionDistance <= rules.distances.horsDeCombatReach.value;
  return {
    rating,
    horsDeCombat: leaders.divisionHorsDeCombat,
    within,
    matters,
    checked: within && matters[ratingSlot(rating)] === 1,
    parts,
    seniors,
    loses,
  };
}
