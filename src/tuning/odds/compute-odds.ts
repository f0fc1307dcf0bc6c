import { InputError } from '../../engine/input/input-error.ts';
import type { Ruleset } from '../../engine/families/families.ts';
import { rulesetLabel } from '../../engine/ruleset/ruleset-label.ts';
import { findSim } from '../../sims/find-sim.ts';
import { SIMS } from '../../sims/registry.ts';
import { compileSituation } from '../reach/compile-situation.ts';
import { patchedReach } from '../reach/patched-reach.ts';
import { summarise, type OddsSummary } from './odds-summary.ts';
import { switchDefaults } from './switch-lines.ts';

/** The sims with exact odds, which `odds` answers. */
export function exactSims(): string[] {
  return Object.keys(SIMS)
    .filter((id) => SIMS[id].exact)
    .sort();
}

export interface OddsOptions {
  ruleset?: string;
  patch: string[];
  switch: string[];
  set: string[];
  json?: boolean;
  csv?: boolean;
  verbose?: boolean;
}

/** Exact odds of one mechanic in one situation (on `loaded`, a ruleset already read, instead of opts.ruleset and opts.patch). */
export function computeOdds(
  simId: string,
  situationFile: string | undefined,
  opts: OddsOptions,
  loaded?: Ruleset,
): OddsSummary {
  const sim = findSim(simId);
  if (!sim.exact)
    throw new InputError({
      file: '(command line)',
      field: 'mechanic',
      expected: `one with exact odds (${exactSims().join(', ')}); ${simId} is Monte Carlo only: run it in an experiment with warbench run`,
    });
  const { ruleset, situation, compiled, switches } = compileSituation(simId, situationFile, opts, loaded);
  return {
    sim: sim.id,
    title: sim.title,
    ruleset: {
      id: ruleset.source.id,
      name: rulesetLabel(ruleset.source),
      hash: ruleset.source.hash,
      cells: ruleset.ledger.total,
      provisionalCells: ruleset.ledger.provisional,
    },
    switches,
    switchDefaults: switchDefaults(ruleset.source.switches),
    situation: situation.value(),
    ...summarise(compiled.layout, sim.exact(compiled)),
    ...(sim.describe ? { reading: sim.describe(compiled) } : {}),
    ...(sim.reach && ruleset.source.patches.length
      ? { patchedCellsReached: patchedReach(ruleset.ledger.cells, sim.reach(compiled)) }
      : {}),
  };
}
