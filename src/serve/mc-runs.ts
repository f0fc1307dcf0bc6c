import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { PROJECT_ROOT, rulesetDir } from '../engine/ruleset/paths.ts';
import type { Experiment } from '../experiment/experiment.ts';
import { pointMethods, pointPlans } from '../experiment/point-plans.ts';
import { prepareExperiment, type PreparedExperiment } from '../experiment/prepare-experiment.ts';
import { readExperiment } from '../experiment/read-experiment.ts';
import { layoutSpec } from '../results/manifest.ts';
import { RESULT_COLUMNS, resultRows } from '../results/result-rows.ts';
import { SIMS } from '../sims/registry.ts';
import { createPool, type ChunkPool } from '../workers/pool.ts';
import { runPoints, type PointPlan, type PointTally } from '../workers/run-points.ts';
import { asObject, asString, badBody, optString } from './read-body.ts';
import type { Workbench, WorkbenchQuestion } from './workbench.ts';

/** Chunks each point runs between two looks at its estimates. */
const CHUNKS_A_LOOK = 1;

export interface McPoint {
  point: number;
  label: string;
  trials: number;
  /** results.csv's rows for the point so far: RESULT_COLUMNS, as `warbench run` writes them */
  rows: string[][];
}

export interface McStatus {
  id: string;
  experiment: string;
  state: 'running' | 'done' | 'cancelled' | 'failed';
  seed: number;
  trials: number;
  done: number;
  /** whether the page's edits are in the run (an experiment on the Republic chart), or why not */
  edits: string;
  columns: string[];
  points: McPoint[];
  error?: string;
  seconds: number;
}

interface Run {
  status: McStatus;
  abort: AbortController;
  started: number;
}

/** The shipped experiments with no exact odds (engagements, the duel): what the workbench runs in the background. */
export function mcExperiments(): Array<{
  file: string;
  name: string;
  sim: string;
  trials: number;
  seed: number;
}> {
  const dir = join(PROJECT_ROOT, 'experiments');
  return (
    readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      // the engagements first: the workbench's chart is theirs
      .sort(
        (a, b) =>
          Number(b.startsWith('engagement-')) - Number(a.startsWith('engagement-')) || a.localeCompare(b),
      )
      .flatMap((f) => {
        const text = readFileSync(join(dir, f), 'utf8');
        const sim = /^sim:\s*(\S+)/m.exec(text)?.[1];
        if (!sim || !SIMS[sim] || SIMS[sim].exact) return [];
        return [
          {
            file: relative(process.cwd(), join(dir, f)),
            name: /^name:\s*(\S+)/m.exec(text)?.[1] ?? f,
            sim,
            trials: Number(/^trials:\s*(\d+)/m.exec(text)?.[1] ?? 1_000_000),
            seed: Number(/^seed:\s*(\d+)/m.exec(text)?.[1] ?? 1),
          },
        ];
      })
  );
}

/**
 * Monte Carlo runs of an experiment on the worker pool, as `warbench run`
 * runs it (same seed, chunks and streams, so the same numbers), a few
 * chunks at a time so the page sees estimates with intervals as they come,
 * and can cancel. The edits apply to an experiment on the Republic chart.
 */
export class McRuns {
  private readonly runs = new Map<string, Run>();
  private pool?: ChunkPool;

  constructor(private readonly wb: Workbench) {}

  start(q: WorkbenchQuestion, body: unknown): McStatus {
    const o = asObject(body, 'body');
    const file = asString(o.experiment, 'experiment', 1000);
    this.wb.paths.readable(file, 'experiment', 'file');
    const exp = readExperiment(file);
    if (exp.sim.exact) {
      const mc = Object.values(SIMS)
        .filter((sim) => !sim.exact)
        .map((sim) => sim.id);
      throw badBody(
        'experiment',
        `an experiment of a sim with no exact odds (${mc.join(', ')}), got ${exp.name} (sim ${exp.sim.id}: warbench odds or warbench run gives its exact odds; warbench run --method mc simulates it)`,
      );
    }
    const seed = optString(o.seed, 'seed');
    const trials = optString(o.trials, 'trials');
    if (seed !== undefined) exp.seed = whole(seed, 'seed', 0);
    if (trials !== undefined) exp.trials = whole(trials, 'trials', 1);
    const edits = this.withEdits(exp, q);
    const prep = prepareExperiment(exp);
    for (const r of this.runs.values()) if (r.status.state === 'running') r.abort.abort();
    const id = randomBytes(6).toString('hex');
    const run: Run = {
      status: {
        id,
        experiment: exp.name,
        state: 'running',
        seed: exp.seed,
        trials: 0,
        done: 0,
        edits,
        columns: RESULT_COLUMNS,
        points: [],
        seconds: 0,
      },
      abort: new AbortController(),
      started: Date.now(),
    };
    this.runs.set(id, run);
    void this.execute(run, prep).catch((err) => {
      run.status.state = 'failed';
      run.status.error = (err as Error).message;
    });
    return run.status;
  }

  /** The edits as the run's last patch, on an experiment that reads the Republic chart. */
  private withEdits(exp: Experiment, q: WorkbenchQuestion): string {
    const family = this.wb.edited(q).family;
    const own = this.wb.shippedRuleset().source.id;
    if (exp.sim.families.includes(family) && exp.ruleset === own) {
      if (q.ruleset !== this.wb.shipped) exp.ruleset = rulesetDir(q.ruleset) ?? exp.ruleset;
      if (q.edits.length) this.wb.withPatch(q, (patch) => (exp.patches = [...exp.patches, ...patch]));
      return q.edits.length
        ? `with the ${q.edits.length} edited cell${q.edits.length === 1 ? '' : 's'}`
        : 'on the shipped chart (no cell edited)';
    }
    return `as shipped: ${exp.name} reads ${exp.ruleset}, not the chart edited here`;
  }

  private async execute(run: Run, prep: PreparedExperiment): Promise<void> {
    const { exp } = prep;
    const plans = pointPlans(prep, pointMethods(prep, null, 'auto'));
    const labels = new Map(prep.points.map((p) => [p.index, p.label]));
    const specs = new Map(prep.points.map((p) => [p.index, layoutSpec(p.layout)]));
    run.status.trials = plans.reduce((n, p) => n + p.trials, 0);
    this.pool ??= createPool(Math.max(1, availableParallelism()), 'bundle', { reuse: true });
    let tallies = new Map<number, PointTally>();
    const publish = () => {
      run.status.done = [...tallies.values()].reduce((n, t) => n + t.trials, 0);
      run.status.points = plans.map((p) => {
        const t = tallies.get(p.point);
        const rows =
          t && t.trials > 0
            ? resultRows(specs.get(p.point)!, {
                ...t,
                tallies: Array.from(t.tallies),
                exact: null,
                exactLeftover: null,
                method: 'mc',
                fullChunks: t.fullChunks ? Array.from(t.fullChunks) : null,
              })
            : [];
        return { point: p.point, label: labels.get(p.point) ?? '', trials: t?.trials ?? 0, rows };
      });
      run.status.seconds = (Date.now() - run.started) / 1000;
    };
    for (let step = 1; ; step++) {
      // each point extended by a few chunks: the chunks, streams and their merge order are the full run's
      const round: PointPlan[] = plans
        .map((p) => ({
          ...p,
          trials: Math.min(p.trials, step * CHUNKS_A_LOOK * exp.chunkSize),
          start: startOf(tallies.get(p.point)),
        }))
        .filter((p) => !p.start || (p.start.trials < p.trials && p.start.precisionReached !== true));
      if (round.length === 0) break;
      const out = await runPoints(round, this.pool, {
        seed: exp.seed,
        chunkSize: exp.chunkSize,
        chunksPerTask: 1,
        inFlight: this.pool.workers * 2,
        stopped: () => run.abort.signal.aborted,
        abandon: run.abort.signal,
        onProgress: (n) => (run.status.done = n),
      });
      tallies = new Map([...tallies, ...out.tallies.map((t) => [t.point, t] as const)]);
      publish();
      if (run.abort.signal.aborted) {
        run.status.state = 'cancelled';
        return;
      }
    }
    publish();
    run.status.state = 'done';
  }

  status(id: string): McStatus {
    const r = this.runs.get(id);
    if (!r) throw badBody('run', `a run this server started, got ${JSON.stringify(id)}`);
    if (r.status.state === 'running') r.status.seconds = (Date.now() - r.started) / 1000;
    return r.status;
  }

  cancel(id: string): McStatus {
    const r = this.runs.get(id);
    if (!r) throw badBody('run', `a run this server started, got ${JSON.stringify(id)}`);
    r.abort.abort();
    return r.status;
  }

  async close(): Promise<void> {
    for (const r of this.runs.values()) r.abort.abort();
    await this.pool?.close();
  }
}

function whole(text: string, field: string, min: number): number {
  const n = /^\d{1,12}$/.test(text.trim()) ? Number(text) : NaN;
  if (!(n >= min && Number.isSafeInteger(n)))
    throw badBody(field, `a whole number from ${min}, got ${JSON.stringify(text)}`);
  return n;
}

/** Where a point goes on from: its chunks merged so far. */
function startOf(t: PointTally | undefined): PointPlan['start'] {
  return t
    ? {
        chunks: t.chunks,
        trials: t.trials,
        tallies: t.tallies,
        precisionReached: t.precisionReached,
        fullChunks: t.fullChunks,
      }
    : undefined;
}
