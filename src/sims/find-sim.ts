import { InputError } from '../engine/input/input-error.ts';
import { SIMS } from './registry.ts';
import type { Sim } from './sim.ts';

export function findSim(id: string, where = { file: '(command line)', field: 'sim' }): Sim<any> {
  const sim = SIMS[id];
  if (!sim) throw new InputError({ ...where, expected: `expected one of ${Object.keys(SIMS).sort().join(', ')}, got ${JSON.stringify(id)}` });
  return sim;
}
