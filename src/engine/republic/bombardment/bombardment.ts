import { InputError } from '../../input/input-error.ts';
import { d10 } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import type { YamlNode } from '../../input/yaml-node.ts';
import { signedModifier } from '../../notation/signed-modifier.ts';
import { setUnit, T } from '../artillery/apply-hits.ts';
import { compileFire, type CompiledFire } from '../artillery/compile-fire.ts';
import { fireReading, rowEndText } from '../artillery/fire-reading.ts';
import { fireVolley, singleTargetVolley, type Volley } from '../artillery/volley.ts';
import { compileFirePanic, desertAtPanic, type FirePanic } from '../artillery/fire-panic.ts';
import { readBattery, readTarget, type FireTarget } from '../artillery/fire-situation.ts';
import { compileRally, type CompiledRally } from '../rally/compile-rally.ts';
import { rallyTo } from '../rally/rally-roll.ts';
import { readRallyLeaders } from '../rally/rally-situation.ts';
import { batteryTypeWords } from '../rules/artillery.ts';
import { DEMORALIZED, GRADES, MORALE_STATES, type Grade } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';

const SHAKEN = MORALE_STATES.indexOf('shaken');

/** A brigade under artillery fire turn after turn, rallying between fires (§2.3, §4). */
export interface CompiledBombardment {
  turns: number;
  firesPerTurn: number;
  bases: number;
  morale: number;
  /** fires[turn === 0 ? 0 : 1][battery]: saved fire counts only on the first fire */
  first: CompiledFire[];
  later: CompiledFire[];
  volley: Volley;
  rally: CompiledRally;
  /** the brigade's Panic Index line for P hits from the guns (§4.7) */
  panic: FirePanic;
  st: Int32Array;
  provisional: boolean;
  /** each battery in words, and how often its fire moves past an end of its row (first fire, then later ones) */
  rowEnds: Record<string, string>;
  /** how the rules read each battery's first fire and the rally, for the reading `odds` prints */
  reading: Record<string, string>;
}

/** Trial results: turn first Shaken / Demoralized / Panic 4 (0 = never), bases lost (deserters included), P hits, final morale (5 = destroyed). */
export const B = { SHAKEN_TURN: 0, DEMORALIZED_TURN: 1, LOST: 2, P: 3, END: 4, PANIC4_TURN: 5, SIZE: 6 } as const;

export function compileBombardment(rules: RepublicRules, root: YamlNode, switches: Record<string, string>): CompiledBombardment {
  root.allowKeys(['turns', 'firesPerTurn', 'batteries', 'target', 'leaders']);
  // A22: the chain's states keep how many bases are gone, not whether they deserted or fell to B hits
  if (switches.rallyLosses === 'baseHits') {
    throw new InputError({ file: root.file, field: 'switch rallyLosses', expected: 'expected allLosses: the bombardment sim counts deserters among the losses its rally reads (the engagement sim reads baseHits too)' });
  }
  const tn = root.get('target');
  const grade: Grade = tn.get('grade').oneOf(GRADES);
  // the target's grade is for rallying; the fire reads the rest of the target
  const target: FireTarget = readTarget(tn);
  if (target.kind !== 'unit') tn.get('kind').fail('expected unit: a bombarded brigade');
  const batteries = root.get('batteries').items().map((b) => ({ b: readBattery(b), node: b }));
  if (root.get('batteries').isList() && batteries.length === 0) root.get('batteries').fail('expected at least one battery');
  const art = rules.artillery;
  const first = batteries.map(({ b, node }) => compileFire(art, b, target, node, switches));
  const later = batteries.map(({ b, node }) => compileFire(art, { ...b, savedFire: false }, target, node, switches));
  const rally = compileRally(rules, { grade, morale: 1, arm: 'unit', bases: target.bases, lost: 0, leaders: readRallyLeaders(root.get('leaders')) }, switches);
  const reading: Record<string, string> = Object.fromEntries(batteries.map(({ b }, i) => [`battery ${i + 1}, first fire`, fireReading(art, b, target, first[i], switches).breakdown]));
  if (batteries.some(({ b }) => b.savedFire)) reading['later fires'] = 'as the first, without saved fire';
  reading.rally = `leaders ${signedModifier(rally.leaderModifier)}, plus the loss modifier of the bases lost by then, added to the die (§2.3)`;
  return {
    turns: root.get('turns').int(1, 50),
    firesPerTurn: root.get('firesPerTurn').optInt(2, 1, 2),
    bases: target.bases,
    morale: target.morale,
    first,
    later,
    volley: singleTargetVolley(art),
    rally,
    panic: compileFirePanic(rules, grade, switches),
    st: new Int32Array(T.SIZE),
    provisional: true, // the fire chart's cells and the rally lines are placeholders
    rowEnds: Object.fromEntries(batteries.map(({ b }, i) => {
      const [one, more] = [rowEndText(first[i], switches), rowEndText(later[i], switches)];
      return [`battery ${i + 1}: ${b.bases > 1 ? `${b.bases} bases of ` : ''}${batteryTypeWords(b.type)} at ${b.range}"`, one === more ? one : `first fire (saved): ${one}; later fires: ${more}`];
    })),
    reading,
  };
}

/**
 * One bombardment: each game turn the batteries fire in the enemy's player
 * turn, then the brigade rallies in its own command phase, and with two
 * fires a turn the batteries fire again in its artillery phase (§4.2: a
 * battery fires once each player turn). The brigade stands its ground
 * (forced moves from P hits are not played), but at Panic 4 its loss
 * number deserts (§4.7). Stops when it is destroyed.
 */
export function runBombardment(rng: Stream, c: CompiledBombardment, res: Int32Array): void {
  const st = c.st;
  setUnit(st, T.MAIN, c.bases, c.morale);
  res.fill(0);
  const r = c.rally;
  for (let turn = 1; turn <= c.turns && st[T.MAIN + T.BASES] > 0; turn++) {
    for (let f = 0; f < c.firesPerTurn && st[T.MAIN + T.BASES] > 0; f++) {
      const pBefore = st[T.MAIN + T.P];
      fireVolley(rng, c.volley, turn === 1 && f === 0 ? c.first : c.later, st);
      if (desertAtPanic(c.panic, st, T.MAIN, pBefore) === 4 && res[B.PANIC4_TURN] === 0) res[B.PANIC4_TURN] = turn;
      const m = st[T.MAIN + T.MORALE];
      if (m >= SHAKEN && res[B.SHAKEN_TURN] === 0) res[B.SHAKEN_TURN] = turn;
      if (m >= DEMORALIZED && res[B.DEMORALIZED_TURN] === 0) res[B.DEMORALIZED_TURN] = turn;
      if (f === 0 && st[T.MAIN + T.MORALE] > 0 && st[T.MAIN + T.BASES] > 0) {
        // §2.3 the rally step of the brigade's own command phase
        const mod = r.leaderModifier + r.lossModifier[st[T.MAIN + T.LOST]];
        st[T.MAIN + T.MORALE] = rallyTo(r.columns, r.old[st[T.MAIN + T.MORALE]], d10(rng) + mod, r.asPrinted);
      }
    }
  }
  res[B.LOST] = st[T.MAIN + T.LOST];
  res[B.P] = st[T.MAIN + T.P];
  res[B.END] = st[T.MAIN + T.BASES] === 0 ? MORALE_STATES.length : st[T.MAIN + T.MORALE];
}
