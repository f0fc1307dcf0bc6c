import { layoutSpec, versions, type Manifest, type ManifestPoint } from '../results/manifest.ts';
import type { PointTallies } from '../results/tallies-file.ts';
import type { PreparedExperiment } from './prepare-experiment.ts';
import { projectPath } from './project-root.ts';

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
}

/** The manifest of a run: what ran, with what, and how far it got. */
export function buildManifest(prep: PreparedExperiment, facts: RunFacts, tallies: PointTallies[]): Manifest {
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
  return {
    warbench: versions().warbench,
    experiment: { name: exp.name, title: exp.title, description: exp.description, file: exp.projectFile, sim: exp.sim.id },
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
    timings: { startedAt: facts.startedAt.toISOString(), seconds: facts.seconds, trialsPerSecond: facts.seconds > 0 ? total / facts.seconds : 0 },
    partial: facts.partial,
  };
}
