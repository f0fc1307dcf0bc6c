import { basename, extname } from 'node:path';
import type { Experiment } from '../../experiment/experiment.ts';
import { fileKind } from '../../experiment/file-kind.ts';
import { readExperiment } from '../../experiment/read-experiment.ts';

/**
 * The experiment `compare --on` names: an experiment file, or a situation
 * file run as an experiment of one point (the first sim it is a situation
 * for, e.g. assault for an assault situation).
 */
export function readOnExperiment(file: string): Experiment {
  const k = fileKind(file);
  if (k.kind !== 'situation') return readExperiment(file);
  const name =
    basename(file, extname(file))
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'situation';
  return readExperiment(file, {
    text: `name: ${name}\nsim: ${k.sims[0]}\nsituationFile: ${JSON.stringify(basename(file))}\n`,
  });
}
