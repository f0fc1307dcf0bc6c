import { CHART_CONFIG } from '../../report/charts/chart-config.ts';
import { signedLabels, symmetricTicks } from '../../report/charts/axis-layout.ts';
import { OKABE_ITO } from '../../report/charts/palette.ts';
import { wrapWords } from '../../report/charts/text.ts';
import { showEffect } from './format-sensitivity.ts';
import type { Sensitivity } from './run-sensitivity.ts';

/**
 * A tornado chart: one row per input, the largest effect on top, a bar from
 * zero to each move's exact effect (coloured by whether it raises or lowers
 * the metric), each move on a line of its own in the row, labelled across
 * zero from its bar with its move (`step up: 4P 1B Carry`, `step down: +1`),
 * a line at zero.
 */
export function tornadoChart(s: Sensitivity, top: number): Record<string, unknown> {
  const shown = top > 0 ? s.inputs.slice(0, top) : s.inputs;
  const scale = s.chance ? 100 : 1;
  const rows = shown.map((i, k) => `${k + 1}. ${i.name}`);
  const bars = shown.flatMap((input, k) =>
    input.effects.map((e, slot) => ({
      row: rows[k],
      // each move on a line of its own within its input's row, so its label has the line to itself
      slot,
      move: e.label,
      // which bar is which: the step up or down with the value it moves to (a reading or a grade's move says itself)
      tag: e.step ? `${e.step === 'up' ? 'step up' : 'step down'}: ${e.label}` : e.label,
      effect: e.effect * scale,
      shown: showEffect(s, e.effect),
      way: e.effect > 0 ? 'raises it' : e.effect < 0 ? 'lowers it' : 'no change',
    })),
  );
  const unit = s.chance ? 'percentage points' : 'change';
  // centred on zero with even ticks (0 among them), a little beyond the longest bar
  const ticks = symmetricTicks(Math.max(0, ...bars.map((b) => Math.abs(b.effect))) * 1.05);
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    title: {
      text: `What moves ${s.title}`,
      subtitle: wrapWords(
        `${s.situation}${s.mix ? ` (mix of ${s.mix})` : ''}: exact effect of each input moved one step; now ${s.chance ? `${(s.value * 100).toFixed(2)}%` : s.value.toFixed(3)}. Each bar names its move: a cell's step up or down its ladder (the assault table's toward the attacker's better results, the Panic Index's toward a harsher response) or a number's +1 or -1, with the value it moves to`,
        90,
      ),
    },
    width: 360,
    height: { step: 15, for: 'offset' },
    data: { values: bars },
    encoding: {
      y: { field: 'row', type: 'nominal', sort: rows, title: null, axis: { labelLimit: 420 } },
      yOffset: { field: 'slot', type: 'nominal' },
    },
    layer: [
      {
        data: { values: [{ zero: 0 }] },
        mark: { type: 'rule', color: '#555' },
        encoding: { x: { field: 'zero', type: 'quantitative' }, y: null, yOffset: null },
      },
      {
        mark: { type: 'bar', opacity: 0.85 },
        encoding: {
          x: {
            field: 'effect',
            type: 'quantitative',
            title: wrapWords(`effect on ${s.title} (${unit})`, 60),
            scale: { domain: ticks.domain, nice: false },
            axis: { values: ticks.values, labelExpr: signedLabels(false, ticks.step) },
          },
          x2: { datum: 0 },
          color: {
            field: 'way',
            type: 'nominal',
            scale: { domain: ['raises it', 'lowers it'], range: [OKABE_ITO[1], OKABE_ITO[0]] },
            legend: { title: null, orient: 'bottom' },
          },
          tooltip: [{ field: 'row' }, { field: 'tag', title: 'move' }, { field: 'shown', title: 'effect' }],
        },
      },
      // the move across zero from its bar, on its own line: left of zero for a bar that raises the metric, right for one that lowers it
      ...(['left', 'right'] as const).map((side) => ({
        transform: [{ filter: side === 'left' ? 'datum.effect > 0' : 'datum.effect <= 0' }],
        mark: {
          type: 'text',
          align: side === 'left' ? 'right' : 'left',
          dx: side === 'left' ? -4 : 4,
          fontSize: 12,
        },
        encoding: { x: { datum: 0 }, text: { field: 'tag' } },
      })),
    ],
  };
}
