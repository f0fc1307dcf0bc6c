import type { SameSideFlag, SideEffect } from './guard-rails.ts';

/** A Monte Carlo target's verdict: met (its 95% interval inside the target), not met (wholly outside), not sure, or no value (0/0 in every trial). */
export type Verdict = 'met' | 'not met' | 'not sure' | 'no value';

/** What a tune found, written to tune.json: each target before and after, and the patch's changes and side effects. */
export interface TargetResult {
  name: string;
  metric: string;
  /** the metric in words, by the sim's layout: `the chance of how the assault ends = carry` */
  words: string;
  low: number;
  high: number;
  weight: number;
  before: number;
  after: number;
  met: boolean;
  /** for a target not met: which constraint binds */
  binds?: string;
  /** for an engagement target out of its range: the rules that keep it out, from the patched rules' own run */
  rules?: string[];
  /** Monte Carlo: met (the 95% interval inside the target), not met (wholly outside) or not sure */
  verdict?: Verdict;
  /** Monte Carlo: the 95% intervals after and before, on fresh seeds */
  interval?: [number, number];
  beforeInterval?: [number, number];
  trials?: number;
  /** Monte Carlo: the final check's own verdict, and the verification's on other fresh seeds (the verdict is theirs when they agree, else not sure) */
  finalVerdict?: Verdict;
  verify?: {
    value: number;
    interval: [number, number];
    verdict: Verdict;
    seed: string;
  };
}

export interface TuneResult {
  brief: string;
  title: string;
  /** how the targets were evaluated: exact, or paired Monte Carlo and its trials */
  method: string;
  /** Monte Carlo: the cells whose moves changed a tally in the screening trials, and the situations sampled */
  cellsRead?: number;
  evaluations?: number;
  targets: TargetResult[];
  changes: Array<{ cell: string; file: string; line?: number; from: string; source: string; to: string }>;
  movableCells: number;
  objective: { before: number; after: number };
  /** problems `warbench audit --strict` finds with the patch applied (0: it passes) */
  auditProblems: string[];
  /** audit findings (problems and notes) the patch creates */
  auditCreated: string[];
  /** every metric of each target's situation the patch moved by more than the threshold */
  sideEffects: SideEffect[];
  sideEffectThreshold: { chance: number; mean: number };
  /** targets met or brought closer only by moving probability into another outcome as good for the same side */
  sameSide: SameSideFlag[];
  patchFile: string;
  /** Monte Carlo: the page setting each target that names a distribution of the record beside it, before and after */
  historyPage?: string;
  /** Monte Carlo: an experiment a target situation, the patch on a fresh seed, for warbench run */
  verifyExperiments?: string[];
  seconds: number;
  /** Monte Carlo: seconds spent in the search (with reading the brief), the final check, the verification */
  timing?: { search: number; finalCheck: number; verification: number };
}
