import { unknownName } from '../engine/input/did-you-mean.ts';
import { InputError } from '../engine/input/input-error.ts';
import { SIMS } from './registry.ts';
import type { Sim } from './sim.ts';

export function findSim(id: string, where = { file: '(command line)', field: 'sim' }): Sim {
  const sim = SIMS[id];
  if (!sim)
    throw new InputError({
      ...where,
      expected: unknownName('a mechanic (a sim)', id, Object.keys(SIMS).sort(), 'warbench odds --help'),
    });
  return sim;
}
