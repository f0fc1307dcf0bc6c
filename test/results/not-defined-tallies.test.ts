import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExperiment } from '../../src/experiment/run-experiment.ts';
import { mergeResults } from '../../src/results/merge-results.ts';
import { readResultDir } from '../../src/results/read-result-dir.ts';
import { loadResults } from '../../src/report/load/load-results.ts';
import { tempFiles } from '../experiment/temp-files.ts';

// Republic's bombardment has no return fire: the attacker's losses are not defined there
const EXPERIMENT = `name: no-return-fire
sim: duel
situation: {action: bombard, guns: 12, attacker: {quality: average}, defender: {men: 2000, quality: average}, minutes: 80}
sweep:
  system: [republic, blue-and-gray]
trials: 3000
chunkSize: 1000
seed: 3
`;

describe('a metric a system cannot define', () => {
  it('is kept as null in tallies.json and read back as no estimate (never 0), through a merge of shards too', async () => {
    const dir = tempFiles({ 'x.yaml': EXPERIMENT });
    const whole = (await runExperiment({ file: join(dir, 'x.yaml'), workers: 1, out: join(dir, 'whole') }))
      .outDir;
    const republic = readResultDir(whole).tallies.points[0];
    expect(republic.tallies.some(Number.isNaN)).toBe(true);
    const lossOf = (d: string, point: number) =>
      loadResults(d).rows.find((r) => r.point === point && r.metric === 'attacker_loss_fraction')!.estimate;
    expect(lossOf(whole, 0)).toBeNaN();
    // Blue & Gray's guns suffer no adverse result (§9.15): a defined 0, not an absence
    expect(lossOf(whole, 1)).not.toBeNaN();
    const shards: string[] = [];
    for (const k of [1, 2])
      shards.push(
        (
          await runExperiment({
            file: join(dir, 'x.yaml'),
            workers: 1,
            shard: { index: k, count: 2 },
            out: join(dir, `s${k}`),
          })
        ).outDir,
      );
    const merged = join(dir, 'merged');
    mergeResults(shards, merged);
    expect(lossOf(merged, 0)).toBeNaN();
  }, 180_000);
});
