import type { ProvenanceLedger } from './provenance.ts';
import type { RulesetSource } from './ruleset-source.ts';

/** A ruleset read into its family's tables, with its provenance ledger. */
export interface LoadedRuleset<D = unknown> {
  source: RulesetSource;
  family: string;
  data: D;
  ledger: ProvenanceLedger;
}

/** How one family of rules (Republic, Blake, ...) reads its folder. */
export interface RulesetFamily<D = unknown> {
  family: string;
  /** the die its engine rolls, as ruleset.yaml's `die:` must name it */
  die: string;
  read(source: RulesetSource, ledger: ProvenanceLedger): D;
}
