import type { YamlNode } from '../../input/yaml-node.ts';
import type { ProvenanceLedger } from '../../ruleset/provenance.ts';
import type { Valued } from '../../ruleset/read-cell.ts';
import { readNamedInts } from './named-ints.ts';

export const DISTANCE_KEYS = [
  'infantryMove',
  'cavalryMove',
  'infantryCharge',
  'cavalryCharge',
  'allOutRange',
  'generalRange',
  'passThrough',
  'skirmishReach',
  'blockReach',
  'horsDeCombatReach',
  'stackDepth',
  'actingTogether',
] as const;

/** Movement allowances and measured distances, in inches (§3.1, §3.2, §3.5, §4.1, §5.1, §5.5). */
export type DistanceRules = Record<(typeof DISTANCE_KEYS)[number], Valued<number>>;

export function readDistances(root: YamlNode, ledger: ProvenanceLedger): DistanceRules {
  return readNamedInts(root, DISTANCE_KEYS, ledger, 0, 100);
}
