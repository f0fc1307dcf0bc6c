import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadRulesetSource } from '../../engine/ruleset/ruleset-source.ts';
import { PROJECT_ROOT, RULESETS_DIR } from '../../engine/ruleset/paths.ts';
import type { SwitchDecl } from '../../engine/ruleset/switches.ts';

/** One ruleset's switches, with the shipped experiments that sweep each. */
export interface RulesetSwitches {
  ruleset: string;
  title: string;
  switches: Array<SwitchDecl & { experiments: string[] }>;
}

/** The shipped rulesets (folders in rulesets/ holding a ruleset.yaml). */
function shippedRulesets(): string[] {
  return readdirSync(RULESETS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && readdirSync(join(RULESETS_DIR, d.name)).includes('ruleset.yaml'))
    .map((d) => d.name)
    .sort();
}

/** Shipped experiment files that sweep `switch:<name>`, project-relative. */
function experimentsSweeping(name: string): string[] {
  const dir = join(PROJECT_ROOT, 'experiments');
  const pattern = new RegExp(`^\\s*switch:${name}\\s*:`, 'm');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && pattern.test(readFileSync(join(dir, f), 'utf8')))
    .map((f) => relative(PROJECT_ROOT, join(dir, f)));
}

/** Every interpretation switch of the given rulesets (default: every shipped one). */
export function listSwitches(rulesets: string[] = shippedRulesets()): RulesetSwitches[] {
  const sources = rulesets.map((id) => loadRulesetSource(id));
  // a ruleset named twice (by its id and by its folder, say) is listed once
  const once = sources.filter((s, i) => sources.findIndex((t) => t.dir === s.dir) === i);
  return once.map((source) => ({
    ruleset: source.id,
    title: source.title,
    switches: source.switches.map((s) => ({ ...s, experiments: experimentsSweeping(s.name) })),
  }));
}

/** The switches as the terminal shows them: name, section, question, each reading, the default marked. */
export function formatSwitches(list: RulesetSwitches[]): string {
  const lines: string[] = [];
  for (const r of list) {
    if (lines.length) lines.push('');
    lines.push(
      `${r.title} [${r.ruleset}]: ${r.switches.length === 0 ? 'no switches' : `${r.switches.length} switch${r.switches.length === 1 ? '' : 'es'}`}`,
    );
    for (const s of r.switches) {
      lines.push('', `  ${s.name}  ${s.ref}`, `    ${s.question}`);
      const width = Math.max(...Object.keys(s.options).map((k) => k.length));
      for (const [value, meaning] of Object.entries(s.options)) {
        lines.push(`    ${value === s.default ? '*' : ' '} ${value.padEnd(width)}  ${meaning}`);
      }
      if (s.experiments.length) lines.push(`    its effect: warbench run ${s.experiments.join(' ')}`);
    }
  }
  lines.push(
    '',
    "* the default. Set one with --switch name=value (odds, audit) or in an experiment's switches:.",
  );
  return lines.join('\n');
}
