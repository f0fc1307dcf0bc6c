import { join } from 'node:path';
import {
  layoutSpec,
  versions,
  type Manifest,
  type ManifestDraft,
  type ManifestPoint,
} from '../results/manifest.ts';
import type { PointTallies } from '../results/tallies-file.ts';
import type { PreparedExperiment } from './prepare-experiment.ts';
import { projectPath } from '../engine/input/project-root.ts';

export interface RunFacts {
  seed: number;
  trials: number;
  precision: number | null;
  workers: number;
  shard: { index: number; count: number } | null;
  startedAt: Date;
  seconds: number;
  partial: boolean;
  method?: 'auto' | 'exact' | 'mc';
  /** the run this one went on from: its start and its time count too */
  previous?: Manifest | null;
}

/** The manifest of a run: what ran, with what, and how far it got. */
export function buildManifest(
  prep: PreparedExperiment,
  facts: RunFacts,
  tallies: PointTallies[],
): ManifestDraft {
  const { exp, ruleset } = prep;
  const layout = layoutSpec(prep.layout);
  const shared = JSON.stringify(layout);
  const ran = new Map(tallies.map((t) => [t.point, t]));
  const points: ManifestPoint[] = prep.points
    .filter((p) => ran.has(p.index))
    .map((p) => {
      const t = ran.get(p.index)!;
      const own = layoutSpec(p.layout);
      return {
        index: p.index,
        label: p.label,
        values: p.values,
        trials: t.trials,
        ...(t.precisionReached === null ? {} : { precisionReached: t.precisionReached }),
        ...(JSON.stringify(own) === shared ? {} : { layout: own }),
        ...(p.reading ? { reading: p.reading } : {}),
        method: t.method ?? 'mc',
      };
    });
  const total = tallies.reduce((s, t) => s + t.trials, 0);
  const startedAt = facts.previous?.timings.startedAt ?? facts.startedAt.toISOString();
  const seconds = facts.seconds + (facts.previous?.timings.seconds ?? 0);
  return {
    warbench: versions().warbench,
    experiment: {
      name: exp.name,
      title: exp.title,
      description: exp.description,
      file: exp.projectFile,
      sim: exp.sim.id,
      path: join(exp.root, exp.projectFile),
    },
    ruleset: {
      id: ruleset.source.id,
      title: ruleset.source.title,
      hash: ruleset.source.hash,
      cells: ruleset.ledger.total,
      provenance: { ...ruleset.ledger.counts },
    },
    patches: ruleset.source.patches.map((p) => ({ file: projectPath(exp.root, p.file), title: p.title })),
    switches: prep.switches,
    switchDecls: ruleset.source.switches,
    seed: facts.seed,
    trials: facts.trials,
    chunkSize: exp.chunkSize,
    precision: facts.precision,
    method: facts.method ?? 'mc',
    workers: facts.workers,
    shard: facts.shard,
    sweep: { params: exp.sweep.map((p) => ({ name: p.name, kind: p.kind })), points },
    charts: exp.charts,
    layout,
    versions: versions(),
    timings: { startedAt, seconds, trialsPerSecond: seconds > 0 ? total / seconds : 0 },
    partial: facts.partial,
    inputs: prep.inputs,
  };
}
