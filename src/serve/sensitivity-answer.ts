import { runSensitivity, type InputEffect } from '../tuning/sensitivity/run-sensitivity.ts';
import type { Workbench, WorkbenchQuestion } from './workbench.ts';

/** How many inputs the page lists: the ten that move the metric most. */
export const TOP = 10;

export interface SensitivityAnswer {
  metric: string;
  title: string;
  chance: boolean;
  value: number;
  top: InputEffect[];
  inputs: number;
  seconds: number;
}

/** `warbench sensitivity`'s ranking on the edited chart: the ten inputs that move the metric most. */
export function sensitivityAnswer(wb: Workbench, q: WorkbenchQuestion, metric: string): SensitivityAnswer {
  return wb.withPatch(q, (patch) => {
    const s = runSensitivity({
      sim: q.sim,
      situation: q.situation,
      metric,
      ruleset: q.ruleset,
      patch,
      switch: q.switch,
      set: q.set,
    });
    return {
      metric: s.metric,
      title: s.title,
      chance: s.chance,
      value: s.value,
      top: s.inputs.slice(0, TOP),
      inputs: s.inputs.length,
      seconds: s.seconds,
    };
  });
}
