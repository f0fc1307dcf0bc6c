import { basename } from 'node:path';
import { InputError } from '../../engine/input/input-error.ts';
import { Problems } from '../../engine/input/problems.ts';
import { type YamlNode } from '../../engine/input/yaml-node.ts';
import { parseYamlFile } from '../../engine/input/parse-yaml.ts';
import { isMix, plainMix } from '../../sims/mix/mixed-sim.ts';
import { situationWith } from '../../sims/prepare.ts';
import { isChance, metricSlot, metricWords, resolveMetric, showMetric } from '../evaluate/metric-ref.ts';
import { compileSituation, type SituationFlags } from '../reach/compile-situation.ts';
import type { Input, MovableInput } from './input.ts';
import { cellInputs, modifierInputs, tableCellInputs } from './rule-inputs.ts';
import { ReloadedRules, tableSlots } from '../evaluate/table-slots.ts';
import { situationInputs, type SituationPart } from './situation-inputs.ts';
import { switchInputs } from './switch-inputs.ts';

export interface SensitivityRequest extends SituationFlags {
  sim: string;
  situation?: string;
  metric: string;
}

export interface MoveEffect {
  label: string;
  step?: 'up' | 'down';
  value: number;
  effect: number;
}

export interface InputEffect extends Input {
  effects: MoveEffect[];
  /** the largest effect of any of its moves, in size */
  largest: number;
}

export interface Sensitivity {
  sim: string;
  /** the cells moved, in words: those the situation reads, or every provisional cell (a sim that cannot say which it reads) */
  cells: string;
  situation: string;
  /** parts of a weighted mix, or null for one situation */
  mix: number | null;
  ruleset: string;
  metric: string;
  /** the metric in words, by the layout's title */
  title: string;
  chance: boolean;
  /** the metric's exact value as things stand */
  value: number;
  /** every input with an effect, the largest first */
  inputs: InputEffect[];
  /** inputs tried whose every move leaves the metric exactly as it is */
  noEffect: number;
  evaluations: number;
  seconds: number;
}

const EPS = 1e-12;

/**
 * The exact effect on one metric of each input moved one step: each
 * provisional table cell the situation reads along its ladder, each §5.4
 * modifier value ±1, each side's grade and net modifier, each switch read
 * each other way. Works on one situation or a weighted mix.
 */
export function runSensitivity(req: SensitivityRequest): Sensitivity {
  const started = Date.now();
  const s = compileSituation(req.sim, req.situation, req);
  const { sim, ruleset } = s;
  const exact = sim.exact;
  if (!exact)
    throw new InputError({
      file: '(command line)',
      field: '--sim',
      expected: `a sim with exact odds (sensitivity moves inputs and reads exact values), got ${req.sim}`,
    });
  const metric = resolveMetric(s.compiled.layout, req.metric);
  if (typeof metric === 'string')
    throw new InputError({
      file: '(command line)',
      field: '--metric',
      expected: `${metric}, got ${JSON.stringify(req.metric)}`,
    });
  const slot = metricSlot(s.compiled.layout, metric) as number;

  const plain = isMix(s.situation)
    ? plainMix(s.situation)
    : ((s.situation.value() ?? {}) as Record<string, unknown>);
  const base = parseYamlFile(JSON.stringify(plain), s.situation.file);
  const parts: SituationPart[] =
    'mix' in plain && Array.isArray(plain.mix)
      ? plain.mix.map((p, i) => ({
          prefix: ['mix', i, 'situation'],
          value: p.situation as Record<string, unknown>,
        }))
      : [{ prefix: [], value: plain }];
  let evaluations = 0;
  const valueOf = (node: YamlNode, switches: Record<string, string>): number | undefined => {
    evaluations++;
    const c = node.problems.guard(() => sim.compile(ruleset, node, switches));
    return node.problems.any ? undefined : exact.call(sim, c).perTrial[slot];
  };
  const value = exact.call(sim, s.compiled).perTrial[slot];

  const inputs: MovableInput[] = [];
  if (ruleset.family === 'republic') {
    const rules = ruleset.data;
    if (sim.reach) {
      const reached = new Set(
        sim
          .reach(s.compiled)
          .filter((r) => r.reads > 0)
          .map((r) => `${basename(r.cell.file)}#${r.cell.field}`),
      );
      inputs.push(...cellInputs(rules, reached));
    } else {
      // a sim that cannot say which cells it reads: every provisional cell of every table may move it
      const reloaded = new ReloadedRules(ruleset);
      inputs.push(...cellInputs(rules), ...tableCellInputs(tableSlots(reloaded)));
    }
    inputs.push(...modifierInputs(rules), ...situationInputs(parts));
  }
  inputs.push(...switchInputs(ruleset.source.switches, s.switches));

  const effects: InputEffect[] = [];
  let noEffect = 0;
  for (const input of inputs) {
    const moved = input.moves.flatMap((m) => {
      const undo = m.rules?.();
      try {
        const node = m.overrides
          ? situationWith(base, m.overrides, new Problems())
          : base.root(new Problems());
        const v = valueOf(node, m.switches ?? s.switches);
        return v === undefined
          ? []
          : [{ label: m.label, ...(m.step ? { step: m.step } : {}), value: v, effect: v - value }];
      } catch (err) {
        // a move the situation cannot take (a field its sim does not read) is no input here
        if (err instanceof InputError) return [];
        throw err;
      } finally {
        undo?.();
      }
    });
    const largest = Math.max(0, ...moved.map((e) => Math.abs(e.effect)));
    if (largest <= EPS) {
      noEffect++;
      continue;
    }
    const { moves: _, ...rest } = input;
    effects.push({ ...rest, effects: moved, largest });
  }
  effects.sort((a, b) => b.largest - a.largest || a.name.localeCompare(b.name));
  return {
    sim: sim.id,
    cells: sim.reach
      ? "provisional cells the situation reads, one rung along their column's ladder of legal results"
      : `every provisional cell (sim ${sim.id} cannot say which cells it reads), one rung along its table's ladder of legal results`,
    situation: s.situation.file,
    mix: 'mix' in plain ? parts.length : null,
    ruleset: ruleset.source.id,
    metric: showMetric(metric),
    title: metricWords(s.compiled.layout, metric),
    chance: isChance(metric),
    value,
    inputs: effects,
    noEffect,
    evaluations,
    seconds: (Date.now() - started) / 1000,
  };
}
