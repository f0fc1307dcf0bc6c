import type { Sim } from '../../sim.ts';
import { faceTableExact, faceTableKernel, faceTableReading, type FaceTableCompiled } from './face-table.ts';

/** What a face-table sim says of itself: the rest (kernel, exact odds, the Republic ruleset) is the face table's. */
type FaceTableParts<C extends FaceTableCompiled> = Pick<
  Sim<C, 'republic'>,
  'id' | 'title' | 'exampleSituation' | 'compile'
> &
  Partial<Pick<Sim<C, 'republic'>, 'describe'>>;

/**
 * A Republic mechanic decided wholly by a few dice, as a sim: its compile
 * builds the face table; the kernel rolls it, the exact odds weigh it, and
 * the reading it was compiled with describes it unless `describe` is given.
 */
export function faceTableSim<C extends FaceTableCompiled>(parts: FaceTableParts<C>): Sim<C, 'republic'> {
  return {
    families: ['republic'],
    defaultRuleset: 'republic-1.0-beta',
    describe: faceTableReading,
    kernel: faceTableKernel,
    exact: faceTableExact,
    ...parts,
  };
}
