import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { ChartSpec } from './read-charts.ts';
import type { ParamKind } from './sweep-labels.ts';
import type { SwitchDecl } from '../engine/ruleset/switches.ts';
import type { LayoutSpec } from '../sims/layout.ts';
import type { FileDigest } from './file-digest.ts';
import { PROJECT_ROOT } from '../engine/ruleset/paths.ts';

export interface ManifestPoint {
  index: number;
  label: string;
  values: Record<string, unknown>;
  trials: number;
  /** with a precision target: whether this point reached it */
  precisionReached?: boolean;
  /** only where this point's layout differs from the experiment's */
  layout?: LayoutSpec;
  /** how the rules read this point (Sim.describe), where the sim says */
  reading?: Record<string, string>;
  /** how this point was answered: `exact` (exact odds, no trials) or `mc` (Monte Carlo) */
  method?: 'exact' | 'mc';
}

/** manifest.json, as docs/results-format.md describes it. */
export interface Manifest {
  warbench: string;
  /** `path`: the experiment file where it was run (absolute), for `run --resume` */
  experiment: { name: string; title: string; description: string; file: string; sim: string; path?: string };
  ruleset: { id: string; title: string; hash: string; cells: number; provenance: Record<string, number> };
  patches: Array<{ file: string; title: string }>;
  switches: Record<string, string>;
  switchDecls: SwitchDecl[];
  seed: number;
  trials: number;
  chunkSize: number;
  precision: number | null;
  /** the run's --method: auto (exact where the sim has it), exact or mc */
  method?: 'auto' | 'exact' | 'mc';
  workers: number;
  shard: { index: number; count: number } | null;
  sweep: { params: Array<{ name: string; kind: ParamKind }>; points: ManifestPoint[] };
  charts: ChartSpec[];
  layout: LayoutSpec;
  versions: Record<string, string>;
  timings: { startedAt: string; seconds: number; trialsPerSecond: number };
  partial: boolean;
  /** SHA-256 over what every point runs (sim, situation, switches, ruleset and patches): equal inputs, equal numbers */
  inputs?: string;
  /** each result file's size and SHA-256, checked whenever the folder is read */
  files: Record<string, FileDigest>;
  /** SHA-256 of this manifest without this field (see manifestDigest): an edited manifest is refused */
  digest: string;
}

/** A manifest before its files are written (writeResults adds their digests and its own). */
export type ManifestDraft = Omit<Manifest, 'files' | 'digest'> & {
  files?: Manifest['files'];
  digest?: string;
};

const require = createRequire(import.meta.url);

/**
 * How kernels read the random stream: a change here changes the numbers a
 * seed gives, so a run is only resumed or extended on the same version.
 * 2: the dice a kernel rolls together (an assault round's two d10) come from
 * one 32-bit draw.
 * 3: a bombardment trial reads its dice nine to a draw (d10Nine), lowest
 * digit first, a fire's pair as two digits, a rally's die as one, carrying
 * the digits left over to the chunk's next trial.
 * 4: a prepared assault trial and a panic cascade trial walk the chain
 * module's tables as the bombardment does: their batteries, assault rounds
 * and panic tests read their dice nine to a draw.
 */
export const STREAM_VERSION = '4';

/**
 * How the sims play the rules: a change here gives other numbers for the same inputs and seed (a rule the text
 * says, played otherwise before or not at all), so a run is only resumed, extended or merged under the same version.
 * 1 (a manifest without it): before this numbering.
 * 2: the bombardment plays its leaders' hors de combat checks and counts a rally that worsens the brigade; the
 * prepared assault plays Group Surrender after the guns, §6.3's additions to their deserters and the leaders' checks
 * before the assault, and fires on the defending brigade by its own cover, formation, morale and grade; an attacker surrendering to a
 * defender forced back leaves the ground to neither.
 */
export const RULES_VERSION = '2';

export function versions(): Record<string, string> {
  const own = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
  const seedrandom = require('seedrandom/package.json') as { version: string };
  return {
    node: process.version,
    warbench: own.version,
    seedrandom: seedrandom.version,
    stream: STREAM_VERSION,
    rules: RULES_VERSION,
  };
}

/** A layout as plain data (the spec, without offsets). */
export function layoutSpec(layout: LayoutSpec): LayoutSpec {
  return {
    distributions: layout.distributions.map((d) => ({
      name: d.name,
      title: d.title,
      outcomes: [...d.outcomes],
      ...(d.definition ? { definition: d.definition } : {}),
    })),
    means: layout.means.map((m) => ({
      name: m.name,
      title: m.title,
      unit: m.unit,
      ...(m.definition ? { definition: m.definition } : {}),
    })),
  };
}

export function manifestJson(m: Manifest): string {
  return `${JSON.stringify(m, null, 2)}\n`;
}
