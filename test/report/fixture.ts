import { join } from 'node:path';
import { beforeAll } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/ruleset/paths.ts';
import { runExperiment } from '../../src/experiment/run-experiment.ts';
import { loadResults, type ResultSet } from '../../src/report/load/load-results.ts';
import { tempFiles } from '../experiment/temp-files.ts';

/**
 * A small real assault run for the report tests: three attacker grades by
 * two readings of a switch, one chart of each kind. The title carries
 * markup, which every page must escape.
 */
export const FIXTURE_TITLE = 'Grades <script>alert("x")</script> & co';

export const FIXTURE_EXPERIMENT = `name: report-fixture
title: '${FIXTURE_TITLE}'
description: A small assault sweep for the report tests.
sim: assault
situation:
  assault: general
  attacker: {bases: 6, grade: veteran}
  defender: {bases: 6, grade: average}
sweep:
  attacker.grade: [crack, average, untrained]
  switch:naturalRollMoraleHits: [loserAlways, onlyIfLostModified]
trials: 4000
chunkSize: 2000
seed: 3
charts:
  - {kind: heatmap, title: Attacker carries the position, metric: decision, outcome: carry, x: naturalRollMoraleHits, y: attacker.grade}
  - {kind: stacked, title: How the assault ends, metric: decision, x: attacker.grade}
  - {kind: curve, title: Carry by grade, metric: decision, outcome: carry, x: attacker.grade, color: naturalRollMoraleHits}
  - {kind: compare, title: Defender M hits by reading, metric: defender_m_hits, x: attacker.grade, color: naturalRollMoraleHits}
  - {kind: histogram, title: Rounds fought, metric: rounds, color: attacker.grade}
`;

/** A numeric sweep, for a curve on a linear axis. */
export const BASES_EXPERIMENT = `name: bases-curve
sim: assault
situation:
  attacker: {bases: 6, grade: veteran}
  defender: {bases: 6, grade: average}
sweep:
  attacker.bases: [2, 4, 6]
trials: 2000
chunkSize: 1000
seed: 5
charts:
  - {kind: curve, title: Carry by bases, metric: decision, outcome: carry, x: attacker.bases}
`;

/** Run an experiment text by Monte Carlo (the report's intervals and trials) into a fresh folder with one worker; returns the result folder. */
export async function runFixture(text = FIXTURE_EXPERIMENT, folder = 'results'): Promise<string> {
  const dir = tempFiles({ 'experiment.yaml': text });
  const { outDir } = await runExperiment({
    file: join(dir, 'experiment.yaml'),
    workers: 1,
    method: 'mc',
    out: join(dir, 'out', folder),
  });
  return outDir;
}

export async function fixtureSet(text = FIXTURE_EXPERIMENT): Promise<ResultSet> {
  return loadResults(await runFixture(text));
}

/** Run the fixture once before a file's tests; the getter returns its results. */
export function sharedFixture(text = FIXTURE_EXPERIMENT): () => ResultSet {
  let set: ResultSet | undefined;
  beforeAll(async () => {
    set = await fixtureSet(text);
  });
  return () => set!;
}

/**
 * Artillery fire answered by exact odds (no trials): two battery types at two ranges (only the medium smoothbore
 * can take two bases: its row as it stood before the history fit, by a patch), an "at least one base" heatmap.
 */
export async function exactSet(): Promise<ResultSet> {
  const dir = tempFiles({
    'medium-smoothbore.yaml': `title: the medium smoothbore row before the history fit
set:
  - {file: artillery.yaml, at: "chart.mediumSmoothbore[0]", value: "3M 2B"}
  - {file: artillery.yaml, at: "chart.mediumSmoothbore[2]", value: "2M 1B"}
  - {file: artillery.yaml, at: "chart.mediumSmoothbore[3]", value: "1M 1B"}
`,
    'experiment.yaml': `name: at-least-exact
sim: artillery
situationFile: ${join(PROJECT_ROOT, 'experiments/situations/artillery.yaml')}
patches: [medium-smoothbore.yaml]
sweep:
  battery.type: [heavyRifle, mediumSmoothbore]
  battery.range: [2, 8]
charts:
  - {kind: heatmap, title: Target loses at least one base, metric: main_bases_lost, outcome: "1", atLeast: true, x: battery.range, y: battery.type}
`,
  });
  const { outDir } = await runExperiment({
    file: join(dir, 'experiment.yaml'),
    workers: 1,
    out: join(dir, 'out'),
  });
  return loadResults(outDir);
}
