import { deserialize, serialize } from 'node:v8';
import type { Cell } from '../ruleset/provenance.ts';
import { Problems } from '../input/problems.ts';
import { ProvenanceLedger } from '../ruleset/provenance.ts';
import type { RulesetSource } from '../ruleset/ruleset-source.ts';
import type { Ruleset } from './families.ts';

/**
 * A loaded ruleset as bytes a worker thread rebuilds it from: the tables
 * the main thread read and checked (loadRuleset), not its files. A thread
 * then starts without reading and parsing the ruleset's YAML cold, and reads
 * the very tables the main thread read.
 */
interface Sent {
  source: Omit<RulesetSource, 'files' | 'problems' | 'file'>;
  family: Ruleset['family'];
  data: Ruleset['data'];
  /** the ledger's cells, the same objects the tables hold */
  cells: Cell[];
}

const bytesOf = new WeakMap<Ruleset, Uint8Array>();

/**
 * The ruleset's bytes, made once per loaded ruleset, in shared memory: every
 * task carrying them crosses to its thread without a copy.
 */
export function rulesetBytes(ruleset: Ruleset): Uint8Array {
  let bytes = bytesOf.get(ruleset);
  if (!bytes) {
    const { id, family, title, dir, switches, patches, hash } = ruleset.source;
    const sent: Sent = {
      source: { id, family, title, dir, switches, patches, hash },
      family: ruleset.family,
      data: ruleset.data,
      cells: ruleset.ledger.cells,
    };
    const plain = serialize(sent);
    bytes = new Uint8Array(new SharedArrayBuffer(plain.length));
    bytes.set(plain);
    bytesOf.set(ruleset, bytes);
  }
  return bytes;
}

/** The ruleset rulesetBytes sent: its tables and ledger as read, its source without the parsed files. */
export function rulesetFromBytes(bytes: Uint8Array): Ruleset {
  const sent = deserialize(bytes) as Sent;
  const ledger = new ProvenanceLedger();
  for (const cell of sent.cells) ledger.add(cell);
  const problems = new Problems();
  const source: RulesetSource = {
    ...sent.source,
    files: new Map(),
    problems,
    file(name: string): never {
      throw new Error(`${name}: a ruleset sent to a thread carries its tables, not its files`);
    },
  };
  return { source, family: sent.family, data: sent.data, ledger } as Ruleset;
}
