/** One compared quantity at one point: a chance of an outcome or a mean. */
export interface Difference {
  metric: string;
  /** what it is in words: `who holds the ground = attacker`, `Defender M hits taken` */
  title: string;
  /** empty for a mean */
  outcome: string;
  kind: 'probability' | 'mean';
  unit: string;
  a: number;
  b: number;
  /** b - a */
  diff: number;
  /** its standard error: 0 when exact, from paired chunks otherwise */
  stdError: number;
  /** 95% half-width of the difference */
  halfWidth: number;
  /** what the standard error would be from two independent runs of the same size (Monte Carlo only) */
  independentStdError: number | null;
  /**
   * The most any pairing of trials could narrow this chance's interval against
   * two independent runs (independent / least paired standard error): a chance
   * that differs by d differs on at least a share |d| of the trials, so the
   * paired variance is at least |d| - d^2 a trial. Null when exact, for a
   * mean, or when the difference is 0.
   */
  pairingCeiling: number | null;
  /** two-sided p-value of "no difference", and after Holm's correction over every comparison (null when exact) */
  p: number | null;
  pHolm: number | null;
  significant: boolean;
}

export interface PointComparison {
  index: number;
  label: string;
  /** the label in words: `attacker grade crack, defender grade green` */
  words: string;
  method: 'exact' | 'paired';
  trials: number;
  differences: Difference[];
  /** total variation distance between A's and B's distribution, per distribution */
  tvd: Array<{ distribution: string; title: string; tvd: number }>;
  headline: Difference;
  sentence: string;
}

export interface Comparison {
  a: string;
  b: string;
  sim: string;
  experiment: string;
  seed: number;
  /** Holm's m: every Monte Carlo difference tested */
  tested: number;
  /** the headline metric and outcome each sentence speaks of */
  headline: { metric: string; outcome: string; title?: string };
  points: PointComparison[];
  /** median over Monte Carlo differences not identically zero of paired / independent standard error (null when none) */
  pairedToIndependent: number | null;
  /** median pairingCeiling over the chances among those differences (null when none) */
  pairingCeiling: number | null;
}
