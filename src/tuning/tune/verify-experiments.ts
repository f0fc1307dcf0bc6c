import { basename, resolve } from 'node:path';
import type { Situations } from './noisy-search.ts';
import type { Brief } from './read-brief.ts';

/** The seed a verification experiment runs on: one neither the search nor tune's own checks read. */
export const verifySeed = (brief: Brief) => brief.seed + 7919;

/**
 * verify-<situation file's name>, as an experiment name warbench run reads
 * (letters, digits and . _ -, at most 100 characters: "my duel.yaml" gives
 * verify-my-duel), and another than any already taken (two duel.yaml in two
 * folders give verify-duel and verify-duel-2, not one file written twice).
 */
function verifyName(file: string, taken: Set<string>): string {
  const stem = `verify-${basename(file)
    .replace(/\.ya?ml$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')}`.slice(0, 90);
  let name = stem;
  for (let n = 2; taken.has(name); n++) name = `${stem}-${n}`;
  taken.add(name);
  return name;
}

/**
 * One experiment file a situation, for `warbench run`: the target's
 * situation under the patch (beside it in the tune's folder), on a fresh
 * seed and as many trials as the final check, so any target reported met
 * can be checked by a run of its own. Situations written inline in the
 * brief have no file to name and get none.
 */
export function verifyExperiments(brief: Brief, sit: Situations): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const seen = new Set<string>();
  const taken = new Set<string>();
  for (const part of sit.parts) {
    const file = resolve(part.node.file);
    if (file === resolve(brief.file) || seen.has(file)) continue;
    seen.add(file);
    const name = verifyName(file, taken);
    const switches = Object.entries(brief.switches);
    out.push([
      `${name}.yaml`,
      [
        '# Written by warbench tune: the situation under the patch beside this file, on a',
        "# fresh seed (the brief's seed + 7919), as many trials as the final check.",
        `# Check a target reported met: warbench run ${name}.yaml`,
        `name: ${name}`,
        `title: ${JSON.stringify(`${brief.title}: ${basename(file)} with the patch, a fresh seed`)}`,
        `sim: ${brief.sim.id}`,
        `ruleset: ${brief.ruleset}`,
        `situationFile: ${JSON.stringify(file)}`,
        'patches: [patch.yaml]',
        ...(switches.length ? [`switches: {${switches.map(([k, v]) => `${k}: ${v}`).join(', ')}}`] : []),
        `trials: ${brief.trials.final}`,
        `seed: ${verifySeed(brief)}`,
        '',
      ].join('\n'),
    ]);
  }
  return out;
}
