import type { Stream } from '../engine/dice/stream.ts';
import type { YamlNode } from '../engine/input/yaml-node.ts';
import type { FamilyName, Ruleset } from '../engine/families/families.ts';
import type { Cell } from '../engine/ruleset/provenance.ts';
import type { Layout } from './layout.ts';

/** An exact answer: the expected tally per trial, in the sim's layout. */
export interface ExactResult {
  perTrial: Float64Array;
  /** probability mass not resolved (e.g. beyond a round cap) */
  leftover: number;
  note?: string;
}

/** A compiled scenario: everything a kernel needs, fixed for the whole run. */
export interface Compiled {
  layout: Layout;
}

/**
 * A sim turns a plain situation into a compiled trial kernel, an aggregate
 * layout and (where possible) exact odds. The runner knows nothing else.
 *
 * Every layout includes the distribution `rests_on_provisional` with
 * outcomes [no, yes]: the share of trials whose result used at least one
 * provisional table cell.
 */
/** A kernel's signature, read bivariantly (as a method is): a sim of a narrower compiled form is a Sim all the same. */
type Kernel<C> = { kernel(rng: Stream, compiled: C, trials: number, acc: Float64Array): void }['kernel'];

/**
 * `F`: the families whose rulesets the sim reads, as `families` names them;
 * `compile` is given a ruleset of one of them (compileScenario checks), its
 * data typed as that family's rules.
 */
export interface Sim<C extends Compiled = Compiled, F extends FamilyName = FamilyName> {
  id: string;
  title: string;
  /** ruleset families this sim reads (e.g. ['republic']) */
  families: readonly F[];
  /** the ruleset used when an experiment or command names none */
  defaultRuleset: string;
  /** a shipped situation file, used by `odds` when none is given */
  exampleSituation: string;
  /**
   * Validate the situation (reporting problems with file:line through the
   * node) and compile it against the ruleset with the switches in force.
   */
  compile(ruleset: Ruleset<F>, situation: YamlNode, switches: Record<string, string>): C;
  /** run `trials` trials, adding tallies into acc; allocates nothing */
  kernel(rng: Stream, compiled: C, trials: number, acc: Float64Array): void;
  /**
   * Earlier kernels of the same trials (same distribution, another use of
   * the stream), kept so `warbench bench` times each gain as a ratio in one
   * run, and tests check the new kernel against them.
   */
  baselines?: Record<string, Kernel<C>>;
  /** exact expected tallies per trial, where the mechanic allows */
  exact?(compiled: C): ExactResult;
  /**
   * How the rules read this situation (the assault column and why, a duel
   * adapter's mapping): shown per sweep point in the manifest and report.
   */
  describe?(compiled: C): Record<string, string>;
  /**
   * Which ruleset cells this situation reads, each with its expected reads
   * per trial (exact), where the sim can say. Cells never read are left out.
   */
  reach?(compiled: C): Array<{ cell: Cell; reads: number }>;
  /**
   * Where a sim may play other rules than the ruleset it was given (a duel
   * plays each system under that system's own ruleset): the family of the
   * rules this point plays instead, or undefined when it reads the ruleset
   * given. An experiment's ruleset, patches or switches no point reads are
   * refused.
   */
  playsOtherRules?(compiled: C): string | undefined;
}
