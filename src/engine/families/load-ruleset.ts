import { InputError } from '../input/input-error.ts';
import { engineSwitches } from '../ruleset/engine-switches.ts';
import { FAMILIES } from './families.ts';
import type { LoadedRuleset } from '../ruleset/loaded-ruleset.ts';
import type { Patch } from '../ruleset/patch.ts';
import { ProvenanceLedger } from '../ruleset/provenance.ts';
import { loadRulesetSource } from '../ruleset/ruleset-source.ts';
import { checkReadings } from '../ruleset/check-readings.ts';

/**
 * Load a ruleset by id or folder, apply patches in order, and read every
 * table. Every problem in every file is reported at once (exit code 2).
 */
export function loadRuleset<D = unknown>(idOrPath: string, patches: Patch[] = []): LoadedRuleset<D> {
  const source = loadRulesetSource(idOrPath, patches);
  // own keys only: a family named like an object property (`constructor`) is unknown too
  const family = Object.hasOwn(FAMILIES, source.family) ? FAMILIES[source.family] : undefined;
  if (!family) {
    throw new InputError({
      file: `${source.dir}/ruleset.yaml`,
      field: 'family',
      expected: `one of ${Object.keys(FAMILIES).join(', ')}, got ${source.family}`,
    });
  }
  // the die is the engine's, not the file's to choose: a ruleset naming another would be read with the wrong one
  const die = source.file('ruleset.yaml').get('die');
  const engineDie = `${family.die}, the die the ${source.family} engine rolls`;
  if (!die.exists) die.failAt(`required; expected ${engineDie}`);
  else if (die.string() !== family.die) die.fail(`expected ${engineDie}`);
  // a typed-in folder must declare every switch the engine reads, or the engine would read it its own way unasked
  const engine = engineSwitches(source.family);
  const missing = engine.names.filter((n) => !source.switches.some((d) => d.name === n));
  if (missing.length > 0) {
    source
      .file('ruleset.yaml')
      .get('switches')
      .failAt(
        `expected every switch the ${source.family} engine reads; missing ${missing.join(', ')} (declare each as rulesets/${engine.shipped[0]}/ruleset.yaml does)`,
      );
  }
  checkReadings(source.family, source.switches, source.file('ruleset.yaml').get('switches'));
  const ledger = new ProvenanceLedger();
  const data = source.problems.guard(() => family.read(source, ledger)) as D;
  source.problems.throwIfAny();
  return { source, family: source.family, data, ledger };
}
