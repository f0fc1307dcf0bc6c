import type { YamlNode } from '../../input/yaml-node.ts';
import type { ProvenanceLedger } from '../../ruleset/provenance.ts';
import type { Valued } from '../../ruleset/read-cell.ts';
import { readNamedInts } from './named-ints.ts';

/** The divisional panic test's die modifiers (§6.3). */
export interface PanicTestRules {
  modifiers: Record<'unshaken' | 'perDemoralizedUnit', Valued<number>>;
}

export function readPanicTestRules(root: YamlNode, ledger: ProvenanceLedger): PanicTestRules {
  root.allowKeys(['modifiers']);
  return {
    modifiers: readNamedInts(root.get('modifiers'), ['unshaken', 'perDemoralizedUnit'] as const, ledger),
  };
}
