import type { ChartAnswer } from '../chart-answer.ts';
import type { ChangesAnswer, OddsAnswer } from '../odds-answer.ts';
import type { LoadAnswer, SaveAnswer } from '../save-load.ts';
import type { SensitivityAnswer } from '../sensitivity-answer.ts';
import type { DocField } from '../situation-docs.ts';
import type { SituationField } from '../situation-fields.ts';
import { get, hasToken, post, Refused } from './api.ts';
import { ChangesPanel } from './changes-panel.ts';
import { ChartPanel } from './chart-panel.ts';
import { h } from './dom.ts';
import { McPanel } from './mc-panel.ts';
import { OddsPanel } from './odds-panel.ts';
import { SavePanel } from './save-panel.ts';
import { SituationPanel, type Mechanic, type SwitchInfo } from './situation-panel.ts';
import { initialState, keep, question, setEdit, type PageState } from './state.ts';

interface Setup {
  shipped: string;
  rulesetTitle: string;
  startEdits: PageState['edits'];
  mechanics: Mechanic[];
  switches: SwitchInfo[];
  experiments: Array<{ file: string; name: string; sim: string; trials: number; seed: number }>;
}

/** What the page measured, for the browser test and the curious: each edit's time to the odds drawn, in ms. */
interface Measured {
  redraws: number[];
  /** of each: the server's time to answer, and the page's time to draw the answer */
  server: number[];
  read: number[];
  draw: number[];
}

declare global {
  interface Window {
    workbench: Measured;
  }
}

const PAUSE_MS = 400;

async function boot(): Promise<void> {
  const status = document.getElementById('status')!;
  const app = document.getElementById('app')!;
  const say = (text: string) => (status.textContent = text);
  if (!hasToken())
    say('No token: open the address warbench serve printed (with its #token=…) to change anything.');
  const setup = await get<Setup>('/api/setup');
  const state = initialState(setup.startEdits);
  window.workbench = { redraws: [], server: [], read: [], draw: [] };
  let good = snapshot(state);
  let fields: SituationField[] = [];
  let shownSituation = '';
  let doc: { doc: string | null; docFields: DocField[] } = { doc: null, docFields: [] };
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const chart = new ChartPanel({
    edit: (file, field, value, unedited, now) => {
      setEdit(state, file, field, value, unedited);
      later(now);
    },
    tab: (file) => {
      state.file = file;
      keep(state);
      void refresh('other');
    },
    shade: (by) => {
      state.shade = by;
      keep(state);
      void refresh('other');
    },
  });
  const situation = new SituationPanel(
    {
      mechanic: (id) => {
        state.sim = id;
        state.situation = undefined;
        state.set = {};
        void loadSituation();
      },
      situationFile: (path) => {
        state.situation = path;
        state.set = {};
        void loadSituation();
      },
      field: (path, value, now) => {
        // a field emptied goes back to the file's value (--set takes no empty value)
        if (value.trim() === '') delete state.set[path];
        else state.set[path] = value;
        later(now);
      },
      switchTo: (name, value) => {
        state.switches[name] = value;
        void refresh('edit');
      },
      resetSituation: () => {
        state.set = {};
        void refresh('other');
      },
    },
    setup.mechanics,
    setup.switches,
  );
  const odds = new OddsPanel();
  const changes = new ChangesPanel({
    metric: (m) => {
      state.metric = m;
      keep(state);
    },
    sensitivity: async (metric) => {
      changes.busy(
        `Ranking the inputs of ${metric}: each provisional cell the situation reads, each modifier, grade and switch, moved one step (exact)…`,
      );
      try {
        changes.showRanking(
          await post<SensitivityAnswer>('/api/sensitivity', { ...question(state), metric }),
        );
      } catch (err) {
        changes.busy(err instanceof Refused ? err.message : String(err));
      }
    },
    undo: (file, field) => {
      state.edits = state.edits.filter((e) => !(e.file === file && e.field === field));
      void refresh('edit');
    },
  });
  const save = new SavePanel({
    save: async (kind, path, confirm) => {
      state.saveKind = kind;
      state.savePath = path;
      keep(state);
      try {
        const a = await post<SaveAnswer>('/api/save', { ...question(state), kind, path, confirm });
        save.say(
          `Saved ${a.kind === 'patch' ? 'the patch' : 'the ruleset folder'} ${a.path} (${a.files.join(', ')}). Check it with: warbench odds ${state.sim} --${a.kind === 'patch' ? 'patch' : 'ruleset'} ${a.path}`,
        );
      } catch (err) {
        if (err instanceof Refused && err.confirm) save.ask(err.message, kind, path);
        else save.say(err instanceof Refused ? err.message : String(err));
      }
    },
    load: async (path) => {
      state.loadPath = path;
      try {
        const a = await post<LoadAnswer>('/api/load', { ...question(state), path });
        state.ruleset = a.ruleset === setup.shipped ? undefined : a.ruleset;
        state.edits = a.edits;
        save.say(
          `Loaded ${path}: ${a.edits.length} cell${a.edits.length === 1 ? '' : 's'} edited, on ${a.ruleset}.`,
        );
        void refresh('other');
      } catch (err) {
        save.say(err instanceof Refused ? err.message : String(err));
      }
    },
    reset: () => {
      state.ruleset = undefined;
      state.edits = [];
      save.say('Back to the shipped chart: no cell edited.');
      void refresh('other');
    },
  });
  const mc = new McPanel(
    setup.experiments,
    state,
    () => question(state),
    () => keep(state),
  );

  app.append(
    h('div', { class: 'top' }, chart.el),
    h('div', { class: 'pair' }, situation.el, odds.el),
    changes.el,
    h('div', { class: 'pair' }, mc.el, save.el),
  );

  function later(now: boolean): void {
    clearTimeout(timer);
    const started = performance.now();
    if (now) void refresh('edit', started);
    else timer = setTimeout(() => void refresh('edit', performance.now()), PAUSE_MS);
  }

  async function loadSituation(): Promise<void> {
    try {
      const a = await post<{
        situation: string;
        fields: SituationField[];
        doc: string | null;
        docFields: DocField[];
      }>('/api/situation', question(state));
      // the file as the server names it, shown; the state keeps only a file the user typed (none: the mechanic's example)
      shownSituation = a.situation;
      fields = a.fields;
      doc = a;
    } catch (err) {
      situation.refuse(err instanceof Refused ? err.message : String(err));
      Object.assign(state, good);
    }
    await refresh('other');
  }

  /** Ask for the odds (drawn first, timed), then the chart and what the edits do. */
  async function refresh(kind: 'edit' | 'other', started = performance.now()): Promise<void> {
    clearTimeout(timer);
    const mine = ++seq;
    const q = question(state);
    document.body.dataset.busy = String(mine);
    try {
      const a = await post<OddsAnswer>('/api/odds', q);
      if (mine !== seq) return;
      const answered = performance.now();
      await odds.show(a);
      const ms = performance.now() - started;
      if (kind === 'edit') {
        window.workbench.redraws.push(ms);
        window.workbench.server.push(a.ms);
        window.workbench.read.push(a.readMs);
        window.workbench.draw.push(performance.now() - answered);
      }
      good = snapshot(state);
      keep(state);
      chart.clearMessage();
      situation.clearMessage();
      say(
        `Exact odds drawn ${ms.toFixed(0)} ms after the ${kind === 'edit' ? 'edit' : 'request'} (the server took ${a.ms.toFixed(0)} ms). ${state.edits.length} cell${state.edits.length === 1 ? '' : 's'} edited.`,
      );
      state.metric = changes.metrics(
        [
          ...a.odds.distributions
            .filter((d) => d.name !== 'rests_on_provisional')
            .flatMap((d) =>
              d.outcomes.map((o) => ({ value: `${d.name}:${o.outcome}`, label: `${d.title}: ${o.outcome}` })),
            ),
          ...a.odds.means.map((m) => ({ value: m.name, label: m.title })),
        ],
        state.metric,
      );
      document.body.dataset.odds = String(mine);
    } catch (err) {
      if (mine !== seq) return;
      const message = err instanceof Refused ? err.message : String(err);
      if (err instanceof Refused && err.cells.length) chart.refuse(message, err.cells);
      else situation.refuse(message);
      say(`Refused, nothing changed: ${message}`);
      Object.assign(state, good);
      document.body.dataset.done = String(mine);
      return;
    }
    try {
      const [c, d] = await Promise.all([
        post<ChartAnswer>('/api/chart', q),
        post<ChangesAnswer>('/api/changes', q),
      ]);
      if (mine !== seq) return;
      chart.show(c, state.file, state.shade);
      changes.showChanges(d);
      changes.showCells(c.changed);
      situation.show(state.sim, shownSituation, fields, state.set, state.switches, doc.doc, doc.docFields);
      save.show(state.saveKind, state.savePath, state.loadPath);
    } catch (err) {
      say(err instanceof Refused ? err.message : String(err));
    }
    document.body.dataset.done = String(mine);
  }

  await loadSituation();
}

/** The part of the state an answer was given for: put back when the next edit is refused. */
function snapshot(s: PageState): Pick<PageState, 'edits' | 'set' | 'switches' | 'situation' | 'ruleset'> {
  return {
    edits: [...s.edits],
    set: { ...s.set },
    switches: { ...s.switches },
    situation: s.situation,
    ruleset: s.ruleset,
  };
}

void boot().catch((err) => {
  document.getElementById('status')!.textContent =
    `The workbench could not start: ${err instanceof Error ? err.message : String(err)}`;
});
