import { InputError } from '../input/input-error.ts';
import { engineSwitches } from '../ruleset/engine-switches.ts';
import { FAMILIES, isFamilyName, isOfFamily, type FamilyName, type Ruleset } from './families.ts';
import type { Patch } from '../ruleset/patch.ts';
import { ProvenanceLedger } from '../ruleset/provenance.ts';
import { loadRulesetSource, type RulesetSource } from '../ruleset/ruleset-source.ts';
import { checkReadings } from '../ruleset/check-readings.ts';

/**
 * Load a ruleset by id or folder, apply patches in order, and read every
 * table. Every problem in every file is reported at once (exit code 2).
 */
export function loadRuleset(idOrPath: string, patches: Patch[] = []): Ruleset {
  const source = loadRulesetSource(idOrPath, patches);
  if (!isFamilyName(source.family)) {
    throw new InputError({
      file: `${source.dir}/ruleset.yaml`,
      field: 'family',
      expected: `one of ${Object.keys(FAMILIES).join(', ')}, got ${source.family}`,
    });
  }
  return readFamily(source.family, source);
}

/** loadRuleset for a reader of one family's rules: a ruleset of another family is refused, naming both. */
export function loadRulesetOf<F extends FamilyName>(
  family: F,
  idOrPath: string,
  patches: Patch[] = [],
): Ruleset<F> {
  const ruleset = loadRuleset(idOrPath, patches);
  if (!isOfFamily(ruleset, [family]))
    throw new InputError({
      file: `${ruleset.source.dir}/ruleset.yaml`,
      field: 'family',
      expected: `${family} (the family read here), got ${ruleset.family}`,
    });
  return ruleset;
}

/** The ruleset's tables read by its family's reader, typed as that family's rules. */
function readFamily<F extends FamilyName>(name: F, source: RulesetSource): Ruleset<F> {
  const family = FAMILIES[name];
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
  const data = source.problems.guard(() => family.read(source, ledger));
  source.problems.throwIfAny();
  return { source, family: name, data, ledger };
}
