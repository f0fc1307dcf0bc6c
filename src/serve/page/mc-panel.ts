import type { McStatus } from '../mc-runs.ts';
import { get, post, Refused } from './api.ts';
import { fill, h } from './dom.ts';
import type { PageState } from './state.ts';

interface ExperimentInfo {
  file: string;
  name: string;
  sim: string;
  trials: number;
  seed: number;
}

const LOOK_MS = 250;

/**
 * Monte Carlo of what has no exact odds (engagements, the duel), on the
 * server's worker pool: a progress bar, a cancel button, and each point's
 * estimates with 95% intervals as its chunks come in, the numbers
 * `warbench run` writes in results.csv for the same seed and trials.
 */
export class McPanel {
  readonly el = h('section', { class: 'panel mc-panel', 'aria-labelledby': 'mc-title' });
  private readonly experiment = h('select', { id: 'mc-experiment' });
  private readonly trials = h('input', { id: 'mc-trials', type: 'text', inputmode: 'numeric', size: 9 });
  private readonly seed = h('input', { id: 'mc-seed', type: 'text', inputmode: 'numeric', size: 6 });
  private readonly startButton = h(
    'button',
    { type: 'button', id: 'mc-start', onclick: () => void this.start() },
    'Start',
  );
  private readonly cancelButton = h(
    'button',
    { type: 'button', id: 'mc-cancel', disabled: true, onclick: () => void this.cancel() },
    'Cancel',
  );
  private readonly progress = h('progress', {
    id: 'mc-progress',
    max: 1,
    value: 0,
    'aria-label': 'trials run',
  });
  private readonly line = h('p', { class: 'mc-line', role: 'status', 'aria-live': 'polite' });
  private readonly metric = h('select', {
    id: 'mc-metric',
    onchange: () => this.last && this.draw(this.last),
  });
  private readonly table = h('div', { class: 'mc-table' });
  private run?: string;
  private last?: McStatus;

  constructor(
    experiments: ExperimentInfo[],
    private readonly state: PageState,
    private readonly question: () => Record<string, unknown>,
    private readonly keep: () => void,
  ) {
    fill(
      this.experiment,
      ...experiments.map((e) =>
        h('option', { value: e.file }, `${e.name} (${e.sim}, ${e.trials} trials, seed ${e.seed})`),
      ),
    );
    if (state.experiment && experiments.some((e) => e.file === state.experiment))
      this.experiment.value = state.experiment;
    const chosen = () => experiments.find((e) => e.file === this.experiment.value);
    this.trials.value = state.trials || String(chosen()?.trials ?? '');
    this.seed.value = state.seed || String(chosen()?.seed ?? '');
    this.experiment.addEventListener('change', () => {
      this.trials.value = String(chosen()?.trials ?? '');
      this.seed.value = String(chosen()?.seed ?? '');
    });
    this.el.append(
      h('h2', { id: 'mc-title' }, 'Monte Carlo in the background'),
      h(
        'p',
        { class: 'hint' },
        'For what has no exact odds: the numbers warbench run gives with the same seed and trials.',
      ),
      h('div', { class: 'row' }, h('label', { for: 'mc-experiment' }, 'Experiment'), this.experiment),
      h(
        'div',
        { class: 'row' },
        h('label', { for: 'mc-trials' }, 'Trials a point'),
        this.trials,
        h('label', { for: 'mc-seed' }, 'Seed'),
        this.seed,
        this.startButton,
        this.cancelButton,
      ),
      this.progress,
      this.line,
      h('div', { class: 'row' }, h('label', { for: 'mc-metric' }, 'Show'), this.metric),
      this.table,
    );
  }

  private async start(): Promise<void> {
    this.state.experiment = this.experiment.value;
    this.state.trials = this.trials.value;
    this.state.seed = this.seed.value;
    this.keep();
    try {
      const s = await post<McStatus>('/api/mc/start', {
        ...this.question(),
        experiment: this.experiment.value,
        trials: this.trials.value,
        seed: this.seed.value,
      });
      this.run = s.id;
      this.cancelButton.disabled = false;
      this.draw(s);
      void this.watch(s.id);
    } catch (err) {
      this.line.textContent = err instanceof Refused ? err.message : String(err);
    }
  }

  private async cancel(): Promise<void> {
    if (!this.run) return;
    this.draw(await post<McStatus>('/api/mc/cancel', { id: this.run }));
  }

  private async watch(id: string): Promise<void> {
    for (;;) {
      await new Promise((r) => setTimeout(r, LOOK_MS));
      if (this.run !== id) return;
      const s = await get<McStatus>(`/api/mc/${id}`);
      this.draw(s);
      if (s.state !== 'running') return;
    }
  }

  private draw(s: McStatus): void {
    this.last = s;
    this.el.dataset.state = s.state;
    this.cancelButton.disabled = s.state !== 'running';
    this.progress.max = Math.max(1, s.trials);
    this.progress.value = s.done;
    const words = {
      running: 'running',
      done: 'finished',
      cancelled: 'cancelled: the estimates are of the chunks finished before',
      failed: `failed: ${s.error}`,
    }[s.state];
    this.line.textContent = `${s.experiment}, seed ${s.seed}, ${s.edits}: ${s.done} of ${s.trials} trials, ${words} (${s.seconds.toFixed(1)} s)`;
    const metrics = [...new Set(s.points.flatMap((p) => p.rows.map((r) => r[0])))];
    if (this.metric.dataset.shape !== metrics.join('\n')) {
      fill(this.metric, ...metrics.map((m) => h('option', { value: m }, m)));
      this.metric.dataset.shape = metrics.join('\n');
    }
    const m = this.metric.value;
    const col = (name: string) => s.columns.indexOf(name);
    fill(
      this.table,
      h(
        'table',
        { class: 'mc' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ...['point', 'outcome', 'estimate', '95% interval', 'trials'].map((x) =>
              h('th', { scope: 'col' }, x),
            ),
          ),
        ),
        h(
          'tbody',
          {},
          ...s.points.flatMap((p) =>
            p.rows
              .filter((r) => r[0] === m)
              .map((r) =>
                h(
                  'tr',
                  { 'data-point': String(p.point) },
                  h('td', {}, p.label || `point ${p.point}`),
                  h('td', {}, r[col('outcome')] || r[col('unit')]),
                  h('td', { class: 'p' }, r[col('estimate')]),
                  h('td', {}, `${r[col('ci95_low')]} to ${r[col('ci95_high')]}`),
                  h('td', {}, r[col('trials')]),
                ),
              ),
          ),
        ),
      ),
    );
  }
}
