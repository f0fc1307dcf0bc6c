import { InputError } from '../input/input-error.ts';
import { FAMILIES } from './families.ts';
import type { LoadedRuleset } from './loaded-ruleset.ts';
import type { Patch } from './patch.ts';
import { ProvenanceLedger } from './provenance.ts';
import { loadRulesetSource } from './ruleset-source.ts';

/**
 * Load a ruleset by id or folder, apply patches in order, and read every
 * table. Every problem in every file is reported at once (exit code 2).
 */
export function loadRuleset<D = unknown>(idOrPath: string, patches: Patch[] = []): LoadedRuleset<D> {
  const source = loadRulesetSource(idOrPath, patches);
  // own keys only: a family named like an object property (`constructor`) is unknown too
  const family = Object.hasOwn(FAMILIES, source.family) ? FAMILIES[source.family] : undefined;
  if (!family) {
    throw new InputError({ file: `${source.dir}/ruleset.yaml`, field: 'family', expected: `one of ${Object.keys(FAMILIES).join(', ')}, got ${source.family}` });
  }
  const ledger = new ProvenanceLedger();
  const data = source.problems.guard(() => family.read(source, ledger)) as D;
  source.problems.throwIfAny();
  return { source, family: source.family, data, ledger };
}
