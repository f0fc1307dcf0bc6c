import type { ChartAnswer, ChartCell } from '../chart-answer.ts';
import { fill, h } from './dom.ts';

/** What a source looks like on the chart, in the table command's words. */
export const SOURCE_WORDS: Record<string, string> = {
  text: 'rules text',
  example: 'worked example',
  sibling: 'sibling notes',
  public: 'public table',
  provisional: 'provisional (a placeholder)',
  patch: 'edited',
  mapping: 'mapping',
};

interface CellView {
  td: HTMLTableCellElement;
  input: HTMLInputElement;
  mark: HTMLSpanElement;
  cell: ChartCell;
}

export interface ChartHandlers {
  /** a cell's text typed in; `now`: commit at once (Enter), else after a pause in typing */
  edit(file: string, field: string, value: string, unedited: string, now: boolean): void;
  tab(file: string): void;
  shade(by: 'source' | 'reach'): void;
}

/**
 * How often a situation reads a cell, as a cell's tooltip says it and as
 * `warbench table --reach` prints it: expected reads per trial in percent
 * (a cell read more than once a trial, an assault row read round after
 * round, can pass 100%).
 */
export function readsWords(reads: number): string {
  const pct = reads * 100;
  return `expected reads per trial: ${reads <= 0 ? '0%' : pct >= 0.05 ? `${pct.toFixed(1)}%` : '<0.1%'}`;
}

/** Reach shades: white for a cell never read, deeper blue the more often it is read. */
function reachShade(reads: number, most: number): string {
  if (!(reads > 0)) return '#ffffff';
  const t = Math.sqrt(reads / most);
  return `hsl(210 80% ${Math.round(96 - 50 * t)}%)`;
}

/**
 * The Republic chart, one file at a time, in the printed layout: each cell
 * an input in the rulebook's notation, shaded by its source or by how often
 * the situation reads it, marked with the audit's findings and with the
 * message of a cell that cannot be read.
 */
export class ChartPanel {
  readonly el = h('section', { class: 'panel chart-panel', 'aria-labelledby': 'chart-title' });
  private readonly tabs = h('div', { class: 'tabs', role: 'tablist', 'aria-label': 'ruleset files' });
  private readonly body = h('div', { class: 'chart-body' });
  private readonly message = h('p', { class: 'cell-message', role: 'alert' });
  private readonly legend = h('p', { class: 'legend' });
  private readonly audit = h('details', { class: 'audit' });
  private readonly shadeSelect = h(
    'select',
    { id: 'shade', onchange: () => this.on.shade(this.shadeSelect.value as 'source' | 'reach') },
    h('option', { value: 'source' }, 'its source'),
    h('option', { value: 'reach' }, 'how often the situation reads it'),
  );
  private cells = new Map<string, CellView>();
  private shownFile = '';
  private shade: 'source' | 'reach' = 'source';

  constructor(private readonly on: ChartHandlers) {
    this.el.append(
      h('h2', { id: 'chart-title' }, 'The chart'),
      h(
        'p',
        { class: 'hint' },
        "Type a cell in the rulebook's notation; Enter (or a pause) applies it. ",
        h('label', { for: 'shade' }, 'Shade each cell by '),
        this.shadeSelect,
      ),
      this.tabs,
      this.message,
      this.body,
      this.legend,
      this.audit,
    );
  }

  private key(file: string, field: string): string {
    return `${file}#${field}`;
  }

  /** Draw a new answer: the structure when the file or its tables change, else each cell in place (the one being typed in keeps its text). */
  show(a: ChartAnswer, file: string, shade: 'source' | 'reach'): void {
    this.shade = shade;
    this.shadeSelect.value = shade;
    const files = [...new Set(a.tables.map((t) => t.file))];
    if (!files.includes(file)) file = files[0];
    const shape = JSON.stringify(
      a.tables.filter((t) => t.file === file).map((t) => [t.table, t.rows, t.columns]),
    );
    if (file !== this.shownFile || this.body.dataset.shape !== shape) {
      this.build(a, file, files);
      this.body.dataset.shape = shape;
    }
    const most = Math.max(1e-12, ...a.tables.flatMap((t) => t.cells.flat().map((c) => c?.reads ?? 0)));
    for (const t of a.tables.filter((x) => x.file === file))
      for (const row of t.cells) for (const c of row) if (c) this.update(c, most, a.reach);
    const problems = a.findings.filter((f) => f.severity === 'problem');
    const notes = a.findings.filter((f) => f.severity !== 'problem');
    const open = this.audit.open;
    fill(
      this.audit,
      h(
        'summary',
        {},
        `The audit, checked on every edit: ${problems.length} problem${problems.length === 1 ? '' : 's'}, ${notes.length} note${notes.length === 1 ? '' : 's'}`,
      ),
      h(
        'ul',
        {},
        ...[...problems, ...notes].map((f) =>
          h(
            'li',
            { class: f.severity },
            `${f.severity}: ${f.check}: ${f.message}${f.where ? ` (${f.where.file}${f.where.line ? `:${f.where.line}` : ''} ${f.where.field})` : ''}`,
          ),
        ),
      ),
    );
    this.audit.open = open;
    this.legend.textContent =
      shade === 'reach' && a.reach
        ? 'Shaded by how often the situation reads each cell (expected reads per trial): white never, deeper blue more often.'
        : `Shaded by source: ${Object.entries(SOURCE_WORDS)
            .map(([k, w]) => `${k} = ${w}`)
            .join('; ')}. A ⚠ marks the audit's findings on a cell (hover or focus it to read them).`;
  }

  private build(a: ChartAnswer, file: string, files: string[]): void {
    this.shownFile = file;
    this.cells.clear();
    fill(
      this.tabs,
      ...files.map((f) =>
        h(
          'button',
          {
            type: 'button',
            role: 'tab',
            class: 'tab',
            'aria-selected': String(f === file),
            onclick: () => this.on.tab(f),
          },
          f.replace('.yaml', ''),
        ),
      ),
    );
    const tables = a.tables.filter((t) => t.file === file);
    fill(
      this.body,
      ...tables.map((t) =>
        h(
          'table',
          { class: `chart${t.columns.length > 7 ? ' many' : ''}` },
          h('caption', {}, `${t.file}: ${t.table}`),
          h(
            'thead',
            {},
            h('tr', {}, h('th', { scope: 'col' }, ''), ...t.columns.map((c) => h('th', { scope: 'col' }, c))),
          ),
          h(
            'tbody',
            {},
            ...t.rows.map((r, i) =>
              h(
                'tr',
                {},
                h('th', { scope: 'row' }, r),
                ...t.columns.map((col, j) => {
                  const c = t.cells[i][j];
                  if (!c) return h('td', { class: 'empty' });
                  const input = h('input', {
                    type: 'text',
                    value: c.text,
                    'aria-label': `${t.file} ${t.table} row ${r || '(one row)'} column ${col}`,
                    spellcheck: 'false',
                    autocomplete: 'off',
                  });
                  const mark = h('span', { class: 'mark', 'aria-hidden': 'true' });
                  const td = h('td', { class: 'cell' }, input, mark);
                  const view: CellView = { td, input, mark, cell: c };
                  input.addEventListener('input', () =>
                    this.on.edit(c.file, c.field, input.value, view.cell.unedited ?? view.cell.text, false),
                  );
                  input.addEventListener('keydown', (e) => {
                    if (e.key === 'Enter')
                      this.on.edit(c.file, c.field, input.value, view.cell.unedited ?? view.cell.text, true);
                  });
                  this.cells.set(this.key(c.file, c.field), view);
                  return td;
                }),
              ),
            ),
          ),
        ),
      ),
    );
  }

  private update(c: ChartCell, most: number, reach: boolean): void {
    const v = this.cells.get(this.key(c.file, c.field));
    if (!v) return;
    const wasEdited = v.cell.unedited;
    v.cell = { ...c, unedited: c.unedited ?? wasEdited ?? c.text };
    if (document.activeElement !== v.input) v.input.value = c.text;
    v.td.className = `cell src-${c.source}${c.findings?.some((f) => f.severity === 'problem') ? ' has-problem' : c.findings ? ' has-note' : ''}`;
    v.td.dataset.field = c.field;
    v.td.dataset.reads = String(c.reads ?? '');
    v.td.style.background = this.shade === 'reach' && reach ? reachShade(c.reads ?? 0, most) : '';
    v.mark.textContent = c.findings ? '⚠' : '';
    const words = [
      `${SOURCE_WORDS[c.source] ?? c.source}${c.ref ? `: ${c.ref}` : ''}`,
      c.reads !== undefined ? readsWords(c.reads) : '',
      ...(c.findings ?? []).map((f) => `${f.severity}: ${f.check}: ${f.message}`),
    ].filter(Boolean);
    v.input.title = words.join('\n');
    v.input.removeAttribute('aria-invalid');
  }

  /** A cell the server could not read: its message, on the cell and above the chart. */
  refuse(message: string, cells: Array<{ file: string; field: string; message: string }>): void {
    this.message.textContent = message;
    for (const c of cells) {
      const v = this.cells.get(this.key(c.file, c.field));
      if (!v) continue;
      v.input.setAttribute('aria-invalid', 'true');
      v.input.title = c.message;
      v.td.classList.add('bad');
    }
  }

  clearMessage(): void {
    this.message.textContent = '';
    for (const v of this.cells.values()) v.td.classList.remove('bad');
  }
}
