import { changeset } from 'vega';
import embed, { type Result } from 'vega-embed';
import type { OddsAnswer } from '../odds-answer.ts';
import { fill, h, pct } from './dom.ts';

/** Every distribution's chances as bars, one row of the facet a distribution: the data changes, the chart stays. */
const SPEC = {
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
  data: { name: 'odds' },
  facet: {
    row: {
      field: 'title',
      type: 'nominal',
      sort: { field: 'order', op: 'min' },
      title: null,
      header: {
        labelAngle: 0,
        labelAlign: 'left',
        labelAnchor: 'start',
        labelOrient: 'top',
        labelLimit: 520,
        labelFontWeight: 'bold',
      },
    },
  },
  resolve: { scale: { y: 'independent' } },
  spacing: 6,
  spec: {
    width: 300,
    height: { step: 14 },
    layer: [
      {
        mark: { type: 'bar', color: '#0072B2' },
        encoding: {
          x: {
            field: 'p',
            type: 'quantitative',
            scale: { domain: [0, 1] },
            axis: { format: '.0%', title: null, tickCount: 5 },
          },
        },
      },
      {
        mark: { type: 'text', align: 'left', dx: 3, fontSize: 10 },
        encoding: { x: { field: 'p', type: 'quantitative' }, text: { field: 'shown' } },
      },
    ],
    encoding: { y: { field: 'label', type: 'nominal', sort: null, title: null, axis: { labelLimit: 200 } } },
  },
  config: { view: { stroke: null }, font: 'sans-serif' },
} as const;

interface Row {
  title: string;
  order: number;
  label: string;
  i: number;
  p: number;
  shown: string;
}

/**
 * The exact odds below the situation: each distribution (and its "at least"
 * chances on an ordered scale), the expected hits, how the rules read the
 * situation (the modifier breakdown) and the share resting on provisional
 * cells, as numbers and as bars.
 */
export class OddsPanel {
  readonly el = h('section', {
    class: 'panel odds-panel',
    id: 'odds',
    'aria-labelledby': 'odds-title',
    tabindex: '-1',
  });
  private readonly head = h('p', { class: 'odds-head' });
  private readonly numbers = h('div', { class: 'numbers' });
  private readonly chart = h('div', {
    class: 'odds-chart',
    role: 'img',
    'aria-label': 'the chances as bars',
  });
  private view?: Result;
  private drawing?: Promise<Result>;

  constructor() {
    this.el.append(
      h('h2', { id: 'odds-title' }, 'Exact odds'),
      this.head,
      h('div', { class: 'odds-grid' }, this.numbers, this.chart),
    );
  }

  /** Draw the odds: numbers at once, the bars by changing the chart's data. */
  async show(a: OddsAnswer): Promise<void> {
    const o = a.odds;
    const views = new Map(a.views.map((v) => [v.name, v]));
    this.head.textContent = `${o.title}; ruleset ${o.ruleset.name ?? o.ruleset.id} (${o.ruleset.provisionalCells} of ${o.ruleset.cells} cells provisional)`;
    const shown = o.distributions.filter((d) => d.name !== 'rests_on_provisional');
    fill(
      this.numbers,
      h(
        'p',
        { class: 'provisional' },
        'Rests on provisional cells: ',
        h(
          'strong',
          { 'data-p': String(o.restsOnProvisional ?? '') },
          o.restsOnProvisional === null ? 'not reported' : pct(o.restsOnProvisional),
        ),
        ' of outcomes.',
        o.leftover > 0
          ? ` Still undecided at the round cap: ${pct(o.leftover)} (counted as unresolved).`
          : '',
      ),
      ...shown.map((d) => {
        const v = views.get(d.name);
        return h(
          'table',
          { class: 'dist', 'data-metric': d.name },
          h('caption', {}, d.title),
          h(
            'tbody',
            {},
            ...d.outcomes.map((x) =>
              h(
                'tr',
                { 'data-outcome': x.outcome },
                h('th', { scope: 'row' }, v?.labels[x.outcome] ?? x.outcome),
                h('td', { class: 'p', 'data-p': String(x.probability) }, pct(x.probability)),
              ),
            ),
            ...(v?.atLeast ?? []).map((c) =>
              h(
                'tr',
                { class: 'at-least', 'data-at-least': c.outcome },
                h('th', { scope: 'row' }, c.label),
                h('td', { class: 'p', 'data-p': String(c.probability) }, pct(c.probability)),
              ),
            ),
          ),
        );
      }),
      o.means.length
        ? h(
            'table',
            { class: 'means' },
            h('caption', {}, 'Expected values (mean ± standard deviation)'),
            h(
              'tbody',
              {},
              ...o.means.map((m) =>
                h(
                  'tr',
                  { 'data-mean': m.name },
                  h('th', { scope: 'row' }, m.title),
                  h(
                    'td',
                    { class: 'p', 'data-expected': String(m.expected), 'data-sd': String(m.sd) },
                    `${m.expected.toFixed(3)} ± ${m.sd.toFixed(3)} ${m.unit}`,
                  ),
                ),
              ),
            ),
          )
        : null,
      o.reading
        ? h(
            'table',
            { class: 'reading' },
            h('caption', {}, 'How the rules read the situation (modifiers and what they add up to)'),
            h(
              'tbody',
              {},
              ...Object.entries(o.reading).map(([k, x]) =>
                h('tr', {}, h('th', { scope: 'row' }, k), h('td', {}, x)),
              ),
            ),
          )
        : h('p', {}, 'This mechanic does not itemise its modifiers.'),
    );
    const rows: Row[] = shown.flatMap((d, order) =>
      d.outcomes.map((x, i) => ({
        title: d.title,
        order,
        label: views.get(d.name)?.labels[x.outcome] ?? x.outcome,
        i,
        p: x.probability,
        shown: pct(x.probability),
      })),
    );
    await this.bars(rows);
  }

  private async bars(rows: Row[]): Promise<void> {
    if (!this.view) {
      this.drawing ??= embed(this.chart, { ...SPEC, data: { name: 'odds', values: rows } } as never, {
        actions: false,
        renderer: 'svg',
      });
      this.view = await this.drawing;
      return;
    }
    await this.view.view
      .change(
        'odds',
        changeset()
          .remove(() => true)
          .insert(rows),
      )
      .runAsync();
  }
}
