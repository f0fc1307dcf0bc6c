import type { DocField } from '../situation-docs.ts';
import type { SituationField } from '../situation-fields.ts';
import { fill, h } from './dom.ts';

export interface Mechanic {
  id: string;
  title: string;
  reach: boolean;
}

export interface SwitchInfo {
  name: string;
  ref: string;
  question: string;
  options: Record<string, string>;
  default: string;
}

export interface SituationHandlers {
  mechanic(id: string): void;
  situationFile(path: string): void;
  field(path: string, value: string, now: boolean): void;
  switchTo(name: string, value: string): void;
  resetSituation(): void;
}

/**
 * The situation of one mechanic: its file's fields (each sent as --set
 * path=value, so the command line's checks apply), a field of the situation
 * docs the file leaves out, and the interpretation switches.
 */
export class SituationPanel {
  readonly el = h('section', { class: 'panel situation-panel', 'aria-labelledby': 'situation-title' });
  private readonly mechanic = h('select', {
    id: 'mechanic',
    onchange: () => this.on.mechanic(this.mechanic.value),
  });
  private readonly file = h('input', {
    id: 'situation-file',
    type: 'text',
    class: 'path',
    spellcheck: 'false',
  });
  private readonly fields = h('div', { class: 'fields' });
  private readonly message = h('p', { class: 'field-message', role: 'alert' });
  private readonly extraPath = h('input', {
    id: 'extra-path',
    type: 'text',
    placeholder: 'defender.cover',
    spellcheck: 'false',
  });
  private readonly extraValue = h('input', {
    id: 'extra-value',
    type: 'text',
    placeholder: 'medium',
    spellcheck: 'false',
  });
  private readonly switches = h('details', { class: 'switches' });
  private readonly more = h('details', { class: 'more-fields' });
  private inputs = new Map<string, HTMLInputElement>();

  constructor(
    private readonly on: SituationHandlers,
    mechanics: Mechanic[],
    switches: SwitchInfo[],
  ) {
    fill(this.mechanic, ...mechanics.map((m) => h('option', { value: m.id }, `${m.id}: ${m.title}`)));
    this.file.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') this.on.situationFile(this.file.value);
    });
    const add = () => {
      if (this.extraPath.value.trim())
        this.on.field(this.extraPath.value.trim(), this.extraValue.value, true);
    };
    this.extraValue.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') add();
    });
    fill(
      this.switches,
      h('summary', {}, 'Interpretation switches (where the text is ambiguous)'),
      ...switches.map((s) => {
        const id = `switch-${s.name}`;
        const select = h(
          'select',
          { id, onchange: () => this.on.switchTo(s.name, select.value) },
          ...Object.entries(s.options).map(([k, w]) =>
            h('option', { value: k }, `${k}${k === s.default ? ' (default)' : ''}: ${w}`),
          ),
        );
        select.dataset.name = s.name;
        return h(
          'div',
          { class: 'switch' },
          h('label', { for: id }, `${s.name} (${s.ref}): ${s.question}`),
          select,
        );
      }),
    );
    this.el.append(
      h('h2', { id: 'situation-title' }, 'The situation'),
      h('div', { class: 'row' }, h('label', { for: 'mechanic' }, 'Mechanic'), this.mechanic),
      h(
        'div',
        { class: 'row' },
        h('label', { for: 'situation-file' }, 'Situation file (Enter loads it)'),
        this.file,
        h('button', { type: 'button', onclick: () => this.on.resetSituation() }, "Back to the file's fields"),
      ),
      this.message,
      this.fields,
      this.more,
      h(
        'div',
        { class: 'row extra' },
        h('label', { for: 'extra-path' }, 'Any other field (path = value)'),
        this.extraPath,
        h('label', { for: 'extra-value' }, '='),
        this.extraValue,
        h('button', { type: 'button', onclick: add }, 'Set'),
      ),
      this.switches,
    );
  }

  /** The fields of the situation doc the file leaves out, each set with Enter. */
  private showMore(doc: string | null, fields: DocField[], set: Record<string, string>): void {
    const left = fields.filter((f) => !(f.path in set));
    const shape = `${doc}\n${left.map((f) => f.path).join('\n')}`;
    if (this.more.dataset.shape === shape) return;
    this.more.dataset.shape = shape;
    const open = this.more.open;
    fill(
      this.more,
      h(
        'summary',
        {},
        doc
          ? `More fields of ${doc} (${left.length}; Enter sets one)`
          : "This mechanic has no situation doc beyond its file's fields",
      ),
      h(
        'div',
        { class: 'fields' },
        ...left.map((f) => {
          const id = `doc-${f.path.replace(/\W+/g, '-')}`;
          const input = h('input', {
            id,
            type: 'text',
            placeholder: f.value,
            spellcheck: 'false',
            autocomplete: 'off',
            list: f.options.length ? `${id}-options` : undefined,
            title: f.note,
          });
          input.addEventListener('keydown', (e) => {
            if (e.key === 'Enter' && input.value.trim() !== '') this.on.field(f.path, input.value, true);
          });
          return h(
            'div',
            { class: 'field' },
            h('label', { for: id }, f.path),
            input,
            f.options.length
              ? h('datalist', { id: `${id}-options` }, ...f.options.map((o) => h('option', { value: o })))
              : null,
          );
        }),
      ),
    );
    this.more.open = open;
  }

  show(
    sim: string,
    situation: string,
    fields: SituationField[],
    set: Record<string, string>,
    switches: Record<string, string>,
    doc: string | null = null,
    docs: DocField[] = [],
  ): void {
    this.showMore(doc, docs, set);
    this.mechanic.value = sim;
    this.file.value = situation;
    const paths = [
      ...fields.map((f) => f.path),
      ...Object.keys(set).filter((p) => !fields.some((f) => f.path === p)),
    ];
    const shape = paths.join('\n');
    if (this.fields.dataset.shape !== shape) {
      this.inputs.clear();
      fill(
        this.fields,
        ...paths.map((path) => {
          const id = `field-${path.replace(/\W+/g, '-')}`;
          const input = h('input', { id, type: 'text', spellcheck: 'false', autocomplete: 'off' });
          input.dataset.path = path;
          input.addEventListener('input', () => this.on.field(path, input.value, false));
          input.addEventListener('keydown', (e) => {
            if (e.key === 'Enter') this.on.field(path, input.value, true);
          });
          this.inputs.set(path, input);
          return h('div', { class: 'field' }, h('label', { for: id }, path), input);
        }),
      );
      this.fields.dataset.shape = shape;
    }
    for (const f of [...fields, ...Object.keys(set).map((p) => ({ path: p, value: set[p] }))]) {
      const input = this.inputs.get(f.path);
      if (input && document.activeElement !== input) input.value = set[f.path] ?? f.value;
      input?.removeAttribute('aria-invalid');
    }
    for (const sel of this.switches.querySelectorAll('select')) {
      const name = (sel as HTMLSelectElement).dataset.name!;
      const opt = [...(sel as HTMLSelectElement).options].find((o) => o.textContent?.includes('(default)'));
      (sel as HTMLSelectElement).value = switches[name] ?? opt?.value ?? '';
    }
  }

  /** A field the server refused: its message, on the field it names. */
  refuse(message: string): void {
    this.message.textContent = message;
    for (const [path, input] of this.inputs)
      if (message.includes(`--set ${path}=`)) input.setAttribute('aria-invalid', 'true');
  }

  clearMessage(): void {
    this.message.textContent = '';
  }
}
