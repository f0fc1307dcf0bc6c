import type { ChangedCell } from '../chart-answer.ts';
import type { ChangesAnswer } from '../odds-answer.ts';
import type { SensitivityAnswer } from '../sensitivity-answer.ts';
import { fill, h } from './dom.ts';

export interface ChangesHandlers {
  sensitivity(metric: string): void;
  metric(metric: string): void;
  undo(file: string, field: string): void;
}

/** An effect as `sensitivity` prints it: percentage points for a chance, the unit's numbers for a mean. */
function effect(chance: boolean, x: number): string {
  const v = chance ? x * 100 : x;
  const t = v.toFixed(chance ? 2 : 3);
  return `${v > 0 && Number(t) !== 0 ? '+' : ''}${t}${chance ? ' pts' : ''}`;
}

/**
 * What the edits do: compare's sentence per metric against the shipped
 * chart (exact), every cell that differs from it, and sensitivity's ten
 * inputs that move a chosen metric most.
 */
export class ChangesPanel {
  readonly el = h('section', { class: 'panel changes-panel', 'aria-labelledby': 'changes-title' });
  private readonly sentences = h('ul', { class: 'sentences' });
  private readonly cells = h('div', { class: 'changed' });
  private readonly metric = h('select', { id: 'metric', onchange: () => this.on.metric(this.metric.value) });
  private readonly ranking = h('div', { class: 'ranking', 'aria-live': 'polite' });

  constructor(private readonly on: ChangesHandlers) {
    this.el.append(
      h('h2', { id: 'changes-title' }, 'What the edits do'),
      h('h3', {}, 'The edited chart (B) against the shipped one (A), in this situation: exact differences'),
      this.sentences,
      h('h3', {}, 'Every cell that differs from the shipped chart'),
      this.cells,
      h('h3', {}, 'The inputs that matter most'),
      h(
        'div',
        { class: 'row' },
        h('label', { for: 'metric' }, 'Metric'),
        this.metric,
        h(
          'button',
          { type: 'button', id: 'rank', onclick: () => this.on.sensitivity(this.metric.value) },
          'Rank the ten inputs that move it most',
        ),
      ),
      this.ranking,
    );
  }

  showChanges(a: ChangesAnswer): void {
    const moved = a.changes.filter((c) => c.differences.some((d) => Math.abs(d.diff) > 1e-12));
    fill(
      this.sentences,
      ...(moved.length ? moved : a.changes.slice(0, 1)).map((c) =>
        h(
          'li',
          { 'data-metric': c.metric },
          moved.length ? h('span', { class: 'metric-title' }, `${c.title}: `) : null,
          h('span', { class: 'sentence' }, c.sentence),
        ),
      ),
    );
  }

  showCells(changed: ChangedCell[]): void {
    if (changed.length === 0) return fill(this.cells, h('p', {}, 'None: the chart is the shipped one.'));
    fill(
      this.cells,
      h(
        'table',
        { class: 'changed-cells' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ...['file', 'table', 'row', 'column', 'shipped', 'now', ''].map((x) =>
              h('th', { scope: 'col' }, x),
            ),
          ),
        ),
        h(
          'tbody',
          {},
          ...changed.map((c) =>
            h(
              'tr',
              {},
              h('td', {}, c.file),
              h('td', {}, c.table),
              h('td', {}, c.row),
              h('td', {}, c.column),
              h('td', {}, c.shipped),
              h('td', {}, c.now),
              h(
                'td',
                {},
                h('button', { type: 'button', onclick: () => this.on.undo(c.file, c.field) }, 'Undo'),
              ),
            ),
          ),
        ),
      ),
    );
  }

  /** The metrics of the mechanic, as sensitivity names them (distribution:outcome, or a mean). */
  metrics(options: Array<{ value: string; label: string }>, chosen: string): string {
    const values = options.map((o) => o.value);
    const shape = values.join('\n');
    if (this.metric.dataset.shape !== shape) {
      fill(this.metric, ...options.map((o) => h('option', { value: o.value }, o.label)));
      this.metric.dataset.shape = shape;
    }
    this.metric.value = values.includes(chosen) ? chosen : (values[0] ?? '');
    return this.metric.value;
  }

  busy(text: string): void {
    fill(this.ranking, h('p', {}, text));
  }

  showRanking(s: SensitivityAnswer): void {
    fill(
      this.ranking,
      h(
        'p',
        {},
        `${s.title}: now ${s.chance ? `${(s.value * 100).toFixed(2)}%` : s.value.toFixed(3)}; the ${s.top.length} largest of ${s.inputs} inputs that move it (each moved one step), in ${s.seconds.toFixed(1)} s:`,
      ),
      h(
        'ol',
        { class: 'top' },
        ...s.top.map((i) =>
          h(
            'li',
            {},
            h('strong', {}, i.name),
            ` (${i.kind}${i.source ? `; ${i.source}${i.where ? `, ${i.where}` : ''}` : ''})`,
            `: ${i.effects.map((e) => `${e.label}: ${effect(s.chance, e.effect)}`).join('; ')}`,
          ),
        ),
      ),
    );
  }
}
