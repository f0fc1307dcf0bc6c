import type { CellEdit } from '../edits.ts';

/** Everything the page remembers across a reload. */
export interface PageState {
  ruleset?: string;
  edits: CellEdit[];
  sim: string;
  situation?: string;
  /** situation fields typed in, as --set path=value */
  set: Record<string, string>;
  switches: Record<string, string>;
  file: string;
  shade: 'source' | 'reach';
  metric: string;
  savePath: string;
  saveKind: 'patch' | 'folder';
  loadPath: string;
  experiment: string;
  trials: string;
  seed: string;
}

const KEY = 'warbench-workbench';

export function initialState(startEdits: CellEdit[]): PageState {
  const fresh: PageState = {
    edits: startEdits,
    sim: 'assault',
    set: {},
    switches: {},
    file: 'assault.yaml',
    shade: 'source',
    metric: '',
    savePath: 'workbench-edits.yaml',
    saveKind: 'patch',
    loadPath: '',
    experiment: '',
    trials: '',
    seed: '',
  };
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return kept && typeof kept === 'object' ? { ...fresh, ...kept } : fresh;
  } catch {
    return fresh;
  }
}

export function keep(s: PageState): void {
  localStorage.setItem(KEY, JSON.stringify(s));
}

/** The question every answer is computed for. */
export function question(s: PageState): Record<string, unknown> {
  return {
    ruleset: s.ruleset,
    edits: s.edits,
    sim: s.sim,
    situation: s.situation,
    set: Object.entries(s.set).map(([k, v]) => `${k}=${v}`),
    switch: Object.entries(s.switches).map(([k, v]) => `${k}=${v}`),
  };
}

export function editOf(s: PageState, file: string, field: string): CellEdit | undefined {
  return s.edits.find((e) => e.file === file && e.field === field);
}

/** Set a cell's text: an edit, or none when it is back to the unedited text. */
export function setEdit(
  s: PageState,
  file: string,
  field: string,
  value: string,
  unedited: string | undefined,
): void {
  s.edits = s.edits.filter((e) => !(e.file === file && e.field === field));
  if (value !== unedited) s.edits.push({ file, field, value });
}
