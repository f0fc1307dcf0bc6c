import { fill, h } from './dom.ts';

export interface SaveHandlers {
  save(kind: 'patch' | 'folder', path: string, confirm: boolean): void;
  load(path: string): void;
  reset(): void;
}

/**
 * Save the edits as a patch file or a ruleset folder (in the folder the
 * server started in), load a patch or a folder, or go back to the shipped
 * chart. A file the workbench did not write is replaced only after the
 * user says so here.
 */
export class SavePanel {
  readonly el = h('section', { class: 'panel save-panel', 'aria-labelledby': 'save-title' });
  private readonly path = h('input', { id: 'save-path', type: 'text', class: 'path', spellcheck: 'false' });
  private readonly kind = h(
    'select',
    { id: 'save-kind' },
    h('option', { value: 'patch' }, 'a patch file (the edited cells)'),
    h('option', { value: 'folder' }, 'a ruleset folder (the whole edited chart)'),
  );
  private readonly loadPath = h('input', {
    id: 'load-path',
    type: 'text',
    class: 'path',
    spellcheck: 'false',
    placeholder: 'patches/pb-plus1-drive-away.yaml',
  });
  private readonly message = h('div', { class: 'save-message', role: 'status', 'aria-live': 'polite' });

  constructor(private readonly on: SaveHandlers) {
    this.el.append(
      h('h2', { id: 'save-title' }, 'Save and load'),
      h(
        'div',
        { class: 'row' },
        h('label', { for: 'save-kind' }, 'Save as'),
        this.kind,
        h('label', { for: 'save-path' }, 'to'),
        this.path,
        h(
          'button',
          {
            type: 'button',
            id: 'save',
            onclick: () => this.on.save(this.kind.value as 'patch' | 'folder', this.path.value, false),
          },
          'Save',
        ),
      ),
      h(
        'div',
        { class: 'row' },
        h('label', { for: 'load-path' }, 'Load a patch file or a ruleset folder'),
        this.loadPath,
        h('button', { type: 'button', id: 'load', onclick: () => this.on.load(this.loadPath.value) }, 'Load'),
        h(
          'button',
          { type: 'button', id: 'reset', onclick: () => this.on.reset() },
          'Back to the shipped chart',
        ),
      ),
      this.message,
    );
  }

  show(kind: 'patch' | 'folder', path: string, loadPath: string): void {
    this.kind.value = kind;
    if (document.activeElement !== this.path) this.path.value = path;
    if (document.activeElement !== this.loadPath) this.loadPath.value = loadPath;
  }

  values(): { kind: 'patch' | 'folder'; path: string; loadPath: string } {
    return {
      kind: this.kind.value as 'patch' | 'folder',
      path: this.path.value,
      loadPath: this.loadPath.value,
    };
  }

  say(text: string): void {
    fill(this.message, h('p', {}, text));
  }

  /** A file or folder it did not write: ask before replacing it. */
  ask(text: string, kind: 'patch' | 'folder', path: string): void {
    fill(
      this.message,
      h('p', { class: 'warn' }, text),
      h(
        'button',
        { type: 'button', id: 'confirm-save', onclick: () => this.on.save(kind, path, true) },
        'Replace it',
      ),
      h('button', { type: 'button', onclick: () => this.say('Not saved.') }, 'Keep it'),
    );
  }
}
