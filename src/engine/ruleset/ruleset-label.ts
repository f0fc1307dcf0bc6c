import { relative, resolve } from 'node:path';
import { PROJECT_ROOT } from './paths.ts';

/** What a ruleset label needs: the id its ruleset.yaml gives, its folder (project-relative) and the patches applied. */
export interface RulesetIdentity {
  id: string;
  dir: string;
  patches: ReadonlyArray<{ file: string; title: string; edits?: ReadonlyArray<unknown> }>;
}

/** A shipped ruleset lives in rulesets/<its id>; any other folder was typed in (or copied) by a designer. */
export function isShipped(r: Pick<RulesetIdentity, 'id' | 'dir'>): boolean {
  return r.dir === `rulesets/${r.id}`;
}

/**
 * The ruleset in words, never passing off a variant as the shipped one:
 * `republic-1.0-beta`, `republic-1.0-beta patched by patches/x.yaml ("PB +1 ...")`, `... patched by p.yaml, which sets no cell`,
 * `the typed-in ruleset in my-chart/ (its ruleset.yaml says republic-1.0-beta)`.
 */
export function rulesetLabel(r: RulesetIdentity): string {
  const base = isShipped(r)
    ? r.id
    : `the typed-in ruleset in ${relative(process.cwd(), resolve(PROJECT_ROOT, r.dir)) || '.'}/ (its ruleset.yaml says ${r.id})`;
  if (r.patches.length === 0) return base;
  // a patch that sets nothing (a tune that moved no cell, a workbench with no edit) is said to, not passed off as a variant
  const patches = r.patches.map(
    (p) =>
      `${shownPath(p.file)}${p.title ? ` ("${p.title}")` : ''}${p.edits?.length === 0 ? ', which sets no cell' : ''}`,
  );
  return `${base} patched by ${patches.join(', then ')}`;
}

function shownPath(file: string): string {
  return file.startsWith('/') ? relative(process.cwd(), file) || file : file;
}
